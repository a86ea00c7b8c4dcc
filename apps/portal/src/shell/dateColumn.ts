import type { DataTableColumn } from '@loci/ui';
import { dateOnly } from '../format/dateOnly.ts';

/** A list's date column: sorted by the server's timestamp, shown as its date (order and report lists). */
export function dateColumn<Row>(
  id: string,
  header: string,
  date: (row: Row) => string | null,
): DataTableColumn<Row> {
  return { id, header, value: date, cell: (row) => dateOnly(date(row)) };
}
