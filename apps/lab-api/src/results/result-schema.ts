// The typed shape of the results tables (snake_case, as stored).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** One report of one ordered test; `version` is its latest released version. */
export interface LabReportTable {
  id: Generated<number>;
  order_test_id: number;
  order_id: number;
  account_id: number;
  version: number;
  first_released_at: Timestamp;
  released_at: Timestamp;
  /** The version a provider marked reviewed (reviewed = this equals `version`). */
  reviewed_version: number | null;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
}

/** One released version of a report with its PDF. */
export interface LabReportVersionTable {
  lab_report_id: number;
  version: number;
  file_name: string;
  pdf: Uint8Array;
  size_bytes: number;
  source: 'generated' | 'uploaded';
  findings: ColumnType<unknown, string | null, string | null>;
  released_at: ColumnType<Date, Date | string | undefined, Date | string>;
  released_by: string;
}

// The column lab_8001_results adds to the orders feature's order_test.
declare module '../orders/order-schema.js' {
  interface OrderTestTable {
    specimen_received_at: ColumnType<
      Date | null,
      Date | string | null | undefined,
      Date | string | null
    >;
  }
}

export interface ResultDatabase {
  lab_report: LabReportTable;
  lab_report_version: LabReportVersionTable;
}
