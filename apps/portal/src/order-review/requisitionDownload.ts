// The order's requisition form (TRF): GET /order/requisition/{orderId} as a PDF blob, with the
// bearer token the API client sends, one retry after a refreshed token.
import { callPath, getOrderRequisition } from '@loci/contract';

export interface RequisitionSession {
  accessToken(): string | null;
  refresh(): Promise<void>;
}

/** A requisition download that failed; `message` is what goes into the spec's TRF message. */
export class RequisitionDownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequisitionDownloadError';
  }
}

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: { message?: unknown }[] };
    const messages = (body.errors ?? []).flatMap((error) =>
      typeof error.message === 'string' ? [error.message] : [],
    );
    if (messages.length > 0) return messages.join(' ');
  } catch {
    // Not a JSON answer: fall back to the status.
  }
  return `${response.status} ${response.statusText}`.trim();
}

export function requisitionUrl(orderId: number): string {
  return callPath(getOrderRequisition).replace('{orderId}', encodeURIComponent(String(orderId)));
}

export async function downloadRequisition(
  session: RequisitionSession,
  orderId: number,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Blob> {
  const send = () => {
    const headers = new Headers({ Accept: 'application/pdf' });
    const token = session.accessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchImpl(requisitionUrl(orderId), {
      headers,
      credentials: 'include',
      cache: 'no-store',
    });
  };
  let response: Response;
  try {
    response = await send();
    if (response.status === 401) {
      await session.refresh();
      response = await send();
    }
  } catch (error) {
    throw new RequisitionDownloadError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new RequisitionDownloadError(await failureMessage(response));
  const blob = await response.blob();
  if (blob.size === 0) throw new RequisitionDownloadError('The requisition form is empty.');
  return blob;
}

/** The file name of an order's requisition form. */
export function requisitionFileName(orderId: number): string {
  return `requisition-${orderId}.pdf`;
}
