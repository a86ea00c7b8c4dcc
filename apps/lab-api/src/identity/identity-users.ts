// The people who can sign in to the embedded provider.
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { IdentityDatabase } from './identity-schema.js';
import { hashPassword } from './password-hashing.js';

export interface IdentityUser {
  /** The OIDC subject. */
  id: string;
  email: string;
  disabled: boolean;
}

export interface IdentityUserWithHash extends IdentityUser {
  passwordHash: string;
}

export const minimumPasswordLength = 12;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A stable UUID (version 5 layout) for an e-mail, so that seeded subjects never change. */
export function subjectForEmail(email: string): string {
  const bytes = createHash('sha1')
    .update(`loci-identity:${normaliseEmail(email)}`)
    .digest();
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function findUserByEmail(
  db: Kysely<IdentityDatabase>,
  email: string,
): Promise<IdentityUserWithHash | undefined> {
  const row = await db
    .selectFrom('identity_user')
    .select(['id', 'email', 'disabled', 'password_hash'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return (
    row && { id: row.id, email: row.email, disabled: row.disabled, passwordHash: row.password_hash }
  );
}

export async function findUserById(
  db: Kysely<IdentityDatabase>,
  id: string,
): Promise<IdentityUser | undefined> {
  const row = await db
    .selectFrom('identity_user')
    .select(['id', 'email', 'disabled'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, disabled: row.disabled };
}

export interface CreateUserOptions {
  /** The subject; a random UUID unless given. */
  id?: string;
  /** Leave an existing user with this e-mail untouched instead of failing. */
  ifAbsent?: boolean;
}

/** Creates a user. Throws when the e-mail is taken (unless `ifAbsent`) or the password is short. */
export async function createUser(
  db: Kysely<IdentityDatabase>,
  email: string,
  password: string,
  options: CreateUserOptions = {},
): Promise<IdentityUser> {
  if (password.length < minimumPasswordLength) {
    throw new Error(`A password needs at least ${minimumPasswordLength} characters`);
  }
  return insertUser(db, email, password, options);
}

/** Inserts without the password policy: only for the documented demo users of the seed. */
export async function insertUser(
  db: Kysely<IdentityDatabase>,
  email: string,
  password: string,
  options: CreateUserOptions = {},
): Promise<IdentityUser> {
  const normalised = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+$/.test(normalised)) throw new Error('A valid e-mail address is required');
  const query = db.insertInto('identity_user').values({
    id: options.id ?? randomUUID(),
    email: normalised,
    password_hash: await hashPassword(password),
  });
  const inserted = await (
    options.ifAbsent ? query.onConflict((conflict) => conflict.doNothing()) : query
  )
    .returning(['id', 'email', 'disabled'])
    .executeTakeFirst();
  if (inserted) return inserted;
  const existing = await findUserByEmail(db, normalised);
  if (!existing) throw new Error(`User ${normalised} could not be created`);
  return { id: existing.id, email: existing.email, disabled: existing.disabled };
}

export async function setPassword(
  db: Kysely<IdentityDatabase>,
  userId: string,
  password: string,
): Promise<void> {
  if (password.length < minimumPasswordLength) {
    throw new Error(`A password needs at least ${minimumPasswordLength} characters`);
  }
  await db
    .updateTable('identity_user')
    .set({ password_hash: await hashPassword(password), updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Marks the user disabled; returns the user, or undefined when no user has that e-mail. */
export async function markUserDisabled(
  db: Kysely<IdentityDatabase>,
  email: string,
  disabled: boolean,
): Promise<IdentityUser | undefined> {
  return db
    .updateTable('identity_user')
    .set({ disabled, updated_at: new Date() })
    .where('email', '=', normaliseEmail(email))
    .returning(['id', 'email', 'disabled'])
    .executeTakeFirst();
}

/** The role of the lab's own staff (the lab desk): docs/decisions/lab-desk.md. */
export const labStaffRole = 'lab-staff';

/** The roles the identity provider gives a user (none for practice users). */
export async function findUserRoles(db: Kysely<IdentityDatabase>, id: string): Promise<string[]> {
  const row = await db
    .selectFrom('identity_user')
    .select('roles')
    .where('id', '=', id)
    .executeTakeFirst();
  return Array.isArray(row?.roles) ? row.roles : [];
}

/** Sets a user's roles (replacing the ones they had). */
export async function setUserRoles(
  db: Kysely<IdentityDatabase>,
  id: string,
  roles: readonly string[],
): Promise<void> {
  await db
    .updateTable('identity_user')
    .set({ roles: JSON.stringify([...new Set(roles)].sort()), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
