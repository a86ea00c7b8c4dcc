// Patients (document 1 section 3, document 2 section 7.1): the patient with its contacts,
// ethnic groups, insurance policies and account, and the paged patient search.
import {
  ContactTypes,
  Genders,
  PatientSearchFields,
  RelationsToPatient,
  SortOrder,
  InsuranceNetworks,
  PageSizes,
  FirstPageNumber,
  TopResultsCap,
  insurancePolicyProblems,
  isUsPatient,
  usZip,
  type ContactType,
  type InsurancePolicyFacts,
} from '@loci/domain';
import { z } from '../zod.js';
import { personNameFields } from '../call/answer-fields.js';
import { pageSchema } from '../call/page.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { paymentTypeSchema } from '../catalogue/payment-type-schema.js';
import {
  accountNumberField,
  calendarDateField,
  optionalCalendarDate,
  emailField,
  faxField,
  fieldMessages,
  largestRowId,
  optionalText,
  phoneField,
  postalCodeCheck,
  rowIdField,
} from '../call/fields.js';

function codes<const T extends readonly { code: string }[]>(list: T) {
  return list.map((item) => item.code) as [T[number]['code'], ...T[number]['code'][]];
}

export const genderSchema = z.enum(codes(Genders));
export const contactTypeSchema = z.enum(codes(ContactTypes));
export const relationToPatientSchema = z.enum(codes(RelationsToPatient));
export const insuranceNetworkSchema = z.enum(codes(InsuranceNetworks));

export { calendarDateField, optionalCalendarDate };

const optionalCode = (max: number) =>
  z.nullish(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(max, fieldMessages.maxLength),
          z.regex(/^[A-Za-z0-9-]*$/, fieldMessages.format),
        ),
      z.transform((value) => (value === '' ? null : value)),
    ),
  );

/** One entry of the patient's contact list: C cell, H home, W work, F fax, E e-mail. */
export const contactItemSchema = z
  .object({
    contactType: contactTypeSchema,
    contactValue: z.string().check(z.trim(), z.maxLength(254, fieldMessages.maxLength)),
    notifyPatient: z.nullish(z.boolean()),
  })
  .check(
    z.superRefine((item, context) => {
      const type: ContactType = item.contactType;
      const field = type === 'E' ? emailField : type === 'F' ? faxField : phoneField;
      const result = field.safeParse(item.contactValue);
      if (!result.success) {
        context.addIssue({
          code: 'custom',
          path: ['contactValue'],
          message: result.error.issues[0]?.message ?? fieldMessages.format,
        });
      }
    }),
  );
export type ContactItem = z.infer<typeof contactItemSchema>;

/** The insurance of a policy, as the lab's plan list describes it. */
export const policyInsuranceSchema = z.object({
  name: z.nullable(z.string()),
  code: z.nullable(z.string()),
  otherInsuranceName: z.nullable(z.string()),
  insuranceCategory: z.nullable(z.string()),
  insurancePlanCompany: z.nullable(z.string()),
  biEnabled: z.boolean(),
  canPerformFederalInsuranceBi: z.boolean(),
  network: z.nullable(insuranceNetworkSchema),
  isXifin: z.boolean(),
  dplEnabled: z.boolean(),
});
export type PolicyInsurance = z.infer<typeof policyInsuranceSchema>;

/** An employer: its name and a contact (person, phone or address line). */
export const employerSchema = z.object({
  name: optionalText(100),
  contact: optionalText(100),
});

/**
 * The policy's conditional rules (@loci/domain `insurancePolicyProblems`, as the portal's policy
 * form): for the insurance payment types a plan, the policy id, the relation and, unless the
 * patient is the subscriber, the subscriber's names; an expiration not before the effective date.
 * The plan's issue is on `insurance.code`.
 */
function policyRules(
  policy: {
    insurance?: { code?: string | null; otherInsuranceName?: string | null } | null;
  } & Omit<InsurancePolicyFacts, 'planCode' | 'otherInsuranceName'>,
  context: z.core.$RefinementCtx,
): void {
  const problems = insurancePolicyProblems({
    ...policy,
    planCode: policy.insurance?.code ?? null,
    otherInsuranceName: policy.insurance?.otherInsuranceName ?? null,
  });
  for (const [field, message] of Object.entries(problems)) {
    const path = field === 'plan' ? ['insurance', 'code'] : [field];
    context.addIssue({ code: 'custom', path, message });
  }
}

/** An insurance policy as the portal sends it: the plan by code, the rest as typed. */
export const insurancePolicySaveSchema = z
  .object({
    id: z.optional(z.number().check(z.int(), z.positive(), z.lte(largestRowId))),
    insurance: z.nullish(
      z.object({
        code: optionalCode(20),
        otherInsuranceName: optionalText(100),
      }),
    ),
    subscriberFirstName: optionalText(50),
    subscriberMiddleName: optionalText(50),
    subscriberLastName: optionalText(50),
    birthDate: optionalCalendarDate,
    gender: z.nullish(genderSchema),
    relationToPatient: z.nullish(relationToPatientSchema),
    street1: optionalText(100),
    street2: optionalText(100),
    city: optionalText(50),
    state: optionalText(50),
    zip: optionalText(10),
    country: optionalCode(3),
    planId: optionalText(50),
    policyId: optionalText(50),
    groupId: optionalText(50),
    groupName: optionalText(100),
    certificate: optionalText(50),
    employer: z.nullish(employerSchema),
    effectiveDate: optionalCalendarDate,
    expirationDate: optionalCalendarDate,
    paymentType: z.nullish(paymentTypeSchema),
    hasNoInsuranceCard: z.nullish(z.boolean()),
  })
  .check(postalCodeCheck('zip', 'country'), z.superRefine(policyRules));
export type InsurancePolicySave = z.input<typeof insurancePolicySaveSchema>;

/** An insurance policy as the server answers it (every field of document 1). */
export const insurancePolicySchema = z.object({
  id: z.number().check(z.int()),
  insurance: z.nullable(policyInsuranceSchema),
  subscriberFirstName: z.nullable(z.string()),
  subscriberMiddleName: z.nullable(z.string()),
  subscriberLastName: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
  gender: z.nullable(genderSchema),
  relationToPatient: z.nullable(relationToPatientSchema),
  street1: z.nullable(z.string()),
  street2: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  country: z.nullable(z.string()),
  planId: z.nullable(z.string()),
  policyId: z.nullable(z.string()),
  groupId: z.nullable(z.string()),
  groupName: z.nullable(z.string()),
  certificate: z.nullable(z.string()),
  employer: z.object({ name: z.nullable(z.string()), contact: z.nullable(z.string()) }),
  effectiveDate: z.nullable(z.string()),
  expirationDate: z.nullable(z.string()),
  paymentType: z.nullable(paymentTypeSchema),
  hasNoInsuranceCard: z.boolean(),
});
export type InsurancePolicy = z.infer<typeof insurancePolicySchema>;

export const accountInformationSchema = z.object({
  accountNumber: accountNumberField,
  officeId: optionalCode(20),
});

/** The patient's fields a create or an update sends (derived and lab-set fields are ignored). */
const patientFields = {
  externalPatientId: optionalCode(50),
  firstName: optionalText(50),
  middleName: optionalText(50),
  lastName: optionalText(50),
  birthDate: optionalCalendarDate,
  gender: z.nullish(genderSchema),
  genderIdentification: optionalText(50),
  mrn: optionalCode(50),
  street1: optionalText(100),
  street2: optionalText(100),
  apartment: optionalText(20),
  city: optionalText(50),
  state: optionalText(50),
  zip: optionalText(10),
  county: optionalText(50),
  country: z.nullish(
    z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, fieldMessages.format)),
  ),
  contactInformation: z._default(z.array(contactItemSchema).check(z.maxLength(20)), []),
  race: optionalText(50),
  ethnicGroup: z._default(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(50), z.regex(/^[\w -]+$/)))
      .check(z.maxLength(10)),
    [],
  ),
  isPatientUpdated: z.nullish(z.boolean()),
  isInsuranceUpdated: z.nullish(z.boolean()),
  insurances: z._default(z.array(insurancePolicySaveSchema).check(z.maxLength(5)), []),
  accountInformation: accountInformationSchema,
};

/** A US patient's ZIP is a US ZIP code (5 digits or ZIP+4). */
function usZipRule(
  patient: { country?: string | null | undefined; zip?: string | null | undefined },
  context: z.core.$RefinementCtx,
): void {
  if (!isUsPatient(patient)) return;
  const message = usZip(patient.zip);
  if (message !== undefined) context.addIssue({ code: 'custom', path: ['zip'], message });
}

export const patientCreateSchema = z.object(patientFields).check(z.superRefine(usZipRule));
export type PatientCreate = z.input<typeof patientCreateSchema>;

export const patientUpdateSchema = z
  .object({ id: z.number().check(z.int(), z.positive(), z.lte(largestRowId)), ...patientFields })
  .check(z.superRefine(usZipRule));
export type PatientUpdate = z.input<typeof patientUpdateSchema>;

/** An order of the patient, as far as the patient screens need it. */
export const patientOrderSchema = z.object({
  orderId: z.number().check(z.int()),
  orderStatus: z.number().check(z.int()),
  orderStatusLabel: z.string(),
  accessionNumber: z.nullable(z.string()),
  createdDate: z.string(),
});

/** The patient as the server answers it (document 1 section 3, plus `detailsEditable`). */
export const patientSchema = z.object({
  id: z.number().check(z.int()),
  externalPatientId: z.nullable(z.string()),
  ...personNameFields,
  birthDate: z.nullable(z.string()),
  gender: z.nullable(genderSchema),
  genderIdentification: z.nullable(z.string()),
  mrn: z.nullable(z.string()),
  street1: z.nullable(z.string()),
  street2: z.nullable(z.string()),
  apartment: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  county: z.nullable(z.string()),
  country: z.nullable(z.string()),
  contactInformation: z.array(
    z.object({
      contactType: contactTypeSchema,
      contactValue: z.string(),
      notifyPatient: z.nullable(z.boolean()),
    }),
  ),
  race: z.nullable(z.string()),
  ethnicGroup: z.array(z.string()),
  isPatientUpdated: z.boolean(),
  isInsuranceUpdated: z.boolean(),
  insurances: z.array(insurancePolicySchema),
  accountInformation: z.object({ accountNumber: z.string(), officeId: z.nullable(z.string()) }),
  /** The patient's orders (order id, numeric status and its label, accession number). */
  patientTestInformation: z.object({ orders: z.array(patientOrderSchema) }),
  addOnQualify: z.boolean(),
  existingOrderId: z.nullable(z.number().check(z.int())),
  /** Whether the details may still change: no order of the patient is past Draft. */
  detailsEditable: z.boolean(),
});
export type Patient = z.infer<typeof patientSchema>;

/** Ascending 0 / Descending 1 (document 3), also as their names. */
export const sortDirectionField = z.pipe(
  z.union([
    z.literal(SortOrder.Ascending),
    z.literal(SortOrder.Descending),
    z.enum(['Ascending', 'Descending', 'asc', 'desc']),
  ]),
  z.transform((value) =>
    value === SortOrder.Descending || value === 'Descending' || value === 'desc'
      ? SortOrder.Descending
      : SortOrder.Ascending,
  ),
);

/** The patient search request (document 2): PageNumber defaults to 1, PageSize to 20. */
export const patientSearchRequestSchema = z.object({
  AccountNumbers: z.nullish(z.array(accountNumberField).check(z.maxLength(50))),
  SearchTerm: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(100, fieldMessages.maxLength))),
    z.transform((value) => value ?? ''),
  ),
  FirstCharLastNameOnly: z.nullish(z.boolean()),
  OrderBy: z.nullish(z.enum(PatientSearchFields)),
  OrderByDirection: z.nullish(sortDirectionField),
  PageNumber: z._default(
    z.number().check(z.int(), z.gte(1, fieldMessages.min), z.lte(100_000)),
    FirstPageNumber,
  ),
  PageSize: z._default(
    z
      .number()
      .check(z.int(), z.gte(1, fieldMessages.min), z.lte(TopResultsCap, fieldMessages.maxLength)),
    PageSizes.patientSearch,
  ),
});
export type PatientSearchRequest = z.input<typeof patientSearchRequestSchema>;

export const patientSearchItemSchema = z.object({
  lastName: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  patientId: z.number().check(z.int()),
  gender: z.nullable(genderSchema),
  dateOfBirth: z.nullable(z.string()),
  email: z.nullable(z.string()),
  accountNumber: z.string(),
  phone: z.nullable(z.string()),
});
export type PatientSearchItem = z.infer<typeof patientSearchItemSchema>;

export const patientAccessionSearchItemSchema = z.extend(patientSearchItemSchema, {
  accessionNumber: z.nullable(z.string()),
});
export type PatientAccessionSearchItem = z.infer<typeof patientAccessionSearchItemSchema>;

export const patientSearchPageSchema = pageSchema(patientSearchItemSchema);
export const patientAccessionSearchPageSchema = pageSchema(patientAccessionSearchItemSchema);

export const patientCalls = defineCalls(
  { feature: 'patients', ...portalApi, wrapped: true },
  {
    createPatient: {
      summary: 'Creates a patient of one of the caller’s approved accounts',
      method: 'POST',
      path: '/patient',
      request: { body: patientCreateSchema },
      response: patientSchema,
      successStatus: 201,
    },
    updatePatient: {
      summary: 'Changes a patient (details only while no order of the patient is past Draft)',
      method: 'PUT',
      path: '/patient',
      request: { body: patientUpdateSchema },
      response: patientSchema,
    },
    getPatient: {
      summary: 'One patient of the caller’s approved accounts',
      method: 'GET',
      path: '/patient/{patientId}',
      request: {
        params: z.object({
          patientId: rowIdField,
        }),
      },
      response: patientSchema,
    },
    searchPatients: {
      summary:
        'Patients by name (any order, partial), date of birth, patient id or e-mail; paged and sorted',
      method: 'POST',
      path: '/patient/search',
      request: { body: patientSearchRequestSchema },
      response: patientSearchPageSchema,
    },
    searchPatientsByAccession: {
      summary: 'Patients with their orders’ accession numbers; the term also matches an accession',
      method: 'POST',
      path: '/patient/search/accession',
      request: { body: patientSearchRequestSchema },
      response: patientAccessionSearchPageSchema,
    },
  },
);

export const {
  createPatient,
  updatePatient,
  getPatient,
  searchPatients,
  searchPatientsByAccession,
} = patientCalls;
