// Notifications over real HTTP on the whole server, with a real SMTP server in the process: each
// person of an account hears the lab desk's events by their channel (Portal: a row in their list,
// Email: an e-mail and no row, EmailAndPortal: both), never another account's; the list is unread
// first and `updateViewed` clears the count; forward reaches a person of the same account only;
// the lab desk answers a thread (category kept, scope chosen, read status per reader) and the
// provider hears it; the live stream refuses a missing, forged or expired ticket, sends only the
// person's own events, resumes with Last-Event-ID, beats, and (PostgreSQL) reaches a stream on a
// second server instance on the same database.
import { liveEventStreamPath, type LiveEvent } from '@loci/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures, type OrderFixtures } from '../orders/order-fixtures.js';
import {
  desk,
  finishTest,
  patientNamed,
  portalBase,
  submittedOrder,
} from '../results/results-testing.js';
import { freePort } from '../testing/free-port.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { demoUsers, startTestServer, type TestServer } from '../testing/test-server.js';
import { createLabServer, type LabServer } from '../server.js';
import { openLiveStream } from './live-stream-testing.js';

let server: TestServer;
let sink: SmtpSink;
let fx: OrderFixtures;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: '"Loci lab" <notices@loci.test>',
      JOB_POLL_SECONDS: '0.5',
      LIVE_HEARTBEAT_SECONDS: '1',
    },
  });
  fx = await orderFixtures(server.database.db);
}, 240_000);

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

async function call<T>(path: string, as: string, json?: unknown, method = 'POST'): Promise<T> {
  const response = await server.request(`${portalBase}${path}`, {
    method,
    as,
    ...(json === undefined ? {} : { json }),
  });
  const body = (await response.json()) as { success: boolean; data: T };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

interface Page {
  items: Array<{
    NotificationId: number;
    Kind: string;
    Severity: string;
    Message: string;
    AccountNumber: string;
    OrderId: number | null;
    LabReportId: number | null;
    Viewed: boolean;
    ForwardedBy: string | null;
  }>;
  totalCount: number;
  unreadCount: number;
  pageSize: number;
}

const list = (as: string, body: object = {}) =>
  call<Page>('/notifications/list/byAccount', as, body);

const setChannel = (as: string, Kind: string, Channel: number) =>
  call('/notifications/setpreferences', as, { Preferences: [{ Kind, Channel }] });

async function until<T>(read: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function ticketFor(as: string, base = server.baseUrl): Promise<string> {
  const response = await fetch(`${base}${portalBase}/events/ticket`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await server.tokenFor(as)}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { Ticket: string } }).data.Ticket;
}

const streamUrl = (ticket: string, base = server.baseUrl) =>
  `${base}${liveEventStreamPath}?ticket=${encodeURIComponent(ticket)}`;

/** A new submitted order of account 1001 (its one test Ordered). */
async function orderedTest(lastName: string): Promise<{ orderId: number; orderTestId: number }> {
  return submittedOrder(server, fx, await patientNamed(server, fx, 'Notice', lastName));
}

const moveTest = async (orderTestId: number, LabStatus: string) => {
  const response = await desk(server, 'PUT', `/orderTests/${orderTestId}/labStatus`, { LabStatus });
  expect(response.status, await response.clone().text()).toBe(200);
};

/** A new finished test of account 1001, ready for its report. */
async function finishedTest(lastName: string): Promise<{ orderId: number; orderTestId: number }> {
  const patientId = await patientNamed(server, fx, 'Notice', lastName);
  const order = await submittedOrder(server, fx, patientId);
  await finishTest(server, order.orderTestId);
  return order;
}

describe('notification preferences', () => {
  it('answers every kind on Portal (2) until the person chooses, and keeps what they chose', async () => {
    const before = await call<{ Preferences: Array<{ Kind: string; Channel: number }> }>(
      '/notifications/getpreferences',
      demoUsers.newProvider,
      {},
    );
    expect(before.Preferences.length).toBe(7);
    expect(before.Preferences.every((preference) => preference.Channel === 2)).toBe(true);
    const after = await call<{ Preferences: Array<{ Kind: string; Channel: number }> }>(
      '/notifications/setpreferences',
      demoUsers.newProvider,
      { Preferences: [{ Kind: 'ReportReady', Channel: 3 }] },
    );
    expect(after.Preferences.find((preference) => preference.Kind === 'ReportReady')?.Channel).toBe(
      3,
    );
    expect(after.Preferences.find((preference) => preference.Kind === 'LabMessage')?.Channel).toBe(
      2,
    );
  });

  it('refuses a channel other than 1, 2 or 3 and an unknown kind', async () => {
    for (const Preferences of [
      [{ Kind: 'ReportReady', Channel: 4 }],
      [{ Kind: 'Gossip', Channel: 1 }],
    ]) {
      const response = await server.request(`${portalBase}/notifications/setpreferences`, {
        method: 'POST',
        as: demoUsers.ada,
        json: { Preferences },
      });
      expect(response.status).toBe(400);
    }
  });
});

/** The lab desk releases a generated report of a finished test; answers the report's id. */
async function releaseReport(orderTestId: number): Promise<number> {
  const released = await desk(server, 'POST', `/orderTests/${orderTestId}/report`, {
    Mode: 'generate',
  });
  expect(released.status, await released.clone().text()).toBe(201);
  return ((await released.json()) as { data: { labReportId: number } }).data.labReportId;
}

describe('report released by the lab desk', () => {
  it('reaches each person of the account by their channel, and no other account', async () => {
    await setChannel(demoUsers.ada, 'ReportReady', 2);
    await setChannel(demoUsers.sam, 'ReportReady', 1);
    await setChannel(demoUsers.ada, 'ReportUpdated', 1);
    await setChannel(demoUsers.sam, 'ReportUpdated', 3);
    const outsider = (await list(demoUsers.newProvider)).totalCount;
    const mailsBefore = sink.received.length;
    const { orderId, orderTestId } = await finishedTest('Portal');

    const labReportId = await releaseReport(orderTestId);

    // Portal: Dr. Ada's list has it, unread, as the newest.
    const ada = await list(demoUsers.ada);
    const ready = ada.items.find((item) => item.Kind === 'ReportReady' && item.OrderId === orderId);
    expect(ready).toMatchObject({
      Severity: 'success',
      Message: `The report of order ${orderId} is ready.`,
      AccountNumber: '1001',
      LabReportId: labReportId,
      Viewed: false,
    });
    // Email: Sam gets an e-mail at the SMTP server and no row.
    const samRows = await list(demoUsers.sam);
    expect(
      samRows.items.some((item) => item.Kind === 'ReportReady' && item.OrderId === orderId),
    ).toBe(false);
    const mail = await until(() =>
      sink.received
        .slice(mailsBefore)
        .find((received) => received.text?.includes(`The report of order ${orderId} is ready.`)),
    );
    expect(mail.subject).toBe('Loci: Report ready');
    expect((mail.to as { text: string }).text).toBe(demoUsers.sam);
    expect(mail.text).toContain(`${server.baseUrl}/user-account#notifications`);
    // Sam is Orders Only on account 1001: his e-mail names no report, but leads to the order.
    expect(mail.text).not.toContain('Read the report');
    expect(mail.text).toContain(`Open the order: ${server.baseUrl}/user-account#review/${orderId}`);
    // Another account's person hears nothing.
    expect((await list(demoUsers.newProvider)).totalCount).toBe(outsider);
    expect(
      sink.received.some(
        (received) => (received.to as { text: string }).text === demoUsers.newProvider,
      ),
    ).toBe(false);

    // Updated report: Sam's EmailAndPortal gets both; Dr. Ada's Email no row.
    const before = sink.received.length;
    const updated = await desk(server, 'POST', `/reports/${labReportId}/versions`, {
      Mode: 'generate',
    });
    expect(updated.status, await updated.clone().text()).toBe(201);
    const samUpdated = (await list(demoUsers.sam)).items.find(
      (item) => item.Kind === 'ReportUpdated' && item.OrderId === orderId,
    );
    expect(samUpdated?.Message).toBe(`An updated report (version 2) of order ${orderId} is ready.`);
    expect(samUpdated?.LabReportId).toBe(labReportId);
    expect(
      (await list(demoUsers.ada)).items.some(
        (item) => item.Kind === 'ReportUpdated' && item.OrderId === orderId,
      ),
    ).toBe(false);
    const recipients = await until(() => {
      const found = sink.received
        .slice(before)
        .filter((received) => received.text?.includes(`of order ${orderId} is ready`))
        .map((received) => (received.to as { text: string }).text)
        .sort();
      return found.length >= 2 ? found : undefined;
    });
    expect(recipients).toEqual([demoUsers.ada, demoUsers.sam].sort());
    // Dr. Ada (an Account Administrator) reads reports: her e-mail leads to the report.
    const adaMail = sink.received
      .slice(before)
      .find(
        (received) =>
          received.text?.includes(`of order ${orderId} is ready`) &&
          (received.to as { text: string }).text === demoUsers.ada,
      );
    expect(adaMail?.text).toContain(
      `Read the report: ${server.baseUrl}/user-account#reports/${labReportId}`,
    );

    // Forwarded, the notification still names its report.
    await setChannel(demoUsers.sam, 'ReportReady', 2);
    const people = await call<Array<{ ContactId: number; Email: string }>>(
      '/notifications/people/search',
      demoUsers.ada,
      { SearchTerm: '' },
    );
    const sam = people.find((person) => person.Email === demoUsers.sam)!;
    await call('/notification/forward', demoUsers.ada, {
      NotificationId: ready!.NotificationId,
      ToContactId: sam.ContactId,
    });
    const forwarded = (await list(demoUsers.sam)).items.find(
      (item) => item.Kind === 'ReportReady' && item.OrderId === orderId && item.ForwardedBy,
    );
    expect(forwarded?.LabReportId).toBe(labReportId);
  });

  it('filters by kind: the page and its counts hold only the kinds named; an unknown kind is refused', async () => {
    const { orderTestId } = await orderedTest('Kinds');
    await moveTest(orderTestId, 'On Hold');
    const all = await list(demoUsers.ada, { PageSize: 200 });
    const holds = await list(demoUsers.ada, { Kinds: ['OrderOnHold'], PageSize: 200 });
    expect(holds.items.length).toBeGreaterThan(0);
    expect(holds.items.every((item) => item.Kind === 'OrderOnHold')).toBe(true);
    expect(holds.totalCount).toBe(all.items.filter((item) => item.Kind === 'OrderOnHold').length);
    expect(holds.unreadCount).toBe(
      all.items.filter((item) => item.Kind === 'OrderOnHold' && !item.Viewed).length,
    );
    const two = await list(demoUsers.ada, {
      Kinds: ['OrderOnHold', 'LabStatusChanged'],
      PageSize: 200,
    });
    expect(new Set(two.items.map((item) => item.Kind))).toEqual(
      new Set(['OrderOnHold', 'LabStatusChanged']),
    );

    // A kind named many times is one kind.
    const repeated = await list(demoUsers.ada, {
      Kinds: Array.from({ length: 5000 }, () => 'OrderOnHold'),
      PageSize: 200,
    });
    expect(repeated.totalCount).toBe(holds.totalCount);

    const refused = await server.request(`${portalBase}/notifications/list/byAccount`, {
      method: 'POST',
      as: demoUsers.ada,
      json: { Kinds: ['Gossip'] },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Kinds');
  });

  it('pages by document 3’s default page size for lists, 10, when the caller asks for none', async () => {
    for (let index = 0; index < 11; index += 1) {
      const { orderTestId } = await orderedTest(`Paged${index}`);
      await moveTest(orderTestId, 'On Hold');
    }
    const page = await list(demoUsers.ada);
    expect(page.pageSize).toBe(10);
    expect(page.items).toHaveLength(10);
    expect(page.totalCount).toBeGreaterThan(10);
    expect((await list(demoUsers.ada, { PageSize: 25 })).items.length).toBeGreaterThan(10);
  });

  it('lists unread first, filters by account, and updateViewed clears the count; another person gets 404', async () => {
    const { orderTestId } = await orderedTest('Viewed');
    await moveTest(orderTestId, 'On Hold');
    const page = await list(demoUsers.ada, { AccountNumbers: ['1001'] });
    expect(page.items.every((item) => item.AccountNumber === '1001')).toBe(true);
    const hold = page.items.find((item) => item.Kind === 'OrderOnHold');
    expect(hold).toMatchObject({ Severity: 'warn', Viewed: false });
    const firstViewed = page.items.findIndex((item) => item.Viewed);
    const lastUnread = page.items.map((item) => item.Viewed).lastIndexOf(false);
    if (firstViewed >= 0) expect(lastUnread).toBeLessThan(firstViewed);

    const other = await server.request(
      `${portalBase}/notification/${hold!.NotificationId}/updateViewed`,
      {
        as: demoUsers.sam,
      },
    );
    expect(other.status).toBe(404);
    const viewed = await call<{ Viewed: boolean; UnreadCount: number }>(
      `/notification/${hold!.NotificationId}/updateViewed`,
      demoUsers.ada,
      undefined,
      'GET',
    );
    expect(viewed.Viewed).toBe(true);
    const after = await list(demoUsers.ada);
    expect(viewed.UnreadCount).toBe(after.unreadCount);
    // Viewed, it moves behind the unread ones (off a first page of 10): found among the viewed.
    const viewedOnes = await list(demoUsers.ada, { Viewed: 'Viewed' });
    expect(
      viewedOnes.items.find((item) => item.NotificationId === hold!.NotificationId)?.Viewed,
    ).toBe(true);
    // Another account's number is refused.
    const refused = await server.request(`${portalBase}/notifications/list/byAccount`, {
      method: 'POST',
      as: demoUsers.sam,
      json: { AccountNumbers: ['1002'] },
    });
    expect(refused.status).toBe(404);
  });
});

describe('people search and forward', () => {
  it('finds the people of the caller’s accounts and forwards to one of the notification’s account only', async () => {
    const people = await call<
      Array<{ ContactId: number; Email: string; AccountNumbers: string[] }>
    >('/notifications/people/search', demoUsers.ada, { SearchTerm: '' });
    const sam = people.find((person) => person.Email === demoUsers.sam);
    const newProvider = people.find((person) => person.Email === demoUsers.newProvider);
    expect(sam?.AccountNumbers).toEqual(['1001']);
    expect(newProvider).toBeDefined();
    expect(people.some((person) => person.Email === demoUsers.ada)).toBe(false);

    await setChannel(demoUsers.sam, 'LabStatusChanged', 2);
    const { orderTestId, orderId } = await finishedTest('Forward');
    void orderTestId;
    const mine = (await list(demoUsers.ada)).items.find(
      (item) => item.Kind === 'LabStatusChanged' && item.OrderId === orderId,
    )!;
    const samBefore = (await list(demoUsers.sam)).items.filter((item) => item.ForwardedBy).length;
    const forwarded = await call<{ Channel: number }>('/notification/forward', demoUsers.ada, {
      NotificationId: mine.NotificationId,
      ToContactId: sam!.ContactId,
      Note: 'Please call the patient',
    });
    expect(forwarded.Channel).toBe(2);
    const samRows = (await list(demoUsers.sam)).items.filter((item) => item.ForwardedBy);
    expect(samRows.length).toBe(samBefore + 1);
    expect(samRows[0]).toMatchObject({ Message: mine.Message, OrderId: orderId });

    // The new provider has no access to account 1001: not found.
    const refused = await server.request(`${portalBase}/notification/forward`, {
      method: 'POST',
      as: demoUsers.ada,
      json: { NotificationId: mine.NotificationId, ToContactId: newProvider!.ContactId },
    });
    expect(refused.status).toBe(404);
    // Someone else's notification cannot be forwarded.
    const notMine = await server.request(`${portalBase}/notification/forward`, {
      method: 'POST',
      as: demoUsers.sam,
      json: { NotificationId: mine.NotificationId, ToContactId: 70001 },
    });
    expect(notMine.status).toBe(404);
  });
});

describe('the lab desk answers messages', () => {
  it('lists threads unread for the reader, reads them, replies with category kept, and the provider hears it live', async () => {
    const orderId = (await finishedTest('Thread')).orderId;
    const created = await server.request('/api/messaging/v2/portal-messaging/threads/messages', {
      method: 'POST',
      as: demoUsers.ada,
      json: {
        orderId,
        category: 'Results',
        subcategory: 'Report Content',
        scope: 'Proband',
        body: 'When will the report be ready?',
      },
    });
    expect(created.status).toBe(201);
    const threadId = ((await created.json()) as { thread: { threadId: number } }).thread.threadId;

    type Thread = { threadId: number; readStatus: string; category: string; subcategory: string };
    const unread = await call<Thread[]>('/labdesk/threads/list', 'lab.desk@loci.test', {
      ReadStatus: 'UNREAD',
    });
    expect(unread.find((thread) => thread.threadId === threadId)).toMatchObject({
      category: 'Results',
      subcategory: 'Report Content',
      readStatus: 'UNREAD',
    });
    // A provider never reaches the desk's threads.
    expect((await desk(server, 'POST', '/threads/list', {}, demoUsers.ada)).status).toBe(404);

    const messages = await call<Array<{ body: string; senderType: string }>>(
      `/labdesk/threads/${threadId}/messages`,
      'lab.desk@loci.test',
      undefined,
      'GET',
    );
    expect(messages.map((message) => message.body)).toEqual(['When will the report be ready?']);
    const read = await call<Thread[]>('/labdesk/threads/list', 'lab.desk@loci.test', {
      OrderId: orderId,
    });
    expect(read[0]?.readStatus).toBe('READ');

    await setChannel(demoUsers.ada, 'LabMessage', 3);
    const mailsBefore = sink.received.length;
    const stream = await openLiveStream(streamUrl(await ticketFor(demoUsers.ada)));
    expect(stream.status).toBe(200);
    const reply = await call<{ senderType: string; scope: string }>(
      `/labdesk/threads/${threadId}/messages`,
      'lab.desk@loci.test',
      { body: 'Expected by Friday.', scope: 'Family' },
    );
    expect(reply).toMatchObject({ senderType: 'Lab', scope: 'Family' });
    const event = await stream.next((candidate) => candidate.ThreadId === threadId);
    expect(event).toMatchObject({ Kind: 'LabMessage', OrderId: orderId });
    stream.close();
    // Her e-mail leads to the thread itself.
    const mail = await until(() =>
      sink.received
        .slice(mailsBefore)
        .find((received) =>
          received.text?.includes(`The lab replied to your message about order ${orderId}.`),
        ),
    );
    expect(mail.text).toContain(
      `Read the message: ${server.baseUrl}/user-account#messages-center?thread=${threadId}`,
    );

    const thread = (await (
      await server.request(
        `/api/messaging/v2/portal-messaging/threads/read-status?orderId=${orderId}`,
        {
          as: demoUsers.ada,
        },
      )
    ).json()) as Array<{
      threadId: number;
      readStatus: string;
      category: string;
      unreadCount: number;
    }>;
    expect(thread[0]).toMatchObject({
      threadId,
      readStatus: 'UNREAD',
      category: 'Results',
      unreadCount: 1,
    });
    const inThread = (await (
      await server.request(`/api/messaging/v2/portal-messaging/threads/${threadId}/messages`, {
        as: demoUsers.ada,
      })
    ).json()) as Array<{ body: string; senderType: string; scope: string }>;
    expect(inThread.at(-1)).toMatchObject({
      body: 'Expected by Friday.',
      senderType: 'Lab',
      scope: 'Family',
    });
  });

  it('a reply in a results discussion is told only to those who read the account’s reports', async () => {
    const orderId = (await finishedTest('Discussion')).orderId;
    const thread = async (category: string, subcategory: string) => {
      const created = await server.request('/api/messaging/v2/portal-messaging/threads/messages', {
        method: 'POST',
        as: demoUsers.ada,
        json: { orderId, category, subcategory, body: `About the ${category.toLowerCase()}.` },
      });
      expect(created.status).toBe(201);
      return ((await created.json()) as { thread: { threadId: number } }).thread.threadId;
    };
    await setChannel(demoUsers.ada, 'LabMessage', 2);
    await setChannel(demoUsers.sam, 'LabMessage', 2);
    const results = await thread('Results', 'Variant Classification');
    const test = await thread('Test', 'Turnaround Time');
    for (const threadId of [results, test]) {
      await call(`/labdesk/threads/${threadId}/messages`, 'lab.desk@loci.test', {
        body: 'Answered.',
      });
    }
    const threadsTold = async (as: string) =>
      (
        await call<{ items: Array<{ Kind: string; ThreadId: number | null }> }>(
          '/notifications/list/byAccount',
          as,
          { Kinds: ['LabMessage'], PageSize: 200 },
        )
      ).items.map((item) => item.ThreadId);
    // Dr. Ada (GDAA) hears of both; Sam (Orders Only on 1001) of the test question only.
    expect(await threadsTold(demoUsers.ada)).toEqual(expect.arrayContaining([results, test]));
    const samTold = await threadsTold(demoUsers.sam);
    expect(samTold).toContain(test);
    expect(samTold).not.toContain(results);
  });
});

describe('the live event stream', () => {
  it('refuses a missing, forged or expired ticket', async () => {
    expect((await openLiveStream(`${server.baseUrl}${liveEventStreamPath}`)).status).toBe(401);
    expect((await openLiveStream(streamUrl('forged-ticket-value'))).status).toBe(401);
    const ticket = await ticketFor(demoUsers.ada);
    await server.database.db
      .updateTable('live_stream_ticket')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await openLiveStream(streamUrl(ticket))).status).toBe(401);
  });

  it('sends a person only their own events, beats, and resumes after Last-Event-ID', async () => {
    const ada = await openLiveStream(streamUrl(await ticketFor(demoUsers.ada)));
    const outsider = await openLiveStream(streamUrl(await ticketFor(demoUsers.newProvider)));
    const { orderId, orderTestId } = await orderedTest('Live');
    await moveTest(orderTestId, 'In Transit');
    const moved = await ada.next(
      (event) => event.OrderId === orderId && event.Kind === 'LabStatusChanged',
    );
    expect(moved.AccountNumber).toBe('1001');
    await until(() => (ada.heartbeats > 0 ? true : undefined), 5000);
    expect(outsider.events.some((event) => event.AccountNumber === '1001')).toBe(false);
    expect(outsider.events).toEqual([]);
    ada.close();
    outsider.close();

    // Missed while away: resumed from the last event seen.
    const lastSeen = ada.events.at(-1)!.EventId;
    await moveTest(orderTestId, 'On Hold');
    const resumed = await openLiveStream(streamUrl(await ticketFor(demoUsers.ada)), {
      'last-event-id': String(lastSeen),
    });
    const hold = await resumed.next(
      (event) => event.OrderId === orderId && event.Kind === 'OrderOnHold',
    );
    expect(hold).toMatchObject({ Urgent: true, Severity: 'warn' });
    expect(resumed.events.every((event: LiveEvent) => event.EventId > lastSeen)).toBe(true);
    resumed.close();
  });

  it("names a released report to its readers' streams, not to Orders Only people", async () => {
    const ada = await openLiveStream(streamUrl(await ticketFor(demoUsers.ada)));
    const sam = await openLiveStream(streamUrl(await ticketFor(demoUsers.sam)));
    const { orderId, orderTestId } = await finishedTest('LiveReport');
    const labReportId = await releaseReport(orderTestId);
    const isReady = (event: LiveEvent) => event.OrderId === orderId && event.Kind === 'ReportReady';
    // Dr. Ada (Account Administrator) reads the account's reports: her event names it.
    expect(await ada.next(isReady)).toMatchObject({
      LabReportId: labReportId,
      Urgent: false,
      Viewed: false,
    });
    // Sam (Orders Only on account 1001) hears that it is ready, with no report to open.
    expect(await sam.next(isReady)).toMatchObject({ LabReportId: null });

    // Marking the notification viewed re-reads every tab: nothing new to open, its toast goes.
    const notification = (await list(demoUsers.ada)).items.find(
      (item) => item.Kind === 'ReportReady' && item.OrderId === orderId,
    )!;
    await call(
      `/notification/${notification.NotificationId}/updateViewed`,
      demoUsers.ada,
      undefined,
      'GET',
    );
    const viewed = await ada.next(
      (event) => isReady(event) && event.EventId > ada.events.find(isReady)!.EventId,
    );
    expect(viewed).toMatchObject({
      NotificationId: notification.NotificationId,
      LabReportId: null,
      Viewed: true,
    });
    ada.close();
    sam.close();
  });

  it.runIf(process.env.LOCI_TEST_DATABASE === 'postgres')(
    'reaches a stream on a second server instance on the same PostgreSQL',
    async () => {
      const port = await freePort();
      const second: LabServer = await createLabServer(
        {
          ...server.config,
          port,
          database: { databaseUrl: server.database.databaseUrl },
        },
        { logger: false },
      );
      await second.app.listen({ port, host: '127.0.0.1' });
      try {
        const onB = await openLiveStream(
          streamUrl(await ticketFor(demoUsers.ada), `http://127.0.0.1:${port}`),
        );
        expect(onB.status).toBe(200);
        const { orderId } = await finishedTest('Instances');
        const event = await onB.next((candidate) => candidate.OrderId === orderId);
        expect(event.Kind).toBe('LabStatusChanged');
        onB.close();
      } finally {
        await second.close();
      }
    },
  );

  it.runIf(process.env.LOCI_TEST_DATABASE === 'postgres')(
    'listens again after PostgreSQL ends the LISTEN connection: events during and after still arrive',
    async () => {
      const db = server.database.db;
      const listeners = () =>
        sql<{ pid: number }>`select pid from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`.execute(db);
      const ada = await openLiveStream(streamUrl(await ticketFor(demoUsers.ada)));
      const { orderId, orderTestId } = await orderedTest('Relisten');
      const [listener] = (await listeners()).rows;
      expect(listener).toBeDefined();
      await sql`select pg_terminate_backend(${listener!.pid})`.execute(db);

      // Raised while the listener is away (read from the table once it listens again) ...
      await moveTest(orderTestId, 'In Transit');
      await ada.next((event) => event.OrderId === orderId && event.Message.endsWith('In Transit.'));
      // ... and after, on the new LISTEN connection.
      for (let tries = 0; ; tries += 1) {
        const { rows } = await listeners();
        if (rows.length === 1 && rows[0]!.pid !== listener!.pid) break;
        expect(tries, 'a new LISTEN connection within 20 s').toBeLessThan(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await moveTest(orderTestId, 'Specimen Received');
      const received = await ada.next(
        (event) => event.OrderId === orderId && event.Message.endsWith('Specimen Received.'),
      );
      expect(received.AccountNumber).toBe('1001');
      const ids = ada.events.map((event) => event.EventId);
      expect(new Set(ids).size).toBe(ids.length);
      ada.close();
    },
  );
});
