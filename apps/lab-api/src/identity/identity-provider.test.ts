// The embedded provider over real HTTP: a Fastify app on a free port with `identityRoutes`,
// driven like a browser (manual redirects, a cookie jar) and like the portal (token calls).
import type { Browser as Chromium, Page } from 'playwright-core';
import { SignJWT, decodeJwt, generateKeyPair, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/index.js';
import { AccessTokenError, createJwksVerifier, seedIdentityUsers } from './index.js';
import {
  authorizationUrl,
  expectNoAxeViolations,
  location,
  newBrowser,
  openChromiumPage,
  openSignIn,
  pkcePair,
  refresh,
  signInForCode,
  signInForTokens,
  startHarness,
  tokenCall,
  type Harness,
  type TokenResponse,
} from './identity-test-harness.js';

// The lab's migrations include the identity feature's.
const database = useTestDatabase({ prepare: seedIdentityUsers });
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness(database);
});

afterAll(async () => {
  await harness?.close();
});

describe('authorization code flow with PKCE', () => {
  it('signs in through the form and issues a JWT access token for loci-api with the e-mail', async () => {
    const tokens = await signInForTokens(harness);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(60);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: harness.issuer,
      aud: 'loci-api',
      email: 'dr.ada@loci.test',
      client_id: 'loci-portal',
    });
    expect(claims.exp! - claims.iat!).toBe(60);
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      email: 'dr.ada@loci.test',
      aud: 'loci-portal',
    });

    const verified = await harness.identity.verifier.verify(tokens.access_token);
    expect(verified).toEqual({ subject: claims.sub, email: 'dr.ada@loci.test' });
    expect(harness.audit).toContainEqual(
      expect.objectContaining({
        action: 'sign_in',
        outcome: 'success',
        actorEmail: 'dr.ada@loci.test',
      }),
    );
  });

  it('refuses the plain PKCE method and requests without a code challenge', async () => {
    const browser = newBrowser(harness.origin);
    const plain = await browser.get(
      authorizationUrl(harness, 'a'.repeat(43), { code_challenge_method: 'plain' }),
    );
    const plainRedirect = new URL(location(plain));
    expect(plainRedirect.searchParams.get('error')).toBe('invalid_request');
    expect(plainRedirect.searchParams.get('code')).toBeNull();

    const url = new URL(authorizationUrl(harness, 'unused'));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const missing = await browser.get(url.href);
    expect(new URL(location(missing)).searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a code with the wrong verifier, and a code used twice (revoking its tokens)', async () => {
    const { verifier, challenge } = pkcePair();
    const browser = newBrowser(harness.origin);
    const code = await signInForCode(
      harness,
      browser,
      'sam.staff@loci.test',
      'loci-demo',
      challenge,
    );
    const wrong = await tokenCall(harness, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${harness.origin}/signin-callback`,
      code_verifier: pkcePair().verifier,
    });
    expect(wrong.body.error).toBe('invalid_grant');
    const exchange = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${harness.origin}/signin-callback`,
      code_verifier: verifier,
    };
    const first = await tokenCall(harness, exchange);
    expect(first.status).toBe(200);
    const replay = await tokenCall(harness, exchange);
    expect(replay.body.error).toBe('invalid_grant');
    const revoked = await refresh(harness, first.body.refresh_token as string);
    expect(revoked.body.error).toBe('invalid_grant');
  });

  it('puts the e-mail in the ID token; the userinfo endpoint refuses API tokens (portal: loadUserInfo off)', async () => {
    const tokens = await signInForTokens(harness, 'new.provider@loci.test');
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      email: 'new.provider@loci.test',
      email_verified: true,
      preferred_username: 'new.provider@loci.test',
    });
    const userinfo = await fetch(`${harness.issuer}/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(401);
  });

  it('publishes discovery with the issuer under /oidc and S256 only', async () => {
    const response = await fetch(`${harness.issuer}/.well-known/openid-configuration`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(harness.issuer);
    expect(metadata.token_endpoint).toBe(`${harness.issuer}/token`);
    expect(metadata.end_session_endpoint).toBe(`${harness.issuer}/session/end`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });
});

describe('access token verifier', () => {
  async function signWithProviderKey(claims: Record<string, unknown>, expiresIn: number | string) {
    const row = await database.db
      .selectFrom('identity_secret')
      .select('value')
      .where('name', '=', 'oidc_signing_keys')
      .executeTakeFirstOrThrow();
    const [jwk] = (row.value as { keys: JWK[] }).keys;
    const key = await importJWK(jwk!, 'RS256');
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk!.kid!, typ: 'at+jwt' })
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  }

  async function rejection(token: string) {
    try {
      await harness.identity.verifier.verify(token);
    } catch (error) {
      return error;
    }
    throw new Error('The token was accepted');
  }

  it('accepts a well-formed token signed with the provider key (control)', async () => {
    const tokens = await signInForTokens(harness);
    const { sub, gid } = decodeJwt(tokens.access_token);
    const token = await signWithProviderKey(
      { iss: harness.issuer, aud: 'loci-api', sub, gid, email: 'dr.ada@loci.test' },
      '5m',
    );
    await expect(harness.identity.verifier.verify(token)).resolves.toMatchObject({ subject: sub });
  });

  it('refuses a token with the provider key that names no grant, or a grant that does not exist', async () => {
    const tokens = await signInForTokens(harness);
    const { sub } = decodeJwt(tokens.access_token);
    const claims = { iss: harness.issuer, aud: 'loci-api', sub, email: 'dr.ada@loci.test' };
    const withoutGrant = await rejection(await signWithProviderKey(claims, '5m'));
    expect(withoutGrant).toBeInstanceOf(AccessTokenError);
    expect((withoutGrant as Error).message).toBe('The access token names no grant');
    const unknownGrant = await rejection(
      await signWithProviderKey({ ...claims, gid: 'no-such-grant' }, '5m'),
    );
    expect((unknownGrant as Error).message).toBe('The access token was revoked');
  });

  it('rejects forged, expired, wrong-audience and wrong-issuer tokens', async () => {
    const tokens = await signInForTokens(harness);
    const { sub } = decodeJwt(tokens.access_token);
    const good = { iss: harness.issuer, aud: 'loci-api', sub, email: 'dr.ada@loci.test' };

    const { privateKey } = await generateKeyPair('RS256');
    const header =
      decodeJwt(tokens.access_token) &&
      (JSON.parse(Buffer.from(tokens.access_token.split('.')[0]!, 'base64url').toString()) as {
        kid: string;
      });
    const forged = await new SignJWT(good)
      .setProtectedHeader({ alg: 'RS256', kid: header.kid, typ: 'at+jwt' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect(await rejection(forged)).toMatchObject({ problem: 'invalid' });

    const tampered = tokens.access_token.split('.');
    const payload = JSON.parse(Buffer.from(tampered[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    tampered[1] = Buffer.from(
      JSON.stringify({ ...payload, email: 'sam.staff@loci.test' }),
    ).toString('base64url');
    expect(await rejection(tampered.join('.'))).toMatchObject({ problem: 'invalid' });

    const expired = await signWithProviderKey(good, Math.floor(Date.now() / 1000) - 60);
    const expiredError = await rejection(expired);
    expect(expiredError).toBeInstanceOf(AccessTokenError);
    expect(expiredError).toMatchObject({ problem: 'expired' });

    const otherAudience = await signWithProviderKey({ ...good, aud: 'another-api' }, '5m');
    expect(await rejection(otherAudience)).toMatchObject({ problem: 'invalid' });

    const otherIssuer = await signWithProviderKey({ ...good, iss: 'http://evil.test/oidc' }, '5m');
    expect(await rejection(otherIssuer)).toMatchObject({ problem: 'invalid' });

    expect(await rejection('')).toMatchObject({ problem: 'missing' });
    expect(await rejection('not-a-jwt')).toMatchObject({ problem: 'invalid' });
  });

  it('refuses an access token once its lifetime (ACCESS_TOKEN_TTL) is over; a refresh gives a new one', async () => {
    const short = await startHarness(database, { accessTokenTtlSeconds: 2 });
    try {
      const tokens = await signInForTokens(short, 'sam.staff@loci.test');
      expect(tokens.expires_in).toBe(2);
      await expect(short.identity.verifier.verify(tokens.access_token)).resolves.toMatchObject({
        email: 'sam.staff@loci.test',
      });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await expect(short.identity.verifier.verify(tokens.access_token)).rejects.toMatchObject({
        problem: 'expired',
      });
      const renewed = await refresh(short, tokens.refresh_token!);
      await expect(
        short.identity.verifier.verify(renewed.body.access_token as string),
      ).resolves.toMatchObject({ email: 'sam.staff@loci.test' });
    } finally {
      await short.close();
    }
  });

  it('verifies through OIDC discovery and the published JWKS (external IdP mode)', async () => {
    const verifier = createJwksVerifier({ issuer: harness.issuer, audience: 'loci-api' });
    const tokens = await signInForTokens(harness, 'sam.staff@loci.test');
    await expect(verifier.verify(tokens.access_token)).resolves.toMatchObject({
      email: 'sam.staff@loci.test',
    });
    const wrongAudience = createJwksVerifier({ issuer: harness.issuer, audience: 'other-api' });
    await expect(wrongAudience.verify(tokens.access_token)).rejects.toMatchObject({
      problem: 'invalid',
    });
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; reusing an old one revokes the whole family', async () => {
    const tokens = await signInForTokens(harness);
    const first = await refresh(harness, tokens.refresh_token!);
    expect(first.status).toBe(200);
    const second = first.body.refresh_token as string;
    expect(second).not.toBe(tokens.refresh_token);
    expect(decodeJwt(first.body.access_token as string)).toMatchObject({
      aud: 'loci-api',
      email: 'dr.ada@loci.test',
    });

    const reuse = await refresh(harness, tokens.refresh_token!);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('invalid_grant');

    const afterReuse = await refresh(harness, second);
    expect(afterReuse.body.error).toBe('invalid_grant');
    expect(harness.audit).toContainEqual(
      expect.objectContaining({
        action: 'refresh_token_reuse',
        outcome: 'failure',
        actorSubject: decodeJwt(tokens.access_token).sub,
        clientIp: '127.0.0.1',
      }),
    );
  });

  it('log why a refresh was refused, as a warning (the answer says only invalid_grant)', async () => {
    const logged: Array<{ level: string; details: object; message: string }> = [];
    const entry = (level: string) => (details: object, message: string) =>
      void logged.push({ level, details, message });
    const watched = await startHarness(database, {
      logger: { warn: entry('warn'), error: entry('error') },
    });
    try {
      const refused = await refresh(watched, 'no-such-refresh-token');
      expect(refused.body).toMatchObject({
        error: 'invalid_grant',
        error_description: 'grant request is invalid',
      });
      expect(logged).toEqual([
        {
          level: 'warn',
          message: 'token request refused',
          details: {
            error: 'invalid_grant',
            detail: 'refresh token not found',
            grantType: 'refresh_token',
          },
        },
      ]);
      expect(JSON.stringify(logged)).not.toContain('no-such-refresh-token');
    } finally {
      await watched.close();
    }
  });

  it('end at the absolute lifetime even when rotated', async () => {
    const short = await startHarness(database, { refreshTokenAbsoluteTtlSeconds: 2 });
    try {
      const tokens = await signInForTokens(short, 'sam.staff@loci.test');
      const rotated = await refresh(short, tokens.refresh_token!);
      expect(rotated.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2200));
      const late = await refresh(short, rotated.body.refresh_token as string);
      expect(late.body.error).toBe('invalid_grant');
    } finally {
      await short.close();
    }
  });

  it('a disabled user can no longer refresh, and their access token is refused', async () => {
    await harness.identity.createUser('leaving@loci.test', 'a-long-password-1');
    const tokens = await signInForTokens(harness, 'leaving@loci.test', 'a-long-password-1');
    await harness.identity.verifier.verify(tokens.access_token);
    const subject = decodeJwt(tokens.access_token).sub!;
    const grants = await database.db
      .selectFrom('identity_oidc_payload')
      .select('id')
      .where('model', '=', 'Grant')
      .where('account_id', '=', subject)
      .execute();
    const grantIds = grants.map((grant) => grant.id);
    expect(grantIds).toHaveLength(1);

    await harness.identity.disableUser('Leaving@loci.test');
    const attempt = await refresh(harness, tokens.refresh_token!);
    expect(attempt.body.error).toBe('invalid_grant');
    await expect(harness.identity.verifier.verify(tokens.access_token)).rejects.toMatchObject({
      problem: 'disabled',
    });
    const remaining = await database.db
      .selectFrom('identity_oidc_payload')
      .select('model')
      .where((eb) => eb.or([eb('account_id', '=', subject), eb('grant_id', 'in', grantIds)]))
      .execute();
    expect(remaining).toEqual([]);

    const browser = newBrowser(harness.origin);
    const interaction = await openSignIn(harness, browser, pkcePair().challenge);
    const denied = await browser.post(`${interaction}/login`, {
      email: 'leaving@loci.test',
      password: 'a-long-password-1',
    });
    expect(denied.status).toBe(401);
    expect(await denied.text()).toContain('Incorrect email or password.');
  });
});

describe('sign-in page', () => {
  it('is accessible HTML with Email, Password, Sign in, the lab name and no inline script or style', async () => {
    const browser = newBrowser(harness.origin);
    const interaction = await openSignIn(harness, browser, pkcePair().challenge);
    const response = await browser.get(interaction);
    const html = await response.text();
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toMatch(/<html lang="en">/);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('Loci');
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username"/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(
      /<input id="password" name="password" type="password" autocomplete="current-password"/,
    );
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toMatch(/<a href="\/oidc\/reset-password">Forgot password\?<\/a>/);
    expect(html).not.toMatch(/<script/);
    expect(html).not.toMatch(/<style|style="/);
    expect(html).toContain('<link rel="stylesheet" href="/oidc/assets/identity.css">');
    expect(response.headers.get('x-set-by-hook')).toBe('kept');

    const css = await fetch(`${harness.issuer}/assets/identity.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });

  it('answers a wrong password and an unknown e-mail with the same generic message, audited', async () => {
    const browser = newBrowser(harness.origin);
    const interaction = await openSignIn(harness, browser, pkcePair().challenge);
    const wrong = await browser.post(`${interaction}/login`, {
      email: 'dr.ada@loci.test',
      password: 'not-the-password',
    });
    const unknown = await browser.post(`${interaction}/login`, {
      email: 'nobody@loci.test',
      password: 'not-the-password',
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain(
        '<p class="identity-alert" id="sign-in-error" role="alert">Incorrect email or password.</p>',
      );
      expect(html).toMatch(
        /id="password"[^>]*aria-describedby="sign-in-error" aria-invalid="true"/,
      );
    }
    expect(harness.audit).toContainEqual(
      expect.objectContaining({
        action: 'sign_in_failed',
        outcome: 'failure',
        actorEmail: 'dr.ada@loci.test',
        detail: { reason: 'wrong_password' },
      }),
    );
    expect(harness.audit).toContainEqual(
      expect.objectContaining({ action: 'sign_in_failed', actorEmail: 'nobody@loci.test' }),
    );
  });

  it('answers an expired or foreign interaction with an error page, and an oversized form with 413', async () => {
    const stranger = newBrowser(harness.origin);
    const interaction = await openSignIn(harness, newBrowser(harness.origin), pkcePair().challenge);
    const withoutCookie = await stranger.get(interaction);
    expect(withoutCookie.status).toBe(400);
    const html = await withoutCookie.text();
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).toContain(`href="${harness.origin}/"`);

    const browser = newBrowser(harness.origin);
    const own = await openSignIn(harness, browser, pkcePair().challenge);
    const huge = await browser.post(`${own}/login`, {
      email: 'dr.ada@loci.test',
      password: 'x'.repeat(20_000),
    });
    expect(huge.status).toBe(413);
  });

  it('refuses a sign-in form posted from a foreign origin', async () => {
    const browser = newBrowser(harness.origin);
    const interaction = await openSignIn(harness, browser, pkcePair().challenge);
    const response = await browser.post(
      `${interaction}/login`,
      { email: 'dr.ada@loci.test', password: 'loci-demo' },
      { origin: 'http://evil.test' },
    );
    expect(response.status).toBe(403);
  });

  it('limits failed sign-ins per e-mail and per IP address with a 429 and a clear message', async () => {
    const limited = await startHarness(database, {
      signInLimitPerEmail: { maxFailures: 3, windowSeconds: 900 },
      signInLimitPerIp: { maxFailures: 5, windowSeconds: 900 },
    });
    try {
      const browser = newBrowser(limited.origin);
      const interaction = await openSignIn(limited, browser, pkcePair().challenge);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const failed = await browser.post(`${interaction}/login`, {
          email: 'sam.staff@loci.test',
          password: 'wrong-password',
        });
        expect(failed.status).toBe(401);
      }
      // Even the right password is refused while the e-mail is locked.
      const blocked = await browser.post(`${interaction}/login`, {
        email: 'sam.staff@loci.test',
        password: 'loci-demo',
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await blocked.text()).toContain(
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      );
      expect(limited.audit).toContainEqual(
        expect.objectContaining({ action: 'sign_in_failed', detail: { reason: 'rate_limited' } }),
      );

      // Two more failures with other e-mails reach the per-IP limit of 5.
      for (const email of ['one@loci.test', 'two@loci.test']) {
        await browser.post(`${interaction}/login`, { email, password: 'wrong-password' });
      }
      const ipBlocked = await browser.post(`${interaction}/login`, {
        email: 'dr.ada@loci.test',
        password: 'loci-demo',
      });
      expect(ipBlocked.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('password reset', () => {
  it('sends a single-use link, sets the new password, and signs in with it', async () => {
    await harness.identity.createUser('reset.me@loci.test', 'the-old-password');
    const browser = newBrowser(harness.origin);

    const form = await browser.get('/oidc/reset-password');
    const formHtml = await form.text();
    expect(formHtml).toMatch(/<label for="email">Email<\/label>/);
    expect(formHtml).toContain('<button type="submit">Send reset link</button>');
    expect(formHtml).not.toMatch(/<script|style="/);

    const sentText =
      'If an account exists for that e-mail, we have sent a link to reset the password.';
    // A mistyped address is told, and kept in the field to correct.
    const typo = await browser.post('/oidc/reset-password', { email: 'reset.me@' });
    expect(typo.status).toBe(400);
    const typoHtml = await typo.text();
    expect(typoHtml).toContain('Must be a valid email');
    expect(typoHtml).toContain('value="reset.me@"');
    expect(typoHtml).not.toContain(sentText);
    const unknown = await browser.post('/oidc/reset-password', { email: 'nobody@loci.test' });
    expect(await unknown.text()).toContain(sentText);
    expect(harness.mailer.lastMailTo('nobody@loci.test')).toBeUndefined();

    const known = await browser.post('/oidc/reset-password', { email: 'Reset.Me@loci.test' });
    expect(known.status).toBe(200);
    expect(await known.text()).toContain(sentText);
    const mail = harness.mailer.lastMailTo('reset.me@loci.test');
    expect(mail?.subject).toBe('Reset your Loci password');
    const link = /https?:\/\/\S+\/oidc\/reset-password\/[\w-]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();

    const page = await browser.get(link!);
    const pageHtml = await page.text();
    expect(page.status).toBe(200);
    expect(pageHtml).toMatch(/<label for="new-password">New password<\/label>/);
    expect(pageHtml).toMatch(/<label for="confirm-password">Confirm password<\/label>/);
    expect(pageHtml).toMatch(/autocomplete="new-password"/);

    const short = await browser.post(link!, { newPassword: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    expect(await short.text()).toMatch(
      /aria-describedby="new-password-hint new-password-error" aria-invalid="true"[\s\S]*The password needs at least 12 characters./,
    );
    const mismatch = await browser.post(link!, {
      newPassword: 'a-brand-new-password',
      confirmPassword: 'a-different-password',
    });
    expect(await mismatch.text()).toContain('The passwords do not match.');

    const done = await browser.post(link!, {
      newPassword: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
    });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain('Your password has been changed.');
    expect(doneHtml).toContain(`href="${harness.origin}/signin"`);

    const again = await browser.post(link!, {
      newPassword: 'yet-another-password',
      confirmPassword: 'yet-another-password',
    });
    expect(again.status).toBe(410);
    expect((await browser.get(link!)).status).toBe(410);

    const tokens = await signInForTokens(harness, 'reset.me@loci.test', 'a-brand-new-password');
    expect(decodeJwt(tokens.access_token).email).toBe('reset.me@loci.test');
    const oldPassword = newBrowser(harness.origin);
    const interaction = await openSignIn(harness, oldPassword, pkcePair().challenge);
    const refused = await oldPassword.post(`${interaction}/login`, {
      email: 'reset.me@loci.test',
      password: 'the-old-password',
    });
    expect(refused.status).toBe(401);
    expect(harness.audit).toContainEqual(
      expect.objectContaining({ action: 'password_reset', outcome: 'success' }),
    );
  });
});

describe('provider sessions', () => {
  it('start a new session (new identifier) on every sign-in', async () => {
    const browser = newBrowser(harness.origin);
    await signInForCode(harness, browser, 'dr.ada@loci.test', 'loci-demo', pkcePair().challenge);
    const first = browser.jar.get('_session');
    expect(first).toBeDefined();
    await signInForCode(harness, browser, 'dr.ada@loci.test', 'loci-demo', pkcePair().challenge, {
      prompt: 'login',
    });
    const second = browser.jar.get('_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('end at their absolute lifetime: refresh fails and sign-in is asked again', async () => {
    const short = await startHarness(database, { sessionTtlSeconds: 2 });
    try {
      const { verifier, challenge } = pkcePair();
      const browser = newBrowser(short.origin);
      const code = await signInForCode(
        short,
        browser,
        'sam.staff@loci.test',
        'loci-demo',
        challenge,
      );
      const { body } = await tokenCall(short, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${short.origin}/signin-callback`,
        code_verifier: verifier,
      });
      // Within the session, a new authorization request needs no sign-in.
      const silent = await browser.get(authorizationUrl(short, pkcePair().challenge));
      expect(location(silent)).toMatch(/\/signin-callback\?code=/);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const late = await refresh(short, body.refresh_token as string);
      expect(late.body.error).toBe('invalid_grant');
      const again = await browser.get(authorizationUrl(short, pkcePair().challenge));
      expect(location(again)).toMatch(/\/oidc\/interaction\/[\w-]+$/);
    } finally {
      await short.close();
    }
  });
});

describe('sign-out and restarts', () => {
  it('RP-initiated logout needs no confirmation click and revokes the refresh token', async () => {
    const { verifier, challenge } = pkcePair();
    const browser = newBrowser(harness.origin);
    const code = await signInForCode(harness, browser, 'dr.ada@loci.test', 'loci-demo', challenge);
    const { body } = await tokenCall(harness, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${harness.origin}/signin-callback`,
      code_verifier: verifier,
    });
    const tokens = body as unknown as TokenResponse;

    const end = new URL(`${harness.issuer}/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${harness.origin}/`,
      state: 'bye',
    }).toString();
    const page = await browser.get(end.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/oidc/assets/identity-sign-out.js" defer></script>');
    expect(html).not.toMatch(/<script>|style="/);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const confirm = await browser.post(action!, { xsrf: xsrf!, logout: 'yes' });
    expect(confirm.status).toBe(303);
    expect(location(confirm)).toBe(`${harness.origin}/?state=bye`);

    const after = await refresh(harness, tokens.refresh_token!);
    expect(after.body.error).toBe('invalid_grant');
    expect(harness.audit).toContainEqual(
      expect.objectContaining({
        action: 'sign_out',
        actorSubject: decodeJwt(tokens.access_token).sub,
      }),
    );
    const script = await fetch(`${harness.issuer}/assets/identity-sign-out.js`);
    expect(await script.text()).toContain('form.submit()');
  });

  it('keeps its signing keys across a restart: tokens issued before stay valid', async () => {
    const tokens = await signInForTokens(harness, 'sam.staff@loci.test');
    const restarted = await startHarness(database);
    try {
      const claims = await createJwksVerifier({
        issuer: harness.issuer,
        audience: 'loci-api',
      }).verify(tokens.access_token);
      expect(claims.email).toBe('sam.staff@loci.test');
      const jwks = (await (await fetch(`${restarted.issuer}/jwks`)).json()) as { keys: JWK[] };
      const original = (await (await fetch(`${harness.issuer}/jwks`)).json()) as { keys: JWK[] };
      expect(jwks.keys.map((key) => key.kid)).toEqual(original.keys.map((key) => key.kid));
      expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it('seeds the four demo users once (idempotent, stable subjects)', async () => {
    const first = await seedIdentityUsers(database.db);
    const second = await seedIdentityUsers(database.db);
    expect(second).toEqual(first);
    expect(first.map((user) => user.email)).toEqual([
      'dr.ada@loci.test',
      'sam.staff@loci.test',
      'new.provider@loci.test',
      'no.account@loci.test',
    ]);
  });
});

describe('pages in Chromium (axe, CSP)', () => {
  let chromiumBrowser: Chromium;
  let page: Page;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    ({ browser: chromiumBrowser, page } = await openChromiumPage(cspViolations));
  });

  afterAll(async () => {
    await chromiumBrowser?.close();
  });

  const expectAccessible = () => expectNoAxeViolations(page);

  it('signs in with the keyboard-reachable form; every page passes axe without CSP violations', async () => {
    await page.goto(authorizationUrl(harness, pkcePair().challenge));
    await expect.poll(() => page.title()).toBe('Sign in · Loci');
    await expectAccessible();

    await page.getByLabel('Email').fill('dr.ada@loci.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Incorrect email or password.');
    await expectAccessible();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await expectAccessible();
    await page.getByLabel('Email').fill('no.account@loci.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').waitFor();
    await expectAccessible();

    const link = /https?:\/\/\S+\/reset-password\/[\w-]+/.exec(
      harness.mailer.lastMailTo('no.account@loci.test')!.text,
    )![0];
    await page.goto(link);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('The password needs at least 12 characters.').waitFor();
    await expectAccessible();

    // Sign-out page: the external script submits the form by itself.
    const tokens = await signInForTokens(harness, 'sam.staff@loci.test');
    await page.goto(
      `${harness.issuer}/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${harness.origin}/`,
      })}`,
    );
    await page.waitForURL(`${harness.origin}/`);

    expect(cspViolations).toEqual([]);
  }, 90_000);
});
