// The outbox tables (mail-migrations.ts), merged into LabDatabase.
import type { Generated } from 'kysely';
import type { Timestamp } from '../db/column-types.js';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Generated<number>;
  message_id: string;
  to_addresses: string;
  subject: string;
  body: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  lease_until: Timestamp | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface MailOutboxAttachmentTable {
  id: Generated<number>;
  mail_id: number;
  position: number;
  filename: string;
  content_type: string;
  content: Uint8Array;
}

declare module '../db/schema.js' {
  interface LabDatabase {
    mail_outbox: MailOutboxTable;
    mail_outbox_attachment: MailOutboxAttachmentTable;
  }
}
