// The idempotency keys' SQL (docs/decisions/idempotency.md). On PostgreSQL the key is claimed in a
// transaction that stays open while the call runs: a retry through another instance waits for it,
// then answers the stored answer; if the first instance dies, its transaction is rolled back and
// the retry runs the call itself. PGlite (one process, one connection) claims with a plain row.
import type { Kysely } from 'kysely';
import { rawSql, type LabKysely } from '../db/create-database.js';
import type { LabDatabase } from '../db/schema.js';

export interface StoredAnswer {
  statusCode: number;
  answer: unknown;
}

export interface IdempotentRequest {
  owner: string;
  key: string;
  operation: string;
  fingerprint: string;
}

export type IdempotentOutcome =
  | { kind: 'ran'; statusCode: number; answer: unknown }
  | { kind: 'replayed'; statusCode: number; answer: unknown }
  /** The key was sent before with another request (another body, path or call). */
  | { kind: 'key_reused' }
  /** The first request with the key is still running (PGlite only). */
  | { kind: 'in_progress' };

/** Keys are kept a day: long enough for any retry, short enough to keep the table small. */
const keptHours = 24;
let claims = 0;

async function claim(db: Kysely<LabDatabase>, request: IdempotentRequest): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_key')
    .values({ ...request, status_code: null, answer: null })
    .onConflict((conflict) => conflict.columns(['owner', 'key']).doNothing())
    .returning('owner')
    .executeTakeFirst();
  return inserted !== undefined;
}

async function storedOutcome(
  db: Kysely<LabDatabase>,
  request: IdempotentRequest,
): Promise<IdempotentOutcome> {
  const row = await db
    .selectFrom('idempotency_key')
    .select(['operation', 'fingerprint', 'status_code', 'answer'])
    .where('owner', '=', request.owner)
    .where('key', '=', request.key)
    .executeTakeFirst();
  // Gone between the claim and the look-up: the first request failed; the caller may retry.
  if (!row) return { kind: 'in_progress' };
  if (row.operation !== request.operation || row.fingerprint !== request.fingerprint) {
    return { kind: 'key_reused' };
  }
  if (row.status_code === null) return { kind: 'in_progress' };
  return { kind: 'replayed', statusCode: row.status_code, answer: row.answer };
}

async function store(
  db: Kysely<LabDatabase>,
  request: IdempotentRequest,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({ status_code: answer.statusCode, answer: JSON.stringify(answer.answer ?? null) })
    .where('owner', '=', request.owner)
    .where('key', '=', request.key)
    .execute();
}

async function deleteOldKeys(db: LabKysely): Promise<void> {
  claims += 1;
  if (claims % 1000 !== 1) return;
  await db
    .deleteFrom('idempotency_key')
    .where('created_at', '<', new Date(Date.now() - keptHours * 3_600_000))
    .execute();
}

/**
 * Runs `work` once per (owner, key): the first request runs it and its answer is stored; a retry
 * gets the stored answer. A `work` that throws stores nothing (a refused request may be retried).
 */
export async function runIdempotent(
  db: LabKysely,
  request: IdempotentRequest,
  work: () => Promise<StoredAnswer>,
): Promise<IdempotentOutcome> {
  await deleteOldKeys(db);
  if (rawSql(db).kind === 'pglite') {
    if (!(await claim(db, request))) return storedOutcome(db, request);
    let answer: StoredAnswer;
    try {
      answer = await work();
    } catch (error) {
      await db
        .deleteFrom('idempotency_key')
        .where('owner', '=', request.owner)
        .where('key', '=', request.key)
        .execute();
      throw error;
    }
    await store(db, request, answer);
    return { kind: 'ran', ...answer };
  }
  return db.transaction().execute(async (trx) => {
    // Waits while another instance's transaction holds the same key.
    if (!(await claim(trx, request))) return storedOutcome(trx, request);
    const answer = await work();
    await store(trx, request, answer);
    return { kind: 'ran' as const, ...answer };
  });
}
