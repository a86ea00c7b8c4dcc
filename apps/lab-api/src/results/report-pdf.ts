// A lab report as a PDF (docs/decisions/results-api.md): lab header, the report's title and
// version ("Updated report" from version 2 on), patient, specimen, ordering provider, test, genes
// analysed, variants with their classification, the result and interpretation, and signatures.
// Pure: content in, bytes out (the records module gathers the content).
import type { ReportFindings } from '@loci/contract';
import { startLabDocument } from '../pdf/page-writer.js';

export interface ReportContent {
  labReportId: number;
  version: number;
  /** ISO date-time the version is released. */
  reportDate: string;
  orderId: number;
  accessionNumber: string | null;
  account: { number: string; name: string };
  orderingProvider: { name: string; npi: string | null } | null;
  patient: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    birthDate: string | null;
    sex: string | null;
    mrn: string | null;
  };
  specimen: { receivedDate: string | null; orderedDate: string | null };
  test: { code: string; description: string | null };
  findings: ReportFindings;
}

/** The title a report version carries. */
export function reportTitle(version: number): string {
  return version > 1 ? 'Updated report' : 'Report';
}

export function reportFileName(labReportId: number, version: number): string {
  return `Report-${labReportId}-v${version}.pdf`;
}

export async function renderReportPdf(content: ReportContent): Promise<Uint8Array> {
  const { document, page } = await startLabDocument({
    title: `${reportTitle(content.version)} ${content.labReportId}`,
    subject: `Laboratory report, test ${content.test.code}`,
    formTitle:
      content.version > 1
        ? `Updated report (version ${content.version}) - supersedes version ${content.version - 1}`
        : 'Report (version 1)',
  });
  const { patient, findings } = content;

  page.text(
    `Report ID: ${content.labReportId}    Order ID: ${content.orderId}    Accession: ${content.accessionNumber ?? '-'}`,
    { bold: true },
  );
  page.text(`Report date: ${content.reportDate.slice(0, 10)}`, { size: 9 });

  page.heading('Patient');
  page.field(
    'Name',
    [patient.firstName, patient.middleName, patient.lastName].filter(Boolean).join(' '),
  );
  page.field('Date of birth', patient.birthDate);
  page.field('Sex', patient.sex);
  page.field('MRN', patient.mrn);

  page.heading('Specimen');
  page.field('Specimen type', findings.specimenType);
  page.field('Ordered', content.specimen.orderedDate?.slice(0, 10));
  page.field('Received', content.specimen.receivedDate?.slice(0, 10));

  page.heading('Ordering provider and account');
  page.field(
    'Ordering provider',
    content.orderingProvider
      ? `${content.orderingProvider.name}${content.orderingProvider.npi ? ` (NPI ${content.orderingProvider.npi})` : ''}`
      : null,
  );
  page.field('Account', `${content.account.number} - ${content.account.name}`);

  page.heading('Test');
  page.field('Test', `${content.test.code} ${content.test.description ?? ''}`.trim());
  page.field('Genes analyzed', findings.genes.length > 0 ? findings.genes.join(', ') : null);

  page.heading('Result');
  page.text(`Result: ${findings.result}`, { size: 12, bold: true });
  if (findings.variants.length === 0) {
    page.text('No reportable variants were identified.');
  } else {
    for (const variant of findings.variants) {
      page.text(
        [
          variant.gene,
          variant.transcript,
          variant.cDna,
          variant.protein ? `(${variant.protein})` : '',
          variant.zygosity,
        ]
          .filter(Boolean)
          .join('  '),
        { bold: true },
      );
      page.text(`Classification: ${variant.classification}`, { indent: 12 });
    }
  }

  page.heading('Interpretation');
  page.text(findings.interpretation || 'No interpretation given.');

  page.heading('Signatures');
  for (const signer of findings.signedBy)
    page.text(`Electronically signed by ${signer.name}${signer.title ? `, ${signer.title}` : ''}`);
  page.text(`Released on ${content.reportDate.slice(0, 10)}`, { size: 9 });
  page.text(
    'This test was developed and its performance characteristics determined by Loci Genetics Laboratory.',
    { size: 8 },
  );

  return document.save();
}
