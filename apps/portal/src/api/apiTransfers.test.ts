// The client's uploads and downloads keep the one 401 rule, the progress skip list and the
// reporter of JSON calls, and read the file name the server gives.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgressTracker } from '@loci/ui';
import { createApiClient, fileNameOfContentDisposition } from './apiClient.ts';
import { ApiFailureError, AuthenticationFailedError } from './apiErrors.ts';

function client(fetch: typeof globalThis.fetch = vi.fn()) {
  let token = 'first';
  const session = {
    accessToken: () => token,
    refresh: vi.fn(async () => {
      token = 'second';
    }),
    refreshFailed: vi.fn(),
  };
  const progress = createProgressTracker();
  const reporter = { report: vi.fn(), markHandled: vi.fn() };
  const api = createApiClient({
    baseUrl: '/api/portal/v1.0.1',
    session,
    progress,
    reporter,
    fetch,
  });
  return { api, session, progress, reporter };
}

describe('file names of Content-Disposition', () => {
  it('prefers the encoded name, then the quoted or bare one', () => {
    expect(
      fileNameOfContentDisposition(
        `attachment; filename="referral.pdf"; filename*=UTF-8''r%C3%A9f%C3%A9rence%20letter.pdf`,
      ),
    ).toBe('référence letter.pdf');
    expect(fileNameOfContentDisposition('attachment; filename="a \\"quoted\\" name.pdf"')).toBe(
      'a "quoted" name.pdf',
    );
    expect(fileNameOfContentDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameOfContentDisposition('inline')).toBeNull();
    expect(fileNameOfContentDisposition(null)).toBeNull();
  });
});

describe('downloads', () => {
  it('answer the bytes and the server’s file name, retrying once after a refresh', async () => {
    const authorizations: (string | null)[] = [];
    const progressSeen: number[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      authorizations.push(new Headers(init?.headers).get('Authorization'));
      progressSeen.push(tracker.progress.getCount());
      return authorizations.length === 1
        ? new Response(null, { status: 401 })
        : new Response(new Uint8Array([1, 2, 3]), {
            headers: { 'Content-Disposition': 'attachment; filename="requisition-4.pdf"' },
          });
    });
    const tracker = client(fetch);
    const { api, session } = tracker;
    const answer = await api.download({
      method: 'GET',
      path: '/order/requisition/{orderId}',
      params: { orderId: 4 },
      accept: 'application/pdf',
      // A file transfer shows its own progress: the global indicator stays down.
      kind: 'file-transfer',
    });
    expect(answer.fileName).toBe('requisition-4.pdf');
    expect(answer.blob.size).toBe(3);
    expect(authorizations).toEqual(['Bearer first', 'Bearer second']);
    expect(session.refresh).toHaveBeenCalledWith('first');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Accept')).toBe('application/pdf');
    expect(progressSeen).toEqual([0, 0]);
  });

  it('fail with the status and body, told to the reporter unless the caller shows it', async () => {
    const refused = async () =>
      new Response('gone', { status: 410, statusText: 'Gone' }) as Response;
    const reported = client(vi.fn(refused));
    await expect(
      reported.api.download({ method: 'GET', path: '/document/1' }),
    ).rejects.toBeInstanceOf(ApiFailureError);
    expect(reported.reporter.report).toHaveBeenCalledTimes(1);
    const silent = client(vi.fn(refused));
    await expect(
      silent.api.download({ method: 'GET', path: '/document/1', report: false }),
    ).rejects.toMatchObject({ status: 410, statusText: 'Gone', data: 'gone' });
    expect(silent.reporter.report).not.toHaveBeenCalled();
  });
});

describe('uploads', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** An XMLHttpRequest that answers each send with the next status and body. */
  function fakeXhr(answers: Array<{ status: number; body: unknown }>) {
    const sent: Array<{ url: string; headers: Record<string, string> }> = [];
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      withCredentials = false;
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private request = { url: '', headers: {} as Record<string, string> };
      open(_method: string, url: string) {
        this.request = { url, headers: {} };
      }
      setRequestHeader(name: string, value: string) {
        this.request.headers[name] = value;
      }
      getResponseHeader() {
        return null;
      }
      abort() {
        this.onabort?.();
      }
      send() {
        sent.push(this.request);
        const answer = answers.shift()!;
        queueMicrotask(() => {
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: 5,
            total: 10,
          } as ProgressEvent);
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body);
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return sent;
  }

  it('report progress, unwrap the answer and keep the 401 rule', async () => {
    const sent = fakeXhr([
      { status: 401, body: { success: false, errors: [] } },
      { status: 200, body: { success: true, data: { DocumentId: 9 } } },
    ]);
    const { api, session } = client();
    const fractions: number[] = [];
    const answer = await api.upload<{ DocumentId: number }>({
      method: 'POST',
      path: '/documentUpload/order',
      query: { orderId: 3 },
      wrapped: true,
      body: '{}',
      contentType: 'application/json',
      kind: 'file-transfer',
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(answer).toEqual({ status: 200, data: { DocumentId: 9 } });
    expect(fractions).toEqual([0.5, 0.5]);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.headers.Authorization)).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
    expect(sent[0]?.url).toBe('/api/portal/v1.0.1/documentUpload/order?orderId=3');
  });

  it('end the session when the refresh fails', async () => {
    fakeXhr([{ status: 401, body: {} }]);
    const { api, session } = client();
    session.refresh.mockRejectedValueOnce(new Error('refresh refused'));
    await expect(
      api.upload({ method: 'POST', path: '/documentUpload/order', body: '{}' }),
    ).rejects.toBeInstanceOf(AuthenticationFailedError);
    expect(session.refreshFailed).toHaveBeenCalledTimes(1);
  });
});
