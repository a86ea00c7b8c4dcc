import type { ReactNode } from 'react';
import {
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  type RowData,
  type SortFn,
  type TableFeatures,
} from '@tanstack/react-table';

/** A value a column reads from its row: what it sorts by and, without `cell`, what it shows. */
export type DataTableValue = string | number | Date | boolean | null | undefined;

/**
 * How a column sorts: `text` (case-insensitive), `number`, `date`, `alphanumeric` (natural order
 * for codes such as "TG70" before "TG700"), or an ascending comparator of two rows.
 */
export type DataTableSortBy<TRow> =
  'text' | 'number' | 'date' | 'alphanumeric' | ((a: TRow, b: TRow) => number);

/** One column of a `DataTable`. */
export interface DataTableColumn<TRow> {
  /** Unique id; it is also the `columnId` reported in `onSortChange` (server sort field). */
  id: string;
  /** Header text; also the accessible name of the column's sort button. */
  header: string;
  /** Reads the row's value for this column (sorting, and display when there is no `cell`). */
  value: (row: TRow) => DataTableValue;
  /** Renders the cell; defaults to the value as text (dates as local dates). */
  cell?: (row: TRow) => ReactNode;
  /** Whether the header sorts the table. Defaults to true. */
  sortable?: boolean;
  /** How the column sorts; defaults to `text`. Always explicit, never guessed from the data. */
  sortBy?: DataTableSortBy<TRow>;
  /** Text alignment; use `end` for numbers. Defaults to `start`. */
  align?: 'start' | 'end';
  /** Column width as a CSS length (e.g. `12rem`, `20%`). */
  width?: string;
}

/** The explicit TanStack sorting function for a column (auto-detection is slower and can guess wrong). */
export function toTanstackSortFn<TFeatures extends TableFeatures, TRow extends RowData>(
  sortBy: DataTableSortBy<TRow> | undefined,
): SortFn<TFeatures, TRow> {
  switch (sortBy) {
    case undefined:
    case 'text':
      return sortFn_text;
    case 'number':
      return sortFn_basic;
    case 'date':
      return sortFn_datetime;
    case 'alphanumeric':
      return sortFn_alphanumeric;
    default: {
      const compare = sortBy;
      return (rowA, rowB) => compare(rowA.original, rowB.original);
    }
  }
}
