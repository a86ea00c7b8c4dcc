// One entry point to the lab's storage: PGlite (embedded Postgres) in a data folder by default,
// a PostgreSQL server when a connection URL is given. Both speak the same SQL and migrations.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
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
  /** Told when the server ends an idle pooled connection (restart, failover, dropped database). */
  onIdleConnectionError?: ((error: Error) => void) | undefined;
  /** PGlite only: start from this dump of a data folder (`dumpPgliteDatabase`), e.g. a seeded copy. */
  loadDataDir?: Blob | undefined;
}

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * SQL of a library that brings its own (the job queue), on the database's own connections: the
 * PostgreSQL pool, or PGlite's one connection taken in turn with Kysely's queries. A text without
 * values may hold several statements; their rows come back together.
 */
export interface RawSql {
  kind: DatabaseKind;
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const rawSqlOfDatabase = new WeakMap<LabKysely, RawSql>();
const pgliteOfDatabase = new WeakMap<LabKysely, PGlite>();
const listenOfDatabase = new WeakMap<LabKysely, Listen>();

/** Stops listening (and closes the listening connection). */
export type Unlisten = () => Promise<void>;
type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onReopened: () => void,
) => Promise<Unlisten>;

/** How long a lost LISTEN connection waits before it is opened again (doubling, at most 10 s). */
const relistenDelaysMs = { first: 250, most: 10_000 };

/**
 * LISTENs on a channel of the database (NOTIFY from any server instance on the same database):
 * a dedicated connection on PostgreSQL, PGlite's own `listen` on PGlite. A lost PostgreSQL
 * connection (ended by the server, a restart, a failover) is opened again until it listens, and
 * `onReopened` is told: NOTIFYs sent meanwhile are lost, so the caller reads what it missed.
 */
export function listenToChannel(
  db: LabKysely,
  channel: string,
  onPayload: (payload: string) => void,
  onReopened: () => void = () => undefined,
): Promise<Unlisten> {
  const listen = listenOfDatabase.get(db);
  if (!listen) throw new Error('The database was not opened by createDatabase');
  return listen(channel, onPayload, onReopened);
}

/** A PGlite database's data folder as an uncompressed tar (for `loadDataDir`). */
export async function dumpPgliteDatabase(db: LabKysely): Promise<Blob> {
  const pglite = pgliteOfDatabase.get(db);
  if (!pglite) throw new Error('Only a PGlite database opened by createDatabase can be dumped');
  return pglite.dumpDataDir('none');
}

/** The raw SQL access of a database opened by `createDatabase`. */
export function rawSql(db: LabKysely): RawSql {
  const raw = rawSqlOfDatabase.get(db);
  if (!raw) throw new Error('The database was not opened by createDatabase');
  return raw;
}

function allRows(result: unknown): { rows: unknown[] } {
  const results = (Array.isArray(result) ? result : [result]) as { rows?: unknown[] }[];
  return { rows: results.flatMap((entry) => entry.rows ?? []) };
}

/** What an ended idle connection is logged with (warn: the pool recovers by itself). */
export const idleConnectionEndedMessage =
  'An idle PostgreSQL connection was ended by the server; the pool opens a new one on the next query';

/** The part of the server's (pino) logger an idle connection's end is told to. */
export interface IdleConnectionLogger {
  warn(fields: object, message: string): void;
}

/**
 * The `onIdleConnectionError` that logs an ended idle connection at warn level with the error's
 * type and code only: no message or detail, which could quote values (no PHI in logs).
 */
export function logIdleConnectionError(logger: IdleConnectionLogger): (error: Error) => void {
  return (error) =>
    logger.warn(
      { errorType: error.name, code: (error as { code?: unknown }).code },
      idleConnectionEndedMessage,
    );
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The default PGlite data folder: `apps/lab-api/.data/pglite`. */
export const defaultDataDir = path.join(packageRoot, '.data', 'pglite');

/** Reads `DATABASE_URL` and `LOCI_DATA_DIR`. */
export function databaseConfigFromEnvironment(env: NodeJS.ProcessEnv): DatabaseConfig {
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

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Data folders this process holds open (a second open in the same process is refused too). */
const heldDataDirs = new Set<string>();

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A lock file beside the folder (`<dataDir>.lock`, holding the owner's pid) refuses a second
 * opener while the owner lives; a lock left by a dead process (or by an earlier run that had this
 * same pid, as PID 1 in a container) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = path.resolve(dataDir);
  const lockPath = `${folder}.lock`;
  const inUse = (owner: number) =>
    new Error(
      `The PGlite data folder ${folder} is in use by process ${owner}. Stop that server, or set LOCI_DATA_DIR (or DATABASE_URL) for this one.`,
    );
  if (heldDataDirs.has(folder)) throw inUse(process.pid);
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
      throw inUse(owner);
    }
    writeFileSync(lockPath, String(process.pid));
  }
  heldDataDirs.add(folder);
  return () => {
    heldDataDirs.delete(folder);
    try {
      if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) rmSync(lockPath);
    } catch {
      // Already gone.
    }
  };
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
    // Without a listener, an idle client whose connection the server ends would crash the process;
    // pg drops that client and the pool opens a fresh one on the next query.
    pool.on('error', (error) => config.onIdleConnectionError?.(error));
    // A client in use when the connection dies (PostgreSQL stopped or failed over mid-request)
    // emits 'error' too, beside failing its query: without this listener the process would crash
    // (found by faults/cluster-faults.test.ts). The query's caller answers 503; the pool discards
    // the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = new Kysely<LabDatabase>({ dialect: new PostgresDialect({ pool }) });
    const connectionString = config.databaseUrl;
    listenOfDatabase.set(db, async (channel, onPayload, onReopened) => {
      let client: pg.Client | undefined;
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const open = async (): Promise<void> => {
        const opened = new pg.Client({ connectionString });
        client = opened;
        opened.on('error', (error) => config.onIdleConnectionError?.(error));
        opened.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined)
            onPayload(message.payload);
        });
        // Ended by the server (pg_terminate_backend, restart, failover): listen again.
        opened.on('end', () => {
          if (!stopped && client === opened) reopen(relistenDelaysMs.first);
        });
        try {
          await opened.connect();
          await opened.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await opened.end().catch(() => undefined);
          throw error;
        }
      };
      const reopen = (delayMs: number) => {
        clearTimeout(retry);
        retry = setTimeout(() => {
          if (stopped) return;
          open().then(
            () => {
              if (!stopped) onReopened();
            },
            () => reopen(Math.min(delayMs * 2, relistenDelaysMs.most)),
          );
        }, delayMs);
      };
      await open();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    });
    rawSqlOfDatabase.set(db, {
      kind: 'postgres',
      executeSql: async (text, values) => allRows(await pool.query(text, values)),
    });
    return db;
  }
  const dataDir = config.dataDir ?? defaultDataDir;
  let unlock: (() => void) | undefined;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir,
      ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
      parsers: { [INT8]: parseInt8, [DATE]: keepDateText },
      // Trigram matching for the catalogue search (PostgreSQL: Debian's contrib package).
      extensions: { pg_trgm },
    });
  } catch (error) {
    unlock?.();
    throw error;
  }
  const dialect = new PGliteDialect(pglite, { onDestroy: unlock });
  const db = new Kysely<LabDatabase>({ dialect });
  pgliteOfDatabase.set(db, pglite);
  listenOfDatabase.set(db, async (channel, onPayload) => {
    const unlisten = await pglite.listen(channel, onPayload);
    return async () => {
      if (!pglite.closed) await unlisten();
    };
  });
  rawSqlOfDatabase.set(db, {
    kind: 'pglite',
    executeSql: (text, values) =>
      dialect.exclusive(async (connection) => {
        try {
          // `query` runs one statement; a text without values may be several (`exec`).
          return values?.length
            ? allRows(await connection.query(text, values))
            : allRows(await connection.exec(text));
        } catch (error) {
          // One connection: a failed statement of a BEGIN ... COMMIT text must not leave the
          // connection inside an aborted transaction.
          await connection.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
  });
  // Kysely starts its driver on first use and only closes a started one: start it now, so that
  // `destroy()` always closes PGlite and frees the folder.
  await sql`select 1`.execute(db);
  return db;
}
