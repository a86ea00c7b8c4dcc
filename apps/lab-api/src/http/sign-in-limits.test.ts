// The sign-in limit holds behind a reverse proxy and across server instances: a forged
// X-Forwarded-For does not lift it (TRUST_PROXY is a hop count, not every hop), and two servers on
// one database count the same failures (the counters are in the database).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigFromEnvironment } from '../config.js';
import { LocalMailer } from '../identity/mailer.js';
import { createLabServer, type LabServer } from '../server.js';
import { freePort } from '../testing/free-port.js';
import { startTimeout, useTestDatabase } from '../testing/index.js';

const database = useTestDatabase({ migrate: false });
/** Several scrypt-checked sign-ins in a row: generous on a shared, busy machine. */
const signInsTimeout = 240_000;
const servers: { lab: LabServer; origin: string }[] = [];

async function startInstance(): Promise<{ lab: LabServer; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = {
    ...serverConfigFromEnvironment({
      PORT: String(port),
      PUBLIC_URL: origin,
      TRUST_PROXY: '1',
      SEED_ON_START: '1',
      LOG_LEVEL: 'silent',
    }),
    host: '127.0.0.1',
  };
  const lab = await createLabServer(config, {
    db: database.db,
    mailer: new LocalMailer(),
    logger: false,
    signInLimits: {
      signInLimitPerEmail: { maxFailures: 4, windowSeconds: 900 },
      signInLimitPerIp: { maxFailures: 6, windowSeconds: 900 },
    },
  });
  await lab.app.listen({ port, host: '127.0.0.1' });
  return { lab, origin };
}

beforeAll(async () => {
  // One after the other: both migrate and seed the same database.
  servers.push(await startInstance());
  servers.push(await startInstance());
}, startTimeout);

afterAll(async () => {
  for (const server of servers) await server.lab.close();
});

/** Opens a sign-in interaction like a browser; returns a function that posts the form. */
async function signInForm(origin: string) {
  let cookies = '';
  const keep = (response: Response) => {
    const set = response.headers.getSetCookie().map((header) => header.split(';', 1)[0]);
    if (set.length > 0) cookies = [cookies, ...set].filter(Boolean).join('; ');
  };
  const authorize = new URL(`${origin}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'loci-portal',
    response_type: 'code',
    redirect_uri: `${origin}/signin-callback`,
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: randomBytes(32).toString('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const start = await fetch(authorize, { redirect: 'manual' });
  keep(start);
  const interaction = start.headers.get('location') ?? '';
  keep(
    await fetch(new URL(interaction, origin), { redirect: 'manual', headers: { cookie: cookies } }),
  );
  return (email: string, password: string, forwardedFor?: string) =>
    fetch(new URL(`${interaction}/login`, origin), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: cookies,
        origin,
        'content-type': 'application/x-www-form-urlencoded',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: new URLSearchParams({ email, password }).toString(),
    });
}

describe('the sign-in limit', () => {
  it(
    'is shared by two server instances on one database',
    async () => {
      const [first, second] = servers;
      const onFirst = await signInForm(first!.origin);
      const onSecond = await signInForm(second!.origin);
      // Each address behind the proxy is its own; the e-mail's limit of 4 is reached across both.
      expect((await onFirst('sam.staff@loci.test', 'wrong-password', '198.51.100.1')).status).toBe(
        401,
      );
      expect((await onSecond('sam.staff@loci.test', 'wrong-password', '198.51.100.1')).status).toBe(
        401,
      );
      expect((await onFirst('sam.staff@loci.test', 'wrong-password', '198.51.100.1')).status).toBe(
        401,
      );
      expect((await onSecond('sam.staff@loci.test', 'wrong-password', '198.51.100.1')).status).toBe(
        401,
      );
      expect((await onFirst('sam.staff@loci.test', 'loci-demo', '198.51.100.1')).status).toBe(429);
      expect((await onSecond('sam.staff@loci.test', 'loci-demo', '198.51.100.1')).status).toBe(429);
    },
    signInsTimeout,
  );

  it(
    'is not lifted by a forged X-Forwarded-For',
    async () => {
      const post = await signInForm(servers[0]!.origin);
      // The client forges a new address each time; the proxy appends the one it saw (203.0.113.9).
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const answer = await post(
          `someone${attempt}@loci.test`,
          'wrong-password',
          `10.66.0.${attempt}, 203.0.113.9`,
        );
        expect(answer.status).toBe(401);
      }
      const blocked = await post('dr.ada@loci.test', 'loci-demo', '10.66.0.99, 203.0.113.9');
      expect(blocked.status).toBe(429);
      // Another address behind the same proxy may still sign in.
      expect((await post('dr.ada@loci.test', 'loci-demo', '203.0.113.10')).status).toBe(303);
    },
    signInsTimeout,
  );
});

describe('API answers', () => {
  it('are never stored and carry a Permissions-Policy', async () => {
    const { origin } = servers[0]!;
    for (const path of [
      '/api/portal/v1.0.1/profile',
      '/graphql/catalog',
      '/api/messaging/v1/threads',
    ]) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    }
    expect((await fetch(`${origin}/healthz`)).headers.get('permissions-policy')).toContain(
      'geolocation=()',
    );
  });
});
