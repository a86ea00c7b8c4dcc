// The messaging tables (messaging-migrations.ts), merged into the server's LabDatabase.
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/column-types.js';

export interface MessageThreadTable {
  id: Generated<number>;
  account_id: number;
  order_id: number | null;
  category: string;
  subcategory: string;
  scope: string;
  subject: string;
  /** The name of who opened it (a provider's name, or the lab). */
  created_by: string;
  created_at: Timestamp;
  last_message_at: NullableTimestamp;
}

export interface ThreadMessageTable {
  id: Generated<number>;
  thread_id: number;
  scope: string;
  body: string;
  sender_type: 'Provider' | 'Lab';
  sender_name: string;
  /** The profile's contact id of a provider's message; null for the lab. */
  sender_contact_id: number | null;
  created_at: Timestamp;
}

export interface ThreadReadMarkTable {
  thread_id: number;
  contact_id: number;
  read_at: Timestamp;
}

declare module '../db/schema.js' {
  interface LabDatabase {
    message_thread: MessageThreadTable;
    thread_message: ThreadMessageTable;
    thread_read_mark: ThreadReadMarkTable;
  }
}
