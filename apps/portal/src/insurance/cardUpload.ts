// Sending an insurance card to the lab as multipart/form-data (field `file`): the file's own
// bytes, no base64, through the one API client (bearer token, 401 rule, global progress); the
// answer is checked against the contract.
import { lookupInsuranceByCard, type InsuranceCardLookup } from '@loci/contract';
import type { ApiClient } from '../api/apiClient.ts';
import { contractCall } from '../api/contractCall.ts';
import {
  ApiFailureError,
  ApiValidationError,
  AuthenticationFailedError,
} from '../api/apiErrors.ts';

/** The multipart field the server reads the card from. */
export const cardFileField = 'file';

/** The card as the form the server takes. */
export function cardForm(file: File): FormData {
  const form = new FormData();
  form.append(cardFileField, file, file.name);
  return form;
}

/** An answer other than a successful look-up (the caller shows the spec's fallback message). */
export class CardUploadError extends Error {
  override readonly name = 'CardUploadError';
  constructor(readonly status: number) {
    super(`The card look-up answered ${status}`);
  }
}

/** POST /insurances/lookupByCard with the form; resolves the look-up (read fields or fallback). */
export async function postInsuranceCard(
  api: ApiClient,
  form: FormData,
): Promise<InsuranceCardLookup> {
  try {
    // The screen shows the spec's fallback for every failure: the reporter is not told.
    return await api.call({ ...contractCall(lookupInsuranceByCard), body: form, report: false });
  } catch (error) {
    if (
      error instanceof ApiValidationError ||
      error instanceof ApiFailureError ||
      error instanceof AuthenticationFailedError
    )
      throw new CardUploadError(error.status);
    throw error;
  }
}
