// The order list (portal `#simple-orders`, results calls orderTestsAndReports and its Paged
// variant): Patient order summaries of the caller's approved accounts with server-side search,
// sort (OrderedDate, Patient, UpdatedDate; Ascending 0, Descending 1), filters and paging.
import type { OrderListRequest, PatientOrderSummary } from '@loci/contract';
import {
  NumericOrderStatus,
  isSubmittedOrderStatus,
  numericOrderStatusLabel,
  SortOrder,
  TopResultsCap,
  type OrderSortField,
} from '@loci/domain';
import { sql, type RawBuilder } from 'kysely';
import { accountIdsOf, approvedAccessAmong } from '../accounts/account-scope.js';
import { type AccessTypeCode, type Caller } from '../accounts/caller.js';
import { isoDay as day, isoTimestamp as iso } from '../db/column-dates.js';
import type { LabKysely } from '../db/create-database.js';
import { dayRangeConditions } from '../db/day-range.js';
import { inOrderOf } from '../db/in-order-of.js';
import { priorAuthActionNeededOrder } from '../prior-authorization/prior-authorization-records.js';
import { likeEscape } from '../db/like-escape.js';

/** The account ids of the request that the caller may see (all approved ones when none named). */
function scopedAccountIds(
  caller: Caller,
  roles: readonly AccessTypeCode[],
  accountNumbers: readonly string[],
): number[] {
  return accountIdsOf(
    approvedAccessAmong(caller, roles, accountNumbers.length === 0 ? undefined : accountNumbers),
  );
}

/**
 * The name look-ups' choices (orderingProviderByName, orderPlacedByForName) on `lab_order as o`:
 * the order lists and the results lists filter by them alike.
 */
export function orderPeopleConditions(
  request: Pick<OrderListRequest, 'OrderingProviderIds' | 'OrderedBy'>,
): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (request.OrderingProviderIds.length > 0)
    conditions.push(sql`o.ordering_provider_id in (${sql.join(request.OrderingProviderIds)})`);
  if (request.OrderedBy.length > 0)
    conditions.push(
      sql`o.created_by in (${sql.join(request.OrderedBy.map((value) => value.toLowerCase()))})`,
    );
  return conditions;
}

/** The conditions of the request's filters on `lab_order as o` (search aside). */
function orderFilters(request: OrderListRequest): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (request.Statuses.length > 0)
    conditions.push(sql`o.status in (${sql.join(request.Statuses)})`);
  conditions.push(...dayRangeConditions(orderedOn, request));
  conditions.push(...orderPeopleConditions(request));
  // The dashboard's link: orders whose prior-authorization case waits on the practice.
  if (request.PriorAuthActionNeeded) conditions.push(priorAuthActionNeededOrder);
  return conditions;
}

/** Where an order was placed in time: its ordered date, or its creation for a draft. */
const orderedOn = sql`coalesce(o.ordered_at, o.created_at)`;

/** The conditions joined by `and`; `true` when there are none (the order and results lists). */
export const allConditions = (conditions: readonly RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

interface SortPlan {
  /** The sort keys selected by each account's branch, as k1, k2, … */
  keys: RawBuilder<unknown>[];
  /** The order of the keys (then o.id) in a branch and in the merge of the branches. */
  order: (prefix: 'branch' | 'merge') => RawBuilder<unknown>;
  /** The branch's rows: orders of one account, joined with their patient for the Patient sort. */
  from: (accountId: number) => RawBuilder<unknown>;
}

function sortPlan(field: OrderSortField, direction: 'asc' | 'desc'): SortPlan {
  const dir = sql.raw(direction);
  const orderFrom = (accountId: number) => sql`lab_order o where o.account_id = ${accountId}`;
  if (field === 'Patient') {
    return {
      keys: [sql`lower(p.last_name)`, sql`lower(p.first_name)`, sql`p.id`],
      order: (prefix) =>
        prefix === 'branch'
          ? sql`lower(p.last_name) ${dir}, lower(p.first_name) ${dir}, p.id ${dir}, o.id ${dir}`
          : sql`k1 ${dir}, k2 ${dir}, k3 ${dir}, id ${dir}`,
      from: (accountId) =>
        sql`patient p join lab_order o on o.patient_id = p.id and o.account_id = ${accountId} where p.account_id = ${accountId}`,
    };
  }
  if (field === 'OrderedDate') {
    // Orders without an ordered date (drafts) count as the earliest: last when newest first.
    const nulls = sql.raw(direction === 'desc' ? 'nulls last' : 'nulls first');
    return {
      keys: [sql`o.ordered_at`],
      order: (prefix) =>
        prefix === 'branch'
          ? sql`o.ordered_at ${dir} ${nulls}, o.id ${dir}`
          : sql`k1 ${dir} ${nulls}, id ${dir}`,
      from: orderFrom,
    };
  }
  // UpdatedDate, and ResultDt (no result date of its own yet: the last change).
  return {
    keys: [sql`o.updated_at`],
    order: (prefix) =>
      prefix === 'branch' ? sql`o.updated_at ${dir}, o.id ${dir}` : sql`k1 ${dir}, id ${dir}`,
    from: orderFrom,
  };
}

/**
 * One row per order with its patient, account, first test, lab report, and insurance: read only
 * for the orders of one page, after the page's ids were chosen (no per-row subqueries while
 * sorting).
 */
export function summaryQuery(db: LabKysely, orderIds: readonly number[]) {
  return db
    .selectFrom('lab_order as o')
    .innerJoin('patient as p', 'p.id', 'o.patient_id')
    .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('order_test as t')
          .select(['t.code', 't.short_description'])
          .whereRef('t.order_id', '=', 'o.id')
          .orderBy('t.position')
          .limit(1)
          .as('ft'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('order_test as r')
          .select('r.lab_report_id')
          .whereRef('r.order_id', '=', 'o.id')
          .where('r.lab_report_id', 'is not', null)
          .limit(1)
          .as('lr'),
      (join) => join.onTrue(),
    )
    .leftJoin('insurance_policy as ip', 'ip.id', 'o.insurance_policy_id')
    .leftJoin('insurance_plan as pl', 'pl.plan_code', 'ip.plan_code')
    .where('o.id', 'in', orderIds.length === 0 ? [0] : [...orderIds])
    .select([
      'o.id as order_id',
      'o.patient_id',
      'o.status',
      'o.ordered_at',
      'o.updated_at',
      'o.accession_number',
      'o.payment_type',
      'o.original_order_id',
      'o.notes',
      'p.first_name',
      'p.middle_name',
      'p.last_name',
      'p.birth_date',
      'p.add_on_qualify',
      'a.cmid',
      'a.client_name',
      'ft.code as test_code',
      'ft.short_description as test_description',
      'lr.lab_report_id',
      sql<string | null>`coalesce(pl.plan_name, ip.other_insurance_name)`.as('insurance_carrier'),
      'ip.group_id',
      'ip.policy_id',
      sql<string | null>`ip.effective_date::text`.as('effective_date'),
      'ip.relation_to_patient',
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

/** The summaries of the given orders, in the given order. */
async function summariesOf(
  db: LabKysely,
  orderIds: readonly number[],
): Promise<PatientOrderSummary[]> {
  if (orderIds.length === 0) return [];
  const rows = await summaryQuery(db, orderIds).execute();
  return inOrderOf(orderIds, rows, (row) => row.order_id).map(toSummary);
}

/**
 * Where the orders of a search come from, each an indexed read of `lab_order as o` joined with
 * `patient as p` and ending in a where clause: the patients whose name contains the term (their
 * trigram index) and their orders, orders by accession number prefix (accession numbers are
 * upper case: the prefix index), and the order whose id the term is. Without a term, every order
 * of the accounts. (One OR across the join would read every order.)
 */
function orderSources(term: string, accounts: RawBuilder<unknown>): RawBuilder<unknown>[] {
  const inAccounts = sql`o.account_id in (${accounts})`;
  const joined = sql`lab_order o join patient p on p.id = o.patient_id`;
  if (term === '') return [sql`${joined} where ${inAccounts}`];
  const escaped = likeEscape(term);
  const sources = [
    sql`patient p join lab_order o on o.patient_id = p.id where p.account_id in (${accounts}) and ${inAccounts} and p.search_name like ${`%${escaped.toLowerCase()}%`}`,
    sql`${joined} where ${inAccounts} and o.accession_number like ${`${escaped.toUpperCase()}%`}`,
  ];
  if (/^\d{1,9}$/.test(term))
    sources.push(sql`${joined} where ${inAccounts} and o.id = ${Number(term)}`);
  return sources;
}

function toSummary(row: SummaryRow): PatientOrderSummary {
  const submitted = isSubmittedOrderStatus(row.status);
  return {
    orderId: row.order_id,
    patientId: row.patient_id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    orderedDate: iso(row.ordered_at),
    updatedDate: iso(row.updated_at) ?? '',
    orderStatus: row.status,
    orderStatusLabel: numericOrderStatusLabel(row.status) ?? String(row.status),
    testCode: row.test_code,
    testDescription: row.test_description,
    accessionNum: row.accession_number,
    paymentType: row.payment_type,
    insuranceCarrier: row.insurance_carrier,
    group: row.group_id,
    policy: row.policy_id,
    effectiveDate: day(row.effective_date),
    patientStatus: null,
    relationToPatient: row.relation_to_patient,
    birthDate: day(row.birth_date),
    billingNotes: row.notes,
    institutionName: row.client_name,
    labReportId: row.lab_report_id,
    originalOrderId: row.original_order_id,
    isAddOnAvailable: submitted && row.add_on_qualify,
    accountNumber: row.cmid,
  };
}

/**
 * The list's two queries for a request (exported for the bench's EXPLAIN ANALYZE).
 *
 * `page`: the ids of one page, in order. Without a search term each account is read through its
 * index on the sort key (at most `offset + pageSize` rows each) and the accounts' rows are
 * merged: no sort over all of an account's orders, however many there are. With a search term,
 * one query over the matching orders.
 *
 * `count`: the number of orders the request matches: from the tally of orders per account and
 * status when only statuses filter, else a count over the accounts' orders (through the date
 * index for dates).
 */
export function orderListQueries(
  accountIds: readonly number[],
  request: OrderListRequest,
  pageSize: number,
  offset: number,
): {
  page: RawBuilder<{ id: number; total?: string | number }>;
  count: RawBuilder<{ count: string | number | null }>;
} {
  const direction = request.SortOrder === SortOrder.Ascending ? 'asc' : 'desc';
  const plan = sortPlan(request.SortField, direction);
  const keys = sql.join(plan.keys.map((key, index) => sql`${key} as ${sql.ref(`k${index + 1}`)}`));
  const conditions = orderFilters(request);
  const accounts = sql.join([...accountIds]);
  if (request.SearchTerm === '') {
    const branches = accountIds.map(
      (accountId) =>
        sql`(select o.id, ${keys} from ${plan.from(accountId)} and ${allConditions(conditions)} order by ${plan.order('branch')} limit ${offset + pageSize})`,
    );
    const statuses =
      request.Statuses.length > 0 ? sql`and status in (${sql.join(request.Statuses)})` : sql``;
    return {
      page: sql`select id from (${sql.join(branches, sql` union all `)}) as branches order by ${plan.order('merge')} limit ${pageSize} offset ${offset}`,
      // The tally counts by account and status only: any other filter counts the rows.
      count:
        request.DateFrom ||
        request.DateTo ||
        request.OrderingProviderIds.length > 0 ||
        request.OrderedBy.length > 0 ||
        request.PriorAuthActionNeeded
          ? sql`select count(*) as count from lab_order o where o.account_id in (${accounts}) and ${allConditions(conditions)}`
          : sql`select sum(orders) as count from lab_order_tally where account_id in (${accounts}) ${statuses}`,
    };
  }
  // A search: the union of its sources, counted in the same pass (a window over the matches).
  const found = (columns: RawBuilder<unknown>) =>
    sql.join(
      orderSources(request.SearchTerm, accounts).map(
        (source) => sql`select ${columns} from ${source} and ${allConditions(conditions)}`,
      ),
      sql` union `,
    );
  return {
    page: sql`select id, count(*) over () as total from (${found(sql`o.id, ${keys}`)}) as found order by ${plan.order('merge')} limit ${pageSize} offset ${offset}`,
    count: sql`select count(*) as count from (${found(sql`o.id`)}) as found`,
  };
}

export async function listOrderSummaries(
  db: LabKysely,
  caller: Caller,
  roles: readonly AccessTypeCode[],
  request: OrderListRequest,
  cap: number | null,
): Promise<{
  items: PatientOrderSummary[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}> {
  const accountIds = scopedAccountIds(caller, roles, request.AccountNumbers);
  const pageSize = cap === null ? request.PageSize : Math.min(request.PageSize, cap);
  if (accountIds.length === 0)
    return { items: [], totalCount: 0, pageNumber: request.PageNumber, pageSize };
  const offset = cap === null ? (request.PageNumber - 1) * pageSize : 0;
  const queries = orderListQueries(accountIds, request, pageSize, offset);
  let total: number;
  let page: Awaited<ReturnType<typeof queries.page.execute>>;
  if (request.SearchTerm === '') {
    const [counted, rows] = await Promise.all([
      queries.count.execute(db),
      queries.page.execute(db),
    ]);
    total = Number(counted.rows[0]?.count ?? 0);
    page = rows;
  } else {
    // The page of a search carries the number of matches; only a page past the end needs the count.
    page = await queries.page.execute(db);
    const carried = page.rows[0]?.total;
    total =
      carried !== undefined
        ? Number(carried)
        : offset === 0
          ? 0
          : Number((await queries.count.execute(db)).rows[0]?.count ?? 0);
  }
  const ids = page.rows.map((row) => row.id);
  return {
    items: await summariesOf(db, ids),
    totalCount: cap === null ? total : Math.min(total, cap),
    pageNumber: cap === null ? request.PageNumber : 1,
    pageSize,
  };
}

/** The submitted statuses, as literals of the add-on query (OrderNow, PendingReview). */
const submittedStatuses = sql.join(
  [NumericOrderStatus.OrderNow, NumericOrderStatus.PendingReview].map((status) => sql.lit(status)),
);

/** Submitted orders (OrderNow, PendingReview) whose patient qualifies for an add-on order. */
export async function findAddOnAvailable(
  db: LabKysely,
  caller: Caller,
  roles: readonly AccessTypeCode[],
  request: { SearchTerm: string; AccountNumbers: string[] },
): Promise<(PatientOrderSummary & { testCodes: string[] })[]> {
  const accountIds = scopedAccountIds(caller, roles, request.AccountNumbers);
  if (accountIds.length === 0) return [];
  const sources = orderSources(request.SearchTerm, sql.join(accountIds)).map(
    (source) =>
      sql`select o.id, o.ordered_at from ${source} and o.status in (${submittedStatuses}) and p.add_on_qualify`,
  );
  const found = await sql<{
    id: number;
  }>`select id from (${sql.join(sources, sql` union `)}) as found order by ordered_at desc nulls last, id desc limit ${TopResultsCap}`.execute(
    db,
  );
  const ids = found.rows.map((row) => row.id);
  const summaries = await summariesOf(db, ids);
  const tests =
    ids.length === 0
      ? []
      : await db
          .selectFrom('order_test')
          .select(['order_id', 'code'])
          .where('order_id', 'in', ids)
          .orderBy('order_id')
          .orderBy('position')
          .execute();
  return summaries.map((summary) => ({
    ...summary,
    testCodes: tests.filter((test) => test.order_id === summary.orderId).map((test) => test.code),
  }));
}
