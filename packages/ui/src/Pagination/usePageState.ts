import { useControllableState } from '../internal/useControllableState';
import type { PageSize } from './pageWindow';
import type { PaginationProps } from './Pagination';

/** The page props a pager, a paged list or a data table takes, each controlled or not. */
export type PageStateOptions = Pick<
  PaginationProps,
  'page' | 'defaultPage' | 'onPageChange' | 'pageSize' | 'defaultPageSize' | 'onPageSizeChange'
>;

/**
 * The current page (1-based) and page size, each kept by the caller when it passes them or kept
 * here from their defaults; every change is told to the caller's `on…Change`.
 */
export function usePageState(options: PageStateOptions, defaultPageSize: PageSize) {
  const [page, setPage] = useControllableState({
    value: options.page,
    defaultValue: options.defaultPage ?? 1,
    onChange: options.onPageChange,
  });
  const [pageSize, setPageSize] = useControllableState<PageSize>({
    value: options.pageSize,
    defaultValue: options.defaultPageSize ?? defaultPageSize,
    onChange: options.onPageSizeChange,
  });
  return { page, setPage, pageSize, setPageSize };
}
