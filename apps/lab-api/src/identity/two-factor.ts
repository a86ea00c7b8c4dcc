// The TOTP second factor of the embedded provider (RFC 6238 with otplib): enrolment with a QR
// code, one-time recovery codes, and the sign-in step that follows the password.
// docs/decisions/two-factor.md says why TOTP, why these windows and what stays to do.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { IdentityDatabase, IdentitySignInStepTable } from './identity-schema.js';
import { isSealed, sealedPatterns, sealedWithKeyPattern, type SecretBox } from './secret-box.js';

/** Codes from one period before or after now are accepted (clock drift of a phone). */
const toleranceSeconds = 30;
/** A sign-in step lives as long as the interaction that holds it. */
const stepTtlMs = 30 * 60 * 1000;
export const recoveryCodeCount = 10;
/** Wrong codes allowed in one sign-in before the user must start again. */
export const maxCodeFailures = 5;

export type SignInStep = IdentitySignInStepTable['step'];

export interface PendingSignInStep {
  userId: string;
  step: SignInStep;
  pendingSecret: string | null;
  failures: number;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Recovery codes are typed by hand: lower-case, no separators, no look-alike letters matter. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** `xxxxx-xxxxx`: 50 bits each, from the CSPRNG. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

export async function hasSecondFactor(
  db: Kysely<IdentityDatabase>,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('identity_two_factor')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** A new secret and what the enrolment page shows: the otpauth URI as an SVG QR code. */
export async function newEnrolment(email: string, issuerName: string) {
  const secret = generateSecret();
  const uri = generateURI({ issuer: issuerName, label: email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/** The QR code of a secret being enrolled (the page is shown again after a wrong code). */
export async function enrolmentQr(email: string, issuerName: string, secret: string) {
  const uri = generateURI({ issuer: issuerName, label: email, secret });
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** Checks the first code of a secret; on success stores it and answers fresh recovery codes. */
export async function confirmEnrolment(
  db: Kysely<IdentityDatabase>,
  userId: string,
  secret: string,
  code: string,
  box?: SecretBox,
): Promise<string[] | undefined> {
  const result = await verify({
    secret,
    token: code.replace(/\s/g, ''),
    epochTolerance: toleranceSeconds,
  });
  if (!result.valid || !('timeStep' in result)) return undefined;
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const hashes = JSON.stringify(recoveryCodes.map((value) => sha256(normaliseRecoveryCode(value))));
  // Sealed at rest with the configured key (secret-box.ts), bound to the user.
  const stored = box ? box.seal(secret, userId) : secret;
  await db
    .insertInto('identity_two_factor')
    .values({
      user_id: userId,
      secret: stored,
      last_time_step: result.timeStep,
      recovery_code_hashes: hashes,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        secret: stored,
        last_time_step: result.timeStep,
        recovery_code_hashes: hashes,
        confirmed_at: new Date(),
      }),
    )
    .execute();
  await db
    .updateTable('identity_user')
    .set({ must_enrol_second_factor: false })
    .where('id', '=', userId)
    .where('must_enrol_second_factor', '=', true)
    .execute();
  return recoveryCodes;
}

/** The plain secret of a stored one: sealed rows need the key; rows from before sealing are plain. */
function storedSecret(stored: string, userId: string, box: SecretBox | undefined): string {
  if (!isSealed(stored)) return stored;
  if (!box) throw new Error('The TOTP secrets are encrypted and no key is configured');
  return box.open(stored, userId);
}

/** Stores `to` as the user's secret only if it is still `from` (a concurrent enrolment wins). */
async function replaceSecret(
  db: Kysely<IdentityDatabase>,
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  const done = await db
    .updateTable('identity_two_factor')
    .set({ secret: to })
    .where('user_id', '=', userId)
    .where('secret', '=', from)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/** Stores `to` as an enrolment's pending secret only if it is still `from`. */
async function replacePendingSecret(
  db: Kysely<IdentityDatabase>,
  interactionUid: string,
  from: string,
  to: string,
): Promise<number> {
  const done = await db
    .updateTable('identity_sign_in_step')
    .set({ pending_secret: to })
    .where('interaction_uid', '=', interactionUid)
    .where('pending_secret', '=', from)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/**
 * Seals every TOTP secret still stored in plain text (rows enrolled before secrets were
 * encrypted, and enrolments in progress): run at every start, after the migrations, with the
 * configured key. Answers how many secrets it sealed.
 */
export async function sealStoredSecrets(
  db: Kysely<IdentityDatabase>,
  box: SecretBox,
): Promise<number> {
  let sealed = 0;
  const plain = await db
    .selectFrom('identity_two_factor')
    .select(['user_id', 'secret'])
    .where((where) =>
      where.and(sealedPatterns.map((pattern) => where('secret', 'not like', pattern))),
    )
    .execute();
  for (const row of plain) {
    // Only if still the plain value read: an enrolment meanwhile wrote its own sealed secret.
    sealed += await replaceSecret(db, row.user_id, row.secret, box.seal(row.secret, row.user_id));
  }
  const pending = await db
    .selectFrom('identity_sign_in_step')
    .select(['interaction_uid', 'user_id', 'pending_secret'])
    .where('pending_secret', 'is not', null)
    .where((where) =>
      where.and(sealedPatterns.map((pattern) => where('pending_secret', 'not like', pattern))),
    )
    .execute();
  for (const row of pending) {
    const plainPending = row.pending_secret ?? '';
    sealed += await replacePendingSecret(
      db,
      row.interaction_uid,
      plainPending,
      box.seal(plainPending, row.user_id),
    );
  }
  return sealed;
}

/** Start refused: TOTP secrets are sealed with a key that is not configured. */
export class UnknownTotpKeyError extends Error {
  constructor(count: number) {
    super(
      `TOTP_ENCRYPTION_KEY_PREVIOUS: ${count} TOTP secret(s) were sealed with a key that is neither ` +
        'TOTP_ENCRYPTION_KEY nor one of TOTP_ENCRYPTION_KEY_PREVIOUS: set the key they were sealed with ' +
        'as TOTP_ENCRYPTION_KEY_PREVIOUS (or TOTP_ENCRYPTION_KEY_PREVIOUS_FILE)',
    );
    this.name = 'UnknownTotpKeyError';
  }
}

/**
 * Key rotation: re-seals with the current key every TOTP secret sealed with an older one, in one
 * transaction (all or none), at every start after `sealStoredSecrets`. A secret no configured key
 * opens stops the start (`UnknownTotpKeyError`); an enrolment in progress that none opens is
 * dropped (its user starts the sign-in again). Answers how many secrets it re-sealed.
 */
export async function resealStoredSecrets(
  db: Kysely<IdentityDatabase>,
  box: SecretBox,
): Promise<number> {
  const current = sealedWithKeyPattern(box.keyId);
  return db.transaction().execute(async (trx) => {
    let resealed = 0;
    const enrolled = await trx
      .selectFrom('identity_two_factor')
      .select(['user_id', 'secret'])
      .where('secret', 'not like', current)
      .execute();
    const older = enrolled.filter((row) => box.sealedWithOlderKey(row.secret));
    const opened = older.flatMap((row) => {
      try {
        return [{ ...row, plain: box.open(row.secret, row.user_id) }];
      } catch {
        return [];
      }
    });
    if (opened.length < older.length) throw new UnknownTotpKeyError(older.length - opened.length);
    for (const row of opened) {
      resealed += await replaceSecret(
        trx,
        row.user_id,
        row.secret,
        box.seal(row.plain, row.user_id),
      );
    }
    const pending = await trx
      .selectFrom('identity_sign_in_step')
      .select(['interaction_uid', 'user_id', 'pending_secret'])
      .where('pending_secret', 'is not', null)
      .where('pending_secret', 'not like', current)
      .execute();
    for (const row of pending) {
      const sealed = row.pending_secret ?? '';
      if (!box.sealedWithOlderKey(sealed)) continue;
      let plain: string;
      try {
        plain = box.open(sealed, row.user_id);
      } catch {
        await trx
          .deleteFrom('identity_sign_in_step')
          .where('interaction_uid', '=', row.interaction_uid)
          .execute();
        continue;
      }
      resealed += await replacePendingSecret(
        trx,
        row.interaction_uid,
        sealed,
        box.seal(plain, row.user_id),
      );
    }
    return resealed;
  });
}

/**
 * A code from the authenticator app (each time step once) or an unused recovery code (then
 * spent). Answers how the user proved it, or undefined.
 */
export async function verifySecondFactor(
  db: Kysely<IdentityDatabase>,
  userId: string,
  code: string,
  box?: SecretBox,
): Promise<'totp' | 'recovery-code' | undefined> {
  const row = await db
    .selectFrom('identity_two_factor')
    .select(['secret', 'last_time_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const compact = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(compact)) {
    const lastStep = row.last_time_step ?? undefined;
    const result = await verify({
      secret: storedSecret(row.secret, userId, box),
      token: compact,
      epochTolerance: toleranceSeconds,
      ...(lastStep !== undefined ? { afterTimeStep: lastStep } : {}),
    });
    if (!result.valid || !('timeStep' in result)) return undefined;
    // Only the request that moves the step forward wins: a replayed code loses the race too.
    const moved = await db
      .updateTable('identity_two_factor')
      .set({ last_time_step: result.timeStep })
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', result.timeStep)]),
      )
      .executeTakeFirst();
    return moved.numUpdatedRows > 0n ? 'totp' : undefined;
  }
  const hash = sha256(normaliseRecoveryCode(compact));
  // Spent in the same statement that finds it: two requests with one code cannot both pass.
  const spent = await db
    .updateTable('identity_two_factor')
    .set({ recovery_code_hashes: sql`recovery_code_hashes - ${hash}::text` })
    .where('user_id', '=', userId)
    .where(sql<boolean>`jsonb_exists(recovery_code_hashes, ${hash}::text)`)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n ? 'recovery-code' : undefined;
}

/** Whether an administrator's reset asks this user to set up two-step sign-in again. */
export async function mustEnrolSecondFactor(
  db: Kysely<IdentityDatabase>,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('identity_user')
    .select('must_enrol_second_factor')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.must_enrol_second_factor === true;
}

/**
 * An administrator's reset (a lost phone and recovery codes): the secret, its recovery codes and
 * any enrolment in progress go, and the user must enrol again at their next sign-in. The caller
 * ends the user's sessions and writes the audit row.
 */
export async function resetSecondFactor(
  db: Kysely<IdentityDatabase>,
  userId: string,
): Promise<void> {
  await db.deleteFrom('identity_two_factor').where('user_id', '=', userId).execute();
  await db.deleteFrom('identity_sign_in_step').where('user_id', '=', userId).execute();
  await db
    .updateTable('identity_user')
    .set({ must_enrol_second_factor: true })
    .where('id', '=', userId)
    .execute();
}

/** Removes a user's second factor (the lab's administrators, after checking who asks). */
export async function removeSecondFactor(
  db: Kysely<IdentityDatabase>,
  userId: string,
): Promise<void> {
  await db.deleteFrom('identity_two_factor').where('user_id', '=', userId).execute();
}

export async function saveSignInStep(
  db: Kysely<IdentityDatabase>,
  interactionUid: string,
  step: { userId: string; step: SignInStep; pendingSecret?: string | null },
  box?: SecretBox,
): Promise<void> {
  const pending = step.pendingSecret ?? null;
  const values = {
    user_id: step.userId,
    step: step.step,
    pending_secret: pending !== null && box ? box.seal(pending, step.userId) : pending,
    failures: 0,
    expires_at: new Date(Date.now() + stepTtlMs),
  };
  await db
    .insertInto('identity_sign_in_step')
    .values({ interaction_uid: interactionUid, ...values })
    .onConflict((conflict) => conflict.column('interaction_uid').doUpdateSet(values))
    .execute();
}

export async function findSignInStep(
  db: Kysely<IdentityDatabase>,
  interactionUid: string,
  box?: SecretBox,
): Promise<PendingSignInStep | undefined> {
  const row = await db
    .selectFrom('identity_sign_in_step')
    .select(['user_id', 'step', 'pending_secret', 'failures'])
    .where('interaction_uid', '=', interactionUid)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      step: row.step,
      pendingSecret:
        row.pending_secret === null ? null : storedSecret(row.pending_secret, row.user_id, box),
      failures: row.failures,
    }
  );
}

/** Counts a wrong code; answers the failures so far. */
export async function recordStepFailure(
  db: Kysely<IdentityDatabase>,
  interactionUid: string,
): Promise<number> {
  const row = await db
    .updateTable('identity_sign_in_step')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('interaction_uid', '=', interactionUid)
    .returning('failures')
    .executeTakeFirst();
  return row?.failures ?? maxCodeFailures;
}

export async function endSignInStep(
  db: Kysely<IdentityDatabase>,
  interactionUid: string,
): Promise<void> {
  await db
    .deleteFrom('identity_sign_in_step')
    .where('interaction_uid', '=', interactionUid)
    .execute();
}

export async function deleteExpiredSignInSteps(db: Kysely<IdentityDatabase>): Promise<void> {
  await db.deleteFrom('identity_sign_in_step').where('expires_at', '<', new Date()).execute();
}
