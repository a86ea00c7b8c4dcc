import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataTableDriver } from '@loci/ui/test';
import type { PatientOrderSummary } from '@loci/contract';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { captureDownloads } from '../testing/downloads.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt, type FakePortal } from '../testing/renderPortal.tsx';

function summary(overrides: Partial<PatientOrderSummary>): PatientOrderSummary {
  return {
    orderId: 1,
    patientId: 7,
    firstName: 'Grace',
    middleName: null,
    lastName: 'Hopper',
    orderedDate: '2026-11-02T10:00:00.000Z',
    updatedDate: '2026-11-03T10:00:00.000Z',
    orderStatus: 0,
    orderStatusLabel: 'OrderNow',
    testCode: 'TG70',
    testDescription: 'Hereditary cancer panel',
    accessionNum: null,
    paymentType: null,
    insuranceCarrier: null,
    group: null,
    policy: null,
    effectiveDate: null,
    patientStatus: null,
    relationToPatient: null,
    birthDate: null,
    billingNotes: null,
    institutionName: null,
    labReportId: null,
    originalOrderId: null,
    isAddOnAvailable: false,
    accountNumber: '1001',
    ...overrides,
  };
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

/** A portal whose API answers the order list with `orders` and records every request. */
function portalWithOrders(orders: PatientOrderSummary[], profile = demoProfile()) {
  const portal = fakePortal({ signedIn: true, profile });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  const listBodies: Record<string, unknown>[] = [];
  const topBodies: Record<string, unknown>[] = [];
  const deleted: string[] = [];
  const batches: unknown[] = [];
  let current = orders;
  const setOrders = (next: PatientOrderSummary[]) => {
    current = next;
  };
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    if (address.endsWith('/results/list/orderTestsAndReportsPaged')) {
      listBodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return json({
        success: true,
        data: { items: current, totalCount: current.length, pageNumber: 1, pageSize: 25 },
      });
    }
    if (address.endsWith('/results/list/orderTestsAndReports')) {
      topBodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return json({
        success: true,
        data: { items: current, totalCount: 230, pageNumber: 1, pageSize: 200 },
      });
    }
    const deletion = /\/order\/(\d+)$/.exec(address);
    if (deletion && init?.method === 'DELETE') {
      deleted.push(deletion[1]!);
      current = current.filter((order) => String(order.orderId) !== deletion[1]);
      return json({ success: true, data: { orderId: Number(deletion[1]) } });
    }
    if (address.endsWith('/order') && init?.method === 'DELETE') {
      const orderIds = JSON.parse(String(init.body)) as number[];
      batches.push(orderIds);
      current = current.filter((order) => !orderIds.includes(order.orderId));
      return json({ success: true, data: { orderIds } });
    }
    return fallback(url, init);
  });
  return { portal, listBodies, topBodies, deleted, batches, setOrders };
}

async function click(element: Element | null | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
}

describe('/user-account#simple-orders', () => {
  let portal: FakePortal;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('lists the orders of the approved accounts with their status shown as the domain says', async () => {
    const setup = portalWithOrders([
      summary({ orderId: 11, orderStatus: 4, orderStatusLabel: 'PendingReview' }),
      summary({
        orderId: 12,
        orderStatus: 1,
        orderStatusLabel: 'Draft',
        lastName: 'Noether',
        firstName: 'Emmy',
      }),
      summary({ orderId: 13, orderStatus: 3, orderStatusLabel: 'BenefitsInvestigation' }),
    ]);
    portal = setup.portal;
    const screen = await renderPortalAt('/user-account#simple-orders', portal);
    expect(screen.heading()).toBe('Orders');
    expect(setup.listBodies[0]).toMatchObject({
      AccountNumbers: ['1001'],
      SortField: 'UpdatedDate',
      SortOrder: 1,
      PageNumber: 1,
    });
    const table = dataTableDriver(screen.container.querySelector('table')!);
    expect(table.rowKeys()).toEqual(['Hopper, Grace', 'Noether, Emmy', 'Hopper, Grace']);
    expect(table.rowTexts('Noether, Emmy')).toContain('Draft');
    const statuses = [...screen.container.querySelectorAll('tbody tr')].map(
      (row) => row.querySelectorAll('td')[2]?.textContent,
    );
    expect(statuses).toEqual(['Submitted order', 'Draft', 'Benefit investigation']);
    const draftLink = [...screen.container.querySelectorAll('a')].find(
      (link) => link.textContent === 'Continue draft 12',
    );
    expect(draftLink?.getAttribute('href')).toBe('/test-catalog/requisition#simple-order/12');
    const review = [...screen.container.querySelectorAll('a')].find(
      (link) => link.textContent === 'Review order 11',
    );
    expect(review?.getAttribute('href')).toBe('/user-account#review/11');
    screen.unmount();
  });

  it('links an order with a report to its reports only for people who read the account’s reports', async () => {
    const links = async (accessTypeCode: 'GDAA' | 'GDOO') => {
      const profile = demoProfile();
      profile.accounts = profile.accounts.map((account) => ({ ...account, accessTypeCode }));
      const setup = portalWithOrders(
        [summary({ orderId: 21, orderStatus: 0, labReportId: 9 })],
        profile,
      );
      const screen = await renderPortalAt('/user-account#simple-orders', setup.portal);
      await vi.waitFor(() => expect(screen.container.textContent).toContain('Review order 21'));
      const texts = [...screen.container.querySelectorAll('a')].map((link) => link.textContent);
      screen.unmount();
      document.body.innerHTML = '';
      return texts;
    };
    // An Account Administrator reads the report; Orders Only people are not offered a link the
    // reports screen would refuse.
    expect(await links('GDAA')).toContain('Reports of order 21');
    expect(await links('GDOO')).not.toContain('Reports of order 21');
  });

  it('asks the server for the sorted column and the chosen status filter', async () => {
    const setup = portalWithOrders([summary({})]);
    const screen = await renderPortalAt('/user-account#simple-orders', setup.portal);
    const table = dataTableDriver(screen.container.querySelector('table')!);
    await click(table.sortButton('Patient'));
    await screen.settle();
    expect(setup.listBodies.at(-1)).toMatchObject({ SortField: 'Patient', SortOrder: 0 });
    const status = [...screen.container.querySelectorAll('select')].find((select) =>
      select.labels[0]?.textContent?.includes('Status'),
    )!;
    await act(async () => {
      status.value = 'Submitted order';
      status.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await screen.settle();
    expect(setup.listBodies.at(-1)).toMatchObject({ Statuses: [0, 4], PageNumber: 1 });
    screen.unmount();
  });

  it('keeps the search, filters and sort in the address after a pause, so that Back restores them', async () => {
    const setup = portalWithOrders([summary({})]);
    const screen = await renderPortalAt('/user-account#simple-orders', setup.portal);
    const table = dataTableDriver(screen.container.querySelector('table')!);
    await click(table.sortButton('Patient'));
    const status = [...screen.container.querySelectorAll('select')].find((select) =>
      select.labels[0]?.textContent?.includes('Status'),
    )!;
    await act(async () => {
      status.value = 'Submitted order';
      status.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // Not at once: document 1's one-second pause.
    expect(screen.location()).toBe('/user-account#simple-orders');
    await vi.waitFor(
      () =>
        expect(screen.location()).toBe(
          '/user-account#simple-orders?status=OrderNow&status=PendingReview&sort=patient&dir=asc',
        ),
      { timeout: 3000 },
    );
    const address = screen.location();
    screen.unmount();

    // Coming back to that address (Back from an order) asks for the same list and shows the filter.
    const again = await renderPortalAt(address, setup.portal);
    await again.settle();
    expect(setup.listBodies.at(-1)).toMatchObject({
      Statuses: [0, 4],
      SortField: 'Patient',
      SortOrder: 0,
    });
    const shown = [...again.container.querySelectorAll('select')].find((select) =>
      select.labels[0]?.textContent?.includes('Status'),
    )!;
    expect(shown.value).toBe('Submitted order');
    again.unmount();
  });

  it('deletes a draft only after confirmation, then reloads the list', async () => {
    const setup = portalWithOrders([
      summary({ orderId: 12, orderStatus: 1, orderStatusLabel: 'Draft' }),
    ]);
    const screen = await renderPortalAt('/user-account#simple-orders', setup.portal);
    const deleteButton = () =>
      [...screen.container.querySelectorAll('button')].find(
        (button) => button.textContent === 'Delete draft 12',
      );
    await click(deleteButton());
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Delete this draft order?');
    await click([...dialog!.querySelectorAll('button')].find((b) => b.textContent === 'Cancel'));
    expect(setup.deleted).toEqual([]);
    await click(deleteButton());
    await click(
      [...document.querySelectorAll('[role="alertdialog"] button')].find(
        (b) => b.textContent === 'Delete draft',
      ),
    );
    await screen.settle();
    expect(setup.deleted).toEqual(['12']);
    expect(screen.container.textContent).toContain('No orders yet');
    screen.unmount();
  });

  it('says filters left nothing, rather than that there are no orders', async () => {
    const setup = portalWithOrders([]);
    const screen = await renderPortalAt('/user-account#simple-orders?status=Draft', setup.portal);
    await vi.waitFor(() =>
      expect(screen.container.textContent).toContain('No orders match these filters'),
    );
    expect(screen.container.textContent).not.toContain('No orders yet');
    screen.unmount();
  });

  it('coming back to the list in the same session shows an order submitted meanwhile, first', async () => {
    const setup = portalWithOrders([summary({ orderId: 11 })]);
    const first = await renderPortalAt('/user-account#simple-orders', setup.portal);
    expect(first.container.textContent).toContain('Review order 11');
    first.unmount();
    // The order form submitted order 14 (its list answer is cached from the first visit).
    setup.setOrders([
      summary({ orderId: 14, lastName: 'Lovelace', firstName: 'Ada' }),
      summary({ orderId: 11 }),
    ]);
    const again = await renderPortalAt('/user-account#simple-orders', setup.portal);
    await again.settle();
    const table = dataTableDriver(again.container.querySelector('table')!);
    expect(table.rowKeys()[0]).toBe('Lovelace, Ada');
    expect(again.container.textContent).toContain('Review order 14');
    expect(setup.listBodies).toHaveLength(2);
    expect(setup.listBodies[1]).toEqual(setup.listBodies[0]);
    expect(setup.listBodies[1]).toMatchObject({
      SearchTerm: '',
      SortField: 'UpdatedDate',
      SortOrder: 1,
      PageNumber: 1,
      Statuses: [],
      DateFrom: null,
      DateTo: null,
    });
    again.unmount();
  });

  it('deletes several selected drafts in one call after confirmation; submitted orders have no box', async () => {
    const draft = (orderId: number, lastName: string) =>
      summary({ orderId, orderStatus: 1, orderStatusLabel: 'Draft', lastName });
    const setup = portalWithOrders([
      draft(21, 'Noether'),
      draft(22, 'Curie'),
      draft(23, 'Franklin'),
      summary({ orderId: 24, orderStatus: 4, orderStatusLabel: 'PendingReview' }),
    ]);
    const screen = await renderPortalAt('/user-account#simple-orders', setup.portal);
    const box = (label: string) =>
      [...screen.container.querySelectorAll('input[type="checkbox"]')].find(
        (input) => (input as HTMLInputElement).labels?.[0]?.textContent === label,
      ) as HTMLInputElement | undefined;
    const batchButton = () =>
      [...screen.container.querySelectorAll('button')].find((button) =>
        button.textContent?.startsWith('Delete selected drafts'),
      )!;
    expect(box('Select draft 21')).toBeDefined();
    expect(box('Select draft 24')).toBeUndefined();
    expect(batchButton().disabled).toBe(true);
    await expectNoAxeViolations(screen.container);

    await click(box('Select draft 21'));
    await click(box('Select draft 23'));
    expect(batchButton().textContent).toBe('Delete selected drafts (2)');
    await click(batchButton());
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Delete 2 draft orders?');
    expect(dialog?.textContent).toContain('The 2 selected draft orders');
    await expectNoAxeViolations(dialog!);
    await click([...dialog!.querySelectorAll('button')].find((b) => b.textContent === 'Cancel'));
    expect(setup.batches).toEqual([]);

    await click(batchButton());
    await click(
      [...document.querySelectorAll('[role="alertdialog"] button')].find(
        (b) => b.textContent === 'Delete 2 drafts',
      ),
    );
    await screen.settle();
    expect(setup.batches).toEqual([[21, 23]]);
    expect(setup.deleted).toEqual([]);
    expect(document.body.textContent).toContain('2 draft orders were deleted.');
    const table = dataTableDriver(screen.container.querySelector('table')!);
    expect(table.rowKeys()).toEqual(['Curie, Grace', 'Hopper, Grace']);
    expect(batchButton().disabled).toBe(true);
    screen.unmount();
  }, 20000);

  it('saves the top 200 orders of the search and filters as a CSV file, in one call', async () => {
    const setup = portalWithOrders([
      summary({ orderId: 11, accessionNum: 'LAB-11', birthDate: '1990-05-21' }),
      summary({ orderId: 12, lastName: '=Curie, "Marie"', orderStatus: 1 }),
    ]);
    const downloads = captureDownloads();
    try {
      const screen = await renderPortalAt('/user-account#simple-orders', setup.portal);
      await screen.settle();
      await click(
        [...screen.container.querySelectorAll('button')].find(
          (button) => button.textContent === 'Download the list (CSV)',
        ),
      );
      // The file is built by code loaded on the first download: wait for it, not a fixed time.
      await vi.waitFor(() => expect(downloads.fileNames).toHaveLength(1), { timeout: 15_000 });
      await screen.settle();
      expect(setup.topBodies).toEqual([
        expect.objectContaining({
          AccountNumbers: ['1001'],
          SearchTerm: '',
          PageNumber: 1,
          PageSize: 200,
        }),
      ]);
      expect(downloads.fileNames).toEqual([
        expect.stringMatching(/^orders-\d{4}-\d{2}-\d{2}\.csv$/),
      ]);
      const text = await downloads.blobs()[0]!.text();
      expect(text.split('\r\n')).toEqual([
        'Patient,Date of birth,Order,Tests,Status,Accession number,Ordered,Last update,Account',
        expect.stringMatching(/^"Hopper, Grace",05\/21\/1990,11,TG70 Hereditary cancer panel,/),
        expect.stringMatching(/^"'=Curie, ""Marie"", Grace",,12,/),
        '',
      ]);
      expect(document.body.textContent).toContain(
        'The first 2 of 230 orders were saved. Narrow the filters to save the others.',
      );
      await expectNoAxeViolations(screen.container);
      screen.unmount();
    } finally {
      downloads.restore();
    }
  }, 20000);
});
