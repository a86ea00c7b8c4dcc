// Secrets the provider needs across restarts: the signing keys (its JWKS) and the cookie keys.
// Generated on first start and kept in `identity_secret`, so that a restart neither invalidates
// issued tokens nor signs everyone out. Two servers starting at once agree on the first writer's.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JWK } from 'oidc-provider';
import type { IdentityDatabase } from './identity-schema.js';

async function loadOrCreateSecret<Value>(
  db: Kysely<IdentityDatabase>,
  name: string,
  create: () => Value,
): Promise<Value> {
  const existing = await db
    .selectFrom('identity_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value as Value;
  await db
    .insertInto('identity_secret')
    .values({ name, value: JSON.stringify(create()) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('identity_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value as Value;
}

function createSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  } as JWK;
}

/** The private signing keys (RS256); only their public halves are ever published. */
export async function loadSigningKeys(db: Kysely<IdentityDatabase>): Promise<{ keys: JWK[] }> {
  return loadOrCreateSecret(db, 'oidc_signing_keys', () => ({ keys: [createSigningKey()] }));
}

/** Cookie signing keys: the configured ones, else a generated key kept in the database. */
export async function loadCookieKeys(
  db: Kysely<IdentityDatabase>,
  configured: readonly string[] | undefined,
): Promise<string[]> {
  const keys = configured?.map((key) => key.trim()).filter((key) => key.length > 0) ?? [];
  if (keys.length > 0) return keys;
  return loadOrCreateSecret(db, 'oidc_cookie_keys', () => [randomBytes(32).toString('base64url')]);
}

/** Demo only (production requires `TOTP_ENCRYPTION_KEY`): the TOTP secrets' key, kept in the database. */
export async function loadTotpKey(db: Kysely<IdentityDatabase>): Promise<Buffer> {
  const text = await loadOrCreateSecret(db, 'totp_encryption_key', () =>
    randomBytes(32).toString('base64'),
  );
  return Buffer.from(text, 'base64');
}

/** The key the demo kept in the database, if any (read only): a previous key once one is configured. */
export async function findStoredTotpKey(db: Kysely<IdentityDatabase>): Promise<Buffer | undefined> {
  const stored = await db
    .selectFrom('identity_secret')
    .select('value')
    .where('name', '=', 'totp_encryption_key')
    .executeTakeFirst();
  return stored ? Buffer.from(stored.value as string, 'base64') : undefined;
}
