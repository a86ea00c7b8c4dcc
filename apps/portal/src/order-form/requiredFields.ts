// The account's required order-form fields (GET /references/requiredFields/list/{accountNumber}):
// the rule is @loci/domain's, shared with the server, which checks them again at submission.
// The patient's are read from the order's patient, whose record holds them; the order's own
// (`notes`, …) from the form.
import type { Patient } from '@loci/contract';
import {
  missingRequiredOrderFields,
  missingRequiredPatientFields,
  requiredFieldLabel,
  RequiredFieldMessages,
  requiredFieldProblems as domainRequiredFieldProblems,
} from '@loci/domain';
import type { OrderFormValues } from './orderForm.ts';

export { requiredFieldLabel };

/** The patient's required fields (paths) that the order's patient lacks. */
export function missingPatientFields(
  required: readonly string[],
  patient: Patient | undefined,
): string[] {
  return missingRequiredPatientFields(required, patient);
}

/** The order's own required fields (paths naming a value of the form) left empty. */
export function missingOrderFields(
  required: readonly string[],
  values: OrderFormValues,
): (keyof OrderFormValues)[] {
  return missingRequiredOrderFields(required, values);
}

export const requiredFieldMessages = RequiredFieldMessages;

/** The problems of the account's required fields, beside the patient and the order's values. */
export function requiredFieldProblems(
  required: readonly string[],
  values: OrderFormValues,
  patient: Patient | undefined,
): [path: keyof OrderFormValues, message: string][] {
  return domainRequiredFieldProblems(required, values, patient).map(({ path, message }) => [
    path,
    message,
  ]);
}
