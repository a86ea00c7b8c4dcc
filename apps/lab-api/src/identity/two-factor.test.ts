// The TOTP second factor over real HTTP, as a browser meets it: enrolment at the first sign-in
// when the provider requires it, the code step at every later sign-in, recovery codes, replay.
import { decodeJwt } from 'jose';
import type { Browser as Chromium, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/index.js';
import { codeFor, passwordStep, secretOnEnrolPage } from '../testing/two-factor-builder.js';
import { seedIdentityUsers } from './index.js';
import {
  authorizationUrl,
  expectNoAxeViolations,
  location,
  newBrowser,
  openChromiumPage,
  pkcePair,
  startHarness,
  tokenCall,
  type Browser,
  type Harness,
} from './identity-test-harness.js';

const database = useTestDatabase({ prepare: seedIdentityUsers });
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness(database, { requireSecondFactor: true });
});

afterAll(async () => {
  await harness?.close();
});

/** Follows the redirects after the last step to the portal's callback; answers the tokens. */
async function finishForTokens(browser: Browser, response: Response, verifier: string) {
  expect(response.status).toBe(303);
  let next = location(response);
  for (let hop = 0; hop < 5 && !next.startsWith(`${harness.origin}/signin-callback`); hop += 1) {
    next = location(await browser.get(next));
  }
  const code = new URL(next).searchParams.get('code');
  const { status, body } = await tokenCall(harness, {
    grant_type: 'authorization_code',
    code: code ?? '',
    redirect_uri: `${harness.origin}/signin-callback`,
    code_verifier: verifier,
  });
  expect(status).toBe(200);
  return body as { access_token: string; id_token: string };
}

describe('two-step sign-in (MFA_REQUIRED)', () => {
  it('enrols at the first sign-in with a QR code, gives ten recovery codes, then signs in', async () => {
    const email = 'first.enrol@loci.test';
    await harness.identity.createUser(email, 'enrol-me-please');
    const browser = newBrowser(harness.origin);
    const { interaction, response, verifier } = await passwordStep(
      harness,
      browser,
      email,
      'enrol-me-please',
    );
    expect(response.status).toBe(200);
    const enrolHtml = await response.text();
    expect(enrolHtml).toContain('<h1>Set up two-step sign-in</h1>');
    expect(enrolHtml).toMatch(/<svg role="img" aria-label="QR code to add Loci[^"]*"/);
    expect(enrolHtml).toMatch(/autocomplete="one-time-code"/);
    const secret = secretOnEnrolPage(enrolHtml);

    const wrong = await browser.post(`${interaction}/enrol`, { code: '000000' });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('That code is not valid.');
    // The same secret is offered again: the app the user already set up stays right.
    expect(secretOnEnrolPage(wrongHtml)).toBe(secret);

    const enrolled = await browser.post(`${interaction}/enrol`, { code: await codeFor(secret) });
    expect(enrolled.status).toBe(200);
    const codesHtml = await enrolled.text();
    const recoveryCodes = [...codesHtml.matchAll(/<li><code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes.map((match) => match[1])).size).toBe(10);

    const tokens = await finishForTokens(
      browser,
      await browser.post(`${interaction}/continue`, {}),
      verifier,
    );
    expect(decodeJwt(tokens.access_token).email).toBe(email);
    expect(decodeJwt(tokens.id_token).amr).toEqual(expect.arrayContaining(['pwd', 'otp']));
    expect(harness.audit).toContainEqual(
      expect.objectContaining({ action: 'mfa_enrolled', actorEmail: email }),
    );
  });

  it('asks an enrolled user for the code; a code is accepted once, a recovery code once', async () => {
    const email = 'code.user@loci.test';
    await harness.identity.createUser(email, 'code-user-password');
    const enrolBrowser = newBrowser(harness.origin);
    const enrolment = await passwordStep(harness, enrolBrowser, email, 'code-user-password');
    const secret = secretOnEnrolPage(await enrolment.response.text());
    const enrolCode = await codeFor(secret);
    const codesHtml = await (
      await enrolBrowser.post(`${enrolment.interaction}/enrol`, { code: enrolCode })
    ).text();
    const recoveryCode = /<li><code>([a-z2-9-]+)<\/code>/.exec(codesHtml)![1]!;
    await enrolBrowser.post(`${enrolment.interaction}/continue`, {});

    // The enrolment's code was spent: replayed (even in the next period), it is refused.
    const second = newBrowser(harness.origin);
    const signIn = await passwordStep(harness, second, email, 'code-user-password');
    expect(signIn.response.status).toBe(200);
    expect(await signIn.response.text()).toContain('<h1>Enter your security code</h1>');
    const replay = await second.post(`${signIn.interaction}/second-factor`, { code: enrolCode });
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain('That code is not valid.');
    const next = await codeFor(secret, 1);
    await finishForTokens(
      second,
      await second.post(`${signIn.interaction}/second-factor`, { code: next }),
      signIn.verifier,
    );

    // A recovery code, typed in capitals with spaces, works once.
    const third = newBrowser(harness.origin);
    const withRecovery = await passwordStep(harness, third, email, 'code-user-password');
    const typed = ` ${recoveryCode.toUpperCase().replace('-', ' ')} `;
    await finishForTokens(
      third,
      await third.post(`${withRecovery.interaction}/second-factor`, { code: typed }),
      withRecovery.verifier,
    );
    const fourth = newBrowser(harness.origin);
    const again = await passwordStep(harness, fourth, email, 'code-user-password');
    const reused = await fourth.post(`${again.interaction}/second-factor`, { code: recoveryCode });
    expect(reused.status).toBe(401);
    expect(harness.audit).toContainEqual(
      expect.objectContaining({
        action: 'sign_in',
        actorEmail: email,
        detail: { secondFactor: 'recovery-code' },
      }),
    );
  });

  it('ends the sign-in after five wrong codes; the step cannot be skipped or used elsewhere', async () => {
    const email = 'wrong.codes@loci.test';
    await harness.identity.createUser(email, 'wrong-codes-password');
    const browser = newBrowser(harness.origin);
    const enrolment = await passwordStep(harness, browser, email, 'wrong-codes-password');
    const secret = secretOnEnrolPage(await enrolment.response.text());

    // Another browser cannot post to this interaction (its cookie binds the step).
    const stranger = newBrowser(harness.origin);
    const foreign = await stranger.post(`${enrolment.interaction}/enrol`, {
      code: await codeFor(secret),
    });
    expect(foreign.status).toBe(400);
    // The code step is not the enrol step: no skipping ahead to "continue".
    expect((await browser.post(`${enrolment.interaction}/continue`, {})).status).toBe(400);

    await browser.post(`${enrolment.interaction}/enrol`, { code: await codeFor(secret) });
    await browser.post(`${enrolment.interaction}/continue`, {});

    const later = newBrowser(harness.origin);
    const signIn = await passwordStep(harness, later, email, 'wrong-codes-password');
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const wrong = await later.post(`${signIn.interaction}/second-factor`, { code: '123456' });
      expect(wrong.status).toBe(401);
    }
    const last = await later.post(`${signIn.interaction}/second-factor`, { code: '123456' });
    expect(await last.text()).toContain('Too many wrong codes. Sign in again.');
    const afterwards = await later.post(`${signIn.interaction}/second-factor`, {
      code: await codeFor(secret, 1),
    });
    expect(afterwards.status).toBe(400);
    expect(
      harness.audit.filter((entry) => entry.action === 'mfa_failed' && entry.actorEmail === email),
    ).toHaveLength(5);
  });
});

describe('two-step pages in Chromium (axe, CSP)', () => {
  let chromiumBrowser: Chromium;
  let page: Page;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    ({ browser: chromiumBrowser, page } = await openChromiumPage(cspViolations));
  });

  afterAll(async () => {
    await chromiumBrowser?.close();
  });

  it('enrols and signs in with the keyboard; each page passes axe without CSP violations', async () => {
    const email = 'browser.enrol@loci.test';
    await harness.identity.createUser(email, 'browser-enrol-password');
    await page.goto(authorizationUrl(harness, pkcePair().challenge));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('browser-enrol-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }).waitFor();
    await expect.poll(() => page.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const secret = secretOnEnrolPage(await page.content());
    await page.getByLabel('Security code').fill(await codeFor(secret));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Save your recovery codes' }).waitFor();
    expect(await page.getByRole('list', { name: 'Recovery codes' }).locator('li').count()).toBe(10);
    await expectNoAxeViolations(page);
    expect(cspViolations).toEqual([]);
  });
});
