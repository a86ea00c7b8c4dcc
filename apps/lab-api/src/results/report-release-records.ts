// Releasing a report version (the lab desk and the demo seed): the report row (its id stable
// across versions), the version's PDF (rendered from the order, or the lab's upload), the test's
// lab status and report dates, and the order's update time, in one transaction.
import { reportFindingsSchema, type ReportFindings } from '@loci/contract';
import { labStatusAfterRelease } from '@loci/domain';
import type { LabKysely } from '../db/create-database.js';
import { inTransaction } from '../db/in-transaction.js';
import { touchOrder } from '../orders/order-records.js';
import { orderListRows } from './results-queries.js';
import { renderReportPdf, reportFileName, type ReportContent } from './report-pdf.js';

/** The lab director who signs generated reports unless the desk names the signers. */
export const defaultSigners: ReportFindings['signedBy'] = [
  { name: 'Miriam Okonkwo-Díaz, PhD, FACMG', title: 'Laboratory Director' },
];

/** Findings of a generated report: the desk's, completed with the test's genes and a signer. */
export async function completeFindings(
  db: LabKysely,
  testCode: string,
  given: Partial<ReportFindings> | undefined,
): Promise<ReportFindings> {
  const findings = reportFindingsSchema.parse(given ?? {});
  if (findings.genes.length === 0) {
    const genes = await db
      .selectFrom('catalogue_test as ct')
      .innerJoin('catalogue_test_gene as tg', 'tg.test_id', 'ct.id')
      .innerJoin('catalogue_gene as g', 'g.id', 'tg.gene_id')
      .select('g.symbol')
      .where('ct.test_code', '=', testCode)
      .where('tg.optional', '=', false)
      .orderBy('g.symbol')
      .limit(200)
      .execute();
    findings.genes = genes.map((gene) => gene.symbol);
  }
  if (findings.signedBy.length === 0) findings.signedBy = defaultSigners;
  if (findings.interpretation === '')
    findings.interpretation =
      findings.result === 'Negative'
        ? 'No pathogenic or likely pathogenic variants were identified in the genes analyzed. A negative result does not rule out a genetic cause of the patient’s condition.'
        : findings.result === 'Positive'
          ? 'A pathogenic or likely pathogenic variant was identified. Genetic counseling is recommended for the patient and at-risk relatives.'
          : 'Only variants of uncertain significance were identified; they should not be used for clinical decisions.';
  return findings;
}

/** What a report of an ordered test shows, gathered from the order (everything but findings). */
export async function reportContentFor(
  db: LabKysely,
  orderTestId: number,
  report: { labReportId: number; version: number; reportDate: Date; findings: ReportFindings },
): Promise<ReportContent> {
  const row = await orderListRows(db)
    .innerJoin('order_test as t', 't.order_id', 'o.id')
    .select([
      't.code',
      't.short_description',
      't.specimen_received_at',
      'p.gender',
      'p.mrn',
      'op.degree',
      'op.client_master_npi',
    ])
    .where('t.id', '=', orderTestId)
    .executeTakeFirstOrThrow();
  const sex =
    row.gender === 'F' ? 'Female' : row.gender === 'M' ? 'Male' : row.gender ? 'Unknown' : null;
  return {
    labReportId: report.labReportId,
    version: report.version,
    reportDate: report.reportDate.toISOString(),
    orderId: row.order_id,
    accessionNumber: row.accession_number,
    account: { number: row.cmid, name: row.client_name },
    orderingProvider:
      row.provider_last_name === null
        ? null
        : {
            name: `${row.provider_first_name ?? ''} ${row.provider_last_name}${row.degree ? `, ${row.degree}` : ''}`.trim(),
            npi: row.client_master_npi,
          },
    patient: {
      firstName: row.first_name ?? '',
      middleName: row.middle_name,
      lastName: row.last_name ?? '',
      birthDate: row.birth_date ? String(row.birth_date).slice(0, 10) : null,
      sex,
      mrn: row.mrn,
    },
    specimen: {
      orderedDate: row.ordered_at ? new Date(row.ordered_at).toISOString() : null,
      receivedDate: row.specimen_received_at
        ? new Date(row.specimen_received_at).toISOString()
        : null,
    },
    test: { code: row.code, description: row.short_description },
    findings: report.findings,
  };
}

export type ReleasedPdf =
  | { source: 'generated'; findings: Partial<ReportFindings> | undefined }
  | { source: 'uploaded'; fileName: string; bytes: Uint8Array };

export interface ReleasedVersion {
  labReportId: number;
  orderId: number;
  orderTestId: number;
  version: number;
  labStatus: string;
  fileName: string;
  size: number;
  releasedAt: Date;
}

/** The report of an ordered test, when one was released. */
export async function findTestReport(db: LabKysely, orderTestId: number) {
  return db
    .selectFrom('lab_report')
    .select(['id', 'version'])
    .where('order_test_id', '=', orderTestId)
    .executeTakeFirst();
}

/**
 * Releases the next version of the report of an ordered test (version 1 when it has none):
 * the caller has checked the lab status rule (a finished test, or a released report).
 */
export async function releaseReportVersion(
  db: LabKysely,
  orderTestId: number,
  pdf: ReleasedPdf,
  releasedBy: string,
): Promise<ReleasedVersion> {
  return inTransaction(db, async (trx) => {
    const test = await trx
      .selectFrom('order_test as t')
      .innerJoin('lab_order as o', 'o.id', 't.order_id')
      .select(['t.id', 't.code', 't.order_id', 'o.account_id'])
      .where('t.id', '=', orderTestId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const releasedAt = new Date();
    const existing = await findTestReport(trx, orderTestId);
    const report = existing
      ? await trx
          .updateTable('lab_report')
          .set({ version: existing.version + 1, released_at: releasedAt })
          .where('id', '=', existing.id)
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('lab_report')
          .values({
            order_test_id: orderTestId,
            order_id: test.order_id,
            account_id: test.account_id,
            version: 1,
            first_released_at: releasedAt,
            released_at: releasedAt,
          })
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow();
    let bytes: Uint8Array;
    let fileName: string;
    let findings: ReportFindings | null = null;
    if (pdf.source === 'generated') {
      findings = await completeFindings(trx, test.code, pdf.findings);
      bytes = await renderReportPdf(
        await reportContentFor(trx, orderTestId, {
          labReportId: report.id,
          version: report.version,
          reportDate: releasedAt,
          findings,
        }),
      );
      fileName = reportFileName(report.id, report.version);
    } else {
      bytes = pdf.bytes;
      fileName = pdf.fileName;
    }
    await trx
      .insertInto('lab_report_version')
      .values({
        lab_report_id: report.id,
        version: report.version,
        file_name: fileName,
        pdf: bytes,
        size_bytes: bytes.length,
        source: pdf.source,
        findings: findings ? JSON.stringify(findings) : null,
        released_at: releasedAt,
        released_by: releasedBy,
      })
      .execute();
    const labStatus = labStatusAfterRelease(report.version);
    await trx
      .updateTable('order_test')
      .set({
        lab_status: labStatus,
        lab_status_update_date: releasedAt,
        lab_report_id: report.id,
        ...(report.version === 1
          ? { reported_date: releasedAt }
          : { report_updated_date: releasedAt }),
        updated_at: releasedAt,
      })
      .where('id', '=', orderTestId)
      .execute();
    await touchOrder(trx, test.order_id);
    return {
      labReportId: report.id,
      orderId: test.order_id,
      orderTestId,
      version: report.version,
      labStatus,
      fileName,
      size: bytes.length,
      releasedAt,
    };
  });
}
