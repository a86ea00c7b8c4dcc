import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer({ env: { BODY_LIMIT_BYTES: '4096' } });

const profilePath = '/api/portal/v1.0.1/user/profile';

function expectSecurityHeaders(response: Response): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  // Plain HTTP: no HSTS (it is sent only over TLS).
  expect(response.headers.get('strict-transport-security')).toBeNull();
  // No CORS: foreign origins get no permission to read answers.
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
}

describe('public endpoints', () => {
  it('answers health and the portal’s runtime config without a token', async () => {
    const health = await server.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const config = await server.request('/config.json');
    expect(await config.json()).toEqual({
      oidcIssuer: server.config.oidcIssuer,
      oidcClientId: 'loci-portal',
      oidcAudience: 'loci-api',
      accessTokenLifetimeSeconds: server.config.accessTokenLifetimeSeconds,
      passwordChangeUrl: `${server.config.oidcIssuer}/change-password`,
    });
  });

  it('serves the OpenAPI document and a page listing the operations', async () => {
    const document = (await (await server.request('/api/docs/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/portal/v1.0.1/user/profile');
    const page = await server.request('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('getUserProfile');
    expect(html).not.toContain('<script');
  });

  it('registers a route for every call of the contract, each with an access rule', async () => {
    const { portalCalls, callPath } = await import('@loci/contract');
    const registered = server.lab.registry.registered.map((call) => `${call.method} ${call.path}`);
    expect(registered.sort()).toEqual(
      portalCalls.map((call) => `${call.method} ${callPath(call)}`).sort(),
    );
  });
});

describe('the portal’s files', () => {
  it('serves static files and falls back to index.html for the portal’s routes', async () => {
    const asset = await server.request('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expectSecurityHeaders(asset);
    for (const route of [
      '/',
      '/user-account',
      '/test-catalog/requisition',
      '/tests/search?term=x',
    ]) {
      const page = await server.request(route);
      expect(page.status, route).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expectSecurityHeaders(page);
    }
  });

  it('answers 404 JSON, not the portal, for unknown server paths and missing files', async () => {
    const token = await server.tokenFor(demoUsers.ada);
    for (const path of ['/api/portal/v1.0.1/nothing-here', '/graphql/nothing', '/oidc-nope/x.js']) {
      const response = await server.request(path, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        errors: [{ code: 'not_found', message: 'No such path' }],
      });
      expectSecurityHeaders(response);
    }
  });
});

describe('authentication', () => {
  it('refuses a call without a token, with a malformed header, or with a Basic header', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer a b', 'Basic ZGFkYTpwdw==']) {
      const response = await server.request(profilePath, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Bearer');
      expect(await response.json()).toEqual({
        success: false,
        errors: [{ code: 'unauthorized', message: 'Authentication required' }],
      });
      expectSecurityHeaders(response);
    }
  });

  it('refuses expired, forged, foreign-issuer and wrong-audience tokens', async () => {
    const cases = {
      expired: await server.tokenFor(demoUsers.ada, { expiresIn: -60 }),
      forged: await server.tokenFor(demoUsers.ada, { forged: true }),
      issuer: await server.tokenFor(demoUsers.ada, { issuer: 'https://evil.example/oidc' }),
      audience: await server.tokenFor(demoUsers.ada, { audience: 'another-api' }),
      unsigned: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: 'x', email: demoUsers.ada, exp: 9999999999 }),
      ).toString('base64url')}.`,
    };
    for (const [name, token] of Object.entries(cases)) {
      const response = await server.request(profilePath, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, name).toBe(401);
      const body = (await response.json()) as { errors: Array<{ message: string }> };
      expect(body.errors[0]?.message, name).toBe(
        name === 'expired' ? 'The access token has expired' : 'Authentication required',
      );
    }
  });

  it('refuses every call of the contract without a token, or with an expired or forged one', async () => {
    const { portalCalls, callPath } = await import('@loci/contract');
    const expired = await server.tokenFor(demoUsers.ada, { expiresIn: -60 });
    const forged = await server.tokenFor(demoUsers.ada, { forged: true });
    for (const call of portalCalls) {
      const url = callPath(call).replace(/\{\w+\}/g, '1001');
      for (const authorization of [undefined, `Bearer ${expired}`, `Bearer ${forged}`]) {
        const response = await server.request(url, {
          method: call.method,
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(call.request.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(call.request.body ? { body: '{}' } : {}),
        });
        expect(response.status, `${call.method} ${url}`).toBe(401);
      }
    }
  });

  it('accepts a valid token', async () => {
    const response = await server.request(profilePath, { as: demoUsers.ada });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });
});

describe('bad requests', () => {
  it('refuses an oversized body with 413 and the failure shape', async () => {
    const response = await server.request('/api/portal/v1.0.1/settings', {
      method: 'POST',
      as: demoUsers.ada,
      json: Array.from({ length: 400 }, (_, index) => `Setting_${index}_padding_padding`),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      errors: [{ code: 'payload_too_large', message: 'The request body is too large' }],
    });
  });

  it('answers 413 before reading an oversized body, and lets a client still sending finish on a kept connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.alloc(24 * 1024 * 1024, 0x20);
    const token = await server.tokenFor(demoUsers.ada);
    // The headers first; the body only once the answer has come (as a slow upload would).
    const first = await new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
      const request = http.request(`${server.baseUrl}/api/portal/v1.0.1/settings`, {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(body.length),
        },
      });
      request.on('error', reject);
      request.on('socket', (socket) =>
        socket.once('close', () => reject(new Error('the server closed the connection'))),
      );
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => {
          request.end(body, () =>
            resolve({ status: response.statusCode, connection: response.headers.connection }),
          );
        });
      });
      request.flushHeaders();
    });
    expect(first.status).toBe(413);
    expect(first.connection).not.toBe('close');
    // The same connection then serves the next request: the refused body was read and dropped.
    const second = await new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${server.baseUrl}/healthz`, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, reused: request.reusedSocket }),
        );
      });
      request.on('error', reject);
    });
    agent.destroy();
    expect(second).toEqual({ status: 200, reused: true });
  });

  it('refuses malformed JSON and a wrong content type without a stack trace', async () => {
    const malformed = await server.request('/api/portal/v1.0.1/settings', {
      method: 'POST',
      as: demoUsers.ada,
      headers: { 'content-type': 'application/json' },
      body: '["ReleaseVersion",',
    });
    expect(malformed.status).toBe(400);
    const text = await malformed.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      errors: [{ code: 'invalid_json', message: 'The request body is not valid JSON' }],
    });
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
    const wrongType = await server.request('/api/portal/v1.0.1/settings', {
      method: 'POST',
      as: demoUsers.ada,
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(wrongType.status).toBe(415);
  });
});
