// The whole server (embedded identity provider included) on a loopback port over a fresh,
// seeded database, for tests over HTTP. Tokens are signed with the provider's own signing key and
// checked by the provider's own verifier, exactly as tokens from a sign-in would be; `signIn`
// goes through the provider's own pages (authorization code + PKCE) for a real token.
import type { LabKysely } from '../db/create-database.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { AccessTokenVerifier } from '../identity/access-token-verifier.js';
import { serverConfigFromEnvironment, type ServerConfig } from '../config.js';
import { findUserByEmail, findUserRoles, insertUser } from '../identity/identity-users.js';
import { LocalMailer } from '../identity/mailer.js';
import { loadSigningKeys } from '../identity/provider-secrets.js';
import { demoPassword } from '../identity/seed-identity-users.js';
import { createLabServer, type LabServer } from '../server.js';
import { freePort } from './free-port.js';
import { signInThroughProvider, type SignInResult } from './sign-in.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const testAudience = 'loci-api';

export const demoUsers = {
  ada: 'dr.ada@loci.test',
  sam: 'sam.staff@loci.test',
  newProvider: 'new.provider@loci.test',
  noAccount: 'no.account@loci.test',
} as const;

/** The lab's own staff: the lab-staff role, no practice profile (the lab desk). */
export const labDeskUser = 'lab.desk@loci.test';

export { demoPassword };

/** A person who can sign in but has no lab profile. */
export const strangerEmail = 'stranger@loci.test';

export interface TestServer {
  baseUrl: string;
  database: TestDatabase;
  lab: LabServer;
  config: ServerConfig;
  /** The verifier the server trusts (the embedded provider's). */
  verifier: AccessTokenVerifier;
  /** An access token for an e-mail, signed with the provider's key; options alter it. */
  tokenFor(email: string, options?: TokenOptions): Promise<string>;
  /**
   * Signs in through the identity provider's pages like the portal does (a demo user's password
   * unless one is given): the form post's status and the access token it led to.
   */
  signIn(email: string, password?: string): Promise<SignInResult>;
  /** fetch against the server, with a bearer token for `as` when given. */
  request(path: string, init?: RequestInit & { as?: string; json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export interface TokenOptions {
  claims?: JWTPayload;
  /** Seconds from now (negative: already expired). Default 300. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
  /** Sign with a key the server does not trust (a forged token). */
  forged?: boolean;
}

/** Writes a stand-in for the portal's built files (index.html and one hashed asset). */
function writePortalFiles(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'loci-portal-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(
    path.join(folder, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Loci portal</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(folder, 'assets', 'app-1a2b3c.js'), 'console.log("portal");');
  return folder;
}

/** Writes a stand-in for the kit's built Storybook (its manager page, preview page and index). */
function writeStorybookFiles(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'loci-storybook-'));
  writeFileSync(
    path.join(folder, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Loci Storybook</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(folder, 'iframe.html'),
    '<!doctype html><html lang="en"><head><title>Preview</title></head><body><div id="storybook-root"></div></body></html>',
  );
  writeFileSync(path.join(folder, 'index.json'), JSON.stringify({ v: 5, entries: {} }));
  return folder;
}

/** A provider grant for a user's stand-in tokens (made once; made again after a sign-out ended it). */
async function standInGrant(db: TestDatabase['db'], userId: string): Promise<string> {
  const grantId = `test-grant-${userId}`;
  await db
    .insertInto('identity_oidc_payload')
    .values({
      model: 'Grant',
      id: grantId,
      payload: JSON.stringify({ accountId: userId, clientId: 'loci-portal', kind: 'Grant' }),
      grant_id: null,
      user_code: null,
      uid: null,
      account_id: userId,
      expires_at: null,
      consumed_at: null,
    })
    .onConflict((conflict) => conflict.columns(['model', 'id']).doNothing())
    .execute();
  return grantId;
}

/**
 * A lab server on the test's database, listening on a free port. The probe's port can be taken by
 * another test file's server before this one listens on it (EADDRINUSE): then it starts again on
 * a new port (the port is in its configuration: its public address and issuer).
 */
async function listeningLabServer(
  db: LabKysely,
  env: NodeJS.ProcessEnv | undefined,
  portalDist: string,
  storybookDist: string,
) {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const fromEnvironment = serverConfigFromEnvironment({
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      ...env,
    });
    const config: ServerConfig = {
      ...fromEnvironment,
      // The server runs on the test's own database (in memory, or its own PostgreSQL database),
      // not the default data folder: so nothing is kept beside that folder (the local fax
      // gateway's references, keyed by job ids that every fresh database repeats, collided
      // between runs).
      database: { ...fromEnvironment.database, dataDir: 'memory://' },
      host: '127.0.0.1',
      portalDist,
      storybookDist,
      logLevel: 'silent',
    };
    const server = await createLabServer(config, {
      db,
      mailer: new LocalMailer(),
      validateResponses: true,
      logger: false,
    });
    try {
      await server.app.listen({ port, host: '127.0.0.1' });
      return { server, config, baseUrl };
    } catch (error) {
      // The test's database is the caller's: closing the server leaves it open.
      await server.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 5) throw error;
    }
  }
}

export async function startTestServer(
  options: { env?: NodeJS.ProcessEnv; firstStart?: boolean } = {},
): Promise<TestServer> {
  // A copy of the run's seeded database, unless the test watches the first start's own seed.
  const seeded = !options.firstStart && options.env?.SEED_ON_START !== '0';
  const database = await createTestDatabase({ migrate: false, seeded });
  const portalDist = writePortalFiles();
  const storybookDist = writeStorybookFiles();
  const { server, config, baseUrl } = await listeningLabServer(
    database.db,
    options.env,
    portalDist,
    storybookDist,
  );
  // After the server's start: a first start makes the tables.
  await insertUser(database.db, strangerEmail, 'stranger-password', { ifAbsent: true });

  const signingJwk = (await loadSigningKeys(database.db)).keys[0];
  if (!signingJwk) throw new Error('the identity provider has no signing key');
  const signingKey = await importJWK(signingJwk as unknown as JWK, 'RS256');
  const stranger = await generateKeyPair('RS256');

  const tokenFor: TestServer['tokenFor'] = async (email, tokenOptions = {}) => {
    const user = await findUserByEmail(database.db, email);
    // The provider puts the user's roles in the access token; so does this stand-in.
    const roles = user ? await findUserRoles(database.db, user.id) : [];
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email,
      // The provider's tokens name their grant, which the server checks (a signed-out grant is
      // refused): the stand-in's grant is a real row of the provider's store.
      ...(user ? { gid: await standInGrant(database.db, user.id) } : {}),
      scope: 'openid profile email offline_access',
      ...(roles.length > 0 ? { roles } : {}),
      ...tokenOptions.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid as string, typ: 'at+jwt' })
      .setSubject(user?.id ?? 'no-such-subject')
      .setIssuer(tokenOptions.issuer ?? config.oidcIssuer)
      .setAudience(tokenOptions.audience ?? testAudience)
      .setIssuedAt(now - 10)
      .setExpirationTime(now + (tokenOptions.expiresIn ?? 300))
      .sign(tokenOptions.forged ? stranger.privateKey : signingKey);
  };

  return {
    baseUrl,
    database,
    lab: server,
    config,
    verifier: server.verifier,
    tokenFor,
    signIn: (email, password = demoPassword) => signInThroughProvider(baseUrl, email, password),
    async request(requestPath, init = {}) {
      const { as, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (as) headers.set('authorization', `Bearer ${await tokenFor(as)}`);
      if (json !== undefined) headers.set('content-type', 'application/json');
      return fetch(`${baseUrl}${requestPath}`, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    },
    async close() {
      await server.close();
      await database.close();
      rmSync(portalDist, { recursive: true, force: true });
      rmSync(storybookDist, { recursive: true, force: true });
    },
  };
}
