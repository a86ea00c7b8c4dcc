// Sending an insurance card to the lab as multipart/form-data (field `file`): the file's own
// bytes, no base64. Like the document upload, it sends the bearer token as the API client does and
// retries once after a silent refresh on a 401; the answer is checked against the contract.
import { callPath, lookupInsuranceByCard, type InsuranceCardLookup } from '@loci/contract';

export interface CardUploadSession {
  accessToken(): string | null;
  refresh(rejectedToken?: string | null): Promise<void>;
}

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
  session: CardUploadSession,
  form: FormData,
  fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<InsuranceCardLookup> {
  const send = (token: string | null) =>
    fetcher(callPath(lookupInsuranceByCard), {
      method: 'POST',
      // No Content-Type: the browser writes multipart/form-data with its boundary.
      headers: token
        ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
        : { Accept: 'application/json' },
      body: form,
      credentials: 'include',
      cache: 'no-store',
    });
  const token = session.accessToken();
  let response = await send(token);
  if (response.status === 401) {
    await session.refresh(token);
    response = await send(session.accessToken());
  }
  if (!response.ok) throw new CardUploadError(response.status);
  const body = (await response.json()) as { success?: unknown; data?: unknown };
  if (body.success !== true) throw new CardUploadError(response.status);
  return lookupInsuranceByCard.response.parse(body.data);
}
