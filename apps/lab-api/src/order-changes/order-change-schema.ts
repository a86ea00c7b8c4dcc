// The applied change sets' table (order-change-migrations.ts), merged into LabDatabase.
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface OrderChangeSetTable {
  id: Generated<number>;
  order_id: number;
  action: string;
  changes: Json<unknown[]>;
  metadata: Json<unknown[]>;
  previous_status: number;
  status: number;
  applied_by: string;
  applied_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../db/schema.js' {
  interface LabDatabase {
    order_change_set: OrderChangeSetTable;
  }
}
