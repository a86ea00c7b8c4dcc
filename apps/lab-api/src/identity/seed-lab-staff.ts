// The lab's own demo sign-in (README: `lab.desk@loci.test`, the demo password): a user of the
// identity provider with the lab-staff role and no practice profile. Seeded apart from the
// practices' demo users; idempotent.
import type { Kysely } from 'kysely';
import type { IdentityDatabase } from './identity-schema.js';
import {
  findUserRoles,
  insertUser,
  labStaffRole,
  setUserRoles,
  subjectForEmail,
  type IdentityUser,
} from './identity-users.js';
import { demoPassword } from './seed-identity-users.js';

export const labDeskDemoEmail = 'lab.desk@loci.test';

export async function seedLabStaffUsers(db: Kysely<IdentityDatabase>): Promise<IdentityUser[]> {
  const user = await insertUser(db, labDeskDemoEmail, demoPassword, {
    id: subjectForEmail(labDeskDemoEmail),
    ifAbsent: true,
  });
  const roles = await findUserRoles(db, user.id);
  if (!roles.includes(labStaffRole)) await setUserRoles(db, user.id, [...roles, labStaffRole]);
  return [user];
}
