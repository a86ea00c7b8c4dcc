// Moving a document's bytes through the one API client: the upload (with its progress) and the
// download (the bytes as a blob). The screen shows every failure itself, in the spec's words.
// The JSON calls (list, tag, delete) go through the hooks.
import { DocumentUploadCategoryValue } from '@loci/domain';
import { uploadDocument, downloadDocument } from '@loci/contract';
import type { ApiClient } from '../api/apiClient.ts';
import { contractCall } from '../api/contractCall.ts';
import { ApiFailureError, AuthenticationFailedError, failureMessages } from '../api/apiErrors.ts';
import { documentMessages, mimeTypeOf } from './uploadRules.ts';

/** An upload or download that failed, with the message to show. */
export class DocumentTransferError extends Error {
  override readonly name = 'DocumentTransferError';
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

/** The file's bytes as base64 (the upload's JSON body carries them so). */
export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

export interface UploadRequest {
  file: File;
  orderId: number;
  notes?: string;
  /** 0 to 1 while the bytes are sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The status of a failed answer, or null when none came (the network failed). */
function statusOf(error: unknown): number | null {
  if (error instanceof ApiFailureError || error instanceof AuthenticationFailedError)
    return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** POST /documentUpload/order: sends the file; resolves its DocumentId. */
export async function uploadOrderDocument(api: ApiClient, request: UploadRequest): Promise<number> {
  const bytes = new Uint8Array(await request.file.arrayBuffer());
  const notes = request.notes?.trim();
  // The DocumentId is checked here (a missing one is the spec's upload failure), not by the schema.
  const { schema: _checkedHere, ...call } = contractCall(uploadDocument, {
    query: {
      orderId: request.orderId,
      documentName: request.file.name,
      documentCategory: DocumentUploadCategoryValue,
      mimeType: mimeTypeOf(request.file),
      ...(notes ? { notes } : {}),
    },
    kind: 'file-transfer',
    report: false,
    ...(request.signal ? { signal: request.signal } : {}),
  });
  let answer: { status: number; data: unknown };
  try {
    answer = await api.upload({
      ...call,
      body: JSON.stringify({ documentContentByte: base64OfBytes(bytes) }),
      contentType: 'application/json',
      ...(request.onProgress ? { onProgress: request.onProgress } : {}),
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    const status = statusOf(error);
    if (status === null)
      throw new DocumentTransferError(documentMessages.unableToUpload(request.file.name));
    throw new DocumentTransferError(documentMessages.uploadFailed, status, failureMessages(error));
  }
  const documentId = (answer.data as { DocumentId?: unknown } | undefined)?.DocumentId;
  if (typeof documentId !== 'number') {
    throw new DocumentTransferError(documentMessages.uploadFailed, answer.status, []);
  }
  return documentId;
}

/** GET /documentUpload/document/{documentId}: the document's bytes. */
export async function downloadOrderDocument(api: ApiClient, documentId: number): Promise<Blob> {
  let answer: { status: number; blob: Blob };
  try {
    answer = await api.download({
      ...contractCall(downloadDocument, { params: { documentId } }),
      kind: 'file-transfer',
      report: false,
    });
  } catch (error) {
    const status = statusOf(error);
    if (status === null) throw error;
    throw new DocumentTransferError(`The document could not be downloaded (${status}).`, status);
  }
  if (answer.status === 204) throw new DocumentTransferError(documentMessages.status204, 204);
  if (answer.blob.size === 0)
    throw new DocumentTransferError(documentMessages.noData, answer.status);
  return answer.blob;
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
