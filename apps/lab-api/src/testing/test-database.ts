// A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
// PostgreSQL server of `DATABASE_URL` when the Vitest project is `postgres`.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createDatabase, type LabKysely } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The run's migrated and seeded database (made by seeded-database-setup.ts). */
export interface SeededDatabase {
  /** PGlite: the dump file's path; PostgreSQL: the template database's name. */
  pgliteDump?: string;
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.LOCI_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  db: LabKysely;
  kind: TestDatabaseKind;
  /** Connection URL of the fresh PostgreSQL database (undefined on PGlite). */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/** A PostgreSQL error code: another session uses the template database at this moment. */
const objectInUse = '55006';

async function createPostgresDatabase(serverUrl: string, name: string, template?: string) {
  for (let attempt = 1; ; attempt += 1) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
      return;
    } catch (error) {
      // Two files copying the template at once: the second waits its turn.
      if ((error as { code?: string }).code !== objectInUse || attempt >= 20) throw error;
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
}

/**
 * Creates a fresh database (and migrates it unless `migrate: false`). With `seeded: true` it is a
 * copy of the run's migrated and seeded database (see seeded-database-setup.ts).
 */
export async function createTestDatabase(
  options: { migrate?: boolean; seeded?: boolean } = {},
): Promise<TestDatabase> {
  // Under Vitest only (benchmarks start servers too): the run's seeded copy, when its set-up made one.
  const seededCopy =
    options.seeded && process.env.VITEST
      ? (await import('vitest')).inject('seededDatabase')
      : undefined;
  const kind = testDatabaseKind();
  let databaseUrl: string | undefined;
  let dropDatabase = async (): Promise<void> => {};
  if (kind === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('The postgres test project needs DATABASE_URL');
    const name = `loci_test_${randomBytes(6).toString('hex')}`;
    await createPostgresDatabase(serverUrl, name, seededCopy?.postgresTemplate);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const pgliteDump = seededCopy?.pgliteDump;
  const db = await createDatabase(
    kind === 'postgres'
      ? { databaseUrl, maxConnections: 4 }
      : {
          dataDir: 'memory://',
          ...(pgliteDump ? { loadDataDir: new Blob([readFileSync(pgliteDump)]) } : {}),
        },
  );
  if (options.migrate !== false) await migrateToLatest(db);
  return {
    db,
    kind,
    databaseUrl,
    async close() {
      await db.destroy();
      await dropDatabase();
    },
  };
}
