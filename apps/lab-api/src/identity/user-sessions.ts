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

/** Whether a grant still exists (not revoked, not expired): access tokens of it are accepted. */
export async function isGrantActive(
  db: Kysely<IdentityDatabase>,
  grantId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('identity_oidc_payload')
    .select('id')
    .where('model', '=', 'Grant')
    .where('id', '=', grantId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends the provider sessions that hold a grant (after the grant was revoked). */
export async function endSessionsOfGrant(
  db: Kysely<IdentityDatabase>,
  grantId: string,
): Promise<void> {
  const sessions = await db
    .selectFrom('identity_oidc_payload')
    .select(['id', 'payload'])
    .where('model', '=', 'Session')
    .execute();
  const holding = sessions
    .filter((session) =>
      Object.values(
        (session.payload.authorizations ?? {}) as Record<string, { grantId?: string }>,
      ).some((authorization) => authorization.grantId === grantId),
    )
    .map((session) => session.id);
  if (holding.length > 0) {
    await db
      .deleteFrom('identity_oidc_payload')
      .where('model', '=', 'Session')
      .where('id', 'in', holding)
      .execute();
  }
}
