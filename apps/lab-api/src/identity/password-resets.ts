// The password reset links' rows: only a hash of a link's token is kept, a link is used once and
// a new one replaces the older ones of the user.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { IdentityDatabase } from './identity-schema.js';

type IdentityDb = Kysely<IdentityDatabase>;

function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Keeps a new link of the user (its token hashed) until `expiresAt`; their older links end. */
export async function saveResetLink(
  db: IdentityDb,
  link: { token: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .updateTable('identity_password_reset')
    .set({ used_at: link.now })
    .where('user_id', '=', link.userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('identity_password_reset')
    .values({
      token_hash: hashResetToken(link.token),
      user_id: link.userId,
      expires_at: link.expiresAt,
    })
    .execute();
}

/** The user of a link that is neither used nor expired, if any. */
export async function usableResetLinkUser(db: IdentityDb, token: string) {
  const row = await db
    .selectFrom('identity_password_reset')
    .select('user_id')
    .where('token_hash', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.user_id;
}

/** Marks a usable link used and answers its user: only one request can (single use). */
export async function claimResetLink(db: IdentityDb, token: string) {
  const claimed = await db
    .updateTable('identity_password_reset')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return claimed?.user_id;
}

/** Deletes the links that expired more than a day ago. */
export async function deleteExpiredResetLinks(db: IdentityDb): Promise<void> {
  await db
    .deleteFrom('identity_password_reset')
    .where('expires_at', '<', new Date(Date.now() - 24 * 60 * 60 * 1000))
    .execute();
}
