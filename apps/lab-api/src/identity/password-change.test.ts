// Changing a password with the current one, and the checks every new password passes (length,
// the common/breached list, confirmation), over real HTTP; the owner is told by e-mail.
import { generate, generateSecret } from 'otplib';
import type { Browser as Chromium, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/index.js';
import { isCommonPassword } from './common-passwords.js';
import { seedIdentityUsers } from './index.js';
import { confirmEnrolment } from './two-factor.js';
import {
  expectNoAxeViolations,
  newBrowser,
  openChromiumPage,
  openSignIn,
  pkcePair,
  refresh,
  signInForTokens,
  startHarness,
  type Harness,
} from './identity-test-harness.js';

const database = useTestDatabase({ prepare: seedIdentityUsers });
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness(database);
});

afterAll(async () => {
  await harness?.close();
});

describe('the common-password list', () => {
  it('refuses listed passwords, also with digits or signs added, and lets others pass', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('qwerty123456')).toBe(true);
    expect(isCommonPassword('Sunshine2026!')).toBe(true);
    expect(isCommonPassword('PASSWORD12345')).toBe(true);
    expect(isCommonPassword('violet-harbour-anvil')).toBe(false);
    expect(isCommonPassword('a-brand-new-password')).toBe(false);
  });
});

describe('password change', () => {
  const email = 'change.me@loci.test';
  const form = (fields: Record<string, string>) => ({
    email,
    currentPassword: 'the-first-password',
    newPassword: 'violet-harbour-anvil',
    confirmPassword: 'violet-harbour-anvil',
    ...fields,
  });

  it(
    'needs the current password and refuses weak new ones, changing nothing',
    { timeout: 150_000 },
    async () => {
      await harness.identity.createUser(email, 'the-first-password');
      const tokens = await signInForTokens(harness, email, 'the-first-password');
      const browser = newBrowser(harness.origin);

      const page = await browser.get('/oidc/change-password');
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toMatch(/<label for="current-password">Current password<\/label>/);
      expect(html).toMatch(/id="current-password"[^>]*autocomplete="current-password"/);

      const wrong = await browser.post('/oidc/change-password', form({ currentPassword: 'nope' }));
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('Incorrect email or current password.');
      const unknown = await browser.post(
        '/oidc/change-password',
        form({ email: 'nobody.here@loci.test' }),
      );
      expect(unknown.status).toBe(401);
      expect(await unknown.text()).toContain('Incorrect email or current password.');

      const common = await browser.post(
        '/oidc/change-password',
        form({ newPassword: 'Sunshine2026!', confirmPassword: 'Sunshine2026!' }),
      );
      expect(common.status).toBe(400);
      expect(await common.text()).toContain(
        'This password is on the list of common or breached passwords.',
      );
      const same = await browser.post(
        '/oidc/change-password',
        form({ newPassword: 'the-first-password', confirmPassword: 'the-first-password' }),
      );
      expect(await same.text()).toContain('The new password must differ from the current one.');
      const mismatch = await browser.post(
        '/oidc/change-password',
        form({ confirmPassword: 'violet-harbour-anvils' }),
      );
      expect(await mismatch.text()).toContain('The passwords do not match.');
      // Nothing changed so far: the session still refreshes.
      expect((await refresh(harness, tokens.refresh_token!)).status).toBe(200);
    },
  );

  // Each step hashes or checks a password with scrypt, slow on purpose: a longer budget.
  it(
    'then ends every session, mails the owner and lets only the new password in',
    { timeout: 150_000 },
    async () => {
      const tokens = await signInForTokens(harness, email, 'the-first-password');
      const browser = newBrowser(harness.origin);

      const foreign = await browser.post('/oidc/change-password', form({}), {
        origin: 'https://evil.example',
      });
      expect(foreign.status).toBe(403);

      const done = await browser.post('/oidc/change-password', form({}));
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Your password has been changed.');
      const mail = harness.mailer.lastMailTo(email);
      expect(mail?.subject).toBe('Your Loci password was changed');
      expect(mail?.text).toMatch(/If you did not, reset your password now/);
      expect(mail?.text).toMatch(/\/oidc\/reset-password/);

      expect((await refresh(harness, tokens.refresh_token!)).status).toBe(400);
      await signInForTokens(harness, email, 'violet-harbour-anvil');
      const old = newBrowser(harness.origin);
      const interaction = await openSignIn(harness, old, pkcePair().challenge);
      const refused = await old.post(`${interaction}/login`, {
        email,
        password: 'the-first-password',
      });
      expect(refused.status).toBe(401);
      expect(harness.audit).toContainEqual(
        expect.objectContaining({
          action: 'password_changed',
          outcome: 'success',
          actorEmail: email,
        }),
      );
    },
  );

  it('asks for the code from the app when two-step sign-in is on', async () => {
    const enrolled = 'change.with.code@loci.test';
    await harness.identity.createUser(enrolled, 'first-password-here');
    // Enrolment's own flow is tested in two-factor.test.ts; here its last step stores the secret.
    const user = await database.db
      .selectFrom('identity_user')
      .select('id')
      .where('email', '=', enrolled)
      .executeTakeFirstOrThrow();
    const secret = generateSecret();
    const enrolCode = await generate({ secret });
    expect(await confirmEnrolment(database.db, user.id, secret, enrolCode)).toHaveLength(10);

    const browser = newBrowser(harness.origin);
    const fields = {
      email: enrolled,
      currentPassword: 'first-password-here',
      newPassword: 'second-password-here',
      confirmPassword: 'second-password-here',
    };
    const missing = await browser.post('/oidc/change-password', fields);
    expect(missing.status).toBe(401);
    expect(await missing.text()).toContain('Enter the code from your authenticator app.');
    const replayed = await browser.post('/oidc/change-password', { ...fields, code: enrolCode });
    expect(replayed.status).toBe(401);
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const done = await browser.post('/oidc/change-password', { ...fields, code: next });
    expect(done.status).toBe(200);
  });

  it('a reset refuses a common password too', async () => {
    await harness.identity.createUser('reset.common@loci.test', 'reset-common-old');
    const browser = newBrowser(harness.origin);
    await browser.post('/oidc/reset-password', { email: 'reset.common@loci.test' });
    const link = /https?:\/\/\S+\/oidc\/reset-password\/[\w-]+/.exec(
      harness.mailer.lastMailTo('reset.common@loci.test')!.text,
    )![0];
    const common = await browser.post(link, {
      newPassword: 'qwerty123456',
      confirmPassword: 'qwerty123456',
    });
    expect(common.status).toBe(400);
    expect(await common.text()).toContain('common or breached passwords');
    const done = await browser.post(link, {
      newPassword: 'violet-harbour-anvil',
      confirmPassword: 'violet-harbour-anvil',
    });
    expect(done.status).toBe(200);
    expect(harness.mailer.lastMailTo('reset.common@loci.test')?.subject).toBe(
      'Your Loci password was changed',
    );
  });
});

describe('password change page in Chromium (axe, CSP)', () => {
  let chromiumBrowser: Chromium;
  let page: Page;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    ({ browser: chromiumBrowser, page } = await openChromiumPage(cspViolations));
  });

  afterAll(async () => {
    await chromiumBrowser?.close();
  });

  it('is labelled and passes axe, also with errors shown', async () => {
    await page.goto(`${harness.issuer}/change-password`);
    await page.getByRole('heading', { level: 1, name: 'Change your password' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill('dr.ada@loci.test');
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password').fill('violet-harbour-anvil');
    await page.getByLabel('Confirm password').fill('violet-harbour-anvil');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').waitFor();
    await expectNoAxeViolations(page);
    expect(cspViolations).toEqual([]);
  });
});
