// One entry point to the lab's storage: PGlite (embedded Postgres) in a data folder by default,
// a PostgreSQL server when a connection URL is given. Both speak the same SQL and migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import type { LabDatabase } from './schema.js';

export type LabKysely = Kysely<LabDatabase>;

export interface DatabaseConfig {
  /** PostgreSQL connection URL; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://` for an in-memory database (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number | undefined;
}

export type DatabaseKind = 'pglite' | 'postgres';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The default PGlite data folder: `apps/lab-api/.data/pglite`. */
export const defaultDataDir = path.join(packageRoot, '.data', 'pglite');

/** Reads `DATABASE_URL` and `LOCI_DATA_DIR`. */
export function databaseConfigFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): DatabaseConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.LOCI_DATA_DIR || defaultDataDir,
  };
}

export function databaseKind(config: DatabaseConfig): DatabaseKind {
  return config.databaseUrl ? 'postgres' : 'pglite';
}

// Postgres type ids: int8 (count(*) and bigint) as numbers, date as 'yyyy-mm-dd' text (a date
// without a time zone must never shift through a JavaScript Date).
const INT8 = 20;
const DATE = 1082;

function parseInt8(value: string): number {
  return Number(value);
}

function keepDateText(value: string): string {
  return value;
}

/** Opens the database. Call `destroy()` on the result to close it (PGlite included). */
export async function createDatabase(config: DatabaseConfig): Promise<LabKysely> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.maxConnections ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === INT8) return parseInt8;
          if (oid === DATE) return keepDateText;
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    return new Kysely<LabDatabase>({ dialect: new PostgresDialect({ pool }) });
  }
  const dataDir = config.dataDir ?? defaultDataDir;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    parsers: { [INT8]: parseInt8, [DATE]: keepDateText },
    // Trigram matching for the catalogue search (PostgreSQL: Debian's contrib package).
    extensions: { pg_trgm },
  });
  return new Kysely<LabDatabase>({ dialect: new PGliteDialect(pglite) });
}
