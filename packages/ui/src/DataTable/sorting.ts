/** The sort of a data table: one column at a time. */
export interface DataTableSort {
  /** The `id` of the sorted column. */
  columnId: string;
  direction: 'ascending' | 'descending';
}

/**
 * The sort after activating a column's header: ascending, then descending, then unsorted
 * (document 1: tables sort by one column at a time, cycling ascending, descending, unsorted).
 * Activating another column starts it at ascending and drops the previous column's sort.
 */
export function nextSort(current: DataTableSort | null, columnId: string): DataTableSort | null {
  if (!current || current.columnId !== columnId) return { columnId, direction: 'ascending' };
  return current.direction === 'ascending' ? { columnId, direction: 'descending' } : null;
}
