// TOTP secrets encrypted at rest (issue 17): AES-256-GCM with the configured key, bound to the
// user; plain secrets of earlier enrolments are sealed at the provider's start and keep working.
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/index.js';
import { codeFor, passwordStep, storedSecret } from '../testing/two-factor-builder.js';
import { location, newBrowser, startHarness, type Harness } from './identity-test-harness.js';
import { createSecretBox, isSealed } from './secret-box.js';
import { confirmEnrolment } from './two-factor.js';

const database = useTestDatabase();
const key = Buffer.alloc(32, 11);
const harnesses: Harness[] = [];

afterAll(async () => {
  await Promise.all(harnesses.map((harness) => harness.close()));
});

async function harnessWithKey(totpEncryptionKey: Buffer): Promise<Harness> {
  const harness = await startHarness(database, { requireSecondFactor: true, totpEncryptionKey });
  harnesses.push(harness);
  return harness;
}

describe('the secret box', () => {
  it('opens only what it sealed, for the same user, with the same key', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 12)).open(sealed, 'user-1')).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(tampered, 'user-1')).toThrow();
  });
});

describe('TOTP secrets at rest', () => {
  it('stores an enrolment’s secret sealed; the code step still signs the user in', async () => {
    const harness = await harnessWithKey(key);
    const email = 'sealed.enrol@loci.test';
    const user = await harness.identity.createUser(email, 'sealed-enrol-password');
    const browser = newBrowser(harness.origin);
    const enrolment = await passwordStep(harness, browser, email, 'sealed-enrol-password');
    const html = await enrolment.response.text();
    const secret = /<code>([A-Z2-7 ]+)<\/code>/.exec(html)![1]!.replaceAll(' ', '');

    // The enrolment in progress is sealed too.
    const pending = await database.db
      .selectFrom('identity_sign_in_step')
      .select('pending_secret')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(isSealed(pending.pending_secret ?? '')).toBe(true);

    const enrolled = await browser.post(`${enrolment.interaction}/enrol`, {
      code: await codeFor(secret),
    });
    expect(enrolled.status).toBe(200);
    const stored = await storedSecret(database, user.id);
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(secret);
    expect(createSecretBox(key).open(stored, user.id)).toBe(secret);

    const later = newBrowser(harness.origin);
    const signIn = await passwordStep(harness, later, email, 'sealed-enrol-password');
    const answer = await later.post(`${signIn.interaction}/second-factor`, {
      code: await codeFor(secret, 1),
    });
    expect(answer.status).toBe(303);
    expect(location(answer)).toContain('/oidc/');
  });

  it('seals the plain secrets of earlier enrolments at start, and they keep working', async () => {
    const email = 'plain.before@loci.test';
    const first = await harnessWithKey(key);
    const user = await first.identity.createUser(email, 'plain-before-password');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    // An enrolment of the release before secrets were sealed (no key): stored plain.
    expect(
      await confirmEnrolment(database.db, user.id, secret, await codeFor(secret)),
    ).toHaveLength(10);
    expect(await storedSecret(database, user.id)).toBe(secret);

    const restarted = await harnessWithKey(key);
    const stored = await storedSecret(database, user.id);
    expect(isSealed(stored)).toBe(true);
    expect(createSecretBox(key).open(stored, user.id)).toBe(secret);

    const browser = newBrowser(restarted.origin);
    const signIn = await passwordStep(restarted, browser, email, 'plain-before-password');
    expect(await signIn.response.text()).toContain('<h1>Enter your security code</h1>');
    const answer = await browser.post(`${signIn.interaction}/second-factor`, {
      code: await codeFor(secret, 1),
    });
    expect(answer.status).toBe(303);
  });
});
