// Ends everything a user holds at the provider: sessions, grants and every artefact of those
// grants (authorization codes, refresh tokens). Already issued JWT access tokens are refused by
// the verifier once the user is disabled, and otherwise expire on their own (short lifetime).
import { sql, type Kysely } from 'kysely';
import type { TokenStanding } from './access-token-verifier.js';
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

/**
 * Whether a token's user is active and its grant still exists, in one statement: the verifier
 * asks on every call (PGlite runs one statement at a time, so each one adds to every request).
 */
export async function tokenStanding(
  db: Kysely<IdentityDatabase>,
  subject: string,
  grantId: string | undefined,
): Promise<TokenStanding> {
  const result = await sql<{ subject_active: boolean; grant_active: boolean }>`
    select
      coalesce((select not u.disabled from identity_user u where u.id = ${subject}), false)
        as subject_active,
      exists (select 1 from identity_oidc_payload p
        where p.model = 'Grant' and p.id = ${grantId ?? null}
          and (p.expires_at is null or p.expires_at > ${new Date()})) as grant_active`.execute(db);
  const row = result.rows[0];
  return { subjectActive: row?.subject_active === true, grantActive: row?.grant_active === true };
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
