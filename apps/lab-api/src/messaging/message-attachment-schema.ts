// The message attachments' table (message-attachment-migrations.ts), merged into LabDatabase.
import type { ColumnType, Generated } from 'kysely';

export interface MessageAttachmentTable {
  id: Generated<number>;
  message_id: number;
  name: string;
  mime_type: string;
  size_bytes: number;
  md5: string;
  storage: string;
  storage_key: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../db/schema.js' {
  interface LabDatabase {
    message_attachment: MessageAttachmentTable;
  }
}
