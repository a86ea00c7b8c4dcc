// Where one `getDashboardCounts` request spends its time (issue 16): seeds the dashboard bench,
// then sends requests one after another and times every statement the server runs for them.
// `LOCI_TEST_DATABASE=postgres bash ../../scripts/with-postgres.sh tsx bench/dashboard-profile.ts`
import { benchToken, startBenchServer } from './bench-runner.js';
import { seedAttention } from './dashboard-bench.js';
import { seedBenchOrders } from './ordering-bench.js';

const countsPath = '/api/portal/v1.0.1/dashboard/counts';
const rounds = Number(process.env.PROFILE_ROUNDS ?? 100);

const server = await startBenchServer();
try {
  const db = server.database.db;
  await seedBenchOrders(db);
  await seedAttention(db);
  const token = await benchToken(server);
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 10; i += 1) await fetch(`${server.baseUrl}${countsPath}`, { headers });

  const statements = new Map<string, { n: number; ms: number }>();
  const executor = db.getExecutor() as unknown as {
    executeQuery: (...args: unknown[]) => Promise<unknown>;
  };
  const execute = executor.executeQuery.bind(executor);
  executor.executeQuery = async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await execute(...args);
    } finally {
      const key = (args[0] as { sql: string }).sql.replace(/\s+/g, ' ').slice(0, 90);
      const entry = statements.get(key) ?? { n: 0, ms: 0 };
      entry.n += 1;
      entry.ms += performance.now() - started;
      statements.set(key, entry);
    }
  };
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) {
    const response = await fetch(`${server.baseUrl}${countsPath}`, { headers });
    await response.text();
  }
  const perRequest = (performance.now() - started) / rounds;
  let inStatements = 0;
  for (const [key, { n, ms }] of statements) {
    inStatements += ms / rounds;
    console.log(`${(ms / n).toFixed(2).padStart(7)} ms x ${(n / rounds).toFixed(1)} | ${key}`);
  }
  console.log(
    `${process.env.LOCI_TEST_DATABASE ?? 'pglite'}: one request ${perRequest.toFixed(2)} ms, of which in statements (awaited, overlapping) ${inStatements.toFixed(2)} ms`,
  );
} finally {
  await server.close();
}
