// The From and To days of a list filter, on a timestamp column: both days are included, so To
// runs to the start of the next day.
import { sql, type RawBuilder } from 'kysely';

export function dayRangeConditions(
  column: RawBuilder<unknown>,
  { DateFrom, DateTo }: { DateFrom?: string | null; DateTo?: string | null },
): RawBuilder<unknown>[] {
  return [
    ...(DateFrom ? [sql`${column} >= ${DateFrom}::date`] : []),
    ...(DateTo ? [sql`${column} < ${DateTo}::date + 1`] : []),
  ];
}
