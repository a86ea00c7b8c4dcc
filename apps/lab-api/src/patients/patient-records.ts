// Reading and writing one patient: rows to the contract's Patient and back, with its policies,
// its orders and the rules @loci/domain holds (validity, editability, e-mail and cell phone).
import type { InsurancePolicy, Patient } from '@loci/contract';
import {
  ValidationMessages,
  arePatientDetailsEditable,
  numericOrderStatusLabel,
  patientCellPhone,
  patientEmail,
} from '@loci/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { LabDatabase } from '../db/schema.js';
import { HttpProblem, problems } from '../http/http-problem.js';
import type { InsurancePlanTable } from '../insurance/insurance-schema.js';
import type { LabOrderTable } from '../orders/order-schema.js';
import type { InsurancePolicyTable, PatientTable, StoredContactItem } from './patient-schema.js';

type Db = Kysely<LabDatabase> | Transaction<LabDatabase>;
type PatientRow = Selectable<PatientTable>;
type PolicyRow = Selectable<InsurancePolicyTable>;
type PlanRow = Selectable<InsurancePlanTable>;
type OrderRow = Selectable<LabOrderTable>;

/** The stored columns of a patient from a parsed create/update body. */
export function normalisePatientInput(body: {
  externalPatientId?: string | null | undefined;
  firstName?: string | null | undefined;
  middleName?: string | null | undefined;
  lastName?: string | null | undefined;
  birthDate?: string | null | undefined;
  gender?: 'M' | 'F' | 'U' | null | undefined;
  genderIdentification?: string | null | undefined;
  mrn?: string | null | undefined;
  street1?: string | null | undefined;
  street2?: string | null | undefined;
  apartment?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
  county?: string | null | undefined;
  country?: string | null | undefined;
  contactInformation: Array<{
    contactType: StoredContactItem['contactType'];
    contactValue: string;
    notifyPatient?: boolean | null | undefined;
  }>;
  race?: string | null | undefined;
  ethnicGroup: string[];
  isPatientUpdated?: boolean | null | undefined;
  isInsuranceUpdated?: boolean | null | undefined;
  accountInformation: { accountNumber: string; officeId?: string | null | undefined };
}) {
  const contacts: StoredContactItem[] = body.contactInformation.map((item) => ({
    contactType: item.contactType,
    contactValue: item.contactValue,
    notifyPatient: item.notifyPatient ?? null,
  }));
  return {
    external_patient_id: body.externalPatientId ?? null,
    first_name: body.firstName ?? null,
    middle_name: body.middleName ?? null,
    last_name: body.lastName ?? null,
    birth_date: body.birthDate ?? null,
    gender: body.gender ?? null,
    gender_identification: body.genderIdentification ?? null,
    mrn: body.mrn ?? null,
    street1: body.street1 ?? null,
    street2: body.street2 ?? null,
    apartment: body.apartment ?? null,
    city: body.city ?? null,
    state: body.state ?? null,
    zip: body.zip ?? null,
    county: body.county ?? null,
    country: body.country ?? null,
    contacts,
    race: body.race ?? null,
    ethnic_group: body.ethnicGroup,
    email: patientEmail({ contactInformation: contacts }) ?? null,
    phone: patientCellPhone({ contactInformation: contacts }) ?? null,
    office_id: body.accountInformation.officeId ?? null,
    is_patient_updated: body.isPatientUpdated ?? false,
    is_insurance_updated: body.isInsuranceUpdated ?? false,
  };
}

/** The columns a write stores (contacts and ethnic groups as JSON text). */
export function patientColumns(input: ReturnType<typeof normalisePatientInput>) {
  const { contacts, ethnic_group, ...rest } = input;
  return {
    ...rest,
    contact_information: JSON.stringify(contacts),
    ethnic_group: JSON.stringify(ethnic_group),
  };
}

/** The fields that are the patient's "details" (locked once an order is past Draft). */
export const detailColumns = [
  'external_patient_id',
  'first_name',
  'middle_name',
  'last_name',
  'birth_date',
  'gender',
  'gender_identification',
  'mrn',
  'street1',
  'street2',
  'apartment',
  'city',
  'state',
  'zip',
  'county',
  'country',
  'race',
  'office_id',
] as const;

/** Whether the stored details differ from the new ones (contacts and ethnic groups included). */
export function detailsChanged(
  row: PatientRow,
  input: ReturnType<typeof normalisePatientInput>,
): boolean {
  for (const column of detailColumns) {
    if ((row[column] ?? null) !== (input[column] ?? null)) return true;
  }
  return (
    JSON.stringify(row.contact_information) !== JSON.stringify(input.contacts) ||
    JSON.stringify(row.ethnic_group) !== JSON.stringify(input.ethnic_group)
  );
}

type PolicySave = {
  insurance?:
    | { code?: string | null | undefined; otherInsuranceName?: string | null | undefined }
    | null
    | undefined;
  subscriberFirstName?: string | null | undefined;
  subscriberMiddleName?: string | null | undefined;
  subscriberLastName?: string | null | undefined;
  birthDate?: string | null | undefined;
  gender?: 'M' | 'F' | 'U' | null | undefined;
  relationToPatient?: 'PT' | 'SP' | 'CH' | 'OT' | 'UN' | null | undefined;
  street1?: string | null | undefined;
  street2?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
  country?: string | null | undefined;
  planId?: string | null | undefined;
  policyId?: string | null | undefined;
  groupId?: string | null | undefined;
  groupName?: string | null | undefined;
  certificate?: string | null | undefined;
  employer?:
    { name?: string | null | undefined; contact?: string | null | undefined } | null | undefined;
  effectiveDate?: string | null | undefined;
  expirationDate?: string | null | undefined;
  paymentType?: string | null | undefined;
  hasNoInsuranceCard?: boolean | null | undefined;
};

/** Replaces the patient's policies with the given ones, in order. */
export async function replacePolicies(
  trx: Db,
  patientId: number,
  policies: readonly PolicySave[],
): Promise<void> {
  await trx.deleteFrom('insurance_policy').where('patient_id', '=', patientId).execute();
  if (policies.length === 0) return;
  await trx
    .insertInto('insurance_policy')
    .values(
      policies.map((policy, position) => ({
        patient_id: patientId,
        position,
        plan_code: policy.insurance?.code ?? null,
        other_insurance_name: policy.insurance?.otherInsuranceName ?? null,
        subscriber_first_name: policy.subscriberFirstName ?? null,
        subscriber_middle_name: policy.subscriberMiddleName ?? null,
        subscriber_last_name: policy.subscriberLastName ?? null,
        birth_date: policy.birthDate ?? null,
        gender: policy.gender ?? null,
        relation_to_patient: policy.relationToPatient ?? null,
        street1: policy.street1 ?? null,
        street2: policy.street2 ?? null,
        city: policy.city ?? null,
        state: policy.state ?? null,
        zip: policy.zip ?? null,
        country: policy.country ?? null,
        plan_id: policy.planId ?? null,
        policy_id: policy.policyId ?? null,
        group_id: policy.groupId ?? null,
        group_name: policy.groupName ?? null,
        certificate: policy.certificate ?? null,
        employer_name: policy.employer?.name ?? null,
        employer_contact: policy.employer?.contact ?? null,
        effective_date: policy.effectiveDate ?? null,
        expiration_date: policy.expirationDate ?? null,
        payment_type: policy.paymentType ?? null,
        has_no_insurance_card: policy.hasNoInsuranceCard ?? false,
      })),
    )
    .execute();
}

function toPolicy(row: PolicyRow, plan: PlanRow | undefined): InsurancePolicy {
  return {
    id: row.id,
    insurance:
      plan || row.other_insurance_name
        ? {
            name: plan?.plan_name ?? null,
            code: plan?.plan_code ?? null,
            otherInsuranceName: row.other_insurance_name,
            insuranceCategory: plan?.category ?? null,
            insurancePlanCompany: plan?.insurance_plan_company ?? null,
            biEnabled: plan?.bi_enabled ?? false,
            canPerformFederalInsuranceBi: plan?.can_perform_federal_insurance_bi ?? false,
            network: plan?.network ?? null,
            isXifin: plan?.is_xifin ?? false,
            dplEnabled: plan?.dpl_enabled ?? false,
          }
        : null,
    subscriberFirstName: row.subscriber_first_name,
    subscriberMiddleName: row.subscriber_middle_name,
    subscriberLastName: row.subscriber_last_name,
    birthDate: row.birth_date,
    gender: row.gender,
    relationToPatient: row.relation_to_patient,
    street1: row.street1,
    street2: row.street2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    planId: row.plan_id,
    policyId: row.policy_id,
    groupId: row.group_id,
    groupName: row.group_name,
    certificate: row.certificate,
    employer: { name: row.employer_name, contact: row.employer_contact },
    effectiveDate: row.effective_date,
    expirationDate: row.expiration_date,
    paymentType: row.payment_type as InsurancePolicy['paymentType'],
    hasNoInsuranceCard: row.has_no_insurance_card,
  };
}

/** The statuses of the patient's orders, oldest first. */
export async function patientOrders(db: Db, patientId: number): Promise<OrderRow[]> {
  return db
    .selectFrom('lab_order')
    .selectAll()
    .where('patient_id', '=', patientId)
    .orderBy('id')
    .execute();
}

/** Details are editable only while no order of the patient is non-draft (@loci/domain). */
export function detailsEditable(orders: readonly Pick<OrderRow, 'status'>[]): boolean {
  return arePatientDetailsEditable(orders.map((order) => ({ orderStatus: order.status })));
}

/** The patient with its policies and orders, or undefined when not in the given accounts. */
export async function loadPatient(
  db: Db,
  patientId: number,
  accountIds: readonly number[],
): Promise<{ row: PatientRow; patient: Patient } | undefined> {
  if (accountIds.length === 0) return undefined;
  const row = await db
    .selectFrom('patient')
    .selectAll()
    .where('id', '=', patientId)
    .where('account_id', 'in', accountIds)
    .executeTakeFirst();
  if (!row) return undefined;
  const [account, policies, orders] = await Promise.all([
    db
      .selectFrom('client_account')
      .select('cmid')
      .where('account_id', '=', row.account_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('insurance_policy')
      .selectAll()
      .where('patient_id', '=', patientId)
      .orderBy('position')
      .execute(),
    patientOrders(db, patientId),
  ]);
  const codes = [...new Set(policies.flatMap((policy) => policy.plan_code ?? []))];
  const plans =
    codes.length === 0
      ? []
      : await db.selectFrom('insurance_plan').selectAll().where('plan_code', 'in', codes).execute();
  const planByCode = new Map(plans.map((plan) => [plan.plan_code, plan]));
  const patient: Patient = {
    id: row.id,
    externalPatientId: row.external_patient_id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    gender: row.gender,
    genderIdentification: row.gender_identification,
    mrn: row.mrn,
    street1: row.street1,
    street2: row.street2,
    apartment: row.apartment,
    city: row.city,
    state: row.state,
    zip: row.zip,
    county: row.county,
    country: row.country,
    contactInformation: row.contact_information,
    race: row.race,
    ethnicGroup: row.ethnic_group,
    isPatientUpdated: row.is_patient_updated,
    isInsuranceUpdated: row.is_insurance_updated,
    insurances: policies.map((policy) =>
      toPolicy(policy, policy.plan_code ? planByCode.get(policy.plan_code) : undefined),
    ),
    accountInformation: { accountNumber: account.cmid, officeId: row.office_id },
    patientTestInformation: {
      orders: orders.map((order) => ({
        orderId: order.id,
        orderStatus: order.status,
        orderStatusLabel: numericOrderStatusLabel(order.status) ?? String(order.status),
        accessionNumber: order.accession_number,
        createdDate: new Date(order.created_at).toISOString(),
      })),
    },
    addOnQualify: row.add_on_qualify,
    existingOrderId: row.existing_order_id,
    detailsEditable: detailsEditable(orders),
  };
  return { row, patient };
}

export const patientNotEditableMessage =
  'The patient’s details cannot be changed once an order of the patient has been submitted.';

type PatientInput = ReturnType<typeof normalisePatientInput>;

/**
 * Creates a patient of the account with its policies, in one transaction; `check` refuses a row
 * the domain does not accept (the table's own check, a first or a last name, answers the same).
 */
export async function insertPatient(
  db: LabKysely,
  accountId: number,
  input: PatientInput,
  policies: readonly PolicySave[],
  check: (row: { id: number; first_name: string | null; last_name: string | null }) => void,
): Promise<number> {
  return db.transaction().execute(async (trx: Transaction<LabDatabase>) => {
    const row = await trx
      .insertInto('patient')
      .values({ ...patientColumns(input), account_id: accountId })
      .returning(['id', 'first_name', 'last_name'])
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if (String((error as Error).message).includes('check')) {
          throw problems.badRequest([
            { code: 'required', message: ValidationMessages.required, path: 'lastName' },
          ]);
        }
        throw error;
      });
    check(row);
    await replacePolicies(trx, row.id, policies);
    return row.id;
  });
}

/**
 * Saves a patient's details and policies. The patient is locked while its orders are checked, so
 * that a submission cannot slip in: once an order is submitted the details stay (409).
 */
export async function updatePatientRecord(
  db: LabKysely,
  existing: PatientRow,
  input: PatientInput,
  policies: readonly PolicySave[],
): Promise<void> {
  await db.transaction().execute(async (trx: Transaction<LabDatabase>) => {
    await trx
      .selectFrom('patient')
      .select('id')
      .where('id', '=', existing.id)
      .forUpdate()
      .execute();
    const orders = await patientOrders(trx, existing.id);
    if (!detailsEditable(orders) && detailsChanged(existing, input)) {
      throw new HttpProblem(409, [
        { code: 'patient_not_editable', message: patientNotEditableMessage },
      ]);
    }
    await trx
      .updateTable('patient')
      .set({ ...patientColumns(input), updated_at: new Date() })
      .where('id', '=', existing.id)
      .execute();
    await replacePolicies(trx, existing.id, policies);
  });
}
