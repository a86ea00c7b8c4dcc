// The whole server as `npm start` assembles it (embedded identity provider, seed on first start),
// with real access tokens from a real sign-in.
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/index.js';

const server = useTestServer({ env: { ACCESS_TOKEN_TTL: '60' }, firstStart: true });

describe('the assembled server', () => {
  it('migrates and seeds an empty database on first start', () => {
    expect(server.lab.seeded).toMatchObject({ profiles: 4, accounts: 3, signIns: 4 });
  });

  it('tells the portal where its identity provider is', async () => {
    expect(await (await fetch(`${server.baseUrl}/config.json`)).json()).toEqual({
      oidcIssuer: `${server.baseUrl}/oidc`,
      oidcClientId: 'loci-portal',
      oidcAudience: 'loci-api',
      accessTokenLifetimeSeconds: 60,
      passwordChangeUrl: `${server.baseUrl}/oidc/change-password`,
    });
  });

  it('accepts a real access token from a demo sign-in and audits the sign-in', async () => {
    const { status, accessToken } = await server.signIn('dr.ada@loci.test', 'loci-demo');
    expect(status).toBe(303);
    expect(accessToken).toBeTruthy();
    const response = await fetch(`${server.baseUrl}/api/portal/v1.0.1/user/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { loginEmailAddress: string } };
    expect(body.data.loginEmailAddress).toBe('dr.ada@loci.test');
    const signIns = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'outcome', 'actor_email'])
      .where('action', '=', 'sign_in')
      .execute();
    expect(signIns).toEqual([
      { action: 'sign_in', outcome: 'success', actor_email: 'dr.ada@loci.test' },
    ]);
  });

  it('audits a failed sign-in and issues no token', async () => {
    const { status, accessToken } = await server.signIn('sam.staff@loci.test', 'wrong-password');
    expect(status).not.toBe(303);
    expect(accessToken).toBeUndefined();
    const failures = await server.database.db
      .selectFrom('audit_event')
      .select(['outcome', 'actor_email'])
      .where('action', '=', 'sign_in_failed')
      .execute();
    expect(failures).toEqual([{ outcome: 'failure', actor_email: 'sam.staff@loci.test' }]);
  });

  it('refuses a token the provider did not sign', async () => {
    const response = await fetch(`${server.baseUrl}/api/portal/v1.0.1/user/profile`, {
      headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln' },
    });
    expect(response.status).toBe(401);
  });
});
