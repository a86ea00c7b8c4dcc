// The order list (portal `#simple-orders`, results calls orderTestsAndReports and its Paged
// variant): Patient order summaries of the caller's approved accounts with server-side search,
// sort (OrderedDate, Patient, UpdatedDate; Ascending 0, Descending 1), filters and paging.
import {
  listOrderTestsAndReports,
  listOrderTestsAndReportsPaged,
  type OrderListRequest,
  type PatientOrderSummary,
} from '@loci/contract';
import { numericOrderStatusLabel, SortOrder, TopResultsCap } from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import { approvedAccess, type AccessTypeCode, type Caller } from '../accounts/caller.js';
import type { LabKysely } from '../db/create-database.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
const day = (value: Date | string | null): string | null =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

/** The account ids of the request that the caller may see (all approved ones when none named). */
function scopedAccountIds(
  caller: Caller,
  roles: readonly AccessTypeCode[],
  accountNumbers: readonly string[],
): number[] {
  const access = approvedAccess(caller, roles);
  const wanted = new Set(accountNumbers);
  return access
    .filter((item) => wanted.size === 0 || wanted.has(item.accountNumber))
    .map((item) => item.accountId);
}

function baseQuery(db: LabKysely, accountIds: number[]) {
  return db
    .selectFrom('lab_order as o')
    .innerJoin('patient as p', 'p.id', 'o.patient_id')
    .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
    .where('o.account_id', 'in', accountIds);
}

type Base = ReturnType<typeof baseQuery>;

function searchFilter(query: Base, term: string): Base {
  if (term === '') return query;
  const lowered = term.toLowerCase();
  const like = `%${lowered.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const digits = /^\d{1,9}$/.test(term) ? Number(term) : null;
  return query.where((eb) => {
    const alternatives: Expression<SqlBool>[] = [
      eb('p.search_name', 'like', like),
      eb(sql<string>`lower(o.accession_number)`, 'like', `${lowered}%`),
    ];
    if (digits !== null) alternatives.push(eb('o.id', '=', digits));
    return eb.or(alternatives);
  });
}

function summaryQuery(query: Base) {
  return query.select([
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
    sql<
      string | null
    >`(select t.code from order_test t where t.order_id = o.id order by t.position limit 1)`.as(
      'test_code',
    ),
    sql<
      string | null
    >`(select t.short_description from order_test t where t.order_id = o.id order by t.position limit 1)`.as(
      'test_description',
    ),
    sql<
      number | null
    >`(select t.lab_report_id from order_test t where t.order_id = o.id and t.lab_report_id is not null limit 1)`.as(
      'lab_report_id',
    ),
    sql<
      string | null
    >`(select coalesce(pl.plan_name, ip.other_insurance_name) from insurance_policy ip left join insurance_plan pl on pl.plan_code = ip.plan_code where ip.id = o.insurance_policy_id)`.as(
      'insurance_carrier',
    ),
    sql<
      string | null
    >`(select ip.group_id from insurance_policy ip where ip.id = o.insurance_policy_id)`.as(
      'group_id',
    ),
    sql<
      string | null
    >`(select ip.policy_id from insurance_policy ip where ip.id = o.insurance_policy_id)`.as(
      'policy_id',
    ),
    sql<
      string | null
    >`(select ip.effective_date::text from insurance_policy ip where ip.id = o.insurance_policy_id)`.as(
      'effective_date',
    ),
    sql<
      string | null
    >`(select ip.relation_to_patient from insurance_policy ip where ip.id = o.insurance_policy_id)`.as(
      'relation_to_patient',
    ),
  ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function toSummary(row: SummaryRow): PatientOrderSummary {
  const submitted = row.status === 0 || row.status === 4;
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
  let query = searchFilter(baseQuery(db, accountIds), request.SearchTerm);
  if (request.Statuses.length > 0) query = query.where('o.status', 'in', request.Statuses);
  const orderedOn = sql<Date>`coalesce(o.ordered_at, o.created_at)`;
  if (request.DateFrom) query = query.where(orderedOn, '>=', sql<Date>`${request.DateFrom}::date`);
  if (request.DateTo) query = query.where(orderedOn, '<', sql<Date>`${request.DateTo}::date + 1`);

  // Without a search term the count needs no join (patient and account are foreign keys).
  let countQuery = db.selectFrom('lab_order as o').where('o.account_id', 'in', accountIds);
  if (request.Statuses.length > 0)
    countQuery = countQuery.where('o.status', 'in', request.Statuses);
  if (request.DateFrom)
    countQuery = countQuery.where(orderedOn, '>=', sql<Date>`${request.DateFrom}::date`);
  if (request.DateTo)
    countQuery = countQuery.where(orderedOn, '<', sql<Date>`${request.DateTo}::date + 1`);
  const counted =
    request.SearchTerm === ''
      ? await countQuery.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirst()
      : await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirst();
  const total = Number(counted?.count ?? 0);
  const direction = request.SortOrder === SortOrder.Ascending ? 'asc' : 'desc';
  let sorted = summaryQuery(query);
  if (request.SortField === 'Patient') {
    sorted = sorted
      .orderBy(sql`lower(p.last_name)`, direction)
      .orderBy(sql`lower(p.first_name)`, direction);
  } else if (request.SortField === 'OrderedDate') {
    sorted = sorted.orderBy(sql`o.ordered_at ${sql.raw(direction)} nulls last`);
  } else {
    sorted = sorted.orderBy('o.updated_at', direction);
  }
  const offset = cap === null ? (request.PageNumber - 1) * pageSize : 0;
  const rows = await sorted.orderBy('o.id', direction).limit(pageSize).offset(offset).execute();
  return {
    items: rows.map(toSummary),
    totalCount: cap === null ? total : Math.min(total, cap),
    pageNumber: cap === null ? request.PageNumber : 1,
    pageSize,
  };
}

/** Submitted orders (OrderNow, PendingReview) whose patient qualifies for an add-on order. */
export async function findAddOnAvailable(
  db: LabKysely,
  caller: Caller,
  roles: readonly AccessTypeCode[],
  request: { SearchTerm: string; AccountNumbers: string[] },
): Promise<(PatientOrderSummary & { testCodes: string[] })[]> {
  const accountIds = scopedAccountIds(caller, roles, request.AccountNumbers);
  if (accountIds.length === 0) return [];
  const rows = await summaryQuery(
    searchFilter(baseQuery(db, accountIds), request.SearchTerm)
      .where('o.status', 'in', [0, 4])
      .where('p.add_on_qualify', '=', true),
  )
    .orderBy('o.ordered_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(TopResultsCap)
    .execute();
  const ids = rows.map((row) => row.order_id);
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
  return rows.map((row) => ({
    ...toSummary(row),
    testCodes: tests.filter((test) => test.order_id === row.order_id).map((test) => test.code),
  }));
}

export function registerOrderListRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, listOrderTestsAndReportsPaged, {
    access: { scope: 'accounts', roles: ['GDAA', 'GDFA', 'GDOO'] },
    async handler({ input, caller, db, roles }) {
      return listOrderSummaries(db, caller, roles, input.body, null);
    },
  });
  registerCall(app, registry, listOrderTestsAndReports, {
    access: { scope: 'accounts', roles: ['GDAA', 'GDFA', 'GDOO'] },
    async handler({ input, caller, db, roles }) {
      return listOrderSummaries(db, caller, roles, input.body, TopResultsCap);
    },
  });
}
