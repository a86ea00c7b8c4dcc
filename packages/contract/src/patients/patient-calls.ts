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
  isUsPatient,
  readCalendarDate,
  toIsoDate,
  usZip,
  validDate,
  type ContactType,
} from '@loci/domain';
import { z } from 'zod';
import { personNameFields } from '../call/answer-fields.js';
import { pageSchema } from '../call/page.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { paymentTypeSchema } from '../catalogue/payment-type-schema.js';
import {
  accountNumberField,
  emailField,
  faxField,
  fieldMessages,
  largestRowId,
  optionalText,
  phoneField,
  rowIdField,
} from '../call/fields.js';

function codes<const T extends readonly { code: string }[]>(list: T) {
  return list.map((item) => item.code) as [T[number]['code'], ...T[number]['code'][]];
}

export const genderSchema = z.enum(codes(Genders));
export const contactTypeSchema = z.enum(codes(ContactTypes));
export const relationToPatientSchema = z.enum(codes(RelationsToPatient));
export const insuranceNetworkSchema = z.enum(codes(InsuranceNetworks));

/**
 * A date without time zone, typed MM/DD/YYYY or ISO; travels and answers as ISO `YYYY-MM-DD`.
 * Not a real day or outside 1900–2100: the spec's date messages.
 */
export const calendarDateField = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const message = validDate(value);
    if (message !== undefined) context.addIssue({ code: 'custom', message });
  })
  .transform((value) => toIsoDate(readCalendarDate(value)!));

/** An optional date: absent, null or empty (cleared) become null. */
export const optionalCalendarDate = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  calendarDateField.nullish(),
);

const optionalCode = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldMessages.maxLength)
    .regex(/^[A-Za-z0-9-]*$/, fieldMessages.format)
    .transform((value) => (value === '' ? null : value))
    .nullish();

/** One entry of the patient's contact list: C cell, H home, W work, F fax, E e-mail. */
export const contactItemSchema = z
  .object({
    contactType: contactTypeSchema,
    contactValue: z.string().trim().max(254, fieldMessages.maxLength),
    notifyPatient: z.boolean().nullish(),
  })
  .superRefine((item, context) => {
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
  });
export type ContactItem = z.infer<typeof contactItemSchema>;

/** The insurance of a policy, as the lab's plan list describes it. */
export const policyInsuranceSchema = z.object({
  name: z.string().nullable(),
  code: z.string().nullable(),
  otherInsuranceName: z.string().nullable(),
  insuranceCategory: z.string().nullable(),
  insurancePlanCompany: z.string().nullable(),
  biEnabled: z.boolean(),
  canPerformFederalInsuranceBi: z.boolean(),
  network: insuranceNetworkSchema.nullable(),
  isXifin: z.boolean(),
  dplEnabled: z.boolean(),
});
export type PolicyInsurance = z.infer<typeof policyInsuranceSchema>;

/** An employer: its name and a contact (person, phone or address line). */
export const employerSchema = z.object({
  name: optionalText(100),
  contact: optionalText(100),
});

/** An insurance policy as the portal sends it: the plan by code, the rest as typed. */
export const insurancePolicySaveSchema = z.object({
  id: z.number().int().positive().max(largestRowId).optional(),
  insurance: z
    .object({
      code: optionalCode(20),
      otherInsuranceName: optionalText(100),
    })
    .nullish(),
  subscriberFirstName: optionalText(50),
  subscriberMiddleName: optionalText(50),
  subscriberLastName: optionalText(50),
  birthDate: optionalCalendarDate,
  gender: genderSchema.nullish(),
  relationToPatient: relationToPatientSchema.nullish(),
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
  employer: employerSchema.nullish(),
  effectiveDate: optionalCalendarDate,
  expirationDate: optionalCalendarDate,
  paymentType: paymentTypeSchema.nullish(),
  hasNoInsuranceCard: z.boolean().nullish(),
});
export type InsurancePolicySave = z.input<typeof insurancePolicySaveSchema>;

/** An insurance policy as the server answers it (every field of document 1). */
export const insurancePolicySchema = z.object({
  id: z.number().int(),
  insurance: policyInsuranceSchema.nullable(),
  subscriberFirstName: z.string().nullable(),
  subscriberMiddleName: z.string().nullable(),
  subscriberLastName: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: genderSchema.nullable(),
  relationToPatient: relationToPatientSchema.nullable(),
  street1: z.string().nullable(),
  street2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  planId: z.string().nullable(),
  policyId: z.string().nullable(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  certificate: z.string().nullable(),
  employer: z.object({ name: z.string().nullable(), contact: z.string().nullable() }),
  effectiveDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  paymentType: paymentTypeSchema.nullable(),
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
  gender: genderSchema.nullish(),
  genderIdentification: optionalText(50),
  mrn: optionalCode(50),
  street1: optionalText(100),
  street2: optionalText(100),
  apartment: optionalText(20),
  city: optionalText(50),
  state: optionalText(50),
  zip: optionalText(10),
  county: optionalText(50),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, fieldMessages.format)
    .nullish(),
  contactInformation: z.array(contactItemSchema).max(20).default([]),
  race: optionalText(50),
  ethnicGroup: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(50)
        .regex(/^[\w -]+$/),
    )
    .max(10)
    .default([]),
  isPatientUpdated: z.boolean().nullish(),
  isInsuranceUpdated: z.boolean().nullish(),
  insurances: z.array(insurancePolicySaveSchema).max(5).default([]),
  accountInformation: accountInformationSchema,
};

/** A US patient's ZIP is a US ZIP code (5 digits or ZIP+4). */
function usZipRule(
  patient: { country?: string | null | undefined; zip?: string | null | undefined },
  context: z.RefinementCtx,
): void {
  if (!isUsPatient(patient)) return;
  const message = usZip(patient.zip);
  if (message !== undefined) context.addIssue({ code: 'custom', path: ['zip'], message });
}

export const patientCreateSchema = z.object(patientFields).superRefine(usZipRule);
export type PatientCreate = z.input<typeof patientCreateSchema>;

export const patientUpdateSchema = z
  .object({ id: z.number().int().positive().max(largestRowId), ...patientFields })
  .superRefine(usZipRule);
export type PatientUpdate = z.input<typeof patientUpdateSchema>;

/** An order of the patient, as far as the patient screens need it. */
export const patientOrderSchema = z.object({
  orderId: z.number().int(),
  orderStatus: z.number().int(),
  orderStatusLabel: z.string(),
  accessionNumber: z.string().nullable(),
  createdDate: z.string(),
});

/** The patient as the server answers it (document 1 section 3, plus `detailsEditable`). */
export const patientSchema = z.object({
  id: z.number().int(),
  externalPatientId: z.string().nullable(),
  ...personNameFields,
  birthDate: z.string().nullable(),
  gender: genderSchema.nullable(),
  genderIdentification: z.string().nullable(),
  mrn: z.string().nullable(),
  street1: z.string().nullable(),
  street2: z.string().nullable(),
  apartment: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  county: z.string().nullable(),
  country: z.string().nullable(),
  contactInformation: z.array(
    z.object({
      contactType: contactTypeSchema,
      contactValue: z.string(),
      notifyPatient: z.boolean().nullable(),
    }),
  ),
  race: z.string().nullable(),
  ethnicGroup: z.array(z.string()),
  isPatientUpdated: z.boolean(),
  isInsuranceUpdated: z.boolean(),
  insurances: z.array(insurancePolicySchema),
  accountInformation: z.object({ accountNumber: z.string(), officeId: z.string().nullable() }),
  /** The patient's orders (order id, numeric status and its label, accession number). */
  patientTestInformation: z.object({ orders: z.array(patientOrderSchema) }),
  addOnQualify: z.boolean(),
  existingOrderId: z.number().int().nullable(),
  /** Whether the details may still change: no order of the patient is past Draft. */
  detailsEditable: z.boolean(),
});
export type Patient = z.infer<typeof patientSchema>;

/** Ascending 0 / Descending 1 (document 3), also as their names. */
export const sortDirectionField = z
  .union([
    z.literal(SortOrder.Ascending),
    z.literal(SortOrder.Descending),
    z.enum(['Ascending', 'Descending', 'asc', 'desc']),
  ])
  .transform((value) =>
    value === SortOrder.Descending || value === 'Descending' || value === 'desc'
      ? SortOrder.Descending
      : SortOrder.Ascending,
  );

/** The patient search request (document 2): PageNumber defaults to 1, PageSize to 20. */
export const patientSearchRequestSchema = z.object({
  AccountNumbers: z.array(accountNumberField).max(50).nullish(),
  SearchTerm: z
    .string()
    .trim()
    .max(100, fieldMessages.maxLength)
    .nullish()
    .transform((value) => value ?? ''),
  FirstCharLastNameOnly: z.boolean().nullish(),
  OrderBy: z.enum(PatientSearchFields).nullish(),
  OrderByDirection: sortDirectionField.nullish(),
  PageNumber: z.number().int().min(1, fieldMessages.min).max(100_000).default(FirstPageNumber),
  PageSize: z
    .number()
    .int()
    .min(1, fieldMessages.min)
    .max(TopResultsCap, fieldMessages.maxLength)
    .default(PageSizes.patientSearch),
});
export type PatientSearchRequest = z.input<typeof patientSearchRequestSchema>;

export const patientSearchItemSchema = z.object({
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  patientId: z.number().int(),
  gender: genderSchema.nullable(),
  dateOfBirth: z.string().nullable(),
  email: z.string().nullable(),
  accountNumber: z.string(),
  phone: z.string().nullable(),
});
export type PatientSearchItem = z.infer<typeof patientSearchItemSchema>;

export const patientAccessionSearchItemSchema = patientSearchItemSchema.extend({
  accessionNumber: z.string().nullable(),
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
