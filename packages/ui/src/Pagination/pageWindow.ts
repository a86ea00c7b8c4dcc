/** A page size: a number of items per page, or every item on one page. */
export type PageSize = number | 'all';

/** How many page buttons the pager shows at once (document 3: page window 5). */
export const pageWindowSize = 5;

/** Page sizes a data table offers (document 3: 25 by default, and an "All" option). */
export const dataTablePageSizes: readonly PageSize[] = [10, 25, 50, 100, 'all'];

/** Default page size of a data table (document 3). */
export const defaultDataTablePageSize = 25;

/** Default page size of a plain paged list (document 3). */
export const defaultListPageSize = 10;

/** Number of pages needed for `totalCount` items; at least 1, so an empty list still has page 1. */
export function countPages(totalCount: number, pageSize: PageSize): number {
  if (pageSize === 'all' || totalCount <= 0) return 1;
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/**
 * The page numbers (1-based) the pager shows: `size` consecutive pages around `page`,
 * kept inside 1..pageCount. The current page sits in the middle when it can.
 */
export function pageWindow(
  page: number,
  pageCount: number,
  size: number = pageWindowSize,
): number[] {
  const count = Math.max(1, pageCount);
  const shown = Math.max(1, Math.min(size, count));
  const current = Math.min(Math.max(1, page), count);
  const first = Math.min(Math.max(1, current - Math.floor((shown - 1) / 2)), count - shown + 1);
  return Array.from({ length: shown }, (_, index) => first + index);
}

/** The 1-based positions of the first and last item on `page`; both 0 when there are no items. */
export function pageRange(
  page: number,
  pageSize: PageSize,
  totalCount: number,
): { start: number; end: number } {
  if (totalCount <= 0) return { start: 0, end: 0 };
  if (pageSize === 'all') return { start: 1, end: totalCount };
  const start = Math.min((page - 1) * pageSize + 1, totalCount);
  return { start, end: Math.min(page * pageSize, totalCount) };
}
