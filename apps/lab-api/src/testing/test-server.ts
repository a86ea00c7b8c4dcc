// A real server on a random loopback port over a fresh database, for tests over HTTP.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, createLocalJWKSet, SignJWT, type JWTPayload } from 'jose';
import { buildApp, type LabApp } from '../app.js';
import { createJwtVerifier, type AccessTokenVerifier } from '../auth/access-token-verifier.js';
import { serverConfigFromEnvironment, type ServerConfig } from '../config.js';
import { seedDemoData } from '../seed/seed-demo-data.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const testIssuer = 'http://127.0.0.1/oidc';
export const testAudience = 'loci-api';

export const demoUsers = {
  ada: 'dr.ada@loci.test',
  sam: 'sam.staff@loci.test',
  newProvider: 'new.provider@loci.test',
  noAccount: 'no.account@loci.test',
} as const;

export interface TestServer {
  baseUrl: string;
  database: TestDatabase;
  lab: LabApp;
  config: ServerConfig;
  /** The verifier the server trusts (tokens from `tokenFor` pass it). */
  verifier: AccessTokenVerifier;
  /** A signed access token for an e-mail; `claims` and `expiresIn` override the defaults. */
  tokenFor(email: string, options?: TokenOptions): Promise<string>;
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
  /** Sign with another key than the one the server trusts (a forged token). */
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

export async function startTestServer(
  options: { seed?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  if (options.seed !== false) await seedDemoData(database.db);
  const portalDist = writePortalFiles();
  const config: ServerConfig = {
    ...serverConfigFromEnvironment({ PORT: '0', ...options.env }),
    host: '127.0.0.1',
    portalDist,
    oidcIssuer: testIssuer,
    logLevel: 'silent',
  };
  const trusted = await generateKeyPair('ES256');
  const stranger = await generateKeyPair('ES256');
  const publicJwk = { ...(await exportJWK(trusted.publicKey)), kid: 'test-key', alg: 'ES256' };
  const verifier = createJwtVerifier({
    issuer: testIssuer,
    audience: testAudience,
    keys: createLocalJWKSet({ keys: [publicJwk] }),
  });
  const lab = await buildApp({
    config,
    db: database.db,
    verifier,
    logger: false,
    validateResponses: true,
  });
  await lab.app.listen({ port: 0, host: '127.0.0.1' });
  const address = lab.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const tokenFor: TestServer['tokenFor'] = async (email, tokenOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email, ...tokenOptions.claims })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key', typ: 'at+jwt' })
      .setSubject(`subject-${email}`)
      .setIssuer(tokenOptions.issuer ?? testIssuer)
      .setAudience(tokenOptions.audience ?? testAudience)
      .setIssuedAt(now - 10)
      .setExpirationTime(now + (tokenOptions.expiresIn ?? 300))
      .sign(tokenOptions.forged ? stranger.privateKey : trusted.privateKey);
  };

  return {
    baseUrl,
    database,
    lab,
    config,
    verifier,
    tokenFor,
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
      await lab.app.close();
      await database.close();
      rmSync(portalDist, { recursive: true, force: true });
    },
  };
}
