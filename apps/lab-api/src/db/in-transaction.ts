import type { Kysely } from 'kysely';

/**
 * Runs `work` in a transaction: the caller's own when `db` already is one (Kysely cannot nest
 * them), so that records written by several features commit together or not at all.
 */
export function inTransaction<Database, T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
