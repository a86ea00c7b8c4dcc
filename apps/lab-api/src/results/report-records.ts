// A report's stored PDF and who owns it, by labReportId: the one way other features (sharing by
// e-mail or fax, the lab desk) reach a report's bytes. Access is the caller's to check:
// `readableReportFile` applies the results rule (GDAA/GDFA of the report's account, else 404).
import type { Caller } from '../accounts/caller.js';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import { canReadReportsOf } from './results-rules.js';

export interface ReportFile {
  labReportId: number;
  /** The latest released version (the file below is that version's). */
  version: number;
  fileName: string;
  bytes: Uint8Array;
  orderId: number;
  orderTestId: number;
  accountId: number;
  /** The owning account's number (cmid), for audit events and scoping. */
  accountNumber: string;
  releasedAt: Date;
}

/** The report's latest version with its PDF and owning account; undefined when there is none. */
export async function findReportFile(
  db: LabKysely,
  labReportId: number,
  version?: number,
): Promise<ReportFile | undefined> {
  const row = await db
    .selectFrom('lab_report as r')
    .innerJoin('lab_report_version as v', (join) =>
      join
        .onRef('v.lab_report_id', '=', 'r.id')
        .on((eb) =>
          version === undefined
            ? eb('v.version', '=', eb.ref('r.version'))
            : eb('v.version', '=', version),
        ),
    )
    .innerJoin('client_account as a', 'a.account_id', 'r.account_id')
    .select([
      'r.id',
      'v.version',
      'v.file_name',
      'v.pdf',
      'v.released_at',
      'r.order_id',
      'r.order_test_id',
      'r.account_id',
      'a.cmid',
    ])
    .where('r.id', '=', labReportId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    labReportId: row.id,
    version: row.version,
    fileName: row.file_name,
    bytes: new Uint8Array(row.pdf),
    orderId: row.order_id,
    orderTestId: row.order_test_id,
    accountId: row.account_id,
    accountNumber: row.cmid,
    releasedAt: new Date(row.released_at),
  };
}

/**
 * The report's file if the caller may read it; 404 otherwise (no report, another account's, or
 * an Orders Only caller): never whether it exists.
 */
export async function readableReportFile(
  db: LabKysely,
  caller: Caller,
  labReportId: number,
): Promise<ReportFile> {
  const file = await findReportFile(db, labReportId);
  if (!file || !canReadReportsOf(caller, file.accountId))
    throw problems.notFound('Report not found');
  return file;
}
