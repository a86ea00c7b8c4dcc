// The notification tables (notification-migrations.ts), merged into the server's LabDatabase.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/column-types.js';

export interface NotificationPreferenceTable {
  contact_id: number;
  kind: string;
  channel: number;
  updated_at: Timestamp;
}

export interface NotificationTable {
  id: Generated<number>;
  contact_id: number;
  account_id: number;
  kind: string;
  severity: string;
  message: string;
  order_id: number | null;
  thread_id: number | null;
  lab_report_id: number | null;
  forwarded_by: string | null;
  viewed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface LiveEventTable {
  id: Generated<number>;
  contact_id: number;
  payload: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface LiveStreamTicketTable {
  ticket_hash: string;
  contact_id: number;
  expires_at: Timestamp;
}

export interface LabThreadReadMarkTable {
  thread_id: number;
  reader: string;
  read_at: Timestamp;
}

declare module '../db/schema.js' {
  interface LabDatabase {
    notification_preference: NotificationPreferenceTable;
    notification: NotificationTable;
    live_event: LiveEventTable;
    live_stream_ticket: LiveStreamTicketTable;
    lab_thread_read_mark: LabThreadReadMarkTable;
  }
}
