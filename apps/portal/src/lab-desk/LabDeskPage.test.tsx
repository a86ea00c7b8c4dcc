// The lab desk's screens over the portal's real client, hooks and routes, with the server's
// answers given by a fake fetch: the gate (404 without the lab-staff role, sign-in when signed
// out), the paged work list, and an order's desk view with each action's call and toast.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LabDeskOrder } from '@loci/contract';
import {
  fakeServices,
  fakeSession,
  renderPortalAt,
  type FakePortal,
} from '../testing/renderPortal.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

function deskOrder(overrides: Partial<LabDeskOrder> = {}): LabDeskOrder {
  return {
    orderId: 4321,
    accountNumber: '1001',
    institutionName: 'Harbor Genetics',
    patientName: 'Łukasiewicz-Ødegaard, Zoë',
    accessionNumber: null,
    orderStatus: 0,
    orderedDate: '2026-11-20T10:00:00.000Z',
    updatedDate: '2026-11-20T10:00:00.000Z',
    tests: [
      {
        orderTestId: 88,
        testCode: 'TG70',
        testDescription: 'Hereditary cancer panel',
        labStatus: 'In Lab',
        labStatusUpdateDate: null,
        nextLabStatuses: ['Finished', 'On Hold', 'Canceled'],
        labReportId: null,
        reportVersion: null,
        priorAuthCaseNumber: 'PA-77',
        priorAuthCaseStatus: 1,
      },
    ],
    ...overrides,
  };
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A portal whose session holds the given roles; `answer` gives the server's answers. */
function deskPortal(
  roles: string[],
  answer: (path: string, init: RequestInit | undefined) => Response | undefined,
  signedIn = true,
): FakePortal & { sent: Sent[] } {
  const session = fakeSession(signedIn);
  const snapshot = { ...session.snapshot(), roles };
  session.snapshot = () => snapshot;
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    sent.push({
      method: init?.method ?? 'GET',
      path,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return answer(path, init) ?? json({}, 404);
  });
  const { services } = fakeServices(session, fetch);
  return { services, session: session as unknown as FakePortal['session'], fetch, sent };
}

function toastMessages(portal: FakePortal): string[] {
  const state = portal.services.toaster.getState();
  return [...state.visible, ...state.waiting].map((toast) => toast.message);
}

const listPath = '/api/portal/v1.0.1/labdesk/orders/list';

/** The work list's first page holding `items`, of `totalCount` orders in all. */
const workList = (items: LabDeskOrder[], totalCount = items.length) =>
  json({ success: true, data: { items, totalCount, pageNumber: 1, pageSize: 25 } });

let cleanup: (() => void) | undefined;
/** axe-core over a whole screen takes seconds on a busy machine. */
const axeTimeout = 30_000;

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.innerHTML = '';
});

async function render(address: string, portal: FakePortal) {
  const view = await renderPortalAt(address, portal);
  cleanup = view.unmount;
  return view;
}

const buttonNamed = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === name);

async function click(element: Element | undefined, settle: () => Promise<void>) {
  expect(element).toBeDefined();
  await act(async () => {
    (element as HTMLElement).click();
  });
  await settle();
}

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function selectLabelled(container: HTMLElement, label: string): HTMLSelectElement {
  const labelElement = [...container.querySelectorAll('label')].find((item) =>
    item.textContent?.startsWith(label),
  );
  const select = labelElement
    ? container.querySelector<HTMLSelectElement>(`#${CSS.escape(labelElement.htmlFor)}`)
    : null;
  expect(select, label).not.toBeNull();
  return select!;
}

describe('the lab desk', { timeout: axeTimeout }, () => {
  it('is the 404 page for a signed-in user without the lab-staff role, and calls nothing of the desk', async () => {
    const portal = deskPortal([], () => undefined);
    const view = await render('/lab-desk', portal);
    expect(view.heading()).toBe('Page not found');
    expect(portal.sent.filter((call) => call.path.includes('/labdesk/'))).toEqual([]);
    expect(view.container.textContent).not.toContain('Lab desk');
  });

  it('sends a signed-out visitor to sign-in and back to the desk', async () => {
    const portal = deskPortal([], () => undefined, false);
    await render('/lab-desk/orders', portal);
    expect(portal.session.signIn).toHaveBeenCalledWith('/lab-desk/orders');
  });

  it('lists submitted orders for lab staff, paged by the server, with a Lab desk link in the shell', async () => {
    const portal = deskPortal(['lab-staff'], (path) =>
      path === listPath ? workList([deskOrder()], 60) : undefined,
    );
    const view = await render('/lab-desk', portal);
    expect(view.location()).toBe('/lab-desk/orders');
    expect(view.heading()).toBe('Lab desk');
    const nav = view.container.querySelector('nav[aria-label="Main"]');
    expect(nav?.textContent).toContain('Lab desk');
    expect(nav?.textContent).not.toContain('Patients');
    const table = view.container.querySelector('table');
    expect(table?.querySelector('caption')?.textContent).toBe('Submitted orders, newest first');
    expect(table?.textContent).toContain('Łukasiewicz-Ødegaard, Zoë');
    expect(table?.textContent).toContain('TG70: In Lab');
    expect(portal.sent.find((call) => call.path === listPath)?.body).toEqual({
      SearchTerm: '',
      LabStatuses: [],
      PageNumber: 1,
      PageSize: 25,
    });
    await expectNoAxeViolations(view.container);
    // Lab staff have no practice profile: nothing of a practice is read, so no error is shown.
    expect(portal.sent.some((call) => call.path.endsWith('/favorites/get'))).toBe(false);
    expect(portal.services.toaster.getState().visible).toEqual([]);

    // The next page is the server's.
    await click(
      view.container.querySelector(
        'button[aria-label="Go to page 2"], button[aria-label="Page 2"]',
      ) ??
        [...view.container.querySelectorAll('button')].find((button) => button.textContent === '2'),
      view.settle,
    );
    expect(portal.sent.filter((call) => call.path === listPath).at(-1)?.body).toMatchObject({
      PageNumber: 2,
    });

    // A search by lab status goes to the server too.
    await choose(selectLabelled(view.container, 'Lab status'), 'Finished');
    await click(buttonNamed(view.container, 'Search'), view.settle);
    expect(portal.sent.filter((call) => call.path === listPath).at(-1)?.body).toEqual({
      SearchTerm: '',
      LabStatuses: ['Finished'],
      PageNumber: 1,
      PageSize: 25,
    });
  });

  it('names the lab staff member in the header from the sign-in, with no cart and no profile read', async () => {
    const portal = deskPortal(['lab-staff'], (path) =>
      path === listPath ? workList([deskOrder()]) : undefined,
    );
    const snapshot = { ...portal.session.snapshot(), email: 'lab.desk@loci.test' };
    portal.session.snapshot = () => snapshot;
    const view = await render('/lab-desk/orders', portal);
    expect(view.heading()).toBe('Lab desk');
    const header = view.container.querySelector('header');
    expect(header?.querySelector('[data-testid="signed-in-user"]')?.textContent).toBe(
      'lab.desk@loci.test',
    );
    expect(buttonNamed(header!, 'Sign out')).toBeDefined();
    // A practice's parts are not theirs: no cart, no account switcher, no profile link.
    expect(header?.querySelector('[data-testid="header-cart"]')).toBeNull();
    expect(header?.textContent).not.toContain('Profile');
    // The profile would answer 404 (lab staff have none): it is not asked for.
    expect(portal.sent.some((call) => call.path.endsWith('/user/profile'))).toBe(false);
    await expectNoAxeViolations(view.container);
  });

  it('moves a test, refuses a bad accession number beside the field, and releases a generated report', async () => {
    let order = deskOrder();
    const portal = deskPortal(['lab-staff'], (path, init) => {
      if (path === listPath)
        return json({
          success: true,
          data: { items: [order], totalCount: 1, pageNumber: 1, pageSize: 25 },
        });
      if (path === '/api/portal/v1.0.1/labdesk/orderTests/88/labStatus') {
        const { LabStatus } = JSON.parse(String(init?.body)) as { LabStatus: string };
        order = deskOrder({
          tests: [{ ...order.tests[0]!, labStatus: LabStatus, nextLabStatuses: ['In Lab'] }],
        });
        return json({ success: true, data: order });
      }
      if (path === '/api/portal/v1.0.1/labdesk/orders/4321/accessionNumber')
        return json(
          {
            success: false,
            errors: [
              {
                code: 'accession_number_taken',
                message: 'Accession number ACC-1 is already taken',
                path: 'AccessionNumber',
              },
            ],
          },
          409,
        );
      if (path === '/api/portal/v1.0.1/labdesk/orderTests/88/report') {
        order = deskOrder({
          tests: [
            {
              ...order.tests[0]!,
              labStatus: 'Report Ready',
              nextLabStatuses: [],
              labReportId: 9001,
              reportVersion: 1,
            },
          ],
        });
        return json(
          {
            success: true,
            data: {
              labReportId: 9001,
              orderId: 4321,
              orderTestId: 88,
              version: 1,
              labStatus: 'Report Ready',
              fileName: 'report-9001-v1.pdf',
              size: 2048,
              releasedDate: '2026-11-26T04:00:00.000Z',
            },
          },
          201,
        );
      }
      return undefined;
    });
    const view = await render('/lab-desk/orders/4321', portal);
    const toasts = () => toastMessages(portal);
    expect(view.container.querySelector('[data-testid="lab-status-TG70"]')?.textContent).toBe(
      'In Lab',
    );
    await expectNoAxeViolations(view.container);

    // A move without a choice is refused here; with one it is sent and confirmed.
    await click(buttonNamed(view.container, 'Move TG70'), view.settle);
    expect(view.container.textContent).toContain('Choose the next lab status');
    await choose(selectLabelled(view.container, 'Next lab status of TG70'), 'Finished');
    await click(buttonNamed(view.container, 'Move TG70'), view.settle);
    expect(portal.sent.find((call) => call.path.endsWith('/labStatus'))).toMatchObject({
      method: 'PUT',
      body: { LabStatus: 'Finished' },
    });
    expect(toasts()).toContain('TG70 moved to Finished.');
    expect(view.container.querySelector('[data-testid="lab-status-TG70"]')?.textContent).toBe(
      'Finished',
    );

    // The contract's format is checked before sending; the server's refusal lands beside the field.
    const accession = view.container.querySelector<HTMLInputElement>(
      'input[name="AccessionNumber"]',
    )!;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(accession, 'a!');
      accession.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(buttonNamed(view.container, 'Save accession number'), view.settle);
    expect(portal.sent.some((call) => call.path.endsWith('/accessionNumber'))).toBe(false);
    expect(accession.getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(accession, 'acc-1');
      accession.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(buttonNamed(view.container, 'Save accession number'), view.settle);
    expect(portal.sent.find((call) => call.path.endsWith('/accessionNumber'))?.body).toEqual({
      AccessionNumber: 'ACC-1',
    });
    expect(view.container.textContent).toContain('Accession number ACC-1 is already taken');

    // Generate: the server renders the report; the test is then Report Ready with its report.
    await click(buttonNamed(view.container, 'Release report for TG70'), view.settle);
    expect(portal.sent.find((call) => call.path.endsWith('/orderTests/88/report'))).toMatchObject({
      method: 'POST',
      body: { Mode: 'generate' },
    });
    expect(toasts()).toContain('Report released for TG70.');
    expect(view.container.textContent).toContain('Report 9001, version 1');
    expect(buttonNamed(view.container, 'Issue updated report for TG70')).toBeDefined();
    await expectNoAxeViolations(view.container);
  });

  it('says an empty accession number is required, shows a taken one beside the field without its code, and clears it on success', async () => {
    let taken = true;
    const portal = deskPortal(['lab-staff'], (path) => {
      if (path === listPath) return workList([deskOrder()]);
      if (path === '/api/portal/v1.0.1/labdesk/orders/4321/accessionNumber')
        return taken
          ? json(
              {
                success: false,
                errors: [
                  {
                    code: 'accession_number_taken',
                    message: 'This accession number belongs to another order',
                    path: 'AccessionNumber',
                  },
                ],
              },
              409,
            )
          : json({ success: true, data: deskOrder({ accessionNumber: 'LW43-380127' }) });
      return undefined;
    });
    const view = await render('/lab-desk/orders/4321', portal);
    const accession = view.container.querySelector<HTMLInputElement>(
      'input[name="AccessionNumber"]',
    )!;
    const type = (value: string) =>
      act(async () => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(accession, value);
        accession.dispatchEvent(new Event('input', { bubbles: true }));
      });
    const fieldText = () => accession.closest('div')?.parentElement?.textContent ?? '';
    const save = () => click(buttonNamed(view.container, 'Save accession number'), view.settle);

    await type('');
    await save();
    expect(portal.sent.some((call) => call.path.endsWith('/accessionNumber'))).toBe(false);
    expect(accession.getAttribute('aria-invalid')).toBe('true');
    expect(view.container.textContent).toContain('This field is required');
    expect(view.container.textContent).not.toContain('Wrong format');

    await type('AC00500018');
    await save();
    expect(accession.getAttribute('aria-invalid')).toBe('true');
    expect(view.container.textContent).toContain('This accession number belongs to another order');
    expect(fieldText()).toContain('This accession number belongs to another order');
    expect(toastMessages(portal).join(' ')).not.toContain('accession_number_taken');
    expect(toastMessages(portal).join(' ')).not.toContain('belongs to another order');

    taken = false;
    await type('LW43-380127');
    await save();
    expect(accession.getAttribute('aria-invalid')).not.toBe('true');
    expect(view.container.textContent).not.toContain(
      'This accession number belongs to another order',
    );
    expect(toastMessages(portal)).toContain('Accession number LW43-380127 saved for order 4321.');
  });

  it('sets a prior-authorization case status with the contract’s statuses', async () => {
    const portal = deskPortal(['lab-staff'], (path) => {
      if (path === listPath)
        return json({
          success: true,
          data: { items: [deskOrder()], totalCount: 1, pageNumber: 1, pageSize: 25 },
        });
      if (path === '/api/portal/v1.0.1/labdesk/priorAuthCases/PA-77/status')
        return json({
          success: true,
          data: { caseNumber: 'PA-77', orderId: 4321, status: 0, statusLabel: 'Case Finalized' },
        });
      return undefined;
    });
    const view = await render('/lab-desk/orders/4321', portal);
    // Several statuses share a clinician-facing label: each option names its own status too.
    const options = [
      ...selectLabelled(view.container, 'Prior-authorization case PA-77').querySelectorAll(
        'option',
      ),
    ]
      .filter((option) => option.value !== '')
      .map((option) => option.textContent);
    expect(options).toHaveLength(38);
    expect(new Set(options).size).toBe(38);
    expect(options).toContain('Approved (16 · CaseApproved)');
    expect(options).toContain('Denied (25 · NonCoveredService)');
    await choose(selectLabelled(view.container, 'Prior-authorization case PA-77'), '0');
    await click(buttonNamed(view.container, 'Save case status'), view.settle);
    expect(portal.sent.find((call) => call.path.endsWith('/status'))).toMatchObject({
      method: 'PUT',
      body: { Status: 0 },
    });
    expect(toastMessages(portal)).toContain('Prior-authorization case PA-77: Case Finalized.');
  });
});
