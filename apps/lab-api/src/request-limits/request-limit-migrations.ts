import type { Migration } from 'kysely';
import { sql } from 'kysely';
import { sqlMigration } from '../db/sql-migration.js';

/**
 * Request counters of the rate limits (the API's per client address, places look-ups per user),
 * shared by every server instance (docs/decisions/idempotency.md, "Shared state").
 */
const requestLimit0001 = sqlMigration([
  sql`
    create table request_limit_window (
      key text primary key,
      window_start timestamptz not null,
      hits integer not null
    )`,
  sql`create index request_limit_window_start on request_limit_window (window_start)`,
]);

export const requestLimitMigrations: ReadonlyArray<readonly [string, Migration]> = [
  ['lab_9501_request_limit_window', requestLimit0001],
];
