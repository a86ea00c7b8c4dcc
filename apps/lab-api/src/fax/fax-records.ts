// Every SQL statement of fax jobs.
import type { FaxJobStatus } from '@loci/domain';
import { sql, type Kysely } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { LabDatabase } from '../db/schema.js';
import { finalFaxStatuses } from './fax-rules.js';

export interface NewFaxJob {
  labReportId: number;
  accountId: number;
  accountNumber: string;
  firstName: string;
  lastName: string;
  department: string | null;
  faxNumber: string;
  note: string | null;
  document: Uint8Array;
  requestedBy: string;
}

/** A stored job: what was asked (without its bytes) and how far it got. */
export interface FaxJobRecord extends Omit<NewFaxJob, 'document' | 'requestedBy'> {
  id: number;
  status: FaxJobStatus;
  reason: string | null;
  gatewayReference: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export async function insertFaxJob(db: Kysely<LabDatabase>, fax: NewFaxJob): Promise<number> {
  const { id } = await db
    .insertInto('fax_job')
    .values({
      lab_report_id: fax.labReportId,
      account_id: fax.accountId,
      account_number: fax.accountNumber,
      first_name: fax.firstName,
      last_name: fax.lastName,
      department: fax.department,
      fax_number: fax.faxNumber,
      note: fax.note,
      document: fax.document,
      requested_by: fax.requestedBy,
      reason: null,
      gateway_reference: null,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const recordColumns = [
  'id',
  'lab_report_id',
  'account_id',
  'account_number',
  'first_name',
  'last_name',
  'department',
  'fax_number',
  'note',
  'status',
  'reason',
  'gateway_reference',
  'created_at',
  'updated_at',
] as const;

export async function findFaxJob(db: LabKysely, id: number): Promise<FaxJobRecord | undefined> {
  const row = await db
    .selectFrom('fax_job')
    .select(recordColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        labReportId: row.lab_report_id,
        accountId: row.account_id,
        accountNumber: row.account_number,
        firstName: row.first_name,
        lastName: row.last_name,
        department: row.department,
        faxNumber: row.fax_number,
        note: row.note,
        status: row.status,
        reason: row.reason,
        gatewayReference: row.gateway_reference,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }
    : undefined;
}

export async function findFaxDocument(db: LabKysely, id: number): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('fax_job')
    .select('document')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.document;
}

/** Stores the gateway's word on a fax that is not final yet. */
export async function recordFaxStatus(
  db: LabKysely,
  id: number,
  update: { status: FaxJobStatus; reason: string | null; gatewayReference?: string },
): Promise<void> {
  const final = finalFaxStatuses.includes(update.status);
  await db
    .updateTable('fax_job')
    .set({
      status: update.status,
      reason: update.reason,
      updated_at: sql`now()`,
      ...(update.gatewayReference ? { gateway_reference: update.gatewayReference } : {}),
      ...(final ? { completed_at: sql`now()` } : {}),
    })
    .where('id', '=', id)
    .where('status', 'not in', finalFaxStatuses)
    .execute();
}
