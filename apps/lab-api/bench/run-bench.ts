// `npm run bench -w @loci/lab-api`: every benchmark of the server, on PGlite and (when the
// script's wrapper started one) on PostgreSQL. Features add theirs to `benches`.
import { runPlatformBench } from './platform-bench.js';
import { reportFigures, runOnEachEngine, type Bench } from './bench-runner.js';
import { runOrderingBench } from './ordering-bench.js';
import { runCatalogueBench } from './catalogue-bench.js';
import { runPatientBench } from './patient-bench.js';
import { runResultsBench } from './results-bench.js';
import { runTextToHpoBench } from './text-to-hpo-bench.js';
import { runClusterBench } from './cluster-bench.js';
import { runNotificationsBench } from './notifications-bench.js';
import { runDashboardBench } from './dashboard-bench.js';

const allBenches: Record<string, Bench> = {
  platform: runPlatformBench,
  catalogue: runCatalogueBench,
  ordering: runOrderingBench,
  patient: runPatientBench,
  results: runResultsBench,
  'text-to-hpo': runTextToHpoBench,
  // One and two instances behind nginx on PostgreSQL (docs/deployment.md, "Sizing").
  cluster: runClusterBench,
  notifications: runNotificationsBench,
  dashboard: runDashboardBench,
};
// BENCH_ONLY=ordering (or a comma-separated list of the names above) runs only those benches.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const benches: Bench[] = Object.entries(allBenches)
  .filter(([name]) => !only || only.includes(name))
  .map(([, bench]) => bench);

reportFigures(await runOnEachEngine(benches));
