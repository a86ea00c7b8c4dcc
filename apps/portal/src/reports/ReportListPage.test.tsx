import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'storybook/test';
import { dataTableDriver, typeaheadDriver } from '@loci/ui/test';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { renderPortalAt } from '../testing/renderPortal.tsx';
import { reportRow, reportServer } from './reportFixtures.ts';
import { reportMessages } from './reportMessages.ts';

async function click(element: Element | null | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
}

function selectNamed(container: HTMLElement, label: string): HTMLSelectElement {
  // The filters' selects (the shell has an account switcher of its own).
  const select = [...container.querySelectorAll<HTMLSelectElement>('fieldset select')].find(
    (element) => element.labels[0]?.textContent?.includes(label),
  );
  if (!(select instanceof HTMLSelectElement)) throw new Error(`no select ${label}`);
  return select;
}

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const rows = [
  reportRow(),
  reportRow({
    labReportId: 32,
    orderId: 100005,
    firstName: 'Grace',
    lastName: 'Hopper',
    reportVersion: 2,
    reportTitle: 'Updated report',
    reviewed: true,
    reviewedBy: 'dr.ada@loci.test',
    reviewedDate: '2026-11-25T10:00:00.000Z',
  }),
];

describe('/user-account#reports', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('lists released reports newest result first, each with its reviewed state and a link to it', async () => {
    const server = reportServer(rows);
    const screen = await renderPortalAt('/user-account#reports', server.portal);
    expect(screen.heading()).toBe('Reports');
    expect(server.listBodies[0]).toMatchObject({
      AccountNumbers: ['1001'],
      SortField: 'ResultDt',
      SortOrder: 1,
      PageNumber: 1,
      PageSize: 25,
      OrderingProviderIds: [],
      OrderedBy: [],
    });
    expect(server.listBodies[0]).not.toHaveProperty('Reviewed');
    const table = dataTableDriver(screen.container.querySelector('table')!);
    expect(table.rowKeys()).toEqual(['Łukasiewicz-Ødegaard, Zoë', 'Hopper, Grace']);
    expect(table.rowTexts('Łukasiewicz-Ødegaard, Zoë')).toContain('Not reviewed');
    expect(table.rowTexts('Hopper, Grace').join(' ')).toContain('Reviewed 11/25/2026');
    expect(table.rowTexts('Hopper, Grace')).toContain('Updated report (version 2)');
    expect(table.sortOf('Reported')).toBe('descending');
    const link = [...screen.container.querySelectorAll('a')].find(
      (anchor) => anchor.textContent === 'Hopper, Grace',
    );
    expect(link?.getAttribute('href')).toBe('/user-account#reports/32');
    screen.unmount();
  });

  it('sorts on the spec’s sort fields on the server and keeps the sort in the address', async () => {
    const server = reportServer(rows);
    const screen = await renderPortalAt('/user-account#reports', server.portal);
    const table = dataTableDriver(screen.container.querySelector('table')!);
    await click(table.sortButton('Patient'));
    await screen.settle();
    expect(server.listBodies.at(-1)).toMatchObject({ SortField: 'Patient', SortOrder: 0 });
    expect(screen.location()).toBe('/user-account#reports?sort=patient&dir=asc');
    await click(dataTableDriver(screen.container.querySelector('table')!).sortButton('Ordered'));
    await screen.settle();
    expect(server.listBodies.at(-1)).toMatchObject({ SortField: 'OrderedDate', SortOrder: 0 });
    await click(
      dataTableDriver(screen.container.querySelector('table')!).sortButton('Last update'),
    );
    await screen.settle();
    expect(server.listBodies.at(-1)).toMatchObject({ SortField: 'UpdatedDate', SortOrder: 0 });
    expect(() => table.sortButton('Account')).toThrow();
    screen.unmount();
  });

  it('restores filters, sort and page from a link, and sends them', async () => {
    const server = reportServer(rows);
    const screen = await renderPortalAt(
      '/user-account#reports?reviewed=not-reviewed&from=2026-11-01&to=2026-11-30&provider=501&providerName=Lovelace%2C%20Ada&by=dr.ada%40loci.test&byName=Ada%20Lovelace&sort=resultDate&dir=asc&page=2',
      server.portal,
    );
    expect(server.listBodies[0]).toMatchObject({
      Reviewed: false,
      DateFrom: '2026-11-01',
      DateTo: '2026-11-30',
      OrderingProviderIds: [501],
      OrderedBy: ['dr.ada@loci.test'],
      SortField: 'ResultDt',
      SortOrder: 0,
      PageNumber: 2,
    });
    expect(selectNamed(screen.container, 'Status').value).toBe('not-reviewed');
    const provider = screen.container.querySelector<HTMLInputElement>('input[role="combobox"]');
    expect(provider?.value).toBe('Lovelace, Ada');
    screen.unmount();
  });

  it('filters on reviewed state and account, back to page 1, through the address', async () => {
    const profile = demoProfile({
      accounts: [
        {
          accountNumber: '1001',
          accessApproved: true,
          accessTypeCode: 'GDAA',
          clientName: 'Harbor',
        },
        { accountNumber: '1002', accessApproved: true, accessTypeCode: 'GDFA', clientName: 'Bay' },
      ],
    });
    const server = reportServer(rows, profile);
    const screen = await renderPortalAt('/user-account#reports?page=3', server.portal);
    expect(server.listBodies[0]).toMatchObject({ AccountNumbers: ['1001', '1002'], PageNumber: 3 });
    await choose(selectNamed(screen.container, 'Status'), 'reviewed');
    await screen.settle();
    expect(server.listBodies.at(-1)).toMatchObject({ Reviewed: true, PageNumber: 1 });
    await choose(selectNamed(screen.container, 'Account'), '1002');
    await screen.settle();
    expect(server.listBodies.at(-1)).toMatchObject({ AccountNumbers: ['1002'], Reviewed: true });
    expect(screen.location()).toBe('/user-account#reports?account=1002&reviewed=reviewed');
    screen.unmount();
  });

  it(
    'finds the ordering provider and who ordered through the name look-ups',
    { timeout: 20_000 },
    async () => {
      const server = reportServer(rows);
      const screen = await renderPortalAt('/user-account#reports', server.portal);
      const [providerInput, orderedByInput] = [
        ...screen.container.querySelectorAll<HTMLInputElement>('input[role="combobox"]'),
      ];
      const provider = typeaheadDriver(providerInput!, userEvent.setup());
      await provider.search('love');
      expect(provider.optionLabels()).toEqual(['Lovelace, Ada']);
      expect(server.lookups.at(-1)).toEqual({
        path: 'reportOrderingProviderByName',
        body: { AccountNumbers: ['1001'], SearchName: 'love' },
      });
      await provider.choose('Lovelace, Ada');
      await screen.settle();
      expect(server.listBodies.at(-1)).toMatchObject({ OrderingProviderIds: [501] });
      const orderedBy = typeaheadDriver(orderedByInput!, userEvent.setup());
      await orderedBy.search('ada');
      expect(server.lookups.at(-1)?.path).toBe('reportOrderedByForName');
      await orderedBy.choose('Ada Lovelace');
      await screen.settle();
      expect(server.listBodies.at(-1)).toMatchObject({
        OrderingProviderIds: [501],
        OrderedBy: ['dr.ada@loci.test'],
      });
      screen.unmount();
    },
  );

  it('pages on the server, through at most the top 200', async () => {
    const server = reportServer(rows);
    const many = Array.from({ length: 25 }, (_, index) =>
      reportRow({ labReportId: 100 + index, lastName: `Patient${index}` }),
    );
    const fallback = server.portal.fetch.getMockImplementation() as (
      url: RequestInfo | URL,
      init?: RequestInit,
    ) => Promise<Response>;
    server.portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).endsWith('/results/reportsByAccount')) {
        server.listBodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return new Response(
          JSON.stringify({ success: true, data: { items: many, totalCount: 480 } }),
          { headers: { 'Content-Type': 'application/json' } },
        );
      }
      return fallback(url, init);
    });
    const screen = await renderPortalAt('/user-account#reports', server.portal);
    expect(screen.container.textContent).toContain(reportMessages.topCapped(480));
    const pages = screen.container.querySelector('nav[aria-label="Report pages"]')!;
    const button = (name: string) => pages.querySelector(`button[aria-label="${name}"]`);
    await click(button('Page 2'));
    await screen.settle();
    expect(server.listBodies.at(-1)).toMatchObject({ PageNumber: 2, PageSize: 25 });
    expect(screen.location()).toBe('/user-account#reports?page=2');
    // 480 match, the server lists 200: the last page is the 8th.
    await click(button('Last page'));
    await screen.settle();
    expect(server.listBodies.at(-1)).toMatchObject({ PageNumber: 8, PageSize: 25 });
    expect(screen.location()).toBe('/user-account#reports?page=8');
    screen.unmount();
  });

  it('shows Orders Only users no report data and asks the server for none', async () => {
    const server = reportServer(
      rows,
      demoProfile({
        accounts: [
          { accountNumber: '1001', accessApproved: true, accessTypeCode: 'GDOO', clientName: 'H' },
        ],
      }),
    );
    const screen = await renderPortalAt('/user-account#reports', server.portal);
    expect(screen.container.textContent).toContain(reportMessages.noReportAccess);
    expect(screen.container.querySelector('table')).toBeNull();
    const view = await renderPortalAt('/user-account#reports/31', server.portal);
    expect(view.container.textContent).toContain(reportMessages.noReportAccess);
    expect(server.listBodies).toEqual([]);
    expect(server.pdfReads).toEqual([]);
    screen.unmount();
    view.unmount();
  });

  it('offers an add-on order on the rows whose order the server finds available for one', async () => {
    const server = reportServer(rows, demoProfile(), { addOnOrderIds: [100005] });
    const screen = await renderPortalAt('/user-account#reports', server.portal);
    await vi.waitFor(() => expect(screen.container.textContent).toContain('Add-on order'));
    expect(server.addOnBodies.at(-1)).toEqual({ AccountNumbers: ['1001'], SearchTerm: '' });
    const table = dataTableDriver(screen.container.querySelector('table')!);
    expect(table.rowTexts('Hopper, Grace')).toContain('Add-on order');
    expect(table.rowTexts('Łukasiewicz-Ødegaard, Zoë')).not.toContain('Add-on order');
    const link = screen.container.querySelector('a[aria-label^="Add-on order from order"]');
    expect(link?.getAttribute('aria-label')).toBe('Add-on order from order 100005 (Hopper, Grace)');
    expect(link?.getAttribute('href')).toBe(
      '/test-catalog/requisition#simple-order/addon/new/100005',
    );
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  });
});
