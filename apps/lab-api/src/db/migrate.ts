import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { labMigrations } from './migrations/index.js';

/**
 * Brings the schema up to date. Migrations run in the order of `labMigrations` (features
 * append to it); a migration added to an earlier feature block later still runs once.
 */
export async function migrateToLatest<Database>(
  db: Kysely<Database>,
  migrations: ReadonlyArray<readonly [string, Migration]> = labMigrations,
): Promise<MigrationResultSet> {
  // A newer release already migrated this database (a rolling upgrade): migrations only add, so
  // this release runs on the newer schema as it is (Kysely would refuse the unknown names).
  const newer = await migrationsOfNewerRelease(db, migrations);
  if (newer.length > 0) return { results: [] };
  const order = new Map(migrations.map(([name], index) => [name, index]));
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => Object.fromEntries(migrations) },
    allowUnorderedMigrations: true,
    nameComparator: (left, right) =>
      (order.get(left) ?? Number.MAX_SAFE_INTEGER) - (order.get(right) ?? Number.MAX_SAFE_INTEGER),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, {
      cause: result.error,
    });
  }
  return result;
}

/**
 * Migrations the code knows that the database has not run (readiness: an instance of a newer
 * release must not take traffic before `migrateToLatest` ran on its database).
 */
export async function pendingMigrations<Database>(
  db: Kysely<Database>,
  migrations: ReadonlyArray<readonly [string, Migration]> = labMigrations,
): Promise<string[]> {
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => Object.fromEntries(migrations) },
    allowUnorderedMigrations: true,
  });
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((m) => m.name);
}

/** Migrations the database ran that this release does not know (a newer release ran them). */
export async function migrationsOfNewerRelease<Database>(
  db: Kysely<Database>,
  migrations: ReadonlyArray<readonly [string, Migration]> = labMigrations,
): Promise<string[]> {
  const known = new Set(migrations.map(([name]) => name));
  let executed: string[];
  try {
    const result = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    executed = result.rows.map((row) => row.name);
  } catch {
    // A new database: no migration table yet.
    return [];
  }
  return executed.filter((name) => !known.has(name));
}
