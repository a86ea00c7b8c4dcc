// Dashboard benchmark (issue 16): `getDashboardCounts` as Dr. Okafor (accounts 1001 and 1002)
// over the ordering bench's 100,000 orders (a quarter each Draft, BenefitsInvestigation,
// PendingReview, OrderNow), with a released report for every submitted order (one in three
// acknowledged), a prior-authorization case for one order in 50, 20,000 notifications, 5,000
// threads with lab messages and 2,000 supply orders. Target: p99 under 50 ms. Each statement's
// plan is printed (EXPLAIN ANALYZE) so that a sequential scan shows.
import { sql } from 'kysely';
import type { LabKysely } from '../src/db/create-database.js';
import { dashboardQueries, dashboardStatement } from '../src/dashboard/dashboard-queries.js';
import {
  benchToken,
  checkAndLoad,
  runWhenMain,
  withBenchServer,
  type Bench,
} from './bench-runner.js';
import { benchOrderCount, seedBenchOrders } from './ordering-bench.js';

const countsPath = '/api/portal/v1.0.1/dashboard/counts';
const adaContactId = 70001;

export async function seedAttention(db: LabKysely): Promise<void> {
  await sql`
    insert into lab_report (order_test_id, order_id, account_id, version, first_released_at, released_at, reviewed_version)
    select t.id, o.id, o.account_id, 1, o.ordered_at + interval '10 days', o.ordered_at + interval '10 days',
           case when o.id % 3 = 0 then 1 end
    from order_test t join lab_order o on o.id = t.order_id
    where o.account_id in (501, 502) and o.ordered_at is not null
      and not exists (select 1 from lab_report r where r.order_test_id = t.id)`.execute(db);
  await sql`
    insert into prior_auth_case (case_number, order_id, plan_code, status, qna_required)
    select 'BENCH-' || o.id, o.id, null, case when o.id % 3 = 0 then 11 else 8 end, o.id % 6 = 0
    from lab_order o where o.account_id in (501, 502) and o.id % 50 = 0`.execute(db);
  await sql`
    insert into notification (contact_id, account_id, kind, severity, message, viewed_at)
    select ${adaContactId}, case when n % 10 < 7 then 501 else 502 end, 'ReportReady', 'info',
           'Bench notification ' || n, case when n % 4 = 0 then null else now() end
    from generate_series(1, 20000) as n`.execute(db);
  await sql`
    insert into message_thread (account_id, category, subcategory, scope, subject, created_by, last_message_at)
    select case when n % 10 < 7 then 501 else 502 end, 'Test', 'Turnaround Time', 'Proband',
           'Bench thread ' || n, 'bench', now() - n * interval '1 minute'
    from generate_series(1, 5000) as n`.execute(db);
  await sql`
    insert into thread_message (thread_id, scope, body, sender_type, sender_name, created_at)
    select t.id, 'Proband', 'Bench message', 'Lab', 'The lab', t.last_message_at
    from message_thread t where t.created_by = 'bench'`.execute(db);
  await sql`
    insert into thread_read_mark (thread_id, contact_id, read_at)
    select t.id, ${adaContactId}, now() from message_thread t
    where t.created_by = 'bench' and t.id % 5 <> 0`.execute(db);
  await sql`
    insert into supply_order (account_id, kind, status, ship_street1, ship_city, ship_state, ship_zip, ship_country, ordered_by)
    select case when n % 10 < 7 then 501 else 502 end, 'Supplies',
           (array['Submitted', 'Shipped', 'Delivered', 'Cancelled'])[1 + n % 4],
           '1 Main St', 'Boston', 'MA', '02110', 'USA', 'bench'
    from generate_series(1, 2000) as n`.execute(db);
  await sql`analyze`.execute(db);
}

/** Each statement's plan (on PostgreSQL the planner's real choice at this size). */
async function explainQueries(db: LabKysely, engine: string): Promise<void> {
  const scope = {
    contactId: adaContactId,
    accountIds: [501, 502],
    reportAccountIds: [501, 502],
    supplyAccountIds: [501, 502],
  };
  // Each count's part, then the one statement the call runs (all parts in a union).
  const queries = { ...dashboardQueries(scope), 'the one statement': dashboardStatement(scope)! };
  for (const [name, query] of Object.entries(queries)) {
    const compiled = query.compile(db);
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>({
      ...compiled,
      sql: `explain analyze ${compiled.sql}`,
    });
    console.log(
      `${engine} | plan of ${name}:\n  ${plan.rows.map((row) => row['QUERY PLAN']).join('\n  ')}`,
    );
  }
}

export const runDashboardBench: Bench = (engine, durationSeconds) =>
  withBenchServer(async (server) => {
    const db = server.database.db;
    const seeding = performance.now();
    await seedBenchOrders(db);
    await seedAttention(db);
    console.log(
      `${engine}: ${benchOrderCount} orders and what needs attention, seeded in ${Math.round(performance.now() - seeding)} ms`,
    );
    await explainQueries(db, engine);
    const token = await benchToken(server);
    const figure = await checkAndLoad(
      server,
      token,
      { path: countsPath },
      {
        name: `getDashboardCounts (${benchOrderCount / 1000}k orders)`,
        engine,
        durationSeconds,
        check(status, body) {
          const answer = body as { data?: { accounts?: { drafts: number }[] } };
          if (status !== 200 || !answer.data?.accounts?.every((account) => account.drafts > 0)) {
            return `getDashboardCounts answered HTTP ${status} without the drafts`;
          }
          console.log(`${engine}: ${JSON.stringify(answer.data)}`);
          return undefined;
        },
      },
    );
    return [figure];
  });

await runWhenMain(import.meta.url, runDashboardBench);
