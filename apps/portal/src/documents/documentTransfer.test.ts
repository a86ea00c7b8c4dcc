import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DocumentTransferError,
  base64OfBytes,
  downloadOrderDocument,
  uploadOrderDocument,
} from './documentTransfer.ts';
import { documentMessages } from './uploadRules.ts';
import { apiClientFor, type TokenSession } from '../testing/apiClientFor.ts';

/** The transfers through the portal's API client over the given session (and `fetch`). */
const upload = (user: TokenSession, request: Parameters<typeof uploadOrderDocument>[1]) =>
  uploadOrderDocument(apiClientFor(user), request);
const download = (user: TokenSession, documentId: number, fetchImpl: typeof fetch) =>
  downloadOrderDocument(apiClientFor(user, fetchImpl), documentId);

function session(tokens: string[]) {
  let current = tokens.shift() ?? null;
  return {
    accessToken: () => current,
    refresh: vi.fn(async () => {
      current = tokens.shift() ?? null;
    }),
  };
}

describe('document download', () => {
  it('sends the bearer token and answers the bytes', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 1, 2, 3]);
    const fetchImpl = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(bytes, { status: 200 }),
    );
    const blob = await download(session(['t1']), 12, fetchImpl as typeof fetch);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/portal/v1.0.1/documentUpload/document/12');
    expect(new Headers(fetchImpl.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer t1',
    );
  });

  it('refreshes once after a 401 and retries with the new token', async () => {
    const answers = [
      new Response(null, { status: 401 }),
      new Response(new Uint8Array([1]), { status: 200 }),
    ];
    const fetchImpl = vi.fn(async () => answers.shift()!);
    const user = session(['old', 'new']);
    await download(user, 3, fetchImpl as unknown as typeof fetch);
    expect(user.refresh).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('treats a 204 and an empty body as errors with the spec’s texts', async () => {
    await expect(
      download(
        session(['t']),
        3,
        (async () => new Response(null, { status: 204 })) as typeof fetch,
      ),
    ).rejects.toThrow(documentMessages.status204);
    await expect(
      download(session(['t']), 3, (async () => new Response('', { status: 200 })) as typeof fetch),
    ).rejects.toThrow(documentMessages.noData);
    await expect(
      download(session(['t']), 3, (async () => new Response('x', { status: 404 })) as typeof fetch),
    ).rejects.toBeInstanceOf(DocumentTransferError);
  });
});

describe('base64 of a file’s bytes', () => {
  it('matches the platform’s encoding, also past one chunk', () => {
    const bytes = new Uint8Array(70_000).map((_, index) => index % 256);
    expect(base64OfBytes(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});

/** What the fake XMLHttpRequest does once sent: progress events, then an answer or a network error. */
type XhrScript =
  | { progress?: [number, number][]; status: number; body: unknown }
  | { progress?: [number, number][]; networkError: true };

interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Replaces XMLHttpRequest with one that plays the scripts in turn and records what was sent. */
function fakeXhr(scripts: XhrScript[]) {
  const sent: SentRequest[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: SentRequest = { method: '', url: '', headers: {}, body: '' };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: '' };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: string) {
      this.request.body = body;
      sent.push(this.request);
      const script = scripts.shift();
      if (!script) throw new Error('no answer scripted for this upload');
      queueMicrotask(() => {
        for (const [loaded, total] of script.progress ?? []) {
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
        }
        if ('networkError' in script) {
          this.onerror?.();
          return;
        }
        this.status = script.status;
        this.responseText = script.body === undefined ? '' : JSON.stringify(script.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const pdf = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'referral letter.pdf', {
    type: 'application/pdf',
  });

describe('document upload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the file with the order, name, category 1 and notes, reports progress and answers the DocumentId', async () => {
    const sent = fakeXhr([
      {
        progress: [
          [2, 8],
          [8, 8],
        ],
        status: 200,
        body: { success: true, data: { DocumentId: 41, md5: 'x', size: 6 } },
      },
    ]);
    const progress: number[] = [];
    const documentId = await upload(session(['t1']), {
      file: pdf(),
      orderId: 900,
      notes: '  from the referring clinic ',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(documentId).toBe(41);
    expect(progress).toEqual([0.25, 1]);
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]!.url, 'http://portal.test');
    expect(sent[0]!.method).toBe('POST');
    expect(url.pathname).toBe('/api/portal/v1.0.1/documentUpload/order');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderId: '900',
      documentName: 'referral letter.pdf',
      documentCategory: '1',
      mimeType: 'application/pdf',
      notes: 'from the referring clinic',
    });
    expect(sent[0]!.headers.Authorization).toBe('Bearer t1');
    expect(JSON.parse(sent[0]!.body)).toEqual({ documentContentByte: 'JVBERi0x' });
  });

  it('refreshes once after a 401 and sends again with the new token', async () => {
    const sent = fakeXhr([
      { status: 401, body: { success: false } },
      { status: 200, body: { success: true, data: { DocumentId: 7 } } },
    ]);
    const user = session(['old', 'new']);
    await expect(upload(user, { file: pdf(), orderId: 900 })).resolves.toBe(7);
    expect(user.refresh).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.headers.Authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('says the file could not be sent, naming it, when the network fails', async () => {
    fakeXhr([{ progress: [[1, 8]], networkError: true }]);
    const failure = upload(session(['t']), { file: pdf(), orderId: 900 });
    await expect(failure).rejects.toBeInstanceOf(DocumentTransferError);
    await expect(failure).rejects.toThrow(
      'referral letter.pdf unable to upload, please verify your internet connection and retry.',
    );
  });

  it('fails with “Document upload has failed” when no DocumentId comes back', async () => {
    fakeXhr([{ status: 200, body: { success: true, data: { md5: 'x' } } }]);
    const failure = upload(session(['t']), { file: pdf(), orderId: 900 });
    await expect(failure).rejects.toThrow(
      expect.objectContaining({ message: 'Document upload has failed', status: 200, details: [] }),
    );
  });

  it('fails with “Document upload has failed” and the server’s reasons on a refusal', async () => {
    fakeXhr([
      {
        status: 415,
        body: {
          success: false,
          errors: [
            {
              code: 'unsupported_media_type',
              message: 'The file’s content does not match its type',
            },
          ],
        },
      },
    ]);
    await expect(upload(session(['t']), { file: pdf(), orderId: 900 })).rejects.toThrow(
      expect.objectContaining({
        message: 'Document upload has failed',
        status: 415,
        details: ['The file’s content does not match its type'],
      }),
    );
  });

  it('fails with “Document upload has failed” when the answer is not JSON', async () => {
    fakeXhr([{ status: 502, body: undefined }]);
    await expect(upload(session(['t']), { file: pdf(), orderId: 900 })).rejects.toThrow(
      documentMessages.uploadFailed,
    );
  });
});
