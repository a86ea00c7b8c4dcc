// The saved slices' table (slice-tool-migrations.ts), merged into LabDatabase.
import type { Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../db/column-types.js';

export interface OfflineSliceTable {
  id: Generated<number>;
  owner_email: string;
  name: string;
  test_code: string;
  genes: JSONColumnType<string[], string, string>;
  hpo_ids: JSONColumnType<string[], string | undefined, string>;
  predefined_slices: JSONColumnType<string[], string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '../db/schema.js' {
  interface LabDatabase {
    offline_slice: OfflineSliceTable;
  }
}
