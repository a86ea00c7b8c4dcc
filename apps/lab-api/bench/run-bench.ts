// `npm run bench -w @loci/lab-api`: every benchmark of the server, on PGlite and (when the
// script's wrapper started one) on PostgreSQL. Features add theirs to `benches`.
import { runPlatformBench, type BenchFigure } from './platform-bench.js';
import { runOrderingBench } from './ordering-bench.js';
import { runCatalogueBench } from './catalogue-bench.js';
import { runPatientBench } from './patient-bench.js';
import { runResultsBench } from './results-bench.js';

type Bench = (engine: string, durationSeconds: number) => Promise<BenchFigure[]>;

const allBenches: Record<string, Bench> = {
  platform: runPlatformBench,
  catalogue: runCatalogueBench,
  ordering: runOrderingBench,
  patient: runPatientBench,
  results: runResultsBench,
};
// BENCH_ONLY=ordering (or a comma-separated list of the names above) runs only those benches.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const benches: Bench[] = Object.entries(allBenches)
  .filter(([name]) => !only || only.includes(name))
  .map(([, bench]) => bench);

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const engines = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const figures: BenchFigure[] = [];
for (const engine of engines) {
  process.env.LOCI_TEST_DATABASE = engine;
  for (const bench of benches) figures.push(...(await bench(engine, durationSeconds)));
}
console.table(figures);
const failed = figures.filter((figure) => figure.failures > 0);
if (failed.length > 0) {
  console.error('Some requests failed:', failed.map((figure) => figure.name).join(', '));
  process.exitCode = 1;
}
