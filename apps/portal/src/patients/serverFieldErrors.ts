// Which field of the patient form a server error's path names (the contract's failure shape
// carries the path); errors of no field of the form are listed above it (forms/serverFieldErrors.ts).
import type { ApiFieldError } from '../api/apiErrors.ts';
import { sortServerFieldErrors, type SortedServerErrors } from '../forms/serverFieldErrors.ts';
import { emptyPatientForm } from './patientForm.ts';

// The form's single fields, as its empty form names them; its contact rows are found by row below.
const formFields = new Set<string>(
  Object.keys(emptyPatientForm).filter((field) => field !== 'contacts'),
);

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

/** The patient form's sorting of the server's errors (the portal's one mapper, the patient's paths). */
export function sortServerErrors(
  errors: readonly ApiFieldError[],
  contactRows: readonly number[],
): SortedServerErrors {
  return sortServerFieldErrors(errors, {
    pathMap: (path) => formPathOfServerError(path, contactRows),
  });
}
