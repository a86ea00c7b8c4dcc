// Errors the server finds on a patient (the contract's failure shape carries the field path)
// land beside the form's field; errors of no field of the form are listed above it.
import type { ApiFieldError } from '../api/apiErrors.ts';
import type { PatientFormValues } from './patientForm.ts';

const formFields = new Set<string>([
  'firstName',
  'middleName',
  'lastName',
  'birthDate',
  'gender',
  'genderIdentification',
  'mrn',
  'externalPatientId',
  'street1',
  'street2',
  'apartment',
  'city',
  'state',
  'zip',
  'county',
  'country',
  'race',
  'ethnicGroup',
] satisfies (keyof PatientFormValues)[]);

/** The form's field path for a server error's path, or null when no field of the form has it. */
export function formPathOfServerError(
  path: string | undefined,
  contactRows: readonly number[],
): string | null {
  if (!path) return null;
  const parts = path.split('.');
  if (parts[0] === 'contactInformation') {
    const sent = Number(parts[1]);
    const row = contactRows[sent];
    return row === undefined ? null : `contacts.${row}.contactValue`;
  }
  if (parts[0] === 'ethnicGroup') return 'ethnicGroup';
  return formFields.has(parts[0] ?? '') && parts.length === 1 ? (parts[0] as string) : null;
}

export interface SortedServerErrors {
  /** Field path → message. */
  fields: Record<string, string>;
  /** Messages of errors that name no field of the form. */
  other: string[];
}

export function sortServerErrors(
  errors: readonly ApiFieldError[],
  contactRows: readonly number[],
): SortedServerErrors {
  const sorted: SortedServerErrors = { fields: {}, other: [] };
  for (const error of errors) {
    const field = formPathOfServerError(error.path, contactRows);
    if (field && sorted.fields[field] === undefined) sorted.fields[field] = error.message;
    else if (!field) sorted.other.push(error.message);
  }
  return sorted;
}
