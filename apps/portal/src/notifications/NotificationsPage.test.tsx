// The notifications screens as a provider meets them: the list (unread first as the server sends
// it, severity in words, mark viewed re-reads the list and its count), the preferences per kind
// and channel (saved as the channel's number), no axe violations; and which cached reads a live
// event refreshes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import type { LiveEvent, Notification } from '@loci/contract';
import { createToaster } from '@loci/ui';
import { keyConcernsEvent, keyFollowsLiveEvents } from '../api/liveEvents.tsx';
import { demoProfile } from '../testing/demoProfile.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';
import { reportListHref } from '../reports/reportList.ts';
import { followReportEvent, reportToast } from './reportToast.ts';
import { messageThreadHref, reportHref } from '@loci/contract';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    NotificationId: id,
    Kind: 'ReportReady',
    Severity: 'success',
    Message: `The report of order ${id} is ready.`,
    AccountNumber: '1001',
    OrderId: id,
    ThreadId: null,
    LabReportId: null,
    Viewed: false,
    ViewedDate: null,
    CreatedDate: '2026-11-26T08:00:00Z',
    ForwardedBy: null,
    ...overrides,
  };
}

let requests: Array<{ method: string; url: string; body: unknown }>;

function portalWith(items: Notification[]) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  requests = [];
  let preferences = [
    { Kind: 'ReportReady', Channel: 2 },
    { Kind: 'LabMessage', Channel: 2 },
  ];
  portal.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, url, body });
    if (url.endsWith('/user/profile')) return json({ success: true, data: demoProfile() });
    if (url.includes('/notifications/list/byAccount')) {
      const unread = items.filter((item) => !item.Viewed).length;
      return json({
        success: true,
        data: { items, totalCount: items.length, unreadCount: unread, pageNumber: 1, pageSize: 50 },
      });
    }
    const viewed = /\/notification\/(\d+)\/updateViewed/.exec(url);
    if (viewed) {
      const id = Number(viewed[1]);
      items = items.map((item) =>
        item.NotificationId === id
          ? { ...item, Viewed: true, ViewedDate: '2026-11-26T09:00:00Z' }
          : item,
      );
      return json({
        success: true,
        data: {
          NotificationId: id,
          Viewed: true,
          ViewedDate: '2026-11-26T09:00:00Z',
          UnreadCount: 0,
        },
      });
    }
    if (url.endsWith('/notifications/getpreferences'))
      return json({ success: true, data: { Preferences: preferences } });
    if (url.endsWith('/notifications/setpreferences')) {
      preferences = (body as { Preferences: typeof preferences }).Preferences;
      return json({ success: true, data: { Preferences: preferences } });
    }
    return json({}, 404);
  });
  return portal;
}

/** The notifications screen showing one notification: the screen, its card and a link by text. */
async function oneCard(item: Notification) {
  const screen = await renderPortalAt('/user-account#notifications', portalWith([item]));
  const card = screen.container.querySelector('[data-testid="notification"]')!;
  const link = (text: string) =>
    [...card.querySelectorAll('a')].find((candidate) => candidate.textContent === text);
  return { screen, card, link };
}

describe('/user-account#notifications', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows unread ones first with their severity in words, and mark viewed re-reads the list', async () => {
    const portal = portalWith([
      notification(2, { Severity: 'warn', Kind: 'OrderOnHold', Message: 'Order 2 is on hold.' }),
      notification(1, { Viewed: true, ViewedDate: '2026-11-26T08:30:00Z' }),
    ]);
    const screen = await renderPortalAt('/user-account#notifications', portal);
    expect(screen.heading()).toBe('Notifications');
    const cards = [...screen.container.querySelectorAll('[data-testid="notification"]')];
    expect(cards.map((card) => card.getAttribute('data-viewed'))).toEqual(['false', 'true']);
    expect(cards[0]?.textContent).toContain('Unread: Warning');
    // The card is headed by its severity and what it is about.
    expect(cards[0]?.querySelector('h2')?.textContent).toBe('Unread: Warning · Order on hold');
    expect(cards[0]?.textContent).toContain('Order 2 is on hold.');
    expect(
      screen.container.querySelector('[data-testid="notification-unread-count"]')?.textContent,
    ).toBe('1 unread');
    await expectNoAxeViolations(screen.container);

    const mark = [...cards[0]!.querySelectorAll('button')].find(
      (button) => button.textContent === 'Mark as viewed',
    );
    await act(async () => mark!.click());
    await screen.settle();
    expect(requests.some((request) => request.url.endsWith('/notification/2/updateViewed'))).toBe(
      true,
    );
    expect(
      screen.container.querySelector('[data-testid="notification-unread-count"]')?.textContent,
    ).toBe('0 unread');
    screen.unmount();
  });

  it('asks for the person to forward to with the spec’s message, and sends nothing', async () => {
    const { screen, card } = await oneCard(notification(3));
    const open = [...card.querySelectorAll('button')].find((b) => b.textContent === 'Forward');
    await act(async () => open!.click());
    await screen.settle();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    const send = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Forward');
    await act(async () => send!.click());
    const person = [...dialog.querySelectorAll('select')].find((select) =>
      select.labels?.[0]?.textContent?.includes('Person'),
    )!;
    const described = (person.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    // The spec's message (it was 'Please select a person').
    expect(described).toContain('This field is required');
    expect(
      requests.some((request) => request.method === 'POST' && /forward/i.test(request.url)),
    ).toBe(false);
    await expectNoAxeViolations(dialog);
    screen.unmount();
  });

  it('links a report notification to the order’s reports, where the reader may read reports', async () => {
    const portal = portalWith([
      notification(7),
      notification(8, { Severity: 'warn', Kind: 'OrderOnHold', Message: 'Order 8 is on hold.' }),
      notification(9, { Kind: 'ReportUpdated', AccountNumber: '1002' }),
    ]);
    const screen = await renderPortalAt('/user-account#notifications', portal);
    const reportLinks = (card: Element | undefined) =>
      [...(card?.querySelectorAll('a') ?? [])].filter((link) =>
        link.textContent?.startsWith('Reports of order'),
      );
    const cards = [...screen.container.querySelectorAll('[data-testid="notification"]')];
    expect(cards).toHaveLength(3);
    const [ready] = reportLinks(cards[0]);
    expect(ready?.textContent).toBe('Reports of order 7');
    expect(ready?.getAttribute('href')).toBe(reportListHref({ term: '7' }));
    // Not a report's news; a report of an account whose reports the reader cannot read.
    expect(reportLinks(cards[1])).toEqual([]);
    expect(reportLinks(cards[2])).toEqual([]);

    await act(async () => ready!.click());
    await screen.settle();
    expect(screen.heading()).toBe('Reports');
    screen.unmount();
  });

  it('links a report notification that names its report to that report', async () => {
    const portal = portalWith([
      notification(7, { LabReportId: 700001 }),
      notification(9, { Kind: 'ReportUpdated', AccountNumber: '1002', LabReportId: 700002 }),
    ]);
    const screen = await renderPortalAt('/user-account#notifications', portal);
    const linksOf = (card: Element | undefined) =>
      [...(card?.querySelectorAll('a') ?? [])].map((link) => link.textContent);
    const cards = [...screen.container.querySelectorAll('[data-testid="notification"]')];
    expect(linksOf(cards[0])).toEqual(['Order 7', 'Report of order 7']);
    // The reader cannot read the reports of account 1002: no link to its report.
    expect(linksOf(cards[1])).toEqual(['Order 9']);
    await expectNoAxeViolations(screen.container);

    const report = [...cards[0]!.querySelectorAll('a')].find(
      (link) => link.textContent === 'Report of order 7',
    )!;
    expect(report.getAttribute('href')).toBe(reportHref(700001));
    await act(async () => report.click());
    await screen.settle();
    expect(screen.location()).toBe(reportHref(700001));
    // Followed, the unread notification was read: it is marked viewed.
    expect(requests.filter((request) => request.url.includes('/updateViewed'))).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: expect.stringMatching(/\/notification\/7\/updateViewed$/),
      }),
    ]);
    screen.unmount();
  });

  it('links a lab message’s notification to its thread in the messages center', async () => {
    const { screen, link } = await oneCard(
      notification(10, {
        Kind: 'LabMessage',
        Severity: 'info',
        Message: 'The lab answered about order 10.',
        ThreadId: 31,
      }),
    );
    expect(link('Open the message')?.getAttribute('href')).toBe(messageThreadHref(31));
    expect(messageThreadHref(31)).toBe('/user-account#messages-center?thread=31');
    screen.unmount();
  });

  it('does not mark an already viewed notification again when its link is followed', async () => {
    const { screen, link } = await oneCard(
      notification(12, { Viewed: true, ViewedDate: '2026-11-26T08:30:00Z' }),
    );
    await act(async () => link('Order 12')!.click());
    await screen.settle();
    expect(screen.location()).toBe('/user-account#review/12');
    expect(requests.some((request) => request.url.includes('/updateViewed'))).toBe(false);
    screen.unmount();
  });

  it('links a shipped supply order’s notification to the account’s supply orders', async () => {
    const { screen, card } = await oneCard(
      notification(11, {
        Kind: 'SupplyOrderShipped',
        Message: 'Supply order 900001 has shipped (UPS, tracking 1Z999AA10123456784).',
        OrderId: null,
      }),
    );
    const links = [...card.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['Supply orders of account 1001']);
    expect(links[0]?.getAttribute('href')).toBe('/supplies#!/supplies-list/1001');
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  });

  it('asks for one kind when "About" names one, and pages through more than a page', async () => {
    const many = Array.from({ length: 12 }, (_, index) => notification(100 + index));
    const screen = await renderPortalAt('/user-account#notifications', portalWith(many));
    const listed = () =>
      requests
        .filter((request) => request.url.includes('/notifications/list/byAccount'))
        .map((request) => request.body as { Kinds?: string[]; PageNumber?: number })
        .filter((body) => body.PageNumber !== undefined);
    // Document 3: "default page size 10 for lists" (it was 25, the data tables' size).
    expect(listed().at(-1)).toMatchObject({ Kinds: [], PageNumber: 1, PageSize: 10 });
    const pager = screen.container.querySelector('nav[aria-label="Notification pages"]');
    expect(pager).not.toBeNull();
    await expectNoAxeViolations(screen.container);

    const second = [...pager!.querySelectorAll('button')].find(
      (button) => button.textContent === '2',
    )!;
    await act(async () => second.click());
    await screen.settle();
    expect(listed().at(-1)).toMatchObject({ PageNumber: 2 });

    const about = [...screen.container.querySelectorAll('select')].find(
      (select) => select.labels?.[0]?.textContent === 'About',
    )!;
    expect([...about.options].map((option) => option.textContent)).toContain('Order on hold');
    await act(async () => {
      about.value = 'OrderOnHold';
      about.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await screen.settle();
    // A new filter starts at the first page.
    expect(listed().at(-1)).toMatchObject({ Kinds: ['OrderOnHold'], PageNumber: 1 });
    screen.unmount();
  });

  it('saves the channel of a kind as its number (Email 1, Portal 2, EmailAndPortal 3)', async () => {
    const portal = portalWith([]);
    const screen = await renderPortalAt('/user-account#notification-preferences', portal);
    expect(screen.heading()).toBe('Notification preferences');
    await expectNoAxeViolations(screen.container);
    const select = [...screen.container.querySelectorAll('select')].find((element) =>
      element.labels?.[0]?.textContent?.includes('Report ready'),
    )!;
    expect(select.value).toBe('2');
    await act(async () => {
      select.value = '1';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const form = screen.container.querySelector('form')!;
    await act(async () => form.requestSubmit());
    await screen.settle();
    const saved = requests.find((request) => request.url.endsWith('/notifications/setpreferences'));
    expect(saved?.body).toEqual({
      Preferences: [
        { Kind: 'ReportReady', Channel: 1 },
        { Kind: 'LabMessage', Channel: 2 },
      ],
    });
    screen.unmount();
  });
});

describe('live events refresh the reads they concern', () => {
  const event = (overrides: Partial<LiveEvent>): LiveEvent => ({
    EventId: 1,
    Type: 'notification',
    Kind: 'LabStatusChanged',
    Severity: 'info',
    Message: 'x',
    AccountNumber: '1001',
    OrderId: 42,
    ThreadId: null,
    NotificationId: 7,
    Urgent: false,
    LabReportId: null,
    Viewed: false,
    ...overrides,
  });
  const key = (url: string) => ['portal', url, 'subject'];

  it('re-reads notification lists, the order’s own reads and the order lists, not other orders', () => {
    const changed = event({});
    expect(keyConcernsEvent(key('/api/portal/v1.0.1/notifications/list/byAccount'), changed)).toBe(
      true,
    );
    expect(keyConcernsEvent(key('/api/portal/v1.0.1/simpleOrder/42'), changed)).toBe(true);
    expect(
      keyConcernsEvent(key('/api/portal/v1.0.1/results/list/orderTestsAndReportsPaged'), changed),
    ).toBe(true);
    expect(keyConcernsEvent(key('/api/portal/v1.0.1/simpleOrder/420'), changed)).toBe(false);
    expect(
      keyConcernsEvent(key('/api/messaging/v2/portal-messaging/threads/read-status'), changed),
    ).toBe(false);
  });

  it('toasts a report brought to its reader, with a button that reads the notification and opens the report', () => {
    const opened: string[] = [];
    const viewed: number[] = [];
    const ready = event({
      Kind: 'ReportReady',
      Severity: 'success',
      Message: 'The report of order 42 is ready.',
      LabReportId: 31,
    });
    const toast = reportToast(
      ready,
      (href) => opened.push(href),
      (id) => viewed.push(id),
    );
    expect(toast).toMatchObject({
      id: 'notification-7',
      severity: 'success',
      message: 'The report of order 42 is ready.',
      action: { label: 'Open the report' },
    });
    toast?.action?.onAction();
    expect(opened).toEqual([reportHref(31)]);
    expect(viewed).toEqual([7]);
    // Another kind, the same report for an Orders Only person (no report named) or for someone
    // who hears of reports by e-mail only (no notification): no toast.
    const none = () => undefined;
    expect(reportToast(event({}), none, none)).toBeNull();
    expect(reportToast({ ...ready, LabReportId: null }, none, none)).toBeNull();
    expect(reportToast({ ...ready, Type: 'order', NotificationId: null }, none, none)).toBeNull();
  });

  it('takes a report’s toast away once its notification is read in any tab', () => {
    const toaster = createToaster();
    const none = () => undefined;
    const ready = event({ Kind: 'ReportReady', Severity: 'success', LabReportId: 31 });
    followReportEvent(ready, toaster, none, none);
    followReportEvent({ ...ready, NotificationId: 8, Message: 'other' }, toaster, none, none);
    expect(toaster.getState().visible.map((toast) => toast.id)).toEqual([
      'notification-7',
      'notification-8',
    ]);
    // The re-read of notification 7, marked viewed elsewhere: its toast goes, the other stays.
    followReportEvent(
      { ...ready, EventId: 2, LabReportId: null, Viewed: true },
      toaster,
      none,
      none,
    );
    expect(toaster.getState().visible.map((toast) => toast.id)).toEqual(['notification-8']);
  });

  it('re-reads message threads for a message from the lab', () => {
    const reply = event({ Kind: 'LabMessage', Type: 'message', ThreadId: 5 });
    expect(
      keyConcernsEvent(key('/api/messaging/v2/portal-messaging/threads/read-status'), reply),
    ).toBe(true);
    expect(keyConcernsEvent(['portal-save', 'x'], reply)).toBe(false);
  });

  it('re-reads the lists any event changes when a stream opens with nothing to resume from', () => {
    expect(keyFollowsLiveEvents(key('/api/portal/v1.0.1/notifications/list/byAccount'))).toBe(true);
    expect(
      keyFollowsLiveEvents(key('/api/messaging/v2/portal-messaging/threads/read-status')),
    ).toBe(true);
    expect(
      keyFollowsLiveEvents(key('/api/portal/v1.0.1/results/list/orderTestsAndReportsPaged')),
    ).toBe(true);
    expect(keyFollowsLiveEvents(key('/api/portal/v1.0.1/simpleOrder/42'))).toBe(false);
    expect(keyFollowsLiveEvents(['portal-save', '/notifications/list/byAccount'])).toBe(false);
  });
});
