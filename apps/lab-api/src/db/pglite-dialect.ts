// A Kysely dialect for PGlite 0.5 (embedded Postgres in WebAssembly).
// PGlite has exactly one connection, so the driver hands it out to one holder at a time:
// a query outside a transaction holds it for that query, a transaction for its whole length.
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

const rowCountQueryKinds = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);

/** A first-come first-served lock: each holder waits for the previous one to release. */
class ConnectionQueue {
  #tail: Promise<void> = Promise.resolve();

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return release;
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters], {
      rowMode: 'object',
    });
    if (rowCountQueryKinds.has(compiledQuery.query.kind)) {
      return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
    }
    return { rows: result.rows };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // PGlite answers a query whole; hand the rows over in one chunk.
    yield await this.executeQuery<R>(compiledQuery);
  }
}

export interface PGliteDialectOptions {
  /** Called once PGlite is closed (e.g. to release the data folder's lock). */
  onDestroy?: (() => void) | undefined;
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #connection: PGliteConnection;
  readonly #queue: ConnectionQueue;
  readonly #options: PGliteDialectOptions;
  #release: (() => void) | undefined;

  constructor(pglite: PGlite, options: PGliteDialectOptions, queue: ConnectionQueue) {
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
    this.#options = options;
    this.#queue = queue;
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#queue.acquire();
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(savepointName)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(
      CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(savepointName)}`),
    );
  }

  async releaseSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(
      CompiledQuery.raw(`release savepoint ${quoteIdentifier(savepointName)}`),
    );
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
    this.#options.onDestroy?.();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Kysely dialect over one PGlite instance; closing the Kysely instance closes PGlite. */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;
  readonly #options: PGliteDialectOptions;
  // One queue for Kysely's driver and for `exclusive` (SQL of libraries such as the job queue),
  // so that no statement ever lands inside another holder's transaction.
  readonly #queue = new ConnectionQueue();

  constructor(pglite: PGlite, options: PGliteDialectOptions = {}) {
    this.#pglite = pglite;
    this.#options = options;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite, this.#options, this.#queue);
  }

  /** Runs `work` on the raw PGlite instance while holding the one connection. */
  async exclusive<T>(work: (pglite: PGlite) => Promise<T>): Promise<T> {
    const release = await this.#queue.acquire();
    try {
      return await work(this.#pglite);
    } finally {
      release();
    }
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
