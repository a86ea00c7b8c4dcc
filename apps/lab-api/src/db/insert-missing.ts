// Seeding that can run again: rows whose key exists are left as they are (ON CONFLICT DO NOTHING).
import type { Insertable, Kysely } from 'kysely';
import type { LabDatabase } from './schema.js';

type TableName = keyof LabDatabase & string;

/**
 * Inserts the rows that are not there yet, `chunk` at a time (one statement's parameters stay
 * within PostgreSQL's limit). `key` names the conflict target; without it any unique key counts.
 * No rows: no statement (an empty VALUES list is not valid SQL).
 */
export async function insertMissing<Table extends TableName>(
  db: Kysely<LabDatabase>,
  table: Table,
  rows: readonly Insertable<LabDatabase[Table]>[],
  options: { key?: readonly (keyof LabDatabase[Table] & string)[]; chunk?: number } = {},
): Promise<void> {
  const { key, chunk = rows.length } = options;
  for (let start = 0; start < rows.length; start += chunk) {
    // Kysely cannot check a table chosen by a type parameter: the signature above does instead.
    await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto(table)
      .values(rows.slice(start, start + chunk) as Record<string, unknown>[])
      .onConflict((conflict) => (key ? conflict.columns(key) : conflict).doNothing())
      .execute();
  }
}
