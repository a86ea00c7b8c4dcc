export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { usePagedList } from './usePagedList';
export type { PagedList, UsePagedListOptions } from './usePagedList';
export {
  countPages,
  dataTablePageSizes,
  defaultDataTablePageSize,
  defaultListPageSize,
  pageRange,
  pageWindow,
  pageWindowSize,
} from './pageWindow';
export type { PageSize } from './pageWindow';
