// The dashboard's counts over real HTTP (docs/decisions/dashboard.md): for dr.ada (two accounts,
// GDAA and GDFA) and sam.staff (Orders Only on 1001) each count equals the rows of the list the
// portal links it to, asked through that list's own call with the same filter; rows of an account
// the user may not see (1003: ada's access is not approved, sam has none) are never counted.
import type {
  AccountSupplies,
  DashboardAccountCounts,
  DashboardCounts,
  MessageThread,
} from '@loci/contract';
import { InTransitShipmentStatuses, NumericOrderStatus, PriorAuthCaseStatus } from '@loci/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  answerData,
  demoUsers,
  portalCall,
  useTestServer,
  type TestServer,
} from '../testing/index.js';

const server = useTestServer();

const contactOf = { [demoUsers.ada]: 70001, [demoUsers.sam]: 70002 } as const;

async function dashboard(as: string): Promise<DashboardCounts> {
  return answerData<DashboardCounts>(await portalCall(server, 'GET', '/dashboard/counts', as));
}

/** The number of rows a list answers (every row on one page: asserted against its total). */
async function orderRows(as: string, accountNumber: string, filter: object): Promise<number> {
  const page = await answerData<{ items: unknown[]; totalCount: number }>(
    await portalCall(server, 'POST', '/results/list/orderTestsAndReportsPaged', as, {
      AccountNumbers: [accountNumber],
      PageSize: 200,
      ...filter,
    }),
  );
  expect(page.items.length).toBe(page.totalCount);
  return page.items.length;
}

async function listedRows(as: string, counts: DashboardAccountCounts) {
  const account = counts.accountNumber;
  const reports =
    counts.newReports === null
      ? null
      : (
          await answerData<{ items: unknown[] }>(
            await portalCall(server, 'POST', '/results/reportsByAccount', as, {
              AccountNumbers: [account],
              Reviewed: false,
              PageSize: 200,
            }),
          )
        ).items.length;
  const threadAnswer = await server.request(
    '/api/messaging/v2/portal-messaging/threads/read-status?readStatus=UNREAD',
    { as },
  );
  const threads = (await threadAnswer.json()) as MessageThread[];
  expect(threadAnswer.status, JSON.stringify(threads)).toBe(200);
  const notifications = await answerData<{ items: unknown[] }>(
    await portalCall(server, 'POST', '/notifications/list/byAccount', as, {
      AccountNumbers: [account],
      Viewed: 'Unread',
      PageSize: 200,
    }),
  );
  const supplies =
    counts.suppliesInTransit === null
      ? null
      : (
          await answerData<AccountSupplies>(
            await portalCall(server, 'GET', `/supplies/${account}`, as),
          )
        ).orders.filter((order) =>
          (InTransitShipmentStatuses as readonly string[]).includes(order.status),
        ).length;
  return {
    drafts: await orderRows(as, account, { Statuses: [NumericOrderStatus.Draft] }),
    ordersOnHold: {
      BenefitsInvestigation: await orderRows(as, account, {
        Statuses: [NumericOrderStatus.BenefitsInvestigation],
      }),
      PendingReview: await orderRows(as, account, {
        Statuses: [NumericOrderStatus.PendingReview],
      }),
    },
    priorAuthActionsNeeded: await orderRows(as, account, { PriorAuthActionNeeded: true }),
    newReports: reports,
    unreadMessages: threads.filter((thread) => thread.accountNumber === account).length,
    unreadNotifications: notifications.items.length,
    suppliesInTransit: supplies,
  };
}

/** One row of every kind that needs attention, in an account, for a reader. */
async function needsAttention(target: TestServer, accountId: number, contactId: number) {
  const db = target.database.db;
  const patient = await sql<{ id: number }>`
    insert into patient (account_id, first_name, last_name, birth_date, gender, country, contact_information, ethnic_group)
    values (${accountId}, 'Dash', 'Board', '1980-01-01', 'F', 'USA', '[]', '[]') returning id`.execute(
    db,
  );
  const patientId = patient.rows[0]!.id;
  const orders: number[] = [];
  for (const status of [
    NumericOrderStatus.Draft,
    NumericOrderStatus.BenefitsInvestigation,
    NumericOrderStatus.PendingReview,
    NumericOrderStatus.OrderNow,
  ]) {
    const { id } = await db
      .insertInto('lab_order')
      .values({ account_id: accountId, patient_id: patientId, status })
      .returning('id')
      .executeTakeFirstOrThrow();
    orders.push(id);
  }
  await sql`insert into prior_auth_case (case_number, order_id, status, qna_required)
    values (${`DASH-${accountId}-${orders[3]}`}, ${orders[3]}, ${PriorAuthCaseStatus.ActionRequired}, true)`.execute(
    db,
  );
  await sql`insert into notification (contact_id, account_id, kind, severity, message)
    values (${contactId}, ${accountId}, 'ReportReady', 'info', 'Dashboard test')`.execute(db);
  const thread = await sql<{ id: number }>`
    insert into message_thread (account_id, category, subcategory, scope, subject, created_by)
    values (${accountId}, 'Test', 'Turnaround Time', 'Proband', 'Dashboard test', 'lab') returning id`.execute(
    db,
  );
  await sql`insert into thread_message (thread_id, scope, body, sender_type, sender_name)
    values (${thread.rows[0]!.id}, 'Proband', 'Please call us', 'Lab', 'The lab')`.execute(db);
  await sql`insert into supply_order (account_id, kind, status, ship_street1, ship_city, ship_state, ship_zip, ship_country, ordered_by)
    values (${accountId}, 'Supplies', 'Shipped', '1 Main St', 'Boston', 'MA', '02110', 'USA', 'dashboard test')`.execute(
    db,
  );
}

const withoutAge = ({ oldestDraftCreatedDate: _, ...counts }: DashboardAccountCounts) => counts;

describe('the dashboard counts', () => {
  for (const user of [demoUsers.ada, demoUsers.sam]) {
    it(`equal the rows of the linked lists for ${user}`, async () => {
      // Something of every kind in each account the user sees, so that no count is trivially 0.
      for (const accountId of [501, 502]) await needsAttention(server, accountId, contactOf[user]);
      const counts = await dashboard(user);
      expect(counts.accounts.map((account) => account.accountNumber)).toEqual(
        user === demoUsers.ada ? ['1001', '1002'] : ['1001'],
      );
      for (const account of counts.accounts) {
        const { accountNumber, clientName, ...counted } = withoutAge(account);
        expect(clientName).not.toBe('');
        expect(counted, accountNumber).toEqual(await listedRows(user, account));
        expect(account.drafts).toBeGreaterThan(0);
        expect(account.priorAuthActionsNeeded).toBeGreaterThan(0);
        expect(account.unreadNotifications).toBeGreaterThan(0);
        expect(account.unreadMessages).toBeGreaterThan(0);
        expect(Date.parse(account.oldestDraftCreatedDate ?? '')).toBeLessThanOrEqual(
          Date.parse(counts.countedAt),
        );
      }
      // Orders Only: no report data, no supplies (null: not zero).
      if (user === demoUsers.sam) {
        expect(counts.accounts[0]).toMatchObject({ newReports: null, suppliesInTransit: null });
      } else {
        expect(counts.accounts.every((account) => account.suppliesInTransit! > 0)).toBe(true);
      }
    });
  }

  it('never counts the rows of another account', async () => {
    const before = await dashboard(demoUsers.ada);
    const samBefore = await dashboard(demoUsers.sam);
    // 1003: dr.ada's access is not approved; sam.staff has none.
    await needsAttention(server, 503, 70001);
    await needsAttention(server, 503, 70002);
    const after = await dashboard(demoUsers.ada);
    expect(after.accounts.map(withoutAge)).toEqual(before.accounts.map(withoutAge));
    expect((await dashboard(demoUsers.sam)).accounts.map(withoutAge)).toEqual(
      samBefore.accounts.map(withoutAge),
    );
    // A row in an account the user sees is counted (the test can fail).
    await needsAttention(server, 502, 70001);
    const more = (await dashboard(demoUsers.ada)).accounts.find(
      (account) => account.accountNumber === '1002',
    )!;
    const was = before.accounts.find((account) => account.accountNumber === '1002')!;
    expect(more.drafts).toBe(was.drafts + 1);
    expect(more.unreadMessages).toBe(was.unreadMessages + 1);
    expect(more.unreadNotifications).toBe(was.unreadNotifications + 1);
    expect(more.suppliesInTransit).toBe(was.suppliesInTransit! + 1);
  });

  it('follows an acknowledged report and a viewed notification (the tallies the triggers keep)', async () => {
    await needsAttention(server, 501, 70001);
    const before = (await dashboard(demoUsers.ada)).accounts[0]!;
    const reports = await answerData<{ items: { labReportId: number | null }[] }>(
      await portalCall(server, 'POST', '/results/reportsByAccount', demoUsers.ada, {
        AccountNumbers: [before.accountNumber],
        Reviewed: false,
      }),
    );
    const notifications = await answerData<{ items: { NotificationId: number }[] }>(
      await portalCall(server, 'POST', '/notifications/list/byAccount', demoUsers.ada, {
        AccountNumbers: [before.accountNumber],
        Viewed: 'Unread',
      }),
    );
    expect(reports.items.length).toBeGreaterThan(0);
    expect(notifications.items.length).toBeGreaterThan(0);
    await answerData(
      await portalCall(
        server,
        'POST',
        `/results/report/reviewed/${reports.items[0]!.labReportId}`,
        demoUsers.ada,
      ),
    );
    await answerData(
      await portalCall(
        server,
        'GET',
        `/notification/${notifications.items[0]!.NotificationId}/updateViewed`,
        demoUsers.ada,
      ),
    );
    const after = (await dashboard(demoUsers.ada)).accounts[0]!;
    expect(after.newReports).toBe(before.newReports! - 1);
    expect(after.unreadNotifications).toBe(before.unreadNotifications - 1);
    // Deleting the account's unread notifications (a cascade, as an order's delete) counts down too.
    await server.database.db
      .deleteFrom('notification')
      .where('contact_id', '=', 70001)
      .where('account_id', '=', 501)
      .execute();
    expect((await dashboard(demoUsers.ada)).accounts[0]!.unreadNotifications).toBe(0);
  });

  it("follows a thread's messages and the reader's read mark (the latest message the trigger keeps)", async () => {
    const db = server.database.db;
    const unread = async () => {
      const account = (await dashboard(demoUsers.ada)).accounts[0]!;
      expect(account.unreadMessages).toBe(
        (await listedRows(demoUsers.ada, account)).unreadMessages,
      );
      return account.unreadMessages;
    };
    const before = await unread();
    const thread = await sql<{ id: number }>`
      insert into message_thread (account_id, category, subcategory, scope, subject, created_by)
      values (501, 'Test', 'Turnaround Time', 'Proband', 'Dashboard read test', 'dr.ada') returning id`.execute(
      db,
    );
    const threadId = thread.rows[0]!.id;
    const post = async (sender: number | null, at: string) =>
      sql`insert into thread_message (thread_id, scope, body, sender_type, sender_name, sender_contact_id, created_at)
        values (${threadId}, 'Proband', 'A message', ${sender === null ? 'Lab' : 'Provider'},
          ${sender === null ? 'The lab' : 'Dr. Ada'}, ${sender}, ${at}::timestamptz)`.execute(db);
    const readUpTo = (at: string) =>
      sql`insert into thread_read_mark (thread_id, contact_id, read_at) values (${threadId}, 70001, ${at}::timestamptz)
        on conflict (thread_id, contact_id) do update set read_at = excluded.read_at`.execute(db);
    // The reader's own message, never read: nothing from someone else.
    await post(70001, '2026-01-01T10:00:00Z');
    expect(await unread()).toBe(before);
    // The lab answers: unread until read; read after it.
    await post(null, '2026-01-01T11:00:00Z');
    expect(await unread()).toBe(before + 1);
    await readUpTo('2026-01-01T11:30:00Z');
    expect(await unread()).toBe(before);
    // The reader's reply after a lab message they had not read: the lab message still counts.
    await post(null, '2026-01-01T12:00:00Z');
    await post(70001, '2026-01-01T13:00:00Z');
    expect(await unread()).toBe(before + 1);
    // The unread lab message deleted: the thread is read again.
    await sql`delete from thread_message where thread_id = ${threadId} and created_at = '2026-01-01T12:00:00Z'`.execute(
      db,
    );
    expect(await unread()).toBe(before);
  });

  it('keeps the unread-message tallies equal to the messages center through inserts, updates and deletes', async () => {
    const db = server.database.db;
    // Every count of both readers equals its list after each change.
    const same = async () => {
      for (const user of [demoUsers.ada, demoUsers.sam]) {
        for (const account of (await dashboard(user)).accounts) {
          expect(account.unreadMessages, `${user} ${account.accountNumber}`).toBe(
            (await listedRows(user, account)).unreadMessages,
          );
        }
      }
    };
    const newThread = async (accountId: number) =>
      (
        await sql<{ id: number }>`
          insert into message_thread (account_id, category, subcategory, scope, subject, created_by)
          values (${accountId}, 'Test', 'Turnaround Time', 'Proband', 'Tally test', 'lab') returning id`.execute(
          db,
        )
      ).rows[0]!.id;
    const [first, second] = [await newThread(501), await newThread(501)];
    // Several threads and senders in one statement.
    await sql`insert into thread_message (thread_id, scope, body, sender_type, sender_name, sender_contact_id, created_at)
      values (${first}, 'Proband', 'Mine', 'Provider', 'Dr. Ada', 70001, '2026-02-01T10:00:00Z'),
             (${second}, 'Proband', 'Hers', 'Provider', 'Sam', 70002, '2026-02-01T10:00:00Z'),
             (${second}, 'Proband', 'Lab', 'Lab', 'The lab', null, '2026-02-01T11:00:00Z')`.execute(
      db,
    );
    await same();
    // Both readers read both threads in one statement; then one mark moves back before the lab's answer.
    await sql`insert into thread_read_mark (thread_id, contact_id, read_at)
      select t, c, '2026-02-01T12:00:00Z'::timestamptz
      from unnest(array[${first}, ${second}]::integer[]) as t, unnest(array[70001, 70002]) as c
      on conflict (thread_id, contact_id) do update set read_at = excluded.read_at`.execute(db);
    await same();
    await sql`update thread_read_mark set read_at = '2026-02-01T10:30:00Z'
      where thread_id = ${second} and contact_id = 70002`.execute(db);
    await same();
    // A newer lab message in both threads: both unread again for both readers.
    await sql`insert into thread_message (thread_id, scope, body, sender_type, sender_name, created_at)
      select t, 'Proband', 'Later', 'Lab', 'The lab', '2026-02-01T13:00:00Z'
      from unnest(array[${first}, ${second}]::integer[]) as t`.execute(db);
    await same();
    // A message's sender changed, a message moved to a thread of another account, a mark deleted.
    await sql`update thread_message set sender_contact_id = 70001, sender_type = 'Provider'
      where thread_id = ${first} and created_at = '2026-02-01T13:00:00Z'`.execute(db);
    await same();
    await sql`update message_thread set account_id = 502 where id = ${second}`.execute(db);
    await same();
    await sql`delete from thread_read_mark where thread_id = ${first} and contact_id = 70002`.execute(
      db,
    );
    await same();
    // Threads deleted with their messages and marks (the cascade an order's delete makes).
    await sql`delete from message_thread where id in (${first}, ${second})`.execute(db);
    await same();
    const tallies = await sql<{ n: string }>`select coalesce(sum(n), 0) as n from dashboard_tally
      where kind in ('message_thread', 'sole_sender_thread', 'caught_up_thread') and n < 0`.execute(
      db,
    );
    expect(Number(tallies.rows[0]!.n)).toBe(0);
  });

  it('keeps the supplies in transit equal to the supplies history through inserts, updates and deletes', async () => {
    const db = server.database.db;
    const same = async () => {
      for (const account of (await dashboard(demoUsers.ada)).accounts) {
        expect(account.suppliesInTransit, account.accountNumber).toBe(
          (await listedRows(demoUsers.ada, account)).suppliesInTransit,
        );
      }
    };
    const ids = (
      await sql<{ id: number }>`
        insert into supply_order (account_id, kind, status, ship_street1, ship_city, ship_state, ship_zip, ship_country, ordered_by)
        select a, 'Supplies', s, '1 Main St', 'Boston', 'MA', '02110', 'USA', 'tally test'
        from unnest(array[501, 502]) as a, unnest(array['Submitted', 'Shipped', 'Delivered']) as s
        returning id`.execute(db)
    ).rows.map((row) => row.id);
    await same();
    await sql`update supply_order set status = case status when 'Submitted' then 'Shipped'
      when 'Shipped' then 'Delivered' else 'Submitted' end where id = any(${ids})`.execute(db);
    await same();
    await sql`update supply_order set account_id = 502 where id = any(${ids}) and account_id = 501`.execute(
      db,
    );
    await same();
    await sql`delete from supply_order where id = any(${ids})`.execute(db);
    await same();
  });

  it('refuses a caller without a token', async () => {
    const response = await server.request('/api/portal/v1.0.1/dashboard/counts');
    expect(response.status).toBe(401);
  });
});
