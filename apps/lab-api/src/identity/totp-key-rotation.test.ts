// Rotating TOTP_ENCRYPTION_KEY (issue 17): a secret sealed with the previous key still signs its
// user in once the provider starts with a new key and the old one as previous; that start re-seals
// it with the new key (one audit row, a count only), after which the new key alone opens it.
// A previous key that is missing or wrong refuses the start, naming the setting.
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/index.js';
import { codeFor, passwordStep, storedSecret } from '../testing/two-factor-builder.js';
import { newBrowser, startHarness, type Harness } from './identity-test-harness.js';
import type { IdentityProviderOptions } from './index.js';
import { createSecretBox, secretBoxKeyId } from './secret-box.js';
import { confirmEnrolment } from './two-factor.js';

const database = useTestDatabase();
const keyA = Buffer.alloc(32, 31);
const keyB = Buffer.alloc(32, 32);
const unrelated = Buffer.alloc(32, 33);
const harnesses: Harness[] = [];

afterAll(async () => {
  await Promise.all(harnesses.map((harness) => harness.close()));
});

async function start(keys: Partial<IdentityProviderOptions>): Promise<Harness> {
  const harness = await startHarness(database, { requireSecondFactor: true, ...keys });
  harnesses.push(harness);
  return harness;
}

/** Signs in with the password and the code `offset` steps from now; answers the code step's status. */
async function signInWithCode(harness: Harness, email: string, password: string, offset: number) {
  const browser = newBrowser(harness.origin);
  const signIn = await passwordStep(harness, browser, email, password);
  expect(await signIn.response.text()).toContain('<h1>Enter your security code</h1>');
  const answer = await browser.post(`${signIn.interaction}/second-factor`, {
    code: await codeFor(secret, offset),
  });
  return answer.status;
}

const email = 'rotated.key@loci.test';
const password = 'rotated-key-password';
const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('rotating TOTP_ENCRYPTION_KEY', () => {
  it('keeps secrets sealed with the previous key working and re-seals them with the new one', async () => {
    const before = await start({ totpEncryptionKey: keyA });
    const user = await before.identity.createUser(email, password);
    // Enrolled with the code of the step before: the two sign-ins below use the next two steps.
    await confirmEnrolment(
      database.db,
      user.id,
      secret,
      await codeFor(secret, -1),
      createSecretBox(keyA),
    );
    const sealedWithA = await storedSecret(database, user.id);
    expect(sealedWithA.startsWith(`v2.${secretBoxKeyId(keyA)}.`)).toBe(true);
    expect(() => createSecretBox(keyB).open(sealedWithA, user.id)).toThrow();

    // The previous key missing, or another key given as previous: the start is refused by name,
    // and nothing is changed.
    await expect(start({ totpEncryptionKey: keyB })).rejects.toThrow(
      /TOTP_ENCRYPTION_KEY_PREVIOUS/,
    );
    await expect(start({ totpEncryptionKey: keyB, totpPreviousKeys: [unrelated] })).rejects.toThrow(
      /TOTP_ENCRYPTION_KEY_PREVIOUS/,
    );
    expect(await storedSecret(database, user.id)).toBe(sealedWithA);

    const rotated = await start({ totpEncryptionKey: keyB, totpPreviousKeys: [keyA] });
    expect(rotated.audit.filter((entry) => entry.action === 'totp_secrets_resealed')).toEqual([
      { action: 'totp_secrets_resealed', outcome: 'success', detail: { count: 1 } },
    ]);
    const sealedWithB = await storedSecret(database, user.id);
    expect(sealedWithB.startsWith(`v2.${secretBoxKeyId(keyB)}.`)).toBe(true);
    expect(sealedWithB).not.toContain(secret);
    expect(createSecretBox(keyB).open(sealedWithB, user.id)).toBe(secret);
    expect(await signInWithCode(rotated, email, password, 0)).toBe(303);

    // After the re-seal the new key alone opens it; nothing is left to re-seal.
    const newKeyOnly = await start({ totpEncryptionKey: keyB });
    expect(newKeyOnly.audit.some((entry) => entry.action === 'totp_secrets_resealed')).toBe(false);
    expect(await storedSecret(database, user.id)).toBe(sealedWithB);
    expect(await signInWithCode(newKeyOnly, email, password, 1)).toBe(303);
  });

  it('opens a value sealed before key ids (v1) with the previous key', () => {
    const box = createSecretBox(keyB, [keyA]);
    const named = createSecretBox(keyA).seal('JBSWY3DPEHPK3PXP', 'user-1');
    const unnamed = `v1.${named.split('.').slice(2).join('.')}`;
    expect(box.open(unnamed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.sealedWithOlderKey(unnamed)).toBe(true);
    expect(box.sealedWithOlderKey(box.seal('JBSWY3DPEHPK3PXP', 'user-1'))).toBe(false);
    expect(() => createSecretBox(keyB).open(unnamed, 'user-1')).toThrow();
  });
});
