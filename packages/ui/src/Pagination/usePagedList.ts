import { useMemo } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { countPages, defaultListPageSize, type PageSize } from './pageWindow';
import { useFirstPageOnCountChange } from './useFirstPageOnCountChange';
import type { PaginationProps } from './Pagination';

export interface UsePagedListOptions {
  /** Items per page, or `'all'`, when the caller controls it. */
  pageSize?: PageSize;
  /** Items per page when uncontrolled. Defaults to 10 (document 3: lists). */
  defaultPageSize?: PageSize;
  onPageSizeChange?: (pageSize: PageSize) => void;
  /** The current page (1-based) when the caller controls it. */
  page?: number;
  /** The first page when uncontrolled. Defaults to 1. */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
}

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
  const [page, setPage] = useControllableState({
    value: options.page,
    defaultValue: options.defaultPage ?? 1,
    onChange: options.onPageChange,
  });
  const [pageSize, setPageSize] = useControllableState<PageSize>({
    value: options.pageSize,
    defaultValue: options.defaultPageSize ?? defaultListPageSize,
    onChange: options.onPageSizeChange,
  });
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
