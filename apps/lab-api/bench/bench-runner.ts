// Runs benches on each engine of the run: PGlite, and PostgreSQL when the wrapper started one
// (`scripts/with-postgres.sh` sets DATABASE_URL).
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { demoUsers, startTestServer } from '../src/testing/test-server.js';

/** What a figure reads of an autocannon run (the library's result or its JSON output). */
export interface LoadResult {
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

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** Runs a bench on a bench server, closed when the bench ends (or fails). */
export async function withBenchServer<T>(bench: (server: BenchServer) => Promise<T>): Promise<T> {
  const server = await startBenchServer();
  try {
    return await bench(server);
  } finally {
    await server.close();
  }
}

/** Dr. Okafor's access token for an hour: long enough for any bench. */
export function benchToken(server: BenchServer): Promise<string> {
  return server.tokenFor(demoUsers.ada, { expiresIn: 3600 });
}

/** One call a bench checks and loads: a JSON body makes it a POST unless a method is given. */
export interface BenchCall {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

function requestOf(token: string, call: BenchCall) {
  const json = call.body !== undefined;
  return {
    method: call.method ?? (json ? 'POST' : 'GET'),
    headers: {
      authorization: `Bearer ${token}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    ...(json ? { body: JSON.stringify(call.body) } : {}),
  };
}

/** The call once, as the caller, before it is loaded (a bench checks the answer is real). */
export function callOnce(baseUrl: string, token: string, call: BenchCall): Promise<Response> {
  return fetch(`${baseUrl}${call.path}`, requestOf(token, call));
}

/** autocannon on the call as the caller for the bench's duration. */
export function loadCall(
  baseUrl: string,
  token: string,
  call: BenchCall,
  load: { durationSeconds: number; connections: number },
): Promise<LoadResult> {
  return autocannon({
    url: `${baseUrl}${call.path}`,
    ...requestOf(token, call),
    connections: load.connections,
    duration: load.durationSeconds,
  });
}

/** A figure's name with the machine's load average of the last minute, as it is now. */
export function withLoad(name: string): string {
  return `${name} [load ${loadavg()[0]!.toFixed(2)}]`;
}

/**
 * A call checked once (`check` answers why the answer is not real, and the bench stops), then
 * loaded on four connections for the bench's duration: its figure (the load after the run), logged.
 */
export async function checkAndLoad(
  server: BenchServer,
  token: string,
  call: BenchCall,
  measure: {
    name: string;
    engine: string;
    durationSeconds: number;
    check(status: number, body: unknown): string | undefined;
  },
): Promise<BenchFigure> {
  const once = await callOnce(server.baseUrl, token, call);
  const failure = measure.check(once.status, await once.json());
  if (failure) throw new Error(failure);
  const result = await loadCall(server.baseUrl, token, call, {
    durationSeconds: measure.durationSeconds,
    connections: 4,
  });
  const figure = figureOf(withLoad(measure.name), measure.engine, result);
  logFigure(measure.engine, figure);
  return figure;
}

/** The one-line latency summary a bench prints as it goes. */
export function logFigure(engine: string, figure: BenchFigure, more = ''): void {
  console.log(
    `${engine} | ${figure.name} | p50 ${figure.p50Ms} ms | p99 ${figure.p99Ms} ms${more}`,
  );
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
