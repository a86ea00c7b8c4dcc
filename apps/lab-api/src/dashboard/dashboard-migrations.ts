import { InTransitShipmentStatuses } from '@loci/domain';
import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../db/sql-migration.js';

/** A statement trigger's function keeping `dashboard_tally` for one kind of row. */
function tallyFunction(options: {
  name: string;
  kind: string;
  /** The reader column of the rows (0 when the count is the account's). */
  contact: string;
  /** When a row counts (it needs attention). */
  counts: string;
  newTable: string;
  oldTable: string;
}) {
  const { name, kind, contact, counts, newTable, oldTable } = options;
  const upsert = `insert into dashboard_tally (account_id, kind, contact_id, n)`;
  const merge = `on conflict (account_id, kind, contact_id) do update set n = dashboard_tally.n + excluded.n`;
  // Rows in key order, so that concurrent changes lock the tally rows in the same order.
  return sql.raw(`
    create function ${name}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${upsert}
        select account_id, '${kind}', ${contact}, count(*) from ${newTable} where ${counts}
        group by 1, 3 order by 1, 3 ${merge};
      elsif tg_op = 'DELETE' then
        ${upsert}
        select account_id, '${kind}', ${contact}, -count(*) from ${oldTable} where ${counts}
        group by 1, 3 order by 1, 3 ${merge};
      else
        ${upsert}
        select account_id, '${kind}', contact_id, sum(change) from (
          select account_id, ${contact} as contact_id, 1 as change from ${newTable} where ${counts}
          union all
          select account_id, ${contact}, -1 from ${oldTable} where ${counts}
        ) as changes
        group by 1, 3 having sum(change) <> 0 order by 1, 3 ${merge};
      end if;
      return null;
    end
    $$`);
}

function tallyTriggers(table: string, fn: string, newTable: string, oldTable: string) {
  return [
    sql.raw(`create trigger ${fn}_insert after insert on ${table}
      referencing new table as ${newTable} for each statement execute function ${fn}()`),
    sql.raw(`create trigger ${fn}_delete after delete on ${table}
      referencing old table as ${oldTable} for each statement execute function ${fn}()`),
    sql.raw(`create trigger ${fn}_update after update on ${table}
      referencing old table as ${oldTable} new table as ${newTable} for each statement execute function ${fn}()`),
  ];
}

/**
 * The dashboard's counts (docs/decisions/dashboard.md) read a few rows each, however many orders,
 * reports or notifications an account has: orders by status from `lab_order_tally`; the reports
 * not acknowledged and each reader's unread notifications from `dashboard_tally`, kept by
 * statement triggers as `lab_order_tally` is; the oldest draft through a partial index of the
 * drafts (its first entry per account); the prior-authorization cases waiting on the practice
 * through a partial index of only those cases. Supply orders by status use
 * `supply_order_account_status`; unread threads `message_thread_account` and
 * `thread_message_thread`.
 */
const dashboard0001 = sqlMigration([
  sql`create index lab_order_account_draft on lab_order (account_id, created_at) where status = 1`,
  sql`create index prior_auth_case_action_needed on prior_auth_case (order_id) where qna_required or status = 11`,
  sql`
    create table dashboard_tally (
      account_id integer not null,
      kind text not null,
      contact_id integer not null default 0,
      n bigint not null,
      primary key (account_id, kind, contact_id)
    )`,
  sql`
    insert into dashboard_tally (account_id, kind, contact_id, n)
    select account_id, 'unreviewed_report', 0, count(*) from lab_report
    where reviewed_version is distinct from version group by account_id`,
  sql`
    insert into dashboard_tally (account_id, kind, contact_id, n)
    select account_id, 'unread_notification', contact_id, count(*) from notification
    where viewed_at is null group by account_id, contact_id`,
  tallyFunction({
    name: 'dashboard_report_tally',
    kind: 'unreviewed_report',
    contact: '0',
    counts: 'reviewed_version is distinct from version',
    newTable: 'new_reports',
    oldTable: 'old_reports',
  }),
  ...tallyTriggers('lab_report', 'dashboard_report_tally', 'new_reports', 'old_reports'),
  tallyFunction({
    name: 'dashboard_notification_tally',
    kind: 'unread_notification',
    contact: 'contact_id',
    counts: 'viewed_at is null',
    newTable: 'new_notifications',
    oldTable: 'old_notifications',
  }),
  ...tallyTriggers(
    'notification',
    'dashboard_notification_tally',
    'new_notifications',
    'old_notifications',
  ),
]);

/**
 * The prior-authorization count read the action-needed cases, then each one's order by key to
 * learn its account: hundreds of random reads of `lab_order` per call (the bench's slowest
 * statement on PostgreSQL under load). The case now carries its order's account, set by a row
 * trigger (an order never changes account), and a partial index of the action-needed cases by
 * account answers the count from the index alone.
 */
const dashboard0002 = sqlMigration([
  sql`alter table prior_auth_case add column account_id integer`,
  sql`update prior_auth_case c set account_id = o.account_id from lab_order o where o.id = c.order_id`,
  sql.raw(`
    create function prior_auth_case_account() returns trigger language plpgsql as $$
    begin
      new.account_id := (select o.account_id from lab_order o where o.id = new.order_id);
      return new;
    end
    $$`),
  sql`create trigger prior_auth_case_account before insert or update of order_id on prior_auth_case
    for each row execute function prior_auth_case_account()`,
  sql`create index prior_auth_case_account_action_needed on prior_auth_case (account_id, order_id)
    where qna_required or status = 11`,
]);

/**
 * The unread-messages count checked, for every thread of the account, whether a message from
 * someone else came after the reader's read mark: a read of the thread's messages per thread
 * (the bench's slowest statement, 11 ms on PostgreSQL, 24 ms on PGlite with 5,000 threads). The
 * thread now keeps its latest message's time and sender, and the latest time of a message by
 * anyone but that sender (a statement trigger on `thread_message` recomputes them for the
 * threads a statement touched). For a reader, the latest message of someone else is the
 * latest message when another posted it, else the other one: one row per thread, no messages
 * read. The reader's read marks through their own index.
 */
const dashboard0003 = sqlMigration([
  sql`alter table message_thread add column latest_message_at timestamptz,
    add column latest_sender_contact_id integer, add column latest_other_message_at timestamptz`,
  sql.raw(`
    create function message_thread_latest(thread_ids integer[]) returns void language sql as $$
      update message_thread t
      set latest_message_at = l.created_at,
          latest_sender_contact_id = l.sender_contact_id,
          latest_other_message_at = (select max(m.created_at) from thread_message m
            where m.thread_id = t.id and m.sender_contact_id is distinct from l.sender_contact_id)
      from unnest(thread_ids) as c (thread_id)
      left join lateral (select m.created_at, m.sender_contact_id from thread_message m
        where m.thread_id = c.thread_id order by m.created_at desc, m.id desc limit 1) as l on true
      where t.id = c.thread_id
    $$`),
  sql.raw(`
    create function thread_message_latest() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform message_thread_latest(array(select distinct thread_id from new_messages order by 1));
      elsif tg_op = 'DELETE' then
        perform message_thread_latest(array(select distinct thread_id from old_messages order by 1));
      else
        perform message_thread_latest(array(select thread_id from new_messages
          union select thread_id from old_messages order by 1));
      end if;
      return null;
    end
    $$`),
  ...tallyTriggers('thread_message', 'thread_message_latest', 'new_messages', 'old_messages'),
  sql`select message_thread_latest(array(select id from message_thread order by id))`,
  sql`create index thread_read_mark_contact on thread_read_mark (contact_id, thread_id) include (read_at)`,
]);

/**
 * The unread-messages count still read every thread of the account and the reader's read marks
 * (5,000 threads: the bench's slowest part on PGlite, where a request's statements run one
 * after another). It is now three tallies, O(accounts) rows per reader (docs/decisions/dashboard.md):
 * a thread is unread for a reader when it holds a message of someone else (`unreadAt` below not
 * null) that the reader's mark does not cover, so
 *   unread = threads with a message − threads whose every message is the reader's own
 *            − threads the reader has read up to the latest message of someone else.
 * - `message_thread` (contact 0): the account's threads with a message;
 * - `sole_sender_thread` (contact = that sender): threads whose every message is one contact's;
 * - `caught_up_thread` (contact = reader): the read marks that cover the thread. Each mark keeps
 *   its thread's account and whether it covers (`caught_up`), set by a row trigger when the mark
 *   is written and recomputed for a thread's marks when its latest messages change: a mark
 *   deleted with its thread (cascade) still knows what it counted.
 */
const unreadAt = (thread: string, contact: string) =>
  `case when ${thread}.latest_sender_contact_id is distinct from ${contact}
     then ${thread}.latest_message_at else ${thread}.latest_other_message_at end`;
const coversThread = (thread: string, mark: string) =>
  `coalesce(${mark}.read_at >= ${unreadAt(thread, `${mark}.contact_id`)}, false)`;

const dashboard0004 = sqlMigration([
  sql`alter table thread_read_mark add column account_id integer,
    add column caught_up boolean not null default false`,
  sql.raw(`update thread_read_mark r set account_id = t.account_id, caught_up = ${coversThread('t', 'r')}
    from message_thread t where t.id = r.thread_id`),
  sql`
    insert into dashboard_tally (account_id, kind, contact_id, n)
    select account_id, 'message_thread', 0, count(*) from message_thread
    where latest_message_at is not null group by account_id`,
  sql`
    insert into dashboard_tally (account_id, kind, contact_id, n)
    select account_id, 'sole_sender_thread', latest_sender_contact_id, count(*) from message_thread
    where latest_message_at is not null and latest_other_message_at is null
      and latest_sender_contact_id is not null
    group by account_id, latest_sender_contact_id`,
  sql`
    insert into dashboard_tally (account_id, kind, contact_id, n)
    select account_id, 'caught_up_thread', contact_id, count(*) from thread_read_mark
    where caught_up group by account_id, contact_id`,
  tallyFunction({
    name: 'dashboard_thread_tally',
    kind: 'message_thread',
    contact: '0',
    counts: 'latest_message_at is not null',
    newTable: 'new_threads',
    oldTable: 'old_threads',
  }),
  ...tallyTriggers('message_thread', 'dashboard_thread_tally', 'new_threads', 'old_threads'),
  tallyFunction({
    name: 'dashboard_sole_sender_tally',
    kind: 'sole_sender_thread',
    contact: 'latest_sender_contact_id',
    counts:
      'latest_message_at is not null and latest_other_message_at is null and latest_sender_contact_id is not null',
    newTable: 'new_threads',
    oldTable: 'old_threads',
  }),
  ...tallyTriggers('message_thread', 'dashboard_sole_sender_tally', 'new_threads', 'old_threads'),
  // A mark as it is written: its thread's account and whether it covers the thread.
  sql.raw(`
    create function thread_read_mark_state() returns trigger language plpgsql as $$
    begin
      select t.account_id, ${coversThread('t', 'new')} into new.account_id, new.caught_up
      from message_thread t where t.id = new.thread_id;
      return new;
    end
    $$`),
  sql`create trigger thread_read_mark_state before insert or update on thread_read_mark
    for each row execute function thread_read_mark_state()`,
  // A thread's latest messages (or account) changed: its marks whose state changes are rewritten
  // (the row trigger above sets the state, the tally trigger below counts the change).
  sql.raw(`
    create function message_thread_marks() returns trigger language plpgsql as $$
    begin
      update thread_read_mark r set account_id = t.account_id
      from message_thread t
      where t.id = r.thread_id
        and t.id in (select n.id from new_threads n join old_threads o on o.id = n.id
          where (n.account_id, n.latest_message_at, n.latest_sender_contact_id, n.latest_other_message_at)
            is distinct from (o.account_id, o.latest_message_at, o.latest_sender_contact_id, o.latest_other_message_at))
        and (r.account_id, r.caught_up) is distinct from (t.account_id, ${coversThread('t', 'r')});
      return null;
    end
    $$`),
  sql`create trigger message_thread_marks after update on message_thread
    referencing old table as old_threads new table as new_threads
    for each statement execute function message_thread_marks()`,
  tallyFunction({
    name: 'dashboard_caught_up_tally',
    kind: 'caught_up_thread',
    contact: 'contact_id',
    counts: 'caught_up',
    newTable: 'new_marks',
    oldTable: 'old_marks',
  }),
  ...tallyTriggers('thread_read_mark', 'dashboard_caught_up_tally', 'new_marks', 'old_marks'),
]);

/**
 * Supply orders in transit were counted through `supply_order_account_status` (1,000 index
 * entries per call in the bench); a statement trigger keeps their tally as for the reports. The
 * statuses are the domain's `InTransitShipmentStatuses`.
 */
const inTransit = InTransitShipmentStatuses.map((status) => `'${status}'`).join(', ');
const dashboard0005 = sqlMigration([
  sql.raw(`
    insert into dashboard_tally (account_id, kind, contact_id, n)
    select account_id, 'supply_in_transit', 0, count(*) from supply_order
    where status in (${inTransit}) group by account_id`),
  tallyFunction({
    name: 'dashboard_supply_tally',
    kind: 'supply_in_transit',
    contact: '0',
    counts: `status in (${inTransit})`,
    newTable: 'new_supply_orders',
    oldTable: 'old_supply_orders',
  }),
  ...tallyTriggers(
    'supply_order',
    'dashboard_supply_tally',
    'new_supply_orders',
    'old_supply_orders',
  ),
]);

export const dashboardMigrations: ReadonlyArray<readonly [string, Migration]> = [
  ['lab_9201_dashboard', dashboard0001],
  ['lab_9202_dashboard_prior_auth_account', dashboard0002],
  ['lab_9203_dashboard_thread_latest', dashboard0003],
  ['lab_9204_dashboard_unread_thread_tallies', dashboard0004],
  ['lab_9205_dashboard_supply_tally', dashboard0005],
];
