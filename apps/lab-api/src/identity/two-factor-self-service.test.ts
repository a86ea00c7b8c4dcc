// Two-step sign-in after enrolment (issue 17): the user's own re-enrolment (password and current
// code first; new recovery codes, the old ones and the old secret stop working), and what an
// administrator's reset asks at the next sign-in (a new enrolment, even where not required of all).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/index.js';
import { codeFor, passwordStep, secretOnEnrolPage } from '../testing/two-factor-builder.js';
import { newBrowser, startHarness, type Harness } from './identity-test-harness.js';
import { createSecretBox } from './secret-box.js';
import { confirmEnrolment, resetSecondFactor, verifySecondFactor } from './two-factor.js';

const database = useTestDatabase();
const key = Buffer.alloc(32, 21);
const box = createSecretBox(key);
let harness: Harness;

beforeAll(async () => {
  // Two-step sign-in not required of everyone (the demo's default).
  harness = await startHarness(database, { totpEncryptionKey: key });
});

afterAll(async () => {
  await harness?.close();
});

function recoveryCodesOn(html: string): string[] {
  return [...html.matchAll(/<li><code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)].map((m) => m[1]!);
}

/** A user enrolled the way a sign-in enrols them; answers their secret and recovery codes. */
async function enrolledUser(email: string, password: string) {
  const user = await harness.identity.createUser(email, password);
  const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
  const codes = await confirmEnrolment(database.db, user.id, secret, await codeFor(secret), box);
  return { user, secret, recoveryCodes: codes! };
}

describe('re-enrolment by the user', () => {
  const setupUrl = () => `${harness.issuer}/two-step-sign-in`;

  it('asks for the password and a current code, then replaces the secret and the recovery codes', async () => {
    const email = 'new.phone@loci.test';
    const password = 'new-phone-password';
    const before = await enrolledUser(email, password);
    const browser = newBrowser(harness.origin);

    const page = await browser.get(setupUrl());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Change two-step sign-in</h1>');
    expect(html).toMatch(/autocomplete="current-password"/);

    const wrongPassword = await browser.post(setupUrl(), {
      email,
      currentPassword: 'not-the-password',
      code: await codeFor(before.secret, 1),
    });
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.text()).toContain('Incorrect email or current password.');

    const noCode = await browser.post(setupUrl(), { email, currentPassword: password });
    expect(noCode.status).toBe(401);
    expect(await noCode.text()).toContain('Enter the code from your authenticator app.');

    const started = await browser.post(setupUrl(), {
      email,
      currentPassword: password,
      code: await codeFor(before.secret, 1),
    });
    expect(started.status).toBe(200);
    const enrolHtml = await started.text();
    expect(enrolHtml).toContain('<h1>Set up two-step sign-in</h1>');
    const newSecret = secretOnEnrolPage(enrolHtml);
    expect(newSecret).not.toBe(before.secret);
    const action = /<form method="post" action="([^"]+)"/.exec(enrolHtml)![1]!;
    expect(action).toMatch(/\/oidc\/two-step-sign-in\/[\w-]{40,}$/);

    const wrong = await browser.post(action, { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(secretOnEnrolPage(await wrong.text())).toBe(newSecret);

    const done = await browser.post(action, { code: await codeFor(newSecret) });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain('<h1>Save your recovery codes</h1>');
    const newCodes = recoveryCodesOn(doneHtml);
    expect(newCodes).toHaveLength(10);
    expect(doneHtml).toContain('Return to Loci');
    // The setup link works once.
    expect((await browser.post(action, { code: await codeFor(newSecret, 1) })).status).toBe(400);

    // The old recovery codes and the old secret stop working; the new ones work.
    expect(
      await verifySecondFactor(database.db, before.user.id, before.recoveryCodes[0]!, box),
    ).toBe(undefined);
    expect(
      await verifySecondFactor(database.db, before.user.id, await codeFor(before.secret, -1), box),
    ).toBe(undefined);
    expect(await verifySecondFactor(database.db, before.user.id, newCodes[0]!, box)).toBe(
      'recovery-code',
    );
    expect(harness.audit).toContainEqual(
      expect.objectContaining({
        action: 'mfa_enrolled',
        outcome: 'success',
        actorEmail: email,
        detail: { reenrolment: true },
      }),
    );
    expect(harness.audit).toContainEqual(
      expect.objectContaining({
        action: 'mfa_failed',
        actorEmail: email,
        detail: { reason: 'missing_code', during: 'reenrolment' },
      }),
    );
  });

  it('refuses a form from another origin', async () => {
    const answer = await newBrowser(harness.origin).post(
      setupUrl(),
      { email: 'x@loci.test', currentPassword: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(answer.status).toBe(403);
  });
});

describe('after an administrator’s reset', () => {
  it('asks for the password, then a new enrolment at the next sign-in, once', async () => {
    const email = 'lost.phone@loci.test';
    const password = 'lost-phone-password';
    const { user, secret } = await enrolledUser(email, password);
    await resetSecondFactor(database.db, user.id);

    const browser = newBrowser(harness.origin);
    const signIn = await passwordStep(harness, browser, email, password);
    expect(signIn.response.status).toBe(200);
    const enrolHtml = await signIn.response.text();
    expect(enrolHtml).toContain('<h1>Set up two-step sign-in</h1>');
    const newSecret = secretOnEnrolPage(enrolHtml);
    expect(newSecret).not.toBe(secret);
    const enrolled = await browser.post(`${signIn.interaction}/enrol`, {
      code: await codeFor(newSecret),
    });
    expect(enrolled.status).toBe(200);

    // Enrolled again: the next sign-in asks for the code, not for another enrolment.
    const later = newBrowser(harness.origin);
    const next = await passwordStep(harness, later, email, password);
    expect(await next.response.text()).toContain('<h1>Enter your security code</h1>');
  });
});
