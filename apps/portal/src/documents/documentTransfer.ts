// Moving a document's bytes: the upload (XMLHttpRequest, for its upload progress) and the download
// (the bytes as a blob). Both send the bearer token as the API client does, and retry once after a
// silent refresh on a 401. The JSON calls (list, tag, delete) go through the API client.
import { DocumentUploadCategoryValue } from '@loci/domain';
import { callPath, uploadDocument, downloadDocument } from '@loci/contract';
import { documentMessages, mimeTypeOf } from './uploadRules.ts';

export interface TransferSession {
  accessToken(): string | null;
  refresh(): Promise<void>;
}

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

interface XhrAnswer {
  status: number;
  body: unknown;
}

function sendOnce(
  url: string,
  body: string,
  token: string | null,
  onProgress: ((fraction: number) => void) | undefined,
  signal: AbortSignal | undefined,
  fileName: string,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', 'application/json');
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let parsed: unknown = undefined;
      try {
        parsed = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        parsed = request.responseText;
      }
      resolve({ status: request.status, body: parsed });
    };
    request.onerror = () =>
      reject(new DocumentTransferError(documentMessages.unableToUpload(fileName)));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    request.send(body);
  });
}

function errorMessagesOf(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error) =>
    typeof (error as { message?: unknown }).message === 'string'
      ? [(error as { message: string }).message]
      : [],
  );
}

/** POST /documentUpload/order: sends the file; resolves its DocumentId. */
export async function uploadOrderDocument(
  session: TransferSession,
  request: UploadRequest,
): Promise<number> {
  const bytes = new Uint8Array(await request.file.arrayBuffer());
  const query = new URLSearchParams({
    orderId: String(request.orderId),
    documentName: request.file.name,
    documentCategory: String(DocumentUploadCategoryValue),
    mimeType: mimeTypeOf(request.file),
  });
  if (request.notes?.trim()) query.set('notes', request.notes.trim());
  const url = `${callPath(uploadDocument)}?${query.toString()}`;
  const body = JSON.stringify({ documentContentByte: base64OfBytes(bytes) });
  const send = () =>
    sendOnce(
      url,
      body,
      session.accessToken(),
      request.onProgress,
      request.signal,
      request.file.name,
    );
  let answer = await send();
  if (answer.status === 401) {
    await session.refresh();
    answer = await send();
  }
  const data = (answer.body as { success?: boolean; data?: { DocumentId?: unknown } } | undefined)
    ?.data;
  const documentId = data?.DocumentId;
  if (answer.status >= 400 || typeof documentId !== 'number') {
    throw new DocumentTransferError(
      documentMessages.uploadFailed,
      answer.status,
      errorMessagesOf(answer.body),
    );
  }
  return documentId;
}

/** GET /documentUpload/document/{documentId}: the document's bytes. */
export async function downloadOrderDocument(
  session: TransferSession,
  documentId: number,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Blob> {
  const url = callPath(downloadDocument).replace(
    '{documentId}',
    encodeURIComponent(String(documentId)),
  );
  const send = () => {
    const headers = new Headers();
    const token = session.accessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchImpl(url, { headers, credentials: 'include', cache: 'no-store' });
  };
  let response = await send();
  if (response.status === 401) {
    await session.refresh();
    response = await send();
  }
  if (response.status === 204) throw new DocumentTransferError(documentMessages.status204, 204);
  if (!response.ok)
    throw new DocumentTransferError(
      `The document could not be downloaded (${response.status}).`,
      response.status,
    );
  const blob = await response.blob();
  if (blob.size === 0) throw new DocumentTransferError(documentMessages.noData, response.status);
  return blob;
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
