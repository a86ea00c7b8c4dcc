import { useMemo } from 'react';
import { usePageState, type PageStateOptions } from './usePageState';
import { countPages, defaultListPageSize, type PageSize } from './pageWindow';
import { useFirstPageOnCountChange } from './useFirstPageOnCountChange';
import type { PaginationProps } from './Pagination';

/** The page and page size, each controlled or not; 10 a page by default (document 3: lists). */
export type UsePagedListOptions = PageStateOptions;

export interface PagedList<T> {
  /** The items of the current page. */
  pageItems: T[];
  /** The current page, 1-based, kept inside 1..pageCount. */
  page: number;
  setPage: (page: number) => void;
  pageSize: PageSize;
  setPageSize: (pageSize: PageSize) => void;
  pageCount: number;
  totalCount: number;
  /** Spread onto `<Pagination>` to drive it from this list. */
  paginationProps: Pick<
    PaginationProps,
    'totalCount' | 'page' | 'onPageChange' | 'pageSize' | 'onPageSizeChange' | 'resetOnCountChange'
  >;
}

/**
 * Pages a plain list on the client: returns the current page's items and the props for
 * `<Pagination>`. Goes back to page 1 whenever the number of items changes (document 1:
 * paged lists reset to the first page when the item count changes). Page size defaults to 10.
 *
 * @example
 * const { pageItems, paginationProps } = usePagedList(publications, { defaultPageSize: 10 });
 * return <><ul>{pageItems.map(...)}</ul><Pagination {...paginationProps} /></>;
 */
export function usePagedList<T>(
  items: readonly T[],
  options: UsePagedListOptions = {},
): PagedList<T> {
  const { page, setPage, pageSize, setPageSize } = usePageState(options, defaultListPageSize);
  const totalCount = items.length;
  useFirstPageOnCountChange(totalCount, () => setPage(1));

  const pageCount = countPages(totalCount, pageSize);
  const current = Math.min(Math.max(1, page), pageCount);
  const pageItems = useMemo(
    () =>
      pageSize === 'all'
        ? items.slice()
        : items.slice((current - 1) * pageSize, current * pageSize),
    [items, current, pageSize],
  );

  return {
    pageItems,
    page: current,
    setPage,
    pageSize,
    setPageSize,
    pageCount,
    totalCount,
    paginationProps: {
      totalCount,
      page: current,
      onPageChange: setPage,
      pageSize,
      onPageSizeChange: (size) => {
        setPageSize(size);
        setPage(1);
      },
      resetOnCountChange: false,
    },
  };
}
