import type { ColumnType } from 'kysely';

export interface RequestLimitWindowTable {
  key: string;
  window_start: ColumnType<Date, Date | string, Date | string>;
  hits: number;
}

export interface RequestLimitDatabase {
  request_limit_window: RequestLimitWindowTable;
}
