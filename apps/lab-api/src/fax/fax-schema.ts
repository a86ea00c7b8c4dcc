// The fax job table (fax-migrations.ts), merged into LabDatabase.
import type { FaxJobStatus } from '@loci/domain';
import type { Generated } from 'kysely';
import type { Timestamp } from '../db/column-types.js';

export interface FaxJobTable {
  id: Generated<number>;
  lab_report_id: number;
  account_id: number;
  account_number: string;
  first_name: string;
  last_name: string;
  department: string | null;
  fax_number: string;
  note: string | null;
  document: Uint8Array;
  status: Generated<FaxJobStatus>;
  reason: string | null;
  gateway_reference: string | null;
  requested_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: Timestamp | null;
}

declare module '../db/schema.js' {
  interface LabDatabase {
    fax_job: FaxJobTable;
  }
}
