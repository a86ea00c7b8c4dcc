import { describe, expect, it, vi } from 'vitest';
import {
  RequisitionDownloadError,
  downloadRequisition,
  requisitionUrl,
} from './requisitionDownload.ts';
import { apiClientFor, type TokenSession } from '../testing/apiClientFor.ts';
import { serverUnreachableMessage } from '../api/apiErrors.ts';

/** The download through the portal's API client over the given session and `fetch`. */
const download = (user: TokenSession, orderId: number, fetchImpl: typeof fetch) =>
  downloadRequisition(apiClientFor(user, fetchImpl), orderId);

const session = (token = 'first') => {
  let current = token;
  return {
    accessToken: () => current,
    refresh: vi.fn(async () => {
      current = 'second';
    }),
  };
};

describe('requisition download', () => {
  it('fetches the PDF with the bearer token at the contract’s path', async () => {
    const fetchImpl = vi.fn(
      async () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
    );
    const blob = await download(session(), 42, fetchImpl);
    expect(blob.size).toBe(4);
    expect(requisitionUrl(42)).toBe('/api/portal/v1.0.1/order/requisition/42');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/portal/v1.0.1/order/requisition/42');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer first');
  });

  it('retries once with a refreshed token after a 401', async () => {
    const tokens: (string | null)[] = [];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      tokens.push(new Headers(init?.headers).get('Authorization'));
      return tokens.length === 1
        ? new Response('{}', { status: 401 })
        : new Response(new Uint8Array([1]), { status: 200 });
    });
    await download(session(), 7, fetchImpl);
    expect(tokens).toEqual(['Bearer first', 'Bearer second']);
  });

  it('fails with the server’s error message, or the status when there is none', async () => {
    const withMessage = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            errors: [{ code: 'not_found', message: 'Order 9 not found' }],
          }),
          { status: 404, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    await expect(download(session(), 9, withMessage)).rejects.toEqual(
      new RequisitionDownloadError('Order 9 not found'),
    );
    const bare = vi.fn(
      async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(download(session(), 9, bare)).rejects.toThrow('502 Bad Gateway');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    // A dropped connection is told in the clinician's words, not the browser's.
    await expect(download(session(), 9, offline)).rejects.toThrow(serverUnreachableMessage);
  });
});
