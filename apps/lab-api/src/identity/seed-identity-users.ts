// The demo sign-ins listed in the README (password `loci-demo`). Deterministic subjects derived
// from the e-mail; idempotent: existing users are left as they are.
import type { Kysely } from 'kysely';
import type { IdentityDatabase } from './identity-schema.js';
import {
  insertUser,
  normaliseEmail,
  subjectForEmail,
  type IdentityUser,
} from './identity-users.js';

export const demoPassword = 'loci-demo';

export const demoUserEmails = [
  'dr.ada@loci.test',
  'sam.staff@loci.test',
  'new.provider@loci.test',
  'no.account@loci.test',
] as const;

/** Creates the demo users that are missing; returns all four (subject and e-mail). */
export async function seedIdentityUsers(db: Kysely<IdentityDatabase>): Promise<IdentityUser[]> {
  const existing = await db
    .selectFrom('identity_user')
    .select(['id', 'email', 'disabled'])
    .where('email', 'in', [...demoUserEmails])
    .execute();
  const byEmail = new Map(existing.map((user) => [user.email, user]));
  const users: IdentityUser[] = [];
  for (const email of demoUserEmails) {
    const found = byEmail.get(normaliseEmail(email));
    users.push(
      found ??
        (await insertUser(db, email, demoPassword, { id: subjectForEmail(email), ifAbsent: true })),
    );
  }
  return users;
}
