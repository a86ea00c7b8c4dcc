// Ends everything a user holds at the provider: sessions, grants and every artefact of those
// grants (authorization codes, refresh tokens). Already issued JWT access tokens are refused by
// the verifier once the user is disabled, and otherwise expire on their own (short lifetime).
import type { Kysely } from 'kysely';
import type { IdentityDatabase } from './identity-schema.js';

export async function endUserSessions(db: Kysely<IdentityDatabase>, userId: string): Promise<void> {
  const grants = await db
    .selectFrom('identity_oidc_payload')
    .select('id')
    .where('model', '=', 'Grant')
    .where('account_id', '=', userId)
    .execute();
  const grantIds = grants.map((grant) => grant.id);
  if (grantIds.length > 0) {
    await db.deleteFrom('identity_oidc_payload').where('grant_id', 'in', grantIds).execute();
  }
  await db
    .deleteFrom('identity_oidc_payload')
    .where('model', 'in', ['Session', 'Grant'])
    .where('account_id', '=', userId)
    .execute();
}
