// The order's requisition form (TRF): GET /order/requisition/{orderId} as a PDF blob, through the
// one API client (bearer token, the 401 rule); the screen shows a failure in the spec's words.
import { callPath, getOrderRequisition } from '@loci/contract';
import type { ApiClient } from '../api/apiClient.ts';
import { contractCall } from '../api/contractCall.ts';
import { ApiFailureError, failureMessages } from '../api/apiErrors.ts';

/** A requisition download that failed; `message` is what goes into the spec's TRF message. */
export class RequisitionDownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequisitionDownloadError';
  }
}

/** The server's messages, or the status when it sent none. */
function failureMessage(error: unknown): string {
  const messages = failureMessages(error);
  if (messages.length > 0) return messages.join(' ');
  if (error instanceof ApiFailureError) return `${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? error.message : String(error);
}

export function requisitionUrl(orderId: number): string {
  return callPath(getOrderRequisition).replace('{orderId}', encodeURIComponent(String(orderId)));
}

export async function downloadRequisition(api: ApiClient, orderId: number): Promise<Blob> {
  let blob: Blob;
  try {
    ({ blob } = await api.download({
      ...contractCall(getOrderRequisition, { params: { orderId } }),
      accept: 'application/pdf',
      kind: 'file-transfer',
      report: false,
    }));
  } catch (error) {
    throw new RequisitionDownloadError(failureMessage(error));
  }
  if (blob.size === 0) throw new RequisitionDownloadError('The requisition form is empty.');
  return blob;
}

/** The file name of an order's requisition form. */
export function requisitionFileName(orderId: number): string {
  return `requisition-${orderId}.pdf`;
}
