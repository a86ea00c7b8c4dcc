import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createApiClient, type ApiSession } from './apiClient.ts';
import {
  ApiFailureError,
  ApiValidationError,
  AuthenticationFailedError,
  RequiredParameterError,
} from './apiErrors.ts';
import { createProgressTracker } from '@loci/ui';
import type { ErrorReporter } from './errorReporter.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(answers: Array<Response | (() => Response)>) {
  let token = 'token-1';
  const refresh = vi.fn(async () => {
    token = 'token-2';
  });
  const refreshFailed = vi.fn<() => void>();
  const session = { accessToken: () => token, refresh, refreshFailed } satisfies ApiSession;
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return typeof next === 'function' ? next() : next;
  });
  const progress = createProgressTracker();
  const reporter: ErrorReporter = { report: vi.fn(), markHandled: vi.fn() };
  const client = createApiClient({
    baseUrl: '/api/portal/v1.0.1',
    session,
    progress,
    reporter,
    fetch,
  });
  return { client, session, requests, progress, reporter };
}

const authorizationOf = (init: RequestInit) => new Headers(init.headers).get('Authorization');

describe('API client', () => {
  beforeEach(() => vi.useRealTimers());

  it('sends credentials, the bearer token and no-store on every call', async () => {
    const { client, requests } = setup([json(200, { ok: true })]);
    await client.call({ method: 'GET', path: '/fetchClientContactInfo' });
    const [request] = requests;
    expect(request?.url).toBe('/api/portal/v1.0.1/fetchClientContactInfo');
    expect(request?.init.credentials).toBe('include');
    expect(request?.init.cache).toBe('no-store');
    expect(authorizationOf(request!.init)).toBe('Bearer token-1');
  });

  it('expands and encodes path parameters and leaves empty query values out', async () => {
    const { client, requests } = setup([json(200, [])]);
    await client.call({
      method: 'GET',
      path: '/emrPatients/patient/{chartNumber}',
      params: { chartNumber: 'C 1/2' },
      query: { accountNumber: '1001', lastName: undefined, page: null },
    });
    expect(requests[0]?.url).toBe(
      '/api/portal/v1.0.1/emrPatients/patient/C%201%2F2?accountNumber=1001',
    );
  });

  it('sends JSON bodies', async () => {
    const { client, requests } = setup([json(200, { success: true, data: null })]);
    await client.call({ method: 'POST', path: '/settings', body: ['SupportEmail'], wrapped: true });
    expect(requests[0]?.init.body).toBe('["SupportEmail"]');
    expect(new Headers(requests[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('on a 401 refreshes once and retries once with the new token', async () => {
    const { client, session, requests } = setup([json(401, {}), json(200, { name: 'Ada' })]);
    await expect(client.call({ method: 'GET', path: '/user/profile' })).resolves.toEqual({
      name: 'Ada',
    });
    expect(session.refresh).toHaveBeenCalledWith('token-1');
    expect(requests.map((request) => authorizationOf(request.init))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('fails with "Authentication failed" on a second 401, and reports it', async () => {
    const { client, session, reporter } = setup([json(401, {}), json(401, {})]);
    const failure = client.call({ method: 'GET', path: '/user/profile' });
    await expect(failure).rejects.toBeInstanceOf(AuthenticationFailedError);
    await expect(failure).rejects.toThrow('Authentication failed');
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.refreshFailed).not.toHaveBeenCalled();
    expect(reporter.report).toHaveBeenCalledTimes(1);
    await expect(failure).rejects.toHaveProperty('refreshFailed', false);
  });

  it('ends the session with a session timeout when the refresh fails', async () => {
    const { client, session, requests } = setup([json(401, {})]);
    session.refresh.mockRejectedValueOnce(new Error('invalid_grant'));
    const failure = client.call({ method: 'GET', path: '/user/profile' });
    await expect(failure).rejects.toBeInstanceOf(AuthenticationFailedError);
    // The logout tells the user; the reporter stays silent for it.
    await expect(failure).rejects.toHaveProperty('refreshFailed', true);
    expect(session.refreshFailed).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(1);
  });

  it('unwraps wrapped answers and raises an error for a false success flag', async () => {
    const { client } = setup([
      json(200, { success: true, data: { VarName: 'A', VarValue: '1' } }),
      json(200, {
        success: false,
        errors: [
          {
            code: 'missing_setting',
            message: 'Requested appSetting key with mandatory flag missing',
          },
        ],
      }),
    ]);
    await expect(
      client.call({ method: 'POST', path: '/settings', wrapped: true }),
    ).resolves.toEqual({
      VarName: 'A',
      VarValue: '1',
    });
    const failure = client.call({ method: 'POST', path: '/settings', wrapped: true });
    await expect(failure).rejects.toBeInstanceOf(ApiValidationError);
    await expect(failure).rejects.toMatchObject({
      errors: [
        {
          code: 'missing_setting',
          message: 'Requested appSetting key with mandatory flag missing',
        },
      ],
    });
  });

  it('turns a 400 with the failure shape into a validation error with field paths', async () => {
    const { client } = setup([
      json(400, {
        success: false,
        errors: [{ code: 'invalid_type', message: 'Expected string', path: 'firstName' }],
      }),
    ]);
    await expect(
      client.call({ method: 'POST', path: '/finalizeClientRegistration', body: {} }),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ path: 'firstName' }],
    });
  });

  it('raises an API failure with the answer for other statuses', async () => {
    const { client } = setup([json(500, { message: 'boom' })]);
    await expect(client.call({ method: 'GET', path: '/x' })).rejects.toEqual(
      expect.objectContaining({ status: 500, data: { message: 'boom' } }),
    );
    await expect(
      setup([json(404, {})]).client.call({ method: 'GET', path: '/x' }),
    ).rejects.toBeInstanceOf(ApiFailureError);
  });

  it('raises the required-parameter error without calling the server', async () => {
    const { client, requests, reporter } = setup([]);
    const failure = client.call({
      method: 'GET',
      path: '/patient/{patientId}',
      params: { patientId: undefined },
      operation: 'getPatient',
    });
    await expect(failure).rejects.toBeInstanceOf(RequiredParameterError);
    await expect(failure).rejects.toThrow(
      'Required parameter patientId was null or undefined when calling getPatient.',
    );
    expect(requests).toHaveLength(0);
    expect(reporter.report).toHaveBeenCalledTimes(1);
  });

  it('checks the answer against the schema', async () => {
    const { client } = setup([json(200, { count: 'three' })]);
    await expect(
      client.call({ method: 'GET', path: '/x', schema: z.object({ count: z.number() }) }),
    ).rejects.toThrow();
  });

  it('reports every failure to the global error reporter', async () => {
    const { client, reporter } = setup([json(500, 'down')]);
    await expect(client.call({ method: 'GET', path: '/x' })).rejects.toThrow();
    expect(reporter.report).toHaveBeenCalledWith(expect.any(ApiFailureError));
  });

  it('shows the global progress indicator for blocking calls only', async () => {
    let seenDuringCall = -1;
    const { client, progress } = setup([
      () => {
        seenDuringCall = progress.getCount();
        return json(200, {});
      },
      () => {
        seenDuringCall = progress.getCount();
        return json(200, {});
      },
    ]);
    await client.call({ method: 'GET', path: '/x' });
    expect(seenDuringCall).toBe(1);
    await client.call({ method: 'POST', path: '/patient/search', kind: 'patient-search' });
    expect(seenDuringCall).toBe(0);
    expect(progress.getCount()).toBe(0);
  });

  it('lowers the progress counter after a failure too', async () => {
    const { client, progress } = setup([json(500, {})]);
    await expect(client.call({ method: 'GET', path: '/x' })).rejects.toThrow();
    expect(progress.getCount()).toBe(0);
  });

  it('treats 204 as an empty answer', async () => {
    const { client } = setup([new Response(null, { status: 204 })]);
    await expect(
      client.call({ method: 'DELETE', path: '/order/{orderId}', params: { orderId: 7 } }),
    ).resolves.toBeUndefined();
  });
});
