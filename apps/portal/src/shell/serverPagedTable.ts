// A DataTable whose rows the server sorts and pages, bound to a screen's list state: a new sort
// goes back to the first page, a page change keeps the sort (the order and patient lists).
import type { Dispatch, SetStateAction } from 'react';
import type { DataTableSort } from '@loci/ui';

export function serverPagedTable<State extends { sort: DataTableSort | null; page: number }>(
  state: State,
  setState: Dispatch<SetStateAction<State>>,
) {
  return {
    manualSorting: true,
    manualPagination: true,
    sort: state.sort,
    onSortChange: (sort: DataTableSort | null) =>
      setState((current) => ({ ...current, sort, page: 1 })),
    page: state.page,
    onPageChange: (page: number) => setState((current) => ({ ...current, page })),
  } as const;
}
