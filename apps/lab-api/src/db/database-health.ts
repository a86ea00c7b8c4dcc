// Whether the database answers (the platform's health call); the statement is the db folder's.
import { sql } from 'kysely';
import type { LabKysely } from './create-database.js';

/** Runs a trivial statement; throws when the database does not answer. */
export async function pingDatabase(db: LabKysely): Promise<void> {
  await sql`select 1`.execute(db);
}
