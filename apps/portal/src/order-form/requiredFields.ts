// The account's required order-form fields (GET /references/requiredFields/list/{accountNumber}):
// dot-joined paths such as `patient.email` and `patient.mrn`. The patient's are read from the
// order's patient, whose record holds them; the order's own (`notes`, …) from the form.
import type { Patient } from '@loci/contract';
import type { OrderFormValues } from './orderForm.ts';

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

/** The words a person reads for a required field's path. */
export function requiredFieldLabel(path: string): string {
  const [owner, field = ''] = path.split('.');
  if (owner === 'patient') return patientFieldLabels[field] ?? field;
  return path;
}

/** Whether the patient's record holds a value for the field (e-mail and phone are contacts). */
function patientHas(patient: Patient, field: string): boolean {
  if (field === 'email')
    return patient.contactInformation.some((contact) => contact.contactType === 'E');
  if (field === 'phone')
    return patient.contactInformation.some((contact) =>
      ['C', 'H', 'W'].includes(contact.contactType),
    );
  const value = (patient as unknown as Record<string, unknown>)[field];
  return Array.isArray(value)
    ? value.length > 0
    : value !== null && value !== undefined && value !== '';
}

/** The patient's required fields (paths) that the order's patient lacks. */
export function missingPatientFields(
  required: readonly string[],
  patient: Patient | undefined,
): string[] {
  if (!patient) return [];
  return required.filter(
    (path) => path.startsWith('patient.') && !patientHas(patient, path.slice('patient.'.length)),
  );
}

/** The order's own required fields (paths naming a value of the form) left empty. */
export function missingOrderFields(
  required: readonly string[],
  values: OrderFormValues,
): (keyof OrderFormValues)[] {
  return required.filter((path): path is keyof OrderFormValues => {
    if (!(path in values)) return false;
    const value = values[path as keyof OrderFormValues];
    return value === '' || value === null || (Array.isArray(value) && value.length === 0);
  });
}

function joined(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const requiredFieldMessages = {
  /** The mark beside the patient: what the account needs on the patient's record. */
  patientFieldsRequired: (accountNumber: string, paths: readonly string[]) =>
    `Account ${accountNumber} requires the patient’s ${joined(paths.map(requiredFieldLabel))}.`,
  /** The problem at submission: what the chosen patient's record lacks. */
  patientFieldsMissing: (paths: readonly string[]) =>
    `This account requires the patient’s ${joined(paths.map(requiredFieldLabel))}: add ${paths.length === 1 ? 'it' : 'them'} to the patient’s record.`,
} as const;

/** The problems of the account's required fields, beside the patient and the order's values. */
export function requiredFieldProblems(
  required: readonly string[],
  values: OrderFormValues,
  patient: Patient | undefined,
): [path: keyof OrderFormValues, message: string][] {
  const missing = missingPatientFields(required, patient);
  return [
    ...(missing.length > 0
      ? [
          ['patientId', requiredFieldMessages.patientFieldsMissing(missing)] as [
            keyof OrderFormValues,
            string,
          ],
        ]
      : []),
    ...missingOrderFields(required, values).map(
      (field) => [field, 'This field is required'] as [keyof OrderFormValues, string],
    ),
  ];
}
