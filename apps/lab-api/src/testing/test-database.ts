// A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
// PostgreSQL server of `DATABASE_URL` when the Vitest project is `postgres`.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type LabKysely } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

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

/** Creates a fresh database (and migrates it unless `migrate: false`). */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const kind = testDatabaseKind();
  let databaseUrl: string | undefined;
  let dropDatabase = async (): Promise<void> => {};
  if (kind === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('The postgres test project needs DATABASE_URL');
    const name = `loci_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
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
  const db = await createDatabase(
    kind === 'postgres' ? { databaseUrl, maxConnections: 4 } : { dataDir: 'memory://' },
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
