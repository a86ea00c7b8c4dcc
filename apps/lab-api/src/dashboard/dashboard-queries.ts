// The dashboard's counts (docs/decisions/dashboard.md): one statement per kind of row, each
// grouped by account and read through an index of the rows that need attention. Every count
// uses the filter of the list the portal links it to, so the count is the list's number of rows.
import { NumericOrderStatus } from '@loci/domain';
import { sql, type RawBuilder } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { priorAuthCaseActionNeeded } from '../prior-authorization/prior-authorization-records.js';

/** The accounts each count is scoped to (already narrowed to the caller's approved access). */
export interface DashboardScope {
  /** The reader whose messages and notifications are unread. */
  contactId: number;
  /** Accounts whose orders, messages and notifications the caller sees (every approved one). */
  accountIds: readonly number[];
  /** Accounts whose reports the caller may read (results rule). */
  reportAccountIds: readonly number[];
  /** Accounts whose supply orders the caller may see (elevated roles). */
  supplyAccountIds: readonly number[];
}

export interface AccountTally {
  drafts: number;
  oldestDraftCreatedAt: Date | null;
  benefitsInvestigation: number;
  pendingReview: number;
  priorAuthActionsNeeded: number;
  newReports: number;
  unreadMessages: number;
  unreadNotifications: number;
  suppliesInTransit: number;
}

const emptyTally = (): AccountTally => ({
  drafts: 0,
  oldestDraftCreatedAt: null,
  benefitsInvestigation: 0,
  pendingReview: 0,
  priorAuthActionsNeeded: 0,
  newReports: 0,
  unreadMessages: 0,
  unreadNotifications: 0,
  suppliesInTransit: 0,
});

/** One row of a count: its account, the count, and what some counts say more. */
type CountRow = {
  count_name: string;
  account_id: number;
  /** The order status of an `orders` row. */
  kind: number | null;
  n: string | number;
  /** The oldest draft's creation of an `oldestDraft` row. */
  oldest: Date | string | null;
};

const ids = (accountIds: readonly number[]) => sql.join([...accountIds]);

/**
 * The statements of the counts (exported for the bench's EXPLAIN), each answering
 * `account_id, kind, n, oldest`. An empty scope reads nothing.
 */
export function dashboardQueries(scope: DashboardScope): Record<string, RawBuilder<unknown>> {
  const queries: Record<string, RawBuilder<unknown>> = {};
  const { accountIds } = scope;
  if (accountIds.length > 0) {
    // The order list's status counts come from the same tally (order-list-queries.ts).
    queries.orders = sql`select account_id, status as kind, orders as n, null as oldest
      from lab_order_tally
      where account_id in (${ids(accountIds)})
        and status in (${sql.join([NumericOrderStatus.Draft, NumericOrderStatus.BenefitsInvestigation, NumericOrderStatus.PendingReview].map((status) => sql.lit(status)))})`;
    // Each account's first draft through the drafts' partial index (one entry per account).
    queries.oldestDraft = sql`select a.account_id, null as kind, 0 as n,
        (select min(o.created_at) from lab_order o
          where o.account_id = a.account_id and o.status = ${sql.lit(NumericOrderStatus.Draft)}) as oldest
      from (values ${sql.join(accountIds.map((id) => sql`(${sql.lit(id)})`))}) as a (account_id)`;
    // The cases waiting on the practice, by their order's account (copied onto the case), from
    // their partial index alone; an order with two such cases counts once, as in the order list.
    queries.priorAuth = sql`select c.account_id, null as kind, count(distinct c.order_id) as n,
        null as oldest
      from prior_auth_case c
      where ${priorAuthCaseActionNeeded} and c.account_id in (${ids(accountIds)})
      group by c.account_id`;
    // A thread is unread while it holds a message from someone else posted after the reader
    // last read it (thread-records.ts): the account's threads with a message, less those whose
    // every message is the reader's own, less those the reader's mark covers. Three tallies
    // kept by triggers (dashboard-migrations.ts, lab_9204), so no thread or mark is read here.
    queries.messages = sql`select account_id, null as kind,
        sum(case when kind = 'message_thread' then n else -n end) as n, null as oldest
      from dashboard_tally
      where account_id in (${ids(accountIds)})
        and ((kind = 'message_thread' and contact_id = 0)
          or (kind in ('sole_sender_thread', 'caught_up_thread') and contact_id = ${scope.contactId}))
      group by account_id`;
    // Kept by the notifications' statement triggers (dashboard-migrations.ts).
    queries.notifications = sql`select account_id, null as kind, n, null as oldest
      from dashboard_tally
      where kind = 'unread_notification' and contact_id = ${scope.contactId}
        and account_id in (${ids(accountIds)})`;
  }
  if (scope.reportAccountIds.length > 0)
    // Reports whose latest version is not acknowledged, kept by the reports' statement triggers.
    queries.reports = sql`select account_id, null as kind, n, null as oldest from dashboard_tally
      where kind = 'unreviewed_report' and contact_id = 0
        and account_id in (${ids(scope.reportAccountIds)})`;
  if (scope.supplyAccountIds.length > 0)
    // Kept by the supply orders' statement triggers (dashboard-migrations.ts, lab_9205).
    queries.supplies = sql`select account_id, null as kind, n, null as oldest from dashboard_tally
      where kind = 'supply_in_transit' and contact_id = 0
        and account_id in (${ids(scope.supplyAccountIds)})`;
  return queries;
}

/**
 * Every count in one statement: one round trip and one planning instead of seven (the seven
 * statements cost more in round trips, planning and pool waits than in execution).
 */
export function dashboardStatement(scope: DashboardScope): RawBuilder<CountRow> | undefined {
  const parts = Object.entries(dashboardQueries(scope)).map(
    ([name, query]) =>
      sql`select ${sql.lit(name)} as count_name, q.account_id::integer as account_id,
        q.kind::integer as kind, q.n::bigint as n, q.oldest::timestamptz as oldest
      from (${query}) as q`,
  );
  return parts.length > 0 ? sql<CountRow>`${sql.join(parts, sql` union all `)}` : undefined;
}

/** Every count of the scope's accounts, by account id. */
export async function countAttention(
  db: LabKysely,
  scope: DashboardScope,
): Promise<Map<number, AccountTally>> {
  const tallies = new Map<number, AccountTally>();
  const tallyOf = (accountId: number) => {
    let tally = tallies.get(accountId);
    if (!tally) tallies.set(accountId, (tally = emptyTally()));
    return tally;
  };
  const statement = dashboardStatement(scope);
  const rows = statement ? (await statement.execute(db)).rows : [];
  for (const row of rows) {
    const name = row.count_name;
    const tally = tallyOf(row.account_id);
    const n = Number(row.n);
    if (name === 'orders') {
      if (row.kind === NumericOrderStatus.Draft) tally.drafts = n;
      else if (row.kind === NumericOrderStatus.BenefitsInvestigation)
        tally.benefitsInvestigation = n;
      else tally.pendingReview = n;
    } else if (name === 'oldestDraft')
      tally.oldestDraftCreatedAt = row.oldest ? new Date(row.oldest) : null;
    else if (name === 'priorAuth') tally.priorAuthActionsNeeded = n;
    else if (name === 'messages') tally.unreadMessages = n;
    else if (name === 'notifications') tally.unreadNotifications = n;
    else if (name === 'reports') tally.newReports = n;
    else if (name === 'supplies') tally.suppliesInTransit = n;
  }
  return new Map([...scope.accountIds].map((accountId) => [accountId, tallyOf(accountId)]));
}
