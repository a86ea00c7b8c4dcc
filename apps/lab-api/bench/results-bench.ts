// Results benchmarks (issue 13), on the engine of the run:
// 1. The reports lists over 100,000 orders that each have a released report (20,000 patients in
//    accounts 1001 and 1002, seeded here only, straight into the database, as the ordering bench's
//    order list): `reportsByAccount` (top 200) by result date, patient and a name search, and
//    `ordersByAccount`, as Dr. Okafor (both accounts) asks them.
// 2. Rendering a report PDF (content gathered from the order, then drawn with the embedded
//    Unicode font), one after another for `BENCH_PDF_REPORTS` reports: median and p99 per report.
// `BENCH_ORDERS` and `BENCH_ORDER_PATIENTS` change the list's size (see ordering-bench.ts).
import { sql } from 'kysely';
import type { LabKysely } from '../src/db/create-database.js';
import { orderFixtures } from '../src/orders/order-fixtures.js';
import { renderReportPdf } from '../src/results/report-pdf.js';
import { completeFindings, reportContentFor } from '../src/results/report-release-records.js';
import { benchOrderCount, seedBenchOrders } from './ordering-bench.js';
import {
  benchToken,
  checkAndLoad,
  runWhenMain,
  withBenchServer,
  withLoad,
  type Bench,
  type BenchFigure,
} from './bench-runner.js';

const results = '/api/portal/v1.0.1/results';
const pdfReports = Number(process.env.BENCH_PDF_REPORTS ?? 50);

const listCases: Array<{ name: string; path: string; body: Record<string, unknown> }> = [
  { name: 'reportsByAccount: newest result first', path: '/reportsByAccount', body: {} },
  {
    name: 'reportsByAccount: by patient, ascending',
    path: '/reportsByAccount',
    body: { SortField: 'Patient', SortOrder: 0 },
  },
  {
    name: 'reportsByAccount: account 1002, oldest first',
    path: '/reportsByAccount',
    body: { AccountNumbers: ['1002'], SortOrder: 0 },
  },
  {
    name: 'reportsByAccount: search "tanak"',
    path: '/reportsByAccount',
    body: { SearchTerm: 'tanak' },
  },
  { name: 'ordersByAccount: newest first', path: '/ordersByAccount', body: {} },
];

/** A released report (version 1) for every test of the bench's submitted orders (drafts have none). */
async function releaseBenchReports(db: LabKysely): Promise<number> {
  await sql`
    update order_test t set lab_status = 'Finished',
      specimen_received_at = o.ordered_at + interval '2 days',
      test_finished_date = o.ordered_at + interval '9 days'
    from lab_order o where o.id = t.order_id and o.account_id in (501, 502)
      and o.ordered_at is not null
      and not exists (select 1 from lab_report r where r.order_test_id = t.id)`.execute(db);
  await sql`
    insert into lab_report (order_test_id, order_id, account_id, version, first_released_at, released_at)
    select t.id, o.id, o.account_id, 1, o.ordered_at + interval '10 days', o.ordered_at + interval '10 days'
    from order_test t join lab_order o on o.id = t.order_id
    where o.account_id in (501, 502) and o.ordered_at is not null
      and not exists (select 1 from lab_report r where r.order_test_id = t.id)`.execute(db);
  // The lists never read the PDF: each version row holds an empty one (the render is measured below).
  await sql`
    insert into lab_report_version (lab_report_id, version, file_name, pdf, size_bytes, source, findings, released_by)
    select r.id, 1, 'report-' || r.id || '-v1.pdf', '\\x'::bytea, 0, 'generated', null, 'bench'
    from lab_report r
    where not exists (select 1 from lab_report_version v where v.lab_report_id = r.id)`.execute(db);
  await sql`analyze`.execute(db);
  const { count } = await db
    .selectFrom('lab_report')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function measurePdfRender(db: LabKysely, engine: string): Promise<BenchFigure> {
  const tests = await db
    .selectFrom('lab_report')
    .select(['id', 'order_test_id'])
    .where('account_id', '=', 501)
    .orderBy('id')
    .limit(pdfReports)
    .execute();
  const findings = await completeFindings(db, (await orderFixtures(db)).testA, {
    specimenType: 'Blood (EDTA)',
    result: 'Positive',
  });
  const times: number[] = [];
  let bytes = 0;
  for (const test of tests) {
    const started = performance.now();
    const content = await reportContentFor(db, test.order_test_id, {
      labReportId: test.id,
      version: 1,
      reportDate: new Date(),
      findings,
    });
    bytes += (await renderReportPdf(content)).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${engine}: ${tests.length} report PDFs, ${Math.round(bytes / tests.length / 1024)} KB each`,
  );
  return {
    name: withLoad('report PDF render, one after another'),
    engine,
    requests: tests.length,
    requestsPerSecond: Math.round(
      1000 / (times.reduce((sum, time) => sum + time, 0) / times.length),
    ),
    p50Ms: Math.round(percentile(times, 0.5)),
    p99Ms: Math.round(percentile(times, 0.99)),
    failures: 0,
  };
}

export const runResultsBench: Bench = (engine, durationSeconds) =>
  withBenchServer(async (server) => {
    const db = server.database.db;
    const seeding = performance.now();
    await seedBenchOrders(db);
    const reports = await releaseBenchReports(db);
    console.log(
      `${engine}: ${benchOrderCount} orders, ${reports} released reports, seeded in ${Math.round(performance.now() - seeding)} ms`,
    );
    const token = await benchToken(server);
    const figures: BenchFigure[] = [];
    for (const listCase of listCases) {
      const call = { path: `${results}${listCase.path}`, body: listCase.body };
      const figure = await checkAndLoad(server, token, call, {
        name: `${listCase.name} (${benchOrderCount / 1000}k)`,
        engine,
        durationSeconds,
        check(status, body) {
          const items = (body as { data?: { items?: unknown[] } }).data?.items;
          return status !== 200 || !items?.length
            ? `${listCase.name} listed nothing (HTTP ${status})`
            : undefined;
        },
      });
      figures.push(figure);
    }
    figures.push(await measurePdfRender(db, engine));
    return figures;
  });

await runWhenMain(import.meta.url, runResultsBench);
