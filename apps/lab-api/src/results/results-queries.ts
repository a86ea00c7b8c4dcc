// Every SQL of the results lists and reads (docs/decisions/results-api.md): reports and orders by
// account (top 200), the filters' name look-ups, a report's accession details and who viewed it.
// Callers pass the account ids already scoped by results-rules.ts.
import type {
  ReportByAccount,
  ResultsByAccountRequest,
  nameLookupItemSchema,
  orderByAccountSchema,
  reportLabAccessionDetailsSchema,
  reportViewedUserSchema,
} from '@loci/contract';
import { SortOrder, TopResultsCap, type OrderSortField } from '@loci/domain';
import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod/mini';
import { isoDay as day, isoTimestamp as iso } from '../db/column-dates.js';
import type { LabKysely } from '../db/create-database.js';
import { dayRangeConditions } from '../db/day-range.js';
import { inOrderOf } from '../db/in-order-of.js';
import { allConditions, orderPeopleConditions } from '../orders/order-list-queries.js';
import { reportTitle } from './report-pdf.js';
import { likeEscape } from '../db/like-escape.js';

type OrderByAccount = z.input<typeof orderByAccountSchema>;
type NameLookupItem = z.input<typeof nameLookupItemSchema>;
type AccessionDetails = z.input<typeof reportLabAccessionDetailsSchema>;
type ViewedUser = z.input<typeof reportViewedUserSchema>;

/**
 * A search term's condition on `patient p` and `lab_order o`: name, accession prefix, order id
 * (the results lists and the lab desk's work list).
 */
export function orderSearchCondition(term: string): RawBuilder<unknown> | undefined {
  if (term === '') return undefined;
  const escaped = likeEscape(term);
  const options = [
    sql`p.search_name like ${`%${escaped.toLowerCase()}%`}`,
    sql`o.accession_number like ${`${escaped.toUpperCase()}%`}`,
  ];
  if (/^\d{1,9}$/.test(term)) options.push(sql`o.id = ${Number(term)}`);
  return sql`(${sql.join(options, sql` or `)})`;
}

/** The list filters shared by both lists (on `lab_order o` and `patient p`). */
function orderConditions(request: ResultsByAccountRequest): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  const search = orderSearchCondition(request.SearchTerm);
  if (search) conditions.push(search);
  conditions.push(...orderPeopleConditions(request));
  return conditions;
}

/** Sort keys (k1…) and their order for a list's rows; the row id (`rid`) breaks ties. */
function sortKeys(
  field: OrderSortField,
  resultDate: RawBuilder<unknown>,
): { keys: RawBuilder<unknown>[]; nullsLastDesc: boolean } {
  if (field === 'Patient')
    return {
      keys: [sql`lower(p.last_name)`, sql`lower(p.first_name)`, sql`p.id`],
      nullsLastDesc: false,
    };
  if (field === 'OrderedDate') return { keys: [sql`o.ordered_at`], nullsLastDesc: true };
  if (field === 'UpdatedDate') return { keys: [sql`o.updated_at`], nullsLastDesc: false };
  return { keys: [resultDate], nullsLastDesc: true };
}

function orderBy(
  names: readonly string[],
  direction: 'asc' | 'desc',
  nullsLastDesc: boolean,
): RawBuilder<unknown> {
  const dir = sql.raw(direction);
  // Rows without the date (no ordered date, no result yet) count as the earliest.
  const nulls = sql.raw(nullsLastDesc ? (direction === 'desc' ? 'nulls last' : 'nulls first') : '');
  return sql.join([...names.map((name) => sql`${sql.ref(name)} ${dir} ${nulls}`), sql`rid ${dir}`]);
}

/** What a list reads: its rows of one account, their id, filters and result date. */
interface ListSource {
  from: (accountId: number) => RawBuilder<unknown>;
  rowId: RawBuilder<unknown>;
  conditions: RawBuilder<unknown>[];
  resultDate: RawBuilder<unknown>;
}

/**
 * The ids of the first 200 rows of a list (none without accounts). Each account is read on its
 * own (through its index on the sort key for the result date) and the accounts' rows merged, so
 * that no account's rows are all sorted at once; the count is taken in the same pass over the
 * filtered rows.
 */
async function topIds(
  db: LabKysely,
  accountIds: readonly number[],
  request: ResultsByAccountRequest,
  { from, rowId, conditions, resultDate }: ListSource,
): Promise<{ ids: number[]; total: number }> {
  if (accountIds.length === 0) return { ids: [], total: 0 };
  const direction = request.SortOrder === SortOrder.Ascending ? 'asc' : 'desc';
  // One page of the top 200: never a row beyond the cap.
  const offset = Math.min((request.PageNumber - 1) * request.PageSize, TopResultsCap);
  const limit = Math.max(0, Math.min(request.PageSize, TopResultsCap - offset));
  const { keys, nullsLastDesc } = sortKeys(request.SortField, resultDate);
  const names = keys.map((_key, index) => `k${index + 1}`);
  const selected = sql.join(keys.map((key, index) => sql`${key} as ${sql.ref(names[index]!)}`));
  const branch = (accountId: number) =>
    sql`(select ${rowId} as rid, ${selected} from ${from(accountId)} and ${allConditions(conditions)} order by ${orderBy(names, direction, nullsLastDesc)} limit ${TopResultsCap})`;
  const count = (accountId: number) =>
    sql`select count(*) as n from ${from(accountId)} and ${allConditions(conditions)}`;
  const [page, counted] = await Promise.all([
    sql<{
      rid: number;
    }>`select rid from (${sql.join(accountIds.map(branch), sql` union all `)}) as branches order by ${orderBy(names, direction, nullsLastDesc)} limit ${limit} offset ${offset}`.execute(
      db,
    ),
    sql<{
      n: string | number;
    }>`select sum(n) as n from (${sql.join(accountIds.map(count), sql` union all `)}) as counts`.execute(
      db,
    ),
  ]);
  return {
    ids: page.rows.map((row) => Number(row.rid)),
    total: Number(counted.rows[0]?.n ?? 0),
  };
}

function reportConditions(request: ResultsByAccountRequest): RawBuilder<unknown>[] {
  const conditions = orderConditions(request);
  if (request.Reviewed === true) conditions.push(sql`r.reviewed_version = r.version`);
  if (request.Reviewed === false)
    conditions.push(sql`r.reviewed_version is distinct from r.version`);
  conditions.push(...dayRangeConditions(sql`r.released_at`, request));
  return conditions;
}

/** `reportsByAccount`: released reports of the accounts, latest version each, top 200. */
export async function listReportsByAccount(
  db: LabKysely,
  accountIds: readonly number[],
  request: ResultsByAccountRequest,
): Promise<{ items: ReportByAccount[]; totalCount: number }> {
  const { ids, total } = await topIds(db, accountIds, request, {
    from: (accountId) =>
      sql`lab_report r join lab_order o on o.id = r.order_id join patient p on p.id = o.patient_id where r.account_id = ${accountId}`,
    rowId: sql`r.id`,
    conditions: reportConditions(request),
    resultDate: sql`r.released_at`,
  });
  if (ids.length === 0) return { items: [], totalCount: total };
  const rows = await orderListRows(db)
    .innerJoin('lab_report as r', 'r.order_id', 'o.id')
    .innerJoin('order_test as t', 't.id', 'r.order_test_id')
    .select([
      'r.id as lab_report_id',
      'r.order_test_id',
      'r.version',
      'r.released_at',
      'r.reviewed_version',
      'r.reviewed_by',
      'r.reviewed_at',
      't.code',
      't.short_description',
      't.lab_status',
    ])
    .where('r.id', 'in', ids)
    .execute();
  const items = inOrderOf(ids, rows, (row) => row.lab_report_id).map((row) => {
    const reviewed = row.reviewed_version === row.version;
    return {
      ...orderColumnsOf(row),
      labReportId: row.lab_report_id,
      orderTestId: row.order_test_id,
      testCode: row.code,
      testDescription: row.short_description,
      labStatus: row.lab_status,
      reportVersion: row.version,
      reportTitle: reportTitle(row.version),
      resultDate: iso(row.released_at) ?? '',
      reviewed,
      reviewedBy: reviewed ? row.reviewed_by : null,
      reviewedDate: reviewed ? iso(row.reviewed_at) : null,
    };
  });
  return { items, totalCount: total };
}

/**
 * Orders with their patient, account, ordering provider and the user who placed them: the order
 * columns of the results lists and of the lab desk (alias `o`, `p`, `a`, `op`, `up`).
 */
export function orderListRows(db: LabKysely) {
  return db
    .selectFrom('lab_order as o')
    .innerJoin('patient as p', 'p.id', 'o.patient_id')
    .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
    .leftJoin('ordering_provider as op', 'op.id', 'o.ordering_provider_id')
    .leftJoin('user_profile as up', 'up.login_email_address', 'o.created_by')
    .select([
      'o.id as order_id',
      'o.status',
      'o.accession_number',
      'o.ordered_at',
      'o.updated_at',
      'o.ordering_provider_id',
      'o.created_by',
      'a.cmid',
      'a.client_name',
      'p.id as patient_id',
      'p.first_name',
      'p.middle_name',
      'p.last_name',
      'p.birth_date',
      'op.first_name as provider_first_name',
      'op.last_name as provider_last_name',
      'up.first_name as placed_by_first_name',
      'up.last_name as placed_by_last_name',
    ]);
}

/** The tests of the given orders with their current report, in the orders' test order. */
export function orderTestsWithReports(db: LabKysely, orderIds: readonly number[]) {
  return db
    .selectFrom('order_test as t')
    .leftJoin('lab_report as r', 'r.order_test_id', 't.id')
    .select([
      't.id',
      't.order_id',
      't.code',
      't.short_description',
      't.lab_status',
      't.lab_status_update_date',
      't.prior_auth_record',
      'r.id as lab_report_id',
      'r.version',
      'r.released_at',
    ])
    .where('t.order_id', 'in', [...orderIds])
    .orderBy('t.order_id')
    .orderBy('t.position')
    .execute();
}

function personName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

/** The latest result date of an order (null before its first report). */
const orderResultDate = sql`(select max(lr.released_at) from lab_report lr where lr.order_id = o.id)`;

/** `ordersByAccount`: submitted orders (OrderNow, PendingReview) with their tests and reports. */
export async function listOrdersByAccount(
  db: LabKysely,
  accountIds: readonly number[],
  request: ResultsByAccountRequest,
): Promise<{ items: OrderByAccount[]; totalCount: number }> {
  const { ids, total } = await topIds(db, accountIds, request, {
    from: (accountId) =>
      sql`lab_order o join patient p on p.id = o.patient_id where o.account_id = ${accountId} and o.status in (0, 4)`,
    rowId: sql`o.id`,
    conditions: [...orderConditions(request), ...dayRangeConditions(sql`o.ordered_at`, request)],
    resultDate: orderResultDate,
  });
  if (ids.length === 0) return { items: [], totalCount: total };
  const [orders, tests] = await Promise.all([
    orderListRows(db).where('o.id', 'in', ids).execute(),
    orderTestsWithReports(db, ids),
  ]);
  const items = inOrderOf(ids, orders, (row) => row.order_id).map((row) => {
    const own = tests.filter((test) => test.order_id === row.order_id);
    const released = own.flatMap((test) => (test.released_at ? [iso(test.released_at)!] : []));
    return {
      ...orderColumnsOf(row),
      resultDate: released.length > 0 ? released.sort().at(-1)! : null,
      tests: own.map((test) => ({
        orderTestId: test.id,
        testCode: test.code,
        testDescription: test.short_description,
        labStatus: test.lab_status,
        labStatusUpdateDate: iso(test.lab_status_update_date),
        labReportId: test.lab_report_id,
        reportVersion: test.version,
        resultDate: iso(test.released_at),
      })),
    };
  });
  return { items, totalCount: total };
}

/** A filter's name look-up over the orders of the accounts (only orders with a report when `withReport`). */
type NameLookup = (
  db: LabKysely,
  accountIds: readonly number[],
  searchName: string,
  withReport: boolean,
) => Promise<NameLookupItem[]>;

const likeName = (name: string) => `%${likeEscape(name.toLowerCase())}%`;

/** Who placed orders of the accounts (only orders with a report when `withReport`), by name. */
export const findOrderPlacers: NameLookup = async (db, accountIds, searchName, withReport) => {
  if (accountIds.length === 0) return [];
  const source = withReport
    ? sql`lab_report r join lab_order o on o.id = r.order_id where r.account_id in (${sql.join(accountIds)})`
    : sql`lab_order o where o.account_id in (${sql.join(accountIds)})`;
  const found = await sql<{
    created_by: string;
    first_name: string | null;
    last_name: string | null;
  }>`select placers.created_by, up.first_name, up.last_name
    from (select distinct o.created_by from ${source} and o.created_by is not null) as placers
    left join user_profile up on up.login_email_address = placers.created_by
    where lower(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '') || ' ' || placers.created_by) like ${likeName(searchName)}
    order by lower(coalesce(up.last_name, placers.created_by)), placers.created_by
    limit 50`.execute(db);
  return found.rows.map((row) => ({
    name: personName(row.first_name, row.last_name) ?? row.created_by,
    value: row.created_by,
  }));
};

/** Ordering providers of the accounts (only of orders with a report when `withReport`), by name. */
export const findOrderingProviders: NameLookup = async (db, accountIds, searchName, withReport) => {
  if (accountIds.length === 0) return [];
  let query = db
    .selectFrom('ordering_provider as op')
    .select(['op.id', 'op.first_name', 'op.last_name', 'op.degree'])
    .where('op.account_id', 'in', [...accountIds])
    .where(sql<boolean>`lower(op.first_name || ' ' || op.last_name) like ${likeName(searchName)}`);
  if (withReport)
    query = query.where(
      'op.id',
      'in',
      db
        .selectFrom('lab_report as r')
        .innerJoin('lab_order as o', 'o.id', 'r.order_id')
        .select('o.ordering_provider_id')
        .where('r.account_id', 'in', [...accountIds])
        .where('o.ordering_provider_id', 'is not', null)
        .$narrowType<{ ordering_provider_id: number }>(),
    );
  const rows = await query.orderBy('op.last_name').orderBy('op.first_name').limit(50).execute();
  return rows.map((row) => ({
    name: [row.first_name, row.last_name].join(' ') + (row.degree ? `, ${row.degree}` : ''),
    value: String(row.id),
  }));
};

/** The specimen's journey of a report (the caller checked access to it). */
export async function findAccessionDetails(
  db: LabKysely,
  labReportId: number,
): Promise<AccessionDetails | undefined> {
  const row = await db
    .selectFrom('lab_report as r')
    .innerJoin('order_test as t', 't.id', 'r.order_test_id')
    .innerJoin('lab_order as o', 'o.id', 'r.order_id')
    .innerJoin('client_account as a', 'a.account_id', 'r.account_id')
    .innerJoin('lab_report_version as v', (join) =>
      join.onRef('v.lab_report_id', '=', 'r.id').onRef('v.version', '=', 'r.version'),
    )
    .leftJoin('ordering_provider as op', 'op.id', 'o.ordering_provider_id')
    .select([
      'r.id',
      'r.order_id',
      'r.order_test_id',
      'r.version',
      'a.cmid',
      'o.accession_number',
      'o.ordered_at',
      't.code',
      't.short_description',
      't.lab_status',
      't.specimen_received_at',
      't.test_finished_date',
      't.reported_date',
      't.report_updated_date',
      'v.findings',
      'op.first_name',
      'op.last_name',
    ])
    .where('r.id', '=', labReportId)
    .executeTakeFirst();
  if (!row) return undefined;
  const findings = row.findings as { specimenType?: string } | null;
  return {
    labReportId: row.id,
    orderId: row.order_id,
    orderTestId: row.order_test_id,
    accountNumber: row.cmid,
    accessionNumber: row.accession_number,
    testCode: row.code,
    testDescription: row.short_description,
    labStatus: row.lab_status,
    specimenType: findings?.specimenType ?? null,
    orderedDate: iso(row.ordered_at),
    specimenReceivedDate: iso(row.specimen_received_at),
    testFinishedDate: iso(row.test_finished_date),
    reportedDate: iso(row.reported_date),
    reportUpdatedDate: iso(row.report_updated_date),
    reportVersion: row.version,
    orderingProviderName: personName(row.first_name, row.last_name),
  };
}

/** The audit actions that count as viewing a report. */
export const reportViewActions = { view: 'report.view', download: 'report.download' } as const;

/**
 * Who viewed a report, newest first, read from the audit trail (portal views and downloads, and
 * the patient portal's views it records), with the patient portal's own flag when no event of
 * it exists.
 */
export async function findReportViewers(db: LabKysely, labReportId: number): Promise<ViewedUser[]> {
  const events = await db
    .selectFrom('audit_event as e')
    .leftJoin('user_profile as up', 'up.login_email_address', 'e.actor_email')
    .select([
      'e.occurred_at',
      'e.action',
      'e.actor_email',
      'e.detail',
      'up.first_name',
      'up.last_name',
    ])
    .where('e.entity_type', '=', 'lab_report')
    .where('e.entity_id', '=', String(labReportId))
    .where('e.action', 'in', [reportViewActions.view, reportViewActions.download])
    .where('e.outcome', '=', 'success')
    .orderBy('e.occurred_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(500)
    .execute();
  const viewers: ViewedUser[] = events.map((event) => {
    const detail = (typeof event.detail === 'string' ? JSON.parse(event.detail) : event.detail) as {
      source?: string;
    } | null;
    const source = detail?.source === 'PatientPortal' ? 'PatientPortal' : 'Portal';
    return {
      userName:
        personName(event.first_name, event.last_name) ??
        (source === 'PatientPortal'
          ? 'Patient (patient portal)'
          : (event.actor_email ?? 'Unknown')),
      email: event.actor_email,
      viewedDate: iso(event.occurred_at) ?? '',
      source,
      action: event.action === reportViewActions.download ? 'Download' : 'View',
    };
  });
  if (!viewers.some((viewer) => viewer.source === 'PatientPortal')) {
    const test = await db
      .selectFrom('lab_report as r')
      .innerJoin('order_test as t', 't.id', 'r.order_test_id')
      .select(['t.patient_portal_user_report_viewed', 't.patient_portal_user_report_viewed_date'])
      .where('r.id', '=', labReportId)
      .executeTakeFirst();
    if (test?.patient_portal_user_report_viewed && test.patient_portal_user_report_viewed_date)
      viewers.push({
        userName: 'Patient (patient portal)',
        email: null,
        viewedDate: iso(test.patient_portal_user_report_viewed_date) ?? '',
        source: 'PatientPortal',
        action: 'View',
      });
    viewers.sort((a, b) => b.viewedDate.localeCompare(a.viewedDate));
  }
  return viewers;
}

/** Marks the report's latest version reviewed by the caller (again: the same answer). */
export async function markReviewed(
  db: LabKysely,
  labReportId: number,
  reviewer: string,
): Promise<{
  version: number;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  already: boolean;
}> {
  const current = await db
    .selectFrom('lab_report')
    .select(['version', 'reviewed_version', 'reviewed_by', 'reviewed_at'])
    .where('id', '=', labReportId)
    .executeTakeFirstOrThrow();
  if (current.reviewed_version === current.version)
    return {
      version: current.version,
      reviewedBy: current.reviewed_by,
      reviewedAt: current.reviewed_at,
      already: true,
    };
  const updated = await db
    .updateTable('lab_report')
    .set({
      reviewed_version: sql<number>`version`,
      reviewed_by: reviewer,
      reviewed_at: sql<Date>`now()`,
    })
    .where('id', '=', labReportId)
    .returning(['version', 'reviewed_by', 'reviewed_at'])
    .executeTakeFirstOrThrow();
  return {
    version: updated.version,
    reviewedBy: updated.reviewed_by,
    reviewedAt: updated.reviewed_at,
    already: false,
  };
}

/** The order's own columns of a results row, shared by the reports list and the orders list. */
function orderColumnsOf(row: {
  order_id: number;
  cmid: string;
  client_name: string;
  patient_id: number;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  birth_date: Parameters<typeof day>[0];
  accession_number: string | null;
  status: number;
  ordered_at: Parameters<typeof iso>[0];
  updated_at: Parameters<typeof iso>[0];
  ordering_provider_id: number | null;
  provider_first_name: string | null;
  provider_last_name: string | null;
  placed_by_first_name: string | null;
  placed_by_last_name: string | null;
  created_by: string | null;
}) {
  return {
    orderId: row.order_id,
    accountNumber: row.cmid,
    institutionName: row.client_name,
    patientId: row.patient_id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    birthDate: day(row.birth_date),
    accessionNum: row.accession_number,
    orderStatus: row.status,
    orderedDate: iso(row.ordered_at),
    updatedDate: iso(row.updated_at) ?? '',
    orderingProviderId: row.ordering_provider_id,
    orderingProviderName: personName(row.provider_first_name, row.provider_last_name),
    orderedBy: personName(row.placed_by_first_name, row.placed_by_last_name) ?? row.created_by,
  };
}
