export { DataTable, dataTableVirtualizeThreshold } from './DataTable';
export type { DataTableProps, DataTableSelectionMode } from './DataTable';
export type { DataTableColumn, DataTableSortBy, DataTableValue } from './columns';
export { nextSort } from './sorting';
export type { DataTableSort } from './sorting';
