import type { Migration } from 'kysely';
import { sql } from 'kysely';
import { sqlMigration } from '../db/sql-migration.js';

/**
 * Idempotency keys (docs/decisions/idempotency.md): the first answer of each key a caller sent
 * with a call that creates something, so that a retried request creates nothing twice.
 */
const idempotency0001 = sqlMigration([
  sql`
    create table idempotency_key (
      owner text not null,
      key text not null,
      operation text not null,
      fingerprint text not null,
      status_code integer,
      answer jsonb,
      created_at timestamptz not null default now(),
      primary key (owner, key)
    )`,
  sql`create index idempotency_key_created on idempotency_key (created_at)`,
]);

export const idempotencyMigrations: ReadonlyArray<readonly [string, Migration]> = [
  ['lab_9502_idempotency_key', idempotency0001],
];
