import type { ColumnType } from 'kysely';

export interface IdempotencyKeyTable {
  /** The caller's token subject: a key means something only to the one who sent it. */
  owner: string;
  key: string;
  operation: string;
  /** A digest of the request's path, query and body: the same key with another request is refused. */
  fingerprint: string;
  /** Null while the first request is running (PGlite; on PostgreSQL the row is not yet committed). */
  status_code: number | null;
  answer: ColumnType<unknown, string | null, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface IdempotencyDatabase {
  idempotency_key: IdempotencyKeyTable;
}
