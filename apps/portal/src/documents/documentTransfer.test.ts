import { describe, expect, it, vi } from 'vitest';
import { DocumentTransferError, base64OfBytes, downloadOrderDocument } from './documentTransfer.ts';
import { documentMessages } from './uploadRules.ts';

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
    const blob = await downloadOrderDocument(session(['t1']), 12, fetchImpl as typeof fetch);
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
    await downloadOrderDocument(user, 3, fetchImpl as unknown as typeof fetch);
    expect(user.refresh).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('treats a 204 and an empty body as errors with the spec’s texts', async () => {
    await expect(
      downloadOrderDocument(
        session(['t']),
        3,
        (async () => new Response(null, { status: 204 })) as typeof fetch,
      ),
    ).rejects.toThrow(documentMessages.status204);
    await expect(
      downloadOrderDocument(
        session(['t']),
        3,
        (async () => new Response('', { status: 200 })) as typeof fetch,
      ),
    ).rejects.toThrow(documentMessages.noData);
    await expect(
      downloadOrderDocument(
        session(['t']),
        3,
        (async () => new Response('x', { status: 404 })) as typeof fetch,
      ),
    ).rejects.toBeInstanceOf(DocumentTransferError);
  });
});

describe('base64 of a file’s bytes', () => {
  it('matches the platform’s encoding, also past one chunk', () => {
    const bytes = new Uint8Array(70_000).map((_, index) => index % 256);
    expect(base64OfBytes(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
