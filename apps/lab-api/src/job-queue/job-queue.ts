// The lab's background work (the mail outbox, fax jobs) on pg-boss. Jobs are rows of the lab's own
// database (schema `pgboss`), so they outlive a restart and are shared by every server instance;
// pg-boss runs its SQL through the app's database layer (docs/decisions/job-queue.md).
import { CompiledQuery, type Kysely } from 'kysely';
import { PgBoss, type Db, type Job } from 'pg-boss';
import { rawSql, type LabKysely } from '../db/create-database.js';
import type { LabDatabase } from '../db/schema.js';

/** One kind of background job: its retry policy and the work done for each job. */
export interface JobDefinition<Data extends object> {
  name: string;
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** Longest wait between two attempts. */
  retryDelayMaxSeconds?: number;
  /** An attempt still running after this long counts as lost and is tried again. */
  expireInSeconds: number;
  /** Does the job; a throw is a failed attempt (retried while attempts remain). */
  work(data: Data, attempt: JobAttempt): Promise<void>;
}

export interface JobAttempt {
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True when no attempt is left after this one. */
  lastAttempt: boolean;
}

export interface JobQueueOptions {
  /** Seconds between polls for ready jobs (default 2). */
  pollingIntervalSeconds?: number;
  /** Told about errors of the queue's own upkeep (logged by the server). */
  onError?: (error: Error) => void;
}

/** The kinds of jobs the queue works, each registered before `start`. */
export type AnyJobDefinition = JobDefinition<never>;

export interface SendJobOptions {
  /** Insert the job inside this transaction: it exists exactly when the transaction commits. */
  transaction?: Kysely<LabDatabase>;
  /** At most one waiting job per key (e.g. one per outbox row). */
  singletonKey?: string;
  /** Seconds to wait before the job may run. */
  startAfterSeconds?: number;
}

export interface JobQueue {
  send<Data extends object>(
    definition: JobDefinition<Data>,
    data: Data,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /** Stops fetching; running jobs get `graceMs` to finish, then are released for a retry. */
  stop(graceMs?: number): Promise<void>;
}

/** pg-boss's database access through the lab's: the pool, or PGlite's one connection in turn. */
export function queueDatabase(db: LabKysely): Db {
  const raw = rawSql(db);
  return { executeSql: (text, values) => raw.executeSql(text, values) };
}

/** pg-boss's statements inside a Kysely transaction (the job commits with the caller's rows). */
export function transactionDatabase(transaction: Kysely<LabDatabase>): Db {
  return {
    async executeSql(text, values) {
      const result = await transaction.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}

/** Starts pg-boss on the lab's database, creates the queues and works their jobs. */
export async function startJobQueue(
  db: LabKysely,
  definitions: readonly JobDefinition<never>[],
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const kind = rawSql(db).kind;
  const boss = new PgBoss({
    db: queueDatabase(db),
    backend: kind === 'pglite' ? 'pglite' : 'postgres',
    schema: 'pgboss',
    // Upkeep (among it: finding attempts lost with a killed server) every 10 seconds.
    superviseIntervalSeconds: 10,
    persistWarnings: false,
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  await boss.start();
  const polling = options.pollingIntervalSeconds ?? 2;
  for (const definition of definitions) {
    await boss.createQueue(definition.name, {
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff,
      ...(definition.retryDelayMaxSeconds === undefined
        ? {}
        : { retryDelayMax: definition.retryDelayMaxSeconds }),
      expireInSeconds: definition.expireInSeconds,
    });
    await boss.updateQueue(definition.name, {
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff,
      expireInSeconds: definition.expireInSeconds,
    });
    await boss.work<object>(
      definition.name,
      { pollingIntervalSeconds: polling, batchSize: 1 },
      async (jobs: Job<object>[]) => {
        for (const job of jobs) {
          const retryCount = job.retryCount;
          await definition.work(job.data as never, {
            jobId: job.id,
            retryCount,
            lastAttempt: retryCount >= definition.retryLimit,
          });
        }
      },
    );
  }
  return {
    async send(definition, data, sendOptions = {}) {
      return boss.send(definition.name, data, {
        ...(sendOptions.transaction ? { db: transactionDatabase(sendOptions.transaction) } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },
    async stop(graceMs = 10_000) {
      await boss.stop({ graceful: true, timeout: graceMs, close: false });
    },
  };
}
