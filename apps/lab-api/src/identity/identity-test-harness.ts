// Test harness of the embedded provider over real HTTP: a Fastify app on a free port with
// `identityRoutes`, driven like a browser (manual redirects, a cookie jar) and like the portal.
import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import Fastify, { type FastifyInstance } from 'fastify';
import { chromium, type Browser as Chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.mjs';
import { freePort } from '../testing/free-port.js';
import type { TestDatabase } from '../testing/index.js';
import {
  createIdentityProvider,
  identityRoutes,
  LocalMailer,
  type IdentityAuditEntry,
  type IdentityProvider,
  type IdentityProviderOptions,
} from './index.js';

/** A tiny cookie jar: name → value, dropping cookies the server expires. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.split('=');
        return key.trim().toLowerCase() === 'expires' && new Date(date).getTime() < Date.now();
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Harness {
  app: FastifyInstance;
  identity: IdentityProvider;
  origin: string;
  issuer: string;
  mailer: LocalMailer;
  audit: IdentityAuditEntry[];
  close(): Promise<void>;
}

export async function startHarness(
  database: TestDatabase,
  overrides: Partial<IdentityProviderOptions> = {},
): Promise<Harness> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const issuer = `${origin}/oidc`;
  const mailer = new LocalMailer();
  const audit: IdentityAuditEntry[] = [];
  const identity = await createIdentityProvider({
    db: database.db,
    issuer,
    redirectOrigins: [origin],
    accessTokenTtlSeconds: 60,
    mailer,
    recordAudit: async (entry) => {
      audit.push(entry);
    },
    ...overrides,
  });
  const app = Fastify();
  // Stands for the server's header hooks (HSTS is set this way): they must survive the hijack.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-set-by-hook', 'kept');
    // The server's policy, stricter still: not even inline styles.
    reply.raw.setHeader(
      'content-security-policy',
      "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
  });
  await app.register(identityRoutes, { identity });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    identity,
    origin,
    issuer,
    mailer,
    audit,
    async close() {
      await app.close();
      await identity.close();
    },
  };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export interface Browser {
  jar: CookieJar;
  get(url: string): Promise<Response>;
  post(
    url: string,
    form: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<Response>;
}

export function newBrowser(origin: string): Browser {
  const jar = new CookieJar();
  const absolute = (url: string) => new URL(url, origin).href;
  return {
    jar,
    async get(url) {
      const response = await fetch(absolute(url), {
        redirect: 'manual',
        headers: { cookie: jar.header() },
      });
      jar.store(response);
      return response;
    },
    async post(url, form, headers = {}) {
      const response = await fetch(absolute(url), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: jar.header(),
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        body: new URLSearchParams(form).toString(),
      });
      jar.store(response);
      return response;
    },
  };
}

export function location(response: Response): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`No redirect (status ${response.status})`);
  return value;
}

export function authorizationUrl(
  harness: Harness,
  challenge: string,
  extra: Record<string, string> = {},
) {
  const url = new URL(`${harness.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: 'loci-portal',
    response_type: 'code',
    redirect_uri: `${harness.origin}/signin-callback`,
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return url.href;
}

/** Starts an authorization request and returns the sign-in page's URL. */
export async function openSignIn(
  harness: Harness,
  browser: Browser,
  challenge: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const start = await browser.get(authorizationUrl(harness, challenge, extra));
  expect(start.status).toBe(303);
  const interaction = location(start);
  expect(interaction).toMatch(/\/oidc\/interaction\/[\w-]+$/);
  return interaction;
}

/** Signs in through the form and follows redirects to the portal's callback; returns the code. */
export async function signInForCode(
  harness: Harness,
  browser: Browser,
  email: string,
  password: string,
  challenge: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const interaction = await openSignIn(harness, browser, challenge, extra);
  const page = await browser.get(interaction);
  expect(page.status).toBe(200);
  let response = await browser.post(`${interaction}/login`, { email, password });
  expect(response.status).toBe(303);
  for (let hop = 0; hop < 5; hop += 1) {
    const next = location(response);
    if (next.startsWith(`${harness.origin}/signin-callback`)) {
      const code = new URL(next).searchParams.get('code');
      if (!code) throw new Error(`No code in ${next}`);
      return code;
    }
    response = await browser.get(next);
  }
  throw new Error('Too many redirects');
}

export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export async function tokenCall(harness: Harness, form: Record<string, string>) {
  const response = await fetch(`${harness.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'loci-portal', ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function signInForTokens(
  harness: Harness,
  email = 'dr.ada@loci.test',
  password = 'loci-demo',
): Promise<TokenResponse> {
  const { verifier, challenge } = pkcePair();
  const browser = newBrowser(harness.origin);
  const code = await signInForCode(harness, browser, email, password, challenge);
  const { status, body } = await tokenCall(harness, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${harness.origin}/signin-callback`,
    code_verifier: verifier,
  });
  expect(status).toBe(200);
  return body as unknown as TokenResponse;
}

export async function refresh(harness: Harness, refreshToken: string) {
  return tokenCall(harness, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** Debian's Chromium with one page; CSP violations reported on the console are collected. */
export async function openChromiumPage(
  cspViolations: string[],
): Promise<{ browser: Chromium; page: Page }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return { browser, page };
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
  ).toEqual([]);
}
