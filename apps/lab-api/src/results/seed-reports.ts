// Demo reports: a few submitted demo orders are worked through the lab (specimen received,
// finished) and get a released report (one positive with a classified variant, one re-issued as
// an updated report), so that the reports list, the PDF and "Viewed by" can be tried at once.
// Idempotent: nothing happens when any report exists.
import type { ReportFindings } from '@loci/contract';
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { releaseReportVersion } from './report-release-records.js';

const seedReleaser = 'lab.desk@loci.test';

const positive: Partial<ReportFindings> = {
  specimenType: 'Blood (EDTA)',
  result: 'Positive',
  variants: [
    {
      gene: 'BRCA1',
      transcript: 'NM_007294.4',
      cDna: 'c.68_69del',
      protein: 'p.Glu23ValfsTer17',
      zygosity: 'Heterozygous',
      classification: 'Pathogenic',
    },
  ],
};

/** Plan per account number: how many of its newest submitted orders get a report. */
const plan: ReadonlyArray<readonly [accountNumber: string, reports: number]> = [
  ['1001', 3],
  ['1002', 1],
];

export async function seedDemoReports(db: LabKysely): Promise<number> {
  const existing = await db.selectFrom('lab_report').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  let released = 0;
  for (const [accountNumber, count] of plan) {
    const tests = await db
      .selectFrom('order_test as t')
      .innerJoin('lab_order as o', 'o.id', 't.order_id')
      .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
      .select(['t.id', 't.order_id'])
      .where('a.cmid', '=', accountNumber)
      .where('o.status', '=', 0)
      .where('t.position', '=', 0)
      .orderBy('o.id', 'desc')
      .limit(count)
      .execute();
    for (const [index, test] of tests.entries()) {
      // Ordered before the specimen came in: the seed's orders are dated at the seed's time.
      await db
        .updateTable('lab_order')
        .set({ ordered_at: sql<Date>`now() - interval '12 days'` })
        .where('id', '=', test.order_id)
        .execute();
      await db
        .updateTable('order_test')
        .set({
          lab_status: 'Finished',
          specimen_received_at: sql<Date>`now() - interval '9 days'`,
          test_finished_date: sql<Date>`now() - interval '1 day'`,
        })
        .where('id', '=', test.id)
        .execute();
      const findings = index === 0 ? positive : { specimenType: 'Saliva' };
      await releaseReportVersion(db, test.id, { source: 'generated', findings }, seedReleaser);
      if (index === 1)
        await releaseReportVersion(
          db,
          test.id,
          {
            source: 'generated',
            findings: {
              specimenType: 'Saliva',
              interpretation:
                'Updated report: the gene list was corrected. No pathogenic or likely pathogenic variants were identified.',
            },
          },
          seedReleaser,
        );
      released += 1;
    }
  }
  return released;
}
