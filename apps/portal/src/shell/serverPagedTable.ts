// A DataTable whose rows the server sorts and pages, bound to a screen's list state: a new sort
// goes back to the first page, a page change keeps the sort (the order and patient lists); one
// page size, the server's total and its loading.
import type { Dispatch, SetStateAction } from 'react';
import type { DataTableSort } from '@loci/ui';

export function serverPagedTable<State extends { sort: DataTableSort | null; page: number }>(
  state: State,
  setState: Dispatch<SetStateAction<State>>,
  /** The read of the current page: its rows' total, whether it is loading, the fixed page size. */
  read: { totalCount: number | undefined; loading: boolean; pageSize: number },
) {
  return {
    pageSize: read.pageSize,
    pageSizeOptions: [read.pageSize],
    totalCount: read.totalCount ?? 0,
    loading: read.loading,
    manualSorting: true,
    manualPagination: true,
    sort: state.sort,
    onSortChange: (sort: DataTableSort | null) =>
      setState((current) => ({ ...current, sort, page: 1 })),
    page: state.page,
    onPageChange: (page: number) => setState((current) => ({ ...current, page })),
  } as const;
}
