// The reporter wired as the portal wires it: API client → error reporter → the kit's toaster.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressTracker, createToaster, createPendingToasts } from '@loci/ui';
import { createApiClient } from './apiClient.ts';
import { createErrorReporter } from './errorReporter.ts';

function wire(answers: Response[], { refreshFails = false } = {}) {
  const toaster = createToaster();
  const reporter = createErrorReporter({
    show: (message) => toaster.show({ severity: 'error', message }),
  });
  const client = createApiClient({
    baseUrl: '/api/portal/v1.0.1',
    progress: createProgressTracker(),
    reporter,
    session: {
      accessToken: () => 'token',
      refresh: async () => {
        if (refreshFails) throw new Error('invalid_grant');
      },
      refreshFailed: () => undefined,
    },
    fetch: async () => answers.shift() ?? new Response(null, { status: 599 }),
  });
  const messages = () =>
    toaster.getState().visible.map((toast) => `${toast.severity}: ${toast.message}`);
  return { client, reporter, toaster, messages };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('global error reporter wiring', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a failed call as an error toast 100 ms later', async () => {
    const { client, messages } = wire([
      json(400, { success: false, errors: [{ code: 'invalid_type', message: 'Expected string' }] }),
    ]);
    await expect(client.call({ method: 'POST', path: '/settings', body: [1] })).rejects.toThrow();
    expect(messages()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(messages()).toEqual([
      'error: A validation error occurred: invalid_type - Expected string.',
    ]);
  });

  it('shows nothing when the caller handles the failure itself', async () => {
    const { client, reporter, messages } = wire([json(500, 'down')]);
    await client
      .call({ method: 'GET', path: '/x' })
      .catch((error: unknown) => reporter.markHandled(error));
    await vi.advanceTimersByTimeAsync(500);
    expect(messages()).toEqual([]);
  });

  it('shows the second 401 after the refresh and retry as "Authentication failed"', async () => {
    const { client, messages } = wire([json(401, {}), json(401, {})]);
    await expect(client.call({ method: 'GET', path: '/user/profile' })).rejects.toThrow(
      'Authentication failed',
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(messages()).toEqual(['error: An unexpected error occurred: Authentication failed']);
  });

  it('passes a 401 on without a toast: fixed by the refresh, or ended by the logout', async () => {
    const fixed = wire([json(401, {}), json(200, { name: 'Ada' })]);
    await expect(fixed.client.call({ method: 'GET', path: '/user/profile' })).resolves.toEqual({
      name: 'Ada',
    });
    const ended = wire([json(401, {})], { refreshFails: true });
    await expect(ended.client.call({ method: 'GET', path: '/user/profile' })).rejects.toThrow(
      'Authentication failed',
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(fixed.messages()).toEqual([]);
    expect(ended.messages()).toEqual([]);
  });

  it('shows toasts kept before a navigation on the next page', () => {
    const storage = new Map<string, string>();
    const memory = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    } as Storage;
    createPendingToasts({ storage: () => memory }).add({
      severity: 'success',
      message: 'Patient created successfully!',
    });
    const nextPage = createToaster();
    createPendingToasts({ storage: () => memory }).flush(nextPage);
    expect(nextPage.getState().visible.map((toast) => toast.message)).toEqual([
      'Patient created successfully!',
    ]);
  });
});
