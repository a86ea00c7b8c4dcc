// Rate limiting, HSTS behind a TLS proxy, and logs without PHI, on a second app over the same
// database (so that this file needs no database of its own beyond the test server's).
import { describe, expect, it } from 'vitest';
import { demoUsers, useLoggedApp, useTestServer } from '../testing/index.js';
import { rateLimitKey } from '../http/security.js';

const server = useTestServer();
let clientReached: () => void = () => undefined;
const { made, logLines } = useLoggedApp(server, {
  env: { RATE_LIMIT_PER_MINUTE: '8', TRUST_PROXY: '1' },
  routes: (app) => {
    // A route that fails the way a bug would: its message and stack must never reach the client.
    app.get('/test-failure', async () => {
      throw new Error('relation "patient" violates secret-detail at /srv/lab/queries.ts:42');
    });
    app.get('/test-failure/:patientId', async () => {
      throw new Error('no such row');
    });
    // A read cut short because the client closed the page: it fails only once the socket is gone.
    app.get('/test-client-gone', async (request) => {
      clientReached();
      while (!request.raw.socket.destroyed) await new Promise((resolve) => setTimeout(resolve, 10));
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
  },
});

describe('hardening', () => {
  it('logs requests by route pattern, never tokens, query strings or bodies', async () => {
    const token = await server.tokenFor(demoUsers.ada);
    await fetch(
      `${made.origin}/api/portal/v1.0.1/references/requiredFields/list/1001?lastName=Smithson`,
      {
        headers: { authorization: `Bearer ${token}`, cookie: 'session=secret-cookie' },
      },
    );
    await fetch(`${made.origin}/api/portal/v1.0.1/updateClientContactInfo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mobilePhone: '617-555-0111', address1: '12 Zebulon Way' }),
    });
    const logs = logLines.join('');
    expect(logs).toContain('/api/portal/v1.0.1/references/requiredFields/list/:accountNumber');
    for (const secret of [token, 'secret-cookie', 'Smithson', 'Zebulon', '617-555-0111', '1001?']) {
      expect(logs).not.toContain(secret);
    }
  });

  it('answers an unexpected failure with a generic 500, no message and no stack', async () => {
    const response = await fetch(`${made.origin}/test-failure`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      errors: [
        { code: 'internal_error', message: 'An internal error occurred. Please try again later.' },
      ],
    });
    expect(text).not.toContain('secret-detail');
    expect(text).not.toContain('queries.ts');
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('logs an unexpected failure with its method and route pattern, never its values', async () => {
    const response = await fetch(`${made.origin}/test-failure/48213?lastName=Smithson`);
    expect(response.status).toBe(500);
    const failures = logLines
      .map((line) => JSON.parse(line) as { msg: string; level: number; req?: unknown })
      .filter((line) => line.msg === 'request failed' && line.level === 50);
    expect(failures.at(-1)?.req).toMatchObject({
      method: 'GET',
      path: '/test-failure/:patientId',
    });
    const logged = JSON.stringify(failures);
    expect(logged).not.toContain('48213');
    expect(logged).not.toContain('Smithson');
  });

  it('logs a call whose client went away as such, not as a server failure', async () => {
    const reached = new Promise<void>((resolve) => (clientReached = resolve));
    const leaving = new AbortController();
    const call = fetch(`${made.origin}/test-client-gone`, { signal: leaving.signal }).catch(
      (error: unknown) => error,
    );
    await reached;
    leaving.abort();
    expect(await call).toBeInstanceOf(Error);
    const logged = () =>
      logLines.map(
        (line) => JSON.parse(line) as { msg: string; level: number; errorCode?: string },
      );
    await expect
      .poll(() => logged().filter((line) => line.msg === 'request ended: the client went away'))
      .toEqual([expect.objectContaining({ level: 30, errorCode: 'ERR_STREAM_PREMATURE_CLOSE' })]);
    const failures = logged().filter((line) => line.level >= 50);
    expect(JSON.stringify(failures)).not.toContain('/test-client-gone');
  });

  it('keys the rate limit by address, and a request whose connection closed by one shared key', () => {
    expect(rateLimitKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(rateLimitKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    // The plugin's own key threw a TypeError here, logged as a failed request.
    expect(rateLimitKey({ ip: undefined as unknown as string })).toBe('closed-connection');
  });

  it('sends HSTS only when the request came over TLS (behind a trusted proxy)', async () => {
    const plain = await fetch(`${made.origin}/healthz`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const tls = await fetch(`${made.origin}/healthz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('answers 429 with the failure shape once a client exceeds the rate limit', async () => {
    let response: Response | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      response = await fetch(`${made.origin}/config.json`);
      if (response.status === 429) break;
    }
    expect(response?.status).toBe(429);
    const body = (await response?.json()) as { success: boolean; errors: Array<{ code: string }> };
    expect(body.success).toBe(false);
    expect(body.errors[0]?.code).toBe('too_many_requests');
    expect(response?.headers.get('retry-after')).toBeTruthy();
    expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the portal’s files to a client past the rate limit, while its server calls get 429', async () => {
    // Past the limit on a server path first (any order of the tests in this file).
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      limited = await fetch(`${made.origin}/config.json`);
      if (limited.status === 429) break;
    }
    expect(limited?.status).toBe(429);
    // A browser opening the portal: its page, a deep link and its script, more times than the limit.
    for (let visit = 0; visit < 10; visit += 1) {
      for (const file of ['/', '/user-account', '/assets/app-1a2b3c.js']) {
        const response = await fetch(`${made.origin}${file}`);
        expect(response.status, file).toBe(200);
      }
    }
    expect((await fetch(`${made.origin}/config.json`)).status).toBe(429);
  });
});
