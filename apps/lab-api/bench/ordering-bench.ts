// Ordering benchmarks (issue 7), on the engine of the run:
// 1. Creating and submitting 1,000 orders through the API as the portal does: the order form
//    autosaves a draft (POST /simpleOrder, status Draft), then submits it (PUT /simpleOrder,
//    status OrderNow); one order after another, over the patients of account 1001.
// 2. The order list (`/results/list/orderTestsAndReportsPaged`) over 100,000 orders of 20,000
//    patients in accounts 1001 (70%) and 1002 (30%), seeded here only, straight into the database;
//    Dr. Okafor sees both accounts, as the portal asks by default (UpdatedDate descending, 25 a page).
// Every figure carries the machine's one-minute load average when it was measured.
// `BENCH_ORDERS` and `BENCH_ORDER_PATIENTS` change the sizes; `BENCH_EXPLAIN=1` prints the plans
// of the list's queries (EXPLAIN ANALYZE) for each case.
import { orderListRequestSchema } from '@loci/contract';
import { sql } from 'kysely';
import type { LabKysely } from '../src/db/create-database.js';
import { orderFixtures } from '../src/orders/order-fixtures.js';
import { orderListQueries, summaryQuery } from '../src/orders/order-list-queries.js';
import {
  benchToken,
  figureOf,
  loadCall,
  withBenchServer,
  withLoad,
  type Bench,
} from './bench-runner.js';
import type { BenchFigure } from './platform-bench.js';

const listPath = '/api/portal/v1.0.1/results/list/orderTestsAndReportsPaged';
const orderPath = '/api/portal/v1.0.1/simpleOrder';
export const benchOrderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const benchOrderPatients = Number(process.env.BENCH_ORDER_PATIENTS ?? 20_000);
const submittedOrders = 1000;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** The portal's default list request (apps/portal/src/orders/orderList.ts) and its variations. */
export const orderListCases: Array<{ name: string; body: Record<string, unknown> }> = [
  { name: 'default first page (UpdatedDate desc)', body: {} },
  { name: 'UpdatedDate asc, page 200', body: { SortOrder: 0, PageNumber: 200 } },
  { name: 'OrderedDate desc, statuses 0+4', body: { SortField: 'OrderedDate', Statuses: [0, 4] } },
  { name: 'Patient asc, page 1', body: { SortField: 'Patient', SortOrder: 0 } },
  { name: 'Patient desc, page 50', body: { SortField: 'Patient', SortOrder: 1, PageNumber: 50 } },
  { name: 'drafts of account 1002', body: { AccountNumbers: ['1002'], Statuses: [1] } },
  {
    name: 'last 30 days',
    body: { DateFrom: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) },
  },
  // The full last name of one patient (filled in once the patients are seeded).
  { name: 'search one patient’s last name', body: { SearchTerm: '{one patient}' } },
  { name: 'search name "tanak" (8% of orders)', body: { SearchTerm: 'tanak' } },
  { name: 'search accession "BX0009"', body: { SearchTerm: 'BX0009' } },
];

/** The ordering fixtures, then the bench's orders on their first test. */
export async function seedBenchOrders(db: LabKysely): Promise<void> {
  const fx = await orderFixtures(db);
  await seedOrderListBench(db, fx.testA);
}

/** 20,000 patients and 100,000 orders with one test each, spread over accounts 1001 and 1002. */
export async function seedOrderListBench(db: LabKysely, testCode: string): Promise<void> {
  // Patients straight in SQL (the patients feature's generator is far slower at this size).
  await sql`
    insert into patient (account_id, first_name, last_name, birth_date, gender, country)
    select case when n % 10 < 7 then 501 else 502 end,
           (array['Ava', 'Liam', 'Mia', 'Ethan', 'Zoe', 'Leo', 'Ivy', 'Owen', 'Nora', 'Eli', 'Grace'])[1 + n % 11],
           (array['Smith', 'Johnson', 'Lee', 'Patel', 'Kim', 'Garcia', 'Brown', 'Davis', 'Tanaka', 'Okafor', 'Nguyen', 'Silva', 'Müller'])[1 + (n / 11) % 13]
             || case when n % 3 = 0 then '' else '-' || (n % 997)::text end,
           date '1940-01-01' + (n * 37 % 25000),
           (array['F', 'M', 'U'])[1 + n % 3],
           'USA'
    from generate_series(1, ${benchOrderPatients}) as n`.execute(db);
  await sql`
    with accounts as (
      select account_id, array_agg(id order by id) as ids from patient
      where account_id in (501, 502) group by account_id
    ), numbered as (
      select n, case when n % 10 < 7 then 501 else 502 end as account_id
      from generate_series(1, ${benchOrderCount}) as n
    )
    insert into lab_order (account_id, patient_id, status, accession_number, payment_type, ordered_at, created_at, updated_at)
    select a.account_id,
           a.ids[1 + (n * 7919 % cardinality(a.ids))],
           (array[0, 1, 3, 4])[1 + (n % 4)],
           case when n % 4 in (0, 3) then 'BX' || lpad(n::text, 8, '0') end,
           'Insurance',
           case when n % 4 in (0, 3) then now() - (n % 900) * interval '1 day' - interval '1 hour' end,
           now() - (n % 900) * interval '1 day' - interval '1 hour',
           now() - (n % 20000) * interval '1 hour' - interval '1 hour'
    from numbered as x join accounts as a using (account_id)`.execute(db);
  await sql`
    insert into order_test (order_id, position, code, short_description)
    select o.id, 0, ${testCode}, 'Bench test'
    from lab_order o where not exists (select 1 from order_test t where t.order_id = o.id)`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}

async function createAndSubmit(
  baseUrl: string,
  token: string,
  engine: string,
  body: (index: number) => Record<string, unknown>,
): Promise<BenchFigure> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  for (let index = 0; index < submittedOrders; index += 1) {
    const begin = performance.now();
    const draft = await fetch(`${baseUrl}${orderPath}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body(index), status: 1 }),
    });
    const created = (await draft.json()) as { data?: { orderId: number } };
    const orderId = created.data?.orderId;
    if (draft.status !== 201 || orderId === undefined) {
      failures += 1;
      continue;
    }
    const submitted = await fetch(`${baseUrl}${orderPath}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...body(index), orderId, status: 0 }),
    });
    await submitted.arrayBuffer();
    if (submitted.status !== 200) failures += 1;
    times.push(performance.now() - begin);
  }
  const totalMs = performance.now() - started;
  times.sort((a, b) => a - b);
  return {
    name: withLoad(
      `create (draft) + submit 1,000 orders, per order: ${(totalMs / 1000).toFixed(1)} s`,
    ),
    engine,
    requests: submittedOrders * 2,
    requestsPerSecond: Math.round(((submittedOrders * 2) / totalMs) * 1000),
    p50Ms: Math.round(percentile(times, 0.5)),
    p99Ms: Math.round(percentile(times, 0.99)),
    failures,
  };
}

/** EXPLAIN ANALYZE of the list's queries for Dr. Okafor's two accounts (BENCH_EXPLAIN=1). */
async function explainList(db: LabKysely, label: string, body: unknown): Promise<void> {
  const request = orderListRequestSchema.parse(body);
  const offset = (request.PageNumber - 1) * request.PageSize;
  const queries = orderListQueries([501, 502], request, request.PageSize, offset);
  const ids = (await queries.page.execute(db)).rows.map((row) => row.id);
  const plans: string[] = [];
  for (const [part, query] of [
    ['page', queries.page],
    ['count', queries.count],
    ['summaries', summaryQuery(db, ids)],
  ] as const) {
    const result = await sql<Record<string, string>>`explain analyze ${query}`.execute(db);
    plans.push(`-- ${part}`, ...result.rows.map((row) => Object.values(row)[0] ?? ''));
  }
  console.log(`\n== ${label}\n${plans.join('\n')}`);
}

export const runOrderingBench: Bench = (engine, durationSeconds) =>
  withBenchServer(async (server) => {
    const db = server.database.db;
    const fx = await orderFixtures(db);
    const token = await benchToken(server);
    const figures: BenchFigure[] = [];

    const patients = await db
      .selectFrom('patient')
      .select('id')
      .where('account_id', '=', 501)
      .orderBy('id')
      .limit(50)
      .execute();
    const report = (figure: BenchFigure) => {
      console.log(
        `${engine} | ${figure.name} | p50 ${figure.p50Ms} ms | p99 ${figure.p99Ms} ms | ${figure.requestsPerSecond} req/s | failures ${figure.failures}`,
      );
      figures.push(figure);
    };
    report(
      await createAndSubmit(server.baseUrl, token, engine, (index) => ({
        accountNumber: '1001',
        patientId: patients[index % patients.length]!.id,
        tests: [{ code: fx.testA }, { code: fx.testB, indent: 1 }],
        diagnosisCodes: ['Z13.79'],
        orderingProviderId: fx.provider1001,
        paymentType: 'Patient',
        consent: { given: true },
        aoeAnswers: fx.aoeAnswers,
      })),
    );

    const seeding = performance.now();
    await seedOrderListBench(db, fx.testA);
    console.log(
      `${engine}: ${benchOrderCount} orders of ${benchOrderPatients} patients seeded in ${Math.round(performance.now() - seeding)} ms`,
    );
    const one = await db
      .selectFrom('patient')
      .select('last_name')
      .where('account_id', '=', 501)
      .where('last_name', 'like', '%-%')
      .orderBy('id')
      .offset(500)
      .limit(1)
      .executeTakeFirstOrThrow();
    for (const listCase of orderListCases) {
      if (listCase.body.SearchTerm === '{one patient}') listCase.body.SearchTerm = one.last_name;
      if (process.env.BENCH_EXPLAIN === '1') await explainList(db, listCase.name, listCase.body);
      const call = { path: listPath, body: listCase.body };
      const result = await loadCall(server.baseUrl, token, call, {
        durationSeconds,
        connections: 4,
      });
      report(
        figureOf(withLoad(`list ${benchOrderCount / 1000}k: ${listCase.name}`), engine, result),
      );
    }
    return figures;
  });
