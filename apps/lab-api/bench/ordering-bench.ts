// Ordering benchmarks: creating and submitting 1,000 orders through the API (one after another,
// as a provider's portal would), then the order list's latency over 100,000 orders (seeded here
// only, straight into the database) for the sorts and filters of `#simple-orders`.
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { orderFixtures } from '../src/orders/order-fixtures.js';
import { demoUsers, startTestServer } from '../src/testing/test-server.js';
import type { BenchFigure } from './platform-bench.js';

const listPath = '/api/portal/v1.0.1/results/list/orderTestsAndReportsPaged';

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export async function runOrderingBench(
  engine: string,
  durationSeconds: number,
): Promise<BenchFigure[]> {
  const server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '10000000' } });
  try {
    const db = server.database.db;
    const fx = await orderFixtures(db);
    const token = await server.tokenFor(demoUsers.ada, { expiresIn: 3600 });
    const figures: BenchFigure[] = [];

    const body = JSON.stringify({
      accountNumber: '1001',
      patientId: fx.patient1001,
      status: 0,
      tests: [{ code: fx.testA }, { code: fx.testB, indent: 1 }],
      diagnosisCodes: ['Z13.79'],
      orderingProviderId: fx.provider1001,
      paymentType: 'Insurance',
      insurancePolicyId: fx.policies.UHC001,
      consent: { given: true },
    });
    const times: number[] = [];
    let failures = 0;
    const started = performance.now();
    for (let index = 0; index < 1000; index += 1) {
      const begin = performance.now();
      const response = await fetch(`${server.baseUrl}/api/portal/v1.0.1/simpleOrder`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 201) failures += 1;
      times.push(performance.now() - begin);
    }
    const totalMs = performance.now() - started;
    times.sort((a, b) => a - b);
    figures.push({
      name: `create+submit 1,000 orders (${(totalMs / 1000).toFixed(1)} s)`,
      engine,
      requests: 1000,
      requestsPerSecond: Math.round((1000 / totalMs) * 1000),
      p50Ms: Math.round(percentile(times, 0.5)),
      p99Ms: Math.round(percentile(times, 0.99)),
      failures,
    });

    // 100,000 orders over the seeded patients of account 1001, one test each.
    const patients = await db
      .selectFrom('patient')
      .select('id')
      .where('account_id', '=', 501)
      .execute();
    const ids = patients.map((patient) => patient.id);
    await sql`
      insert into lab_order (account_id, patient_id, status, accession_number, payment_type, ordered_at, created_at, updated_at)
      select 501,
             (${sql.val(ids)}::int[])[1 + (n % ${ids.length})],
             (array[0, 1, 3, 4])[1 + (n % 4)],
             case when n % 4 in (0, 3) then 'BX' || lpad(n::text, 8, '0') end,
             'Insurance',
             case when n % 4 in (0, 3) then now() - (n % 900) * interval '1 day' end,
             now() - (n % 900) * interval '1 day',
             now() - (n % 1000) * interval '1 hour'
      from generate_series(1, 100000) as n`.execute(db);
    await sql`
      insert into order_test (order_id, position, code, short_description, indent, ordered_as_kit, hold_for_bi, bundled_billing_qualify, is_trio, is_duo, insurance_enabled, dpl_enabled, institutional_billing_enabled, eligible_for_partnerships, enable_program_code)
      select o.id, 0, ${fx.testA}, 'Bench test', 0, false, false, false, false, false, true, false, false, false, false
      from lab_order o where not exists (select 1 from order_test t where t.order_id = o.id)`.execute(
      db,
    );
    await sql`analyze`.execute(db);

    const listCases: Array<{ name: string; body: unknown }> = [
      { name: 'list 100k: UpdatedDate desc, page 1', body: {} },
      {
        name: 'list 100k: Patient asc, page 50',
        body: { SortField: 'Patient', SortOrder: 0, PageNumber: 50 },
      },
      {
        name: 'list 100k: OrderedDate desc, status 0+4',
        body: { SortField: 'OrderedDate', Statuses: [0, 4] },
      },
      { name: 'list 100k: search "addon"', body: { SearchTerm: 'addon' } },
      {
        name: 'list 100k: date range 30 days',
        body: { DateFrom: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) },
      },
    ];
    for (const listCase of listCases) {
      const result = await autocannon({
        url: `${server.baseUrl}${listPath}`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(listCase.body),
        connections: 4,
        duration: durationSeconds,
      });
      figures.push({
        name: listCase.name,
        engine,
        requests: result.requests.total,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        failures: result.errors + result.timeouts + result.non2xx,
      });
    }
    return figures;
  } finally {
    await server.close();
  }
}
