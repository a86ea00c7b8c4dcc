import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A document of an order; its bytes are in the configured DocumentStore under `storage_key`. */
export interface OrderDocumentTable {
  id: Generated<number>;
  order_id: number;
  account_id: number;
  billing_document_id: number | null;
  /** The user's file name: shown and sent back in Content-Disposition, never a storage path. */
  name: string;
  md5: string;
  mime_type: string;
  size_bytes: number;
  notes: string | null;
  document_category: number;
  upload_status: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  /** Which store holds the bytes (`database` or `directory`) and the key there (a UUID). */
  storage: string;
  storage_key: string;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Document bytes of the database store. */
export interface DocumentContentTable {
  storage_key: string;
  content: Buffer;
}

export interface DocumentDatabase {
  order_document: OrderDocumentTable;
  document_content: DocumentContentTable;
}
