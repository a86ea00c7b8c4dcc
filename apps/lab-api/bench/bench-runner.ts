// Runs benches on each engine of the run: PGlite, and PostgreSQL when the wrapper started one
// (`scripts/with-postgres.sh` sets DATABASE_URL).
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { BenchFigure } from './platform-bench.js';

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
