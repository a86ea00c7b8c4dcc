export { DataTable, dataTableVirtualizeThreshold } from './DataTable';
export type { DataTableProps } from './DataTable';
export { DataTablePlaceholder } from './DataTablePlaceholder';
export type {
  DataTableName,
  DataTablePlaceholderProps,
  DataTableSelectionMode,
} from './DataTablePlaceholder';
export type { DataTableColumn, DataTableSortBy, DataTableValue } from './columns';
export { nextSort } from './sorting';
export type { DataTableSort } from './sorting';
