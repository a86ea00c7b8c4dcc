// Kysely column types the feature schemas share: timestamps read back as a Date, written as a Date
// or an ISO string, and left out on insert where the table has a default (now()).
import type { ColumnType } from 'kysely';

/** `timestamptz not null default now()`. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A nullable `timestamptz` (null until the event happens). */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
