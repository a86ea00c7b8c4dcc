// The dashboard as a user meets it: a loading skeleton, then one card per count with the link to
// the list of those rows, the oldest draft's age, no card for a list the user has no right to,
// an empty state when nothing waits, no axe violations; and the linked lists open filtered.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardCounts } from '@loci/contract';
import { demoProfile } from '../testing/demoProfile.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';
import { busyDashboard, quietOrdersOnlyDashboard } from './dashboardFixtures.ts';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

let requests: Array<{ url: string; body: unknown }>;

/** A portal answering the dashboard (after `release()` when `hold`) and recording every request. */
function portalWith(counts: DashboardCounts, hold = false) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  requests = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ url: address, body });
    if (address.endsWith('/dashboard/counts')) {
      if (hold) await held;
      return json({ success: true, data: counts });
    }
    if (address.endsWith('/results/list/orderTestsAndReportsPaged'))
      return json({
        success: true,
        data: { items: [], totalCount: 0, pageNumber: 1, pageSize: 25 },
      });
    if (address.includes('/notifications/list/byAccount'))
      return json({
        success: true,
        data: { items: [], totalCount: 0, unreadCount: 0, pageNumber: 1, pageSize: 50 },
      });
    if (address.includes('/portal-messaging/threads/read-status')) return json([]);
    // The lab's settings as the demo server holds them: two-way messaging on, v2 calls.
    if (address.endsWith('/settings'))
      return json([
        { VarName: 'Two_Way_Messaging', VarValue: 'true' },
        { VarName: 'Two_Way_Messaging_v2', VarValue: 'true' },
      ]);
    return fallback(url, init);
  });
  return { portal, release: () => release() };
}

const cardOf = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-testid="dashboard-${id}"]`);

describe('/user-account#dashboard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows a skeleton, then each count with the link to its filtered list', async () => {
    const { portal, release } = portalWith(busyDashboard, true);
    const screen = await renderPortalAt('/user-account#dashboard', portal);
    expect(screen.heading()).toBe('Dashboard');
    expect(screen.container.querySelector('[data-testid="dashboard-loading"]')).not.toBeNull();
    release();
    await screen.settle();
    expect(screen.container.querySelector('[data-testid="dashboard-loading"]')).toBeNull();

    const count = (id: string) =>
      cardOf(screen.container, id)?.querySelector('[data-testid="dashboard-count"]')?.textContent;
    const hrefs = (id: string) =>
      [...(cardOf(screen.container, id)?.querySelectorAll('a') ?? [])].map((link) =>
        link.getAttribute('href'),
      );
    expect(count('drafts')).toBe('4');
    expect(cardOf(screen.container, 'drafts')?.textContent).toContain('Oldest started 14 days ago');
    expect(hrefs('drafts')).toEqual(['/user-account#simple-orders?status=Draft']);
    expect(count('benefits-investigation')).toBe('2');
    expect(hrefs('benefits-investigation')).toEqual([
      '/user-account#simple-orders?status=BenefitsInvestigation',
    ]);
    expect(count('pending-review')).toBe('3');
    expect(hrefs('pending-review')).toEqual(['/user-account#simple-orders?status=PendingReview']);
    expect(count('prior-authorization')).toBe('1');
    expect(hrefs('prior-authorization')).toEqual([
      '/user-account#simple-orders?priorAuth=action-needed',
    ]);
    expect(count('new-reports')).toBe('5');
    expect(hrefs('new-reports')).toEqual(['/user-account#reports?reviewed=not-reviewed']);
    expect(count('unread-messages')).toBe('2');
    expect(hrefs('unread-messages')).toEqual(['/user-account#messages-center?show=unread']);
    expect(count('unread-notifications')).toBe('6');
    expect(hrefs('unread-notifications')).toEqual(['/user-account#notifications?viewed=Unread']);
    // The supplies history is per account: one link each, with its own count.
    expect(count('supplies-in-transit')).toBe('3');
    expect(hrefs('supplies-in-transit')).toEqual([
      '/supplies#!/supplies-list/1001?show=in-transit',
      '/supplies#!/supplies-list/1002?show=in-transit',
    ]);
    expect(cardOf(screen.container, 'supplies-in-transit')?.textContent).toContain(
      'Account 1002 (Lakeshore Cardiology): 2',
    );
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  }, 20_000);

  it('leaves out what an Orders Only user has no list for, and says when nothing waits', async () => {
    const { portal } = portalWith(quietOrdersOnlyDashboard);
    const screen = await renderPortalAt('/user-account#dashboard', portal);
    await screen.settle();
    expect(cardOf(screen.container, 'new-reports')).toBeNull();
    expect(cardOf(screen.container, 'supplies-in-transit')).toBeNull();
    expect(cardOf(screen.container, 'drafts')).not.toBeNull();
    expect(screen.container.textContent).toContain('Nothing needs your attention');
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  });

  it('opens the linked lists with their filter', async () => {
    const { portal } = portalWith(busyDashboard);
    const orders = await renderPortalAt('/user-account#simple-orders?status=PendingReview', portal);
    await orders.settle();
    const listed = requests.filter((request) =>
      request.url.endsWith('/results/list/orderTestsAndReportsPaged'),
    );
    expect(listed.at(-1)?.body).toMatchObject({ Statuses: [4] });
    const status = [...orders.container.querySelectorAll('select')].find(
      (select) => select.labels?.[0]?.textContent === 'Status',
    );
    expect(status?.selectedOptions[0]?.textContent).toBe('PendingReview');
    orders.unmount();

    const priorAuth = await renderPortalAt(
      '/user-account#simple-orders?priorAuth=action-needed',
      portal,
    );
    await priorAuth.settle();
    expect(
      requests.filter((request) => request.url.endsWith('/orderTestsAndReportsPaged')).at(-1)?.body,
    ).toMatchObject({ PriorAuthActionNeeded: true, Statuses: [] });
    expect(priorAuth.container.textContent).toContain(
      'Only orders whose prior authorization needs your action.',
    );
    priorAuth.unmount();

    const notifications = await renderPortalAt('/user-account#notifications?viewed=Unread', portal);
    await notifications.settle();
    expect(
      requests.filter((request) => request.url.includes('/notifications/list/byAccount')).at(-1)
        ?.body,
    ).toMatchObject({ Viewed: 'Unread' });
    notifications.unmount();

    const messages = await renderPortalAt('/user-account#messages-center?show=unread', portal);
    await messages.settle();
    expect(
      requests.some((request) =>
        request.url.includes('/portal-messaging/threads/read-status?readStatus=UNREAD'),
      ),
    ).toBe(true);
    messages.unmount();
  });
});
