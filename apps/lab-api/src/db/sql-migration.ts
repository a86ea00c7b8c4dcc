import type { Kysely, Migration, RawBuilder } from 'kysely';

/** A migration that runs its SQL statements in order: the shape of every feature's schema step. */
export function sqlMigration(statements: ReadonlyArray<RawBuilder<unknown>>): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of statements) await statement.execute(db);
    },
  };
}
