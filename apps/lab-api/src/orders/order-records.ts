// Reading and writing orders: the caller's scope, the ordered tests built from the catalogue, and
// the order as the contract answers it.
import type { OrderedTest, SimpleOrder, SimpleOrderCreate } from '@loci/contract';
import {
  DefaultLabStatus,
  NumericOrderStatus,
  isSubmittedOrderStatus,
  numericOrderStatusLabel,
  type Cart,
} from '@loci/domain';
import { sql, type Insertable, type Selectable } from 'kysely';
import {
  allAccessTypes,
  findInApprovedAccounts,
  requireAccount,
} from '../accounts/account-scope.js';
import { type AccessTypeCode, type Caller } from '../accounts/caller.js';
import { isoDay } from '../db/column-dates.js';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import type { PatientTable } from '../patients/patient-schema.js';
import type { LabOrderTable, OrderNotificationTable, OrderTestTable } from './order-schema.js';

export type OrderRow = Selectable<LabOrderTable> & { cmid: string };

/** Submitted statuses: OrderNow (0) and PendingReview (4) (the domain's rule). */
export const isSubmitted = isSubmittedOrderStatus;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : String(value);

/** The order (with its account number), if it belongs to one of the caller's approved accounts. */
export async function findScopedOrder(
  db: LabKysely,
  caller: Caller,
  orderId: number,
): Promise<OrderRow | undefined> {
  return findInApprovedAccounts(caller, (accountIds) =>
    db
      .selectFrom('lab_order as o')
      .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
      .selectAll('o')
      .select('a.cmid')
      .where('o.id', '=', orderId)
      .where('o.account_id', 'in', accountIds)
      .executeTakeFirst(),
  );
}

/**
 * The order if it belongs to one of the caller's approved accounts (any role); then the role
 * check of the call: no approved access 404, another role 403 (docs/decisions/role-matrix.md).
 */
export async function requireOrder(
  db: LabKysely,
  caller: Caller,
  orderId: number,
  roles: readonly AccessTypeCode[] = allAccessTypes,
): Promise<OrderRow> {
  const row = await findScopedOrder(db, caller, orderId);
  if (!row) throw problems.notFound('Order not found');
  requireAccount(caller, row.cmid, roles);
  return row;
}

/** The largest number of days of a turnaround time such as "14-21 days" or "8-12 weeks". */
export function turnaroundDays(turnaround: string | null): number | null {
  if (!turnaround) return null;
  const numbers = [...turnaround.matchAll(/\d+/g)].map((match) => Number(match[0]));
  const most = Math.max(...numbers);
  if (!Number.isFinite(most)) return null;
  return /week/i.test(turnaround) ? most * 7 : most;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The order's submission date: today in UTC, as the lab's other dates (`addDays`) are kept. */
export const utcToday = (): string => new Date().toISOString().slice(0, 10);

type TestInput = SimpleOrderCreate['tests'][number];

/**
 * The rows of an order's tests: the checked cart (codes, indents, parents) joined with the
 * catalogue and its extra info; a new test's lab status is Ordered. Dates start when submitted.
 */
export async function orderTestRows(
  db: LabKysely,
  orderId: number,
  cart: Cart,
  inputs: readonly TestInput[],
  submittedOn: string | null,
): Promise<Insertable<OrderTestTable>[]> {
  const codes = cart.tests.map((test) => test.code);
  const catalogue = await db
    .selectFrom('catalogue_test as t')
    .leftJoin('test_extra_info as x', 'x.test_code', 't.test_code')
    .select([
      't.test_code',
      't.name',
      't.short_description',
      't.turnaround_time',
      't.insurance_enabled',
      't.hold_for_bi_enabled',
      't.institutional_billing_enabled',
      't.eligible_for_partnerships',
      't.biopharma_eligibilities',
      't.program_types',
      'x.is_trio',
      'x.is_duo',
      'x.allowed_relatives',
      'x.dpl_enabled',
    ])
    .where('t.test_code', 'in', codes)
    .execute();
  const byCode = new Map(catalogue.map((row) => [row.test_code, row]));
  return cart.tests.map((test, position) => {
    const row = byCode.get(test.code);
    const input = inputs[position];
    const days = turnaroundDays(row?.turnaround_time ?? null);
    const programCodes = row?.program_types ?? [];
    return {
      order_id: orderId,
      position,
      code: test.code,
      short_description: row?.short_description ?? row?.name ?? null,
      reflex_ordering_parent_test_code: test.reflexOrderingParentTestCode,
      indent: test.indent,
      ordered_as_kit: test.orderedAsKit ?? false,
      start_date: submittedOn,
      due_date: submittedOn && days !== null ? addDays(submittedOn, days) : null,
      revised_due_date: null,
      lab_status: DefaultLabStatus,
      lab_report_id: null,
      lab_status_update_date: submittedOn ? new Date() : null,
      test_cancelled_by_system: false,
      was_bi: false,
      last_bi_run_date: null,
      bi_status: null,
      hold_for_bi: false,
      bundled_billing_qualify: cart.tests.length > 1 && position > 0,
      reported_date: null,
      report_updated_date: null,
      test_reason: JSON.stringify({
        text: input?.testReason?.text ?? null,
        code: input?.testReason?.code ?? null,
        description: input?.testReason?.description ?? null,
      }),
      test_issues: '[]',
      is_trio: row?.is_trio ?? false,
      is_duo: row?.is_duo ?? false,
      allowed_relatives: JSON.stringify(row?.allowed_relatives ?? []),
      test_finished_date: null,
      insurance_enabled: row?.insurance_enabled ?? false,
      patient_portal_user_report_viewed: false,
      patient_portal_user_report_viewed_date: null,
      prior_auth_record: null,
      dpl_enabled: row?.dpl_enabled ?? false,
      institutional_billing_enabled: row?.institutional_billing_enabled ?? false,
      eligible_for_partnerships: row?.eligible_for_partnerships ?? false,
      biopharma_eligibilities: JSON.stringify(row?.biopharma_eligibilities ?? []),
      enable_program_code: programCodes.length > 0,
      program_code: input?.programCode ?? null,
      program_codes: JSON.stringify(programCodes),
      user_entered_slice_name: input?.userEnteredSliceName ?? null,
      pre_defined_slice_names: JSON.stringify(input?.preDefinedSliceNames ?? []),
      saved_slice_name: input?.savedSliceName ?? null,
      phenotype_names: JSON.stringify(input?.phenotypeNames ?? []),
    };
  });
}

/** Whether a test of the catalogue holds the order for benefit investigation. */
export async function holdsForBenefitInvestigation(
  db: LabKysely,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('catalogue_test')
    .select('test_code')
    .where('test_code', 'in', [...codes])
    .where('hold_for_bi_enabled', '=', true)
    .execute();
  return new Set(rows.map((row) => row.test_code));
}

function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function toOrderedTest(row: Selectable<OrderTestTable>): OrderedTest {
  const reason = json(row.test_reason, { text: null, code: null, description: null });
  return {
    id: row.id,
    code: row.code,
    shortDescription: row.short_description,
    reflexOrderingParentTestCode: row.reflex_ordering_parent_test_code,
    startDate: isoDay(row.start_date),
    dueDate: isoDay(row.due_date),
    revisedDueDate: isoDay(row.revised_due_date),
    labStatus: row.lab_status,
    labReportId: row.lab_report_id,
    labStatusUpdateDate: iso(row.lab_status_update_date),
    testCancelledBySystem: row.test_cancelled_by_system,
    wasBi: row.was_bi,
    lastBiRunDate: iso(row.last_bi_run_date),
    biStatus: row.bi_status,
    holdForBI: row.hold_for_bi,
    bundledBillingQualify: row.bundled_billing_qualify,
    reportedDate: iso(row.reported_date),
    reportUpdatedDate: iso(row.report_updated_date),
    testReason: {
      text: reason.text ?? null,
      code: reason.code ?? null,
      description: reason.description ?? null,
    },
    testIssues: json(row.test_issues, []),
    createdDate: iso(row.created_at) ?? '',
    updatedDate: iso(row.updated_at) ?? '',
    isTrio: row.is_trio,
    isDuo: row.is_duo,
    allowedRelatives: json(row.allowed_relatives, []),
    testFinishedDate: iso(row.test_finished_date),
    indent: row.indent,
    orderedAsKit: row.ordered_as_kit,
    insuranceEnabled: row.insurance_enabled,
    patientPortalUserReportViewed: row.patient_portal_user_report_viewed,
    patientPortalUserReportViewedDate: iso(row.patient_portal_user_report_viewed_date),
    priorAuthRecord: json(row.prior_auth_record, null),
    dplEnabled: row.dpl_enabled,
    institutionalBillingEnabled: row.institutional_billing_enabled,
    eligibleForPartnerships: row.eligible_for_partnerships,
    biopharmaEligibilities: json(row.biopharma_eligibilities, []),
    enableProgramCode: row.enable_program_code,
    programCode: row.program_code,
    programCodes: json(row.program_codes, []),
    userEnteredSliceName: row.user_entered_slice_name,
    preDefinedSliceNames: json(row.pre_defined_slice_names, []),
    savedSliceName: row.saved_slice_name,
    phenotypeNames: json(row.phenotype_names, []),
  };
}

export async function loadOrderTests(db: LabKysely, orderId: number) {
  return db
    .selectFrom('order_test')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/** What every answer about one order starts with: which order, whose, and its status. */
export function orderHeading(order: OrderRow) {
  return {
    orderId: order.id,
    accountNumber: order.cmid,
    patientId: order.patient_id,
    status: order.status,
    statusLabel: numericOrderStatusLabel(order.status) ?? String(order.status),
  };
}

/** The order as the contract answers it. */
export async function loadSimpleOrder(db: LabKysely, orderId: number): Promise<SimpleOrder> {
  const order = await db
    .selectFrom('lab_order as o')
    .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
    .selectAll('o')
    .select('a.cmid')
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const tests = await loadOrderTests(db, orderId);
  return {
    ...orderHeading(order),
    orderingProviderId: order.ordering_provider_id,
    tests: tests.map(toOrderedTest),
    diagnosisCodes: json(order.diagnosis_codes, []),
    paymentType: order.payment_type,
    insurancePolicyId: order.insurance_policy_id,
    aoeAnswers: json(order.aoe_answers, {}),
    familyMembers: json(order.family_members, []),
    consent: json(order.consent, null),
    notes: order.notes,
    specimenCountry: order.specimen_country,
    originalOrderId: order.original_order_id,
    accessionNumber: order.accession_number,
    isHeld: order.is_held,
    billingEstimate: json(order.billing_estimate, null),
    orderedDate: iso(order.ordered_at),
    createdDate: iso(order.created_at) ?? '',
    updatedDate: iso(order.updated_at) ?? '',
  };
}

/** A new order id's accession number (given when the order is first submitted). */
export function accessionNumberFor(orderId: number): string {
  return `AC${String(orderId).padStart(8, '0')}`;
}

/** Touches the order's update time. */
export async function touchOrder(db: LabKysely, orderId: number): Promise<void> {
  await db
    .updateTable('lab_order')
    .set({ updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** The plan of the order's insurance policy, if any (benefit investigation, prior authorization). */
export async function orderPlan(db: LabKysely, policyId: number | null) {
  if (policyId === null) return undefined;
  return db
    .selectFrom('insurance_policy as ip')
    .innerJoin('insurance_plan as p', 'p.plan_code', 'ip.plan_code')
    .select([
      'p.plan_code',
      'p.plan_name',
      'p.category',
      'p.bi_enabled',
      'p.can_perform_federal_insurance_bi',
      'p.network',
    ])
    .where('ip.id', '=', policyId)
    .executeTakeFirst();
}

function orderValues(body: SimpleOrderCreate) {
  return {
    patient_id: body.patientId,
    ordering_provider_id: body.orderingProviderId ?? null,
    payment_type: body.paymentType ?? null,
    insurance_policy_id: body.insurancePolicyId ?? null,
    diagnosis_codes: JSON.stringify(body.diagnosisCodes),
    aoe_answers: JSON.stringify(body.aoeAnswers),
    family_members: JSON.stringify(body.familyMembers),
    consent: body.consent ? JSON.stringify(body.consent) : null,
    notes: body.notes ?? null,
    specimen_country: body.specimenCountry ?? null,
    original_order_id: body.originalOrderId ?? null,
  };
}

/**
 * Writes the tests of a draft, or of an order being submitted, and what submission sets.
 * A test kept across saves keeps its benefit investigation and prior authorization, unless
 * `keepInvestigations` is false (the payer changed, so they no longer apply).
 */
async function writeTests(
  db: LabKysely,
  orderId: number,
  cart: Cart,
  body: SimpleOrderCreate,
  submittedOn: string | null,
  keepInvestigations: boolean,
): Promise<void> {
  const earlier = keepInvestigations
    ? await db
        .selectFrom('order_test')
        .select(['code', 'was_bi', 'last_bi_run_date', 'bi_status', 'prior_auth_record'])
        .where('order_id', '=', orderId)
        .execute()
    : [];
  const byCode = new Map(earlier.map((test) => [test.code, test]));
  await db.deleteFrom('order_test').where('order_id', '=', orderId).execute();
  const rows = await orderTestRows(db, orderId, cart, body.tests, submittedOn);
  await db
    .insertInto('order_test')
    .values(
      rows.map((row) => {
        const kept = byCode.get(row.code);
        if (!kept) return row;
        return {
          ...row,
          was_bi: kept.was_bi,
          last_bi_run_date: kept.last_bi_run_date,
          bi_status: kept.bi_status,
          prior_auth_record:
            kept.prior_auth_record === null || typeof kept.prior_auth_record === 'string'
              ? kept.prior_auth_record
              : JSON.stringify(kept.prior_auth_record),
        };
      }),
    )
    .execute();
}

/** Submission: accession number, ordered date, the BI hold, and the patient's add-on link. */
async function markSubmitted(db: LabKysely, orderId: number, body: SimpleOrderCreate, cart: Cart) {
  const holds = isInsuranceHold(body)
    ? await holdsForBenefitInvestigation(
        db,
        cart.tests.map((test) => test.code),
      )
    : new Set<string>();
  await db
    .updateTable('lab_order')
    .set({
      accession_number: sql<string>`coalesce(accession_number, ${accessionNumberFor(orderId)})`,
      ordered_at: sql<Date>`coalesce(ordered_at, now())`,
      is_held: holds.size > 0,
    })
    .where('id', '=', orderId)
    .execute();
  if (holds.size > 0) {
    await db
      .updateTable('order_test')
      .set({ hold_for_bi: true })
      .where('order_id', '=', orderId)
      .where('code', 'in', [...holds])
      .execute();
  }
  await db
    .updateTable('patient')
    .set({ add_on_qualify: true, existing_order_id: orderId })
    .where('id', '=', body.patientId)
    .execute();
}

const isInsuranceHold = (body: SimpleOrderCreate) =>
  body.paymentType === 'Insurance' || body.paymentType === 'MCR' || body.paymentType === 'MCD';

/** A new order with its tests (and what submission sets, when `submittedOn` is given). */
export async function insertOrder(
  db: LabKysely,
  order: {
    accountId: number;
    createdBy: string;
    body: SimpleOrderCreate;
    cart: Cart;
    submittedOn: string | null;
  },
): Promise<number> {
  const { body, cart, submittedOn } = order;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('lab_order')
      .values({
        account_id: order.accountId,
        status: body.status,
        created_by: order.createdBy,
        ...orderValues(body),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTests(trx, row.id, cart, body, submittedOn, false);
    if (submittedOn !== null) await markSubmitted(trx, row.id, body, cart);
    return row.id;
  });
}

/**
 * Saves an order: its status and details (a new payer voids the estimate), its tests unless they
 * stay as submitted, and what submission sets when `submittedOn` is given.
 */
export async function saveOrder(
  db: LabKysely,
  save: {
    orderId: number;
    body: SimpleOrderCreate;
    cart: Cart;
    samePayer: boolean;
    writeTests: boolean;
    submittedOn: string | null;
  },
): Promise<void> {
  const { orderId, body, cart, samePayer, submittedOn } = save;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('lab_order')
      .set({
        status: body.status,
        updated_at: sql<Date>`now()`,
        ...orderValues(body),
        ...(samePayer ? {} : { billing_estimate: null }),
      })
      .where('id', '=', orderId)
      .execute();
    if (save.writeTests) await writeTests(trx, orderId, cart, body, submittedOn, samePayer);
    if (submittedOn !== null) await markSubmitted(trx, orderId, body, cart);
  });
}

export async function deleteOrderRows(db: LabKysely, orderIds: readonly number[]): Promise<void> {
  await db
    .deleteFrom('lab_order')
    .where('id', 'in', [...orderIds])
    .execute();
}

/**
 * Sets the lab status of some tests of an order (the portal's cancel or restore, the lab desk's
 * moves), noting when a specimen arrived and when a test finished.
 */
export async function setTestsLabStatus(
  db: LabKysely,
  orderId: number,
  testIds: readonly number[],
  labStatus: string,
): Promise<void> {
  await db
    .updateTable('order_test')
    .set({
      lab_status: labStatus,
      lab_status_update_date: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
      ...(labStatus === 'Specimen Received' ? { specimen_received_at: sql<Date>`now()` } : {}),
      ...(labStatus === 'Finished' ? { test_finished_date: sql<Date>`now()` } : {}),
    })
    .where('order_id', '=', orderId)
    .where('id', 'in', [...testIds])
    .execute();
  await touchOrder(db, orderId);
}

export async function insertOrderNotification(
  db: LabKysely,
  values: Insertable<OrderNotificationTable>,
): Promise<{ id: number }> {
  return db
    .insertInto('order_notification')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Releases a held order: submitted (OrderNow), with its accession number and ordered date. */
export async function releaseHeldOrder(db: LabKysely, orderId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('lab_order')
      .set({
        status: NumericOrderStatus.OrderNow,
        is_held: false,
        accession_number: sql<string>`coalesce(accession_number, ${accessionNumberFor(orderId)})`,
        ordered_at: sql<Date>`coalesce(ordered_at, now())`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', orderId)
      .execute();
    await trx
      .updateTable('order_test')
      .set({ hold_for_bi: false })
      .where('order_id', '=', orderId)
      .execute();
  });
}

// What the order checks (order-rules.ts) look up.

/**
 * The patient of the account, read once for every check: the blocked-country rule reads its
 * country, the account's required fields its record (requiredPatientRecord).
 */
export async function accountPatient(db: LabKysely, accountId: number, patientId: number) {
  return db
    .selectFrom('patient')
    .selectAll()
    .where('id', '=', patientId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** The fields of a patient an account may require (the contract's names). */
export function requiredPatientRecord(row: Selectable<PatientTable>) {
  return {
    mrn: row.mrn,
    birthDate: row.birth_date,
    gender: row.gender,
    street1: row.street1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    race: row.race,
    ethnicGroup: row.ethnic_group,
    contactInformation: row.contact_information,
  };
}

/** The insurance policy of the patient, if it is one. */
export async function patientPolicy(db: LabKysely, patientId: number, policyId: number) {
  return db
    .selectFrom('insurance_policy')
    .select('id')
    .where('id', '=', policyId)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
}

/** Which of the tests are trio or duo tests, and the relatives each allows. */
export async function familyTestInfo(db: LabKysely, codes: readonly string[]) {
  return db
    .selectFrom('test_extra_info')
    .select(['test_code', 'is_trio', 'is_duo', 'allowed_relatives'])
    .where('test_code', 'in', [...codes])
    .execute();
}

/** An order of the account (its status and patient), if it is one. */
export async function accountOrder(db: LabKysely, accountId: number, orderId: number) {
  return db
    .selectFrom('lab_order')
    .select(['id', 'status', 'patient_id'])
    .where('id', '=', orderId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}
