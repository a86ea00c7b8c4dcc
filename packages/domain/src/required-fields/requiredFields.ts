/**
 * The account's required order-form fields (document 2: GET /references/requiredFields/list):
 * dot-joined paths such as `patient.email` and `patient.mrn`, or an order field's name
 * (`notes`). The portal checks them before it submits, and the server again at submission, with
 * this one rule: the patient's are read from the order's patient record, the order's own from
 * the order. Paths neither side knows are ignored.
 */

import { ValidationMessages } from '../validation/messages.js';
import type { PatientContactItem } from '../patients/patientFacts.js';

/** The patient record as both sides hold it (contact list plus named fields). */
export interface RequiredFieldPatient {
  readonly contactInformation?: readonly PatientContactItem[] | null;
  readonly [field: string]: unknown;
}

/** The order's own fields an account may require: the ones the order form and the order share. */
export const RequirableOrderFields = [
  'orderingProviderId',
  'diagnosisCodes',
  'paymentType',
  'insurancePolicyId',
  'notes',
] as const;

export type RequirableOrderField = (typeof RequirableOrderFields)[number];

const patientFieldLabels: Readonly<Record<string, string>> = {
  email: 'e-mail',
  phone: 'phone number',
  mrn: 'MRN',
  birthDate: 'date of birth',
  gender: 'sex assigned at birth',
  street1: 'street address',
  city: 'city',
  state: 'state',
  zip: 'ZIP code',
  country: 'country',
  race: 'race',
};

const patientPrefix = 'patient.';

/** The words a person reads for a required field's path. */
export function requiredFieldLabel(path: string): string {
  const [owner, field = ''] = path.split('.');
  if (owner === 'patient') return patientFieldLabels[field] ?? field;
  return path;
}

function isBlankValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** Whether the patient's record holds a value for the field (e-mail and phone are contacts). */
function patientHas(patient: RequiredFieldPatient, field: string): boolean {
  const contacts = patient.contactInformation ?? [];
  const hasContact = (types: readonly string[]) =>
    contacts.some(
      (contact) => types.includes(contact.contactType) && !isBlankValue(contact.contactValue),
    );
  if (field === 'email') return hasContact(['E']);
  if (field === 'phone') return hasContact(['C', 'H', 'W']);
  return !isBlankValue(patient[field]);
}

/** The patient's required fields (paths) that the patient's record lacks. */
export function missingRequiredPatientFields(
  required: readonly string[],
  patient: RequiredFieldPatient | undefined,
): string[] {
  if (!patient) return [];
  return required.filter(
    (path) =>
      path.startsWith(patientPrefix) && !patientHas(patient, path.slice(patientPrefix.length)),
  );
}

/** The order's own required fields left empty (an empty text, list or no value). */
export function missingRequiredOrderFields(
  required: readonly string[],
  order: Readonly<Partial<Record<RequirableOrderField, unknown>>>,
): RequirableOrderField[] {
  return RequirableOrderFields.filter(
    (field) => required.includes(field) && isBlankValue(order[field]),
  );
}

function joined(words: readonly string[]): string {
  return words.length <= 1
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const RequiredFieldMessages = {
  /** The mark beside the patient: what the account needs on the patient's record. */
  patientFieldsRequired: (accountNumber: string, paths: readonly string[]) =>
    `Account ${accountNumber} requires the patient’s ${joined(paths.map(requiredFieldLabel))}.`,
  /** The problem at submission: what the chosen patient's record lacks. */
  patientFieldsMissing: (paths: readonly string[]) =>
    `This account requires the patient’s ${joined(paths.map(requiredFieldLabel))}: add ${paths.length === 1 ? 'it' : 'them'} to the patient’s record.`,
} as const;

/** A required field left empty: where (the order's field, `patientId` for the patient's record) and why. */
export interface RequiredFieldProblem {
  readonly path: 'patientId' | RequirableOrderField;
  readonly message: string;
}

/** Every problem of the account's required fields, on the order and on its patient's record. */
export function requiredFieldProblems(
  required: readonly string[],
  order: Readonly<Partial<Record<RequirableOrderField, unknown>>>,
  patient: RequiredFieldPatient | undefined,
): RequiredFieldProblem[] {
  const missing = missingRequiredPatientFields(required, patient);
  return [
    ...(missing.length > 0
      ? [
          {
            path: 'patientId' as const,
            message: RequiredFieldMessages.patientFieldsMissing(missing),
          },
        ]
      : []),
    ...missingRequiredOrderFields(required, order).map((path) => ({
      path,
      message: ValidationMessages.required,
    })),
  ];
}
