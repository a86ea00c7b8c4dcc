// The whole server as `npm start` assembles it (embedded identity provider, seed on first start),
// with real access tokens from a real sign-in.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigFromEnvironment } from '../config.js';
import { LocalMailer } from '../identity/mailer.js';
import { createLabServer, type LabServer } from '../server.js';
import { signInThroughProvider } from '../testing/sign-in.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let database: TestDatabase;
let server: LabServer;
let origin: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const config = {
    ...serverConfigFromEnvironment({
      PORT: String(port),
      PUBLIC_URL: origin,
      ACCESS_TOKEN_TTL: '60',
    }),
    host: '127.0.0.1',
    logLevel: 'silent',
  };
  server = await createLabServer(config, {
    db: database.db,
    mailer: new LocalMailer(),
    validateResponses: true,
  });
  await server.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  await database.close();
});

describe('the assembled server', () => {
  it('migrates and seeds an empty database on first start', () => {
    expect(server.seeded).toMatchObject({ profiles: 4, accounts: 3, signIns: 4 });
  });

  it('tells the portal where its identity provider is', async () => {
    expect(await (await fetch(`${origin}/config.json`)).json()).toEqual({
      oidcIssuer: `${origin}/oidc`,
      oidcClientId: 'loci-portal',
      oidcAudience: 'loci-api',
      accessTokenLifetimeSeconds: 60,
    });
  });

  it('accepts a real access token from a demo sign-in and audits the sign-in', async () => {
    const { status, accessToken } = await signInThroughProvider(
      origin,
      'dr.ada@loci.test',
      'loci-demo',
    );
    expect(status).toBe(303);
    expect(accessToken).toBeTruthy();
    const response = await fetch(`${origin}/api/portal/v1.0.1/user/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { loginEmailAddress: string } };
    expect(body.data.loginEmailAddress).toBe('dr.ada@loci.test');
    const signIns = await database.db
      .selectFrom('audit_event')
      .select(['action', 'outcome', 'actor_email'])
      .where('action', '=', 'sign_in')
      .execute();
    expect(signIns).toEqual([
      { action: 'sign_in', outcome: 'success', actor_email: 'dr.ada@loci.test' },
    ]);
  });

  it('audits a failed sign-in and issues no token', async () => {
    const { status, accessToken } = await signInThroughProvider(
      origin,
      'sam.staff@loci.test',
      'wrong-password',
    );
    expect(status).not.toBe(303);
    expect(accessToken).toBeUndefined();
    const failures = await database.db
      .selectFrom('audit_event')
      .select(['outcome', 'actor_email'])
      .where('action', '=', 'sign_in_failed')
      .execute();
    expect(failures).toEqual([{ outcome: 'failure', actor_email: 'sam.staff@loci.test' }]);
  });

  it('refuses a token the provider did not sign', async () => {
    const response = await fetch(`${origin}/api/portal/v1.0.1/user/profile`, {
      headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln' },
    });
    expect(response.status).toBe(401);
  });
});
