// Platform benchmarks: the cost of one authenticated, account-scoped call through the whole
// stack (token check, contract validation, caller and account lookup, answer check).
import {
  benchToken,
  figureOf,
  loadCall,
  withBenchServer,
  type BenchFigure,
  type Bench,
} from './bench-runner.js';

export type { BenchFigure } from './bench-runner.js';

interface HttpCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const cases: HttpCase[] = [
  { name: 'GET /user/profile', method: 'GET', path: '/api/portal/v1.0.1/user/profile' },
  {
    name: 'GET /references/accounts/searchActive',
    method: 'GET',
    path: '/api/portal/v1.0.1/references/accounts/searchActive/1001,1002,1003',
  },
  {
    name: 'POST /settings',
    method: 'POST',
    path: '/api/portal/v1.0.1/settings',
    body: [
      'ML_insurance_flow',
      'Two_Way_Messaging',
      { VarName: 'ReleaseVersion', Mandatory: true },
    ],
  },
];

export const runPlatformBench: Bench = (engine, durationSeconds) =>
  withBenchServer(async (server) => {
    const token = await benchToken(server);
    const figures: BenchFigure[] = [];
    for (const httpCase of cases) {
      const load = { durationSeconds, connections: 8 };
      const result = await loadCall(server.baseUrl, token, httpCase, load);
      figures.push(figureOf(httpCase.name, engine, result));
    }
    return figures;
  });
