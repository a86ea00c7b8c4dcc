export { Columns, Column } from './Columns';
export type { ColumnsProps, ColumnProps, ColumnCount, ResponsiveColumns } from './Columns';
