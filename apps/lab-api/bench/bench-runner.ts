// Runs benches on each engine of the run: PGlite, and PostgreSQL when the wrapper started one
// (`scripts/with-postgres.sh` sets DATABASE_URL).
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { startTestServer } from '../src/testing/test-server.js';

/** What a figure reads of an autocannon run (the library's result or its JSON output). */
interface LoadResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** One row of a bench's table. */
export interface BenchFigure {
  name: string;
  engine: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

export type Bench = (engine: string, durationSeconds: number) => Promise<BenchFigure[]>;

export async function runOnEachEngine(
  benches: Bench[],
  durationSeconds = Number(process.env.BENCH_SECONDS ?? 5),
): Promise<BenchFigure[]> {
  const engines = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const figures: BenchFigure[] = [];
  for (const engine of engines) {
    process.env.LOCI_TEST_DATABASE = engine;
    for (const bench of benches) figures.push(...(await bench(engine, durationSeconds)));
  }
  return figures;
}

/** Prints the figures as a table; a failed request fails the run. */
export function reportFigures(figures: BenchFigure[]): void {
  console.table(figures);
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const failed = figures.filter((figure) => figure.failures > 0);
  if (failed.length > 0) {
    console.error('Some requests failed:', failed.map((figure) => figure.name).join(', '));
    process.exitCode = 1;
  }
}

/** A bench file run on its own (`tsx bench/<file>.ts`) runs its bench on each engine. */
export async function runWhenMain(moduleUrl: string, bench: Bench): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  reportFigures(await runOnEachEngine([bench]));
}

/** A test server whose rate limit does not throttle the load generator. */
export function startBenchServer(): ReturnType<typeof startTestServer> {
  return startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '10000000' } });
}

/** One bench row from an autocannon run: request count, throughput, latency and failures. */
export function figureOf(name: string, engine: string, result: LoadResult): BenchFigure {
  return {
    name,
    engine,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
