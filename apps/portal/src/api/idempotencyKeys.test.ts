// The client's Idempotency-Key (docs/decisions/idempotency.md): one per user action on the
// contract's creating calls, the same key when the same request is sent again after a failure.
import { createSimpleOrder, getUserProfile } from '@loci/contract';
import { createProgressTracker } from '@loci/ui';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './apiClient.ts';
import { serverUnreachableMessage } from './apiErrors.ts';
import { contractCall } from './contractCall.ts';
import type { ErrorReporter } from './errorReporter.ts';

type Answer = Response | 'network-error';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(answers: Answer[]) {
  const keys: Array<string | null> = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    keys.push(new Headers(init?.headers).get('Idempotency-Key'));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next === 'network-error') throw new TypeError('Failed to fetch');
    return next;
  });
  const reporter: ErrorReporter = { report: vi.fn(), markHandled: vi.fn() };
  const client = createApiClient({
    baseUrl: '/api/portal/v1.0.1',
    session: { accessToken: () => 'token', refresh: async () => {}, refreshFailed: () => {} },
    progress: createProgressTracker(),
    reporter,
    fetch,
  });
  return { client, keys, fetch };
}

const order = (notes: string) =>
  contractCall(createSimpleOrder, {
    body: { accountNumber: '1001', patientId: 7, tests: [{ code: 'T1' }], notes } as never,
  });
const created = () => json(201, { success: true, data: { orderId: 1 } });

describe('idempotency keys of the API client', () => {
  it('sends the same key when the same order is sent again after a dropped connection', async () => {
    const { client, keys } = setup(['network-error', created()]);
    const call = { ...order('first'), schema: undefined };
    await expect(client.call(call)).rejects.toThrow(serverUnreachableMessage);
    await client.call(call);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps the key after a gateway error or a key still in progress, and drops it once answered', async () => {
    const { client, keys } = setup([
      json(502, 'Bad Gateway'),
      json(409, {
        success: false,
        errors: [{ code: 'idempotency_key_in_progress', message: 'x' }],
      }),
      json(201, { success: true, data: { orderId: 1 } }),
      json(201, { success: true, data: { orderId: 2 } }),
    ]);
    const call = { ...order('second'), schema: undefined };
    await expect(client.call(call)).rejects.toThrow();
    await expect(client.call(call)).rejects.toThrow();
    await client.call(call);
    // The same input once more after a success is a new action: a new key.
    await client.call(call);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('gives another input its own key, and sends none on a call that creates nothing', async () => {
    const { client, keys } = setup([
      'network-error',
      created(),
      json(200, { email: 'dr.ada@loci.test' }),
    ]);
    await expect(client.call({ ...order('one'), schema: undefined })).rejects.toThrow();
    await client.call({ ...order('changed'), schema: undefined });
    await client.call({ ...contractCall(getUserProfile), schema: undefined });
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeNull();
  });

  it('never sends a write again by itself: one request per call', async () => {
    const { client, fetch } = setup(['network-error']);
    await expect(client.call({ ...order('once'), schema: undefined })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
