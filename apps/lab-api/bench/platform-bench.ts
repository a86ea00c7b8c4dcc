// Platform benchmarks: the cost of one authenticated, account-scoped call through the whole
// stack (token check, contract validation, caller and account lookup, answer check).
import autocannon from 'autocannon';
import { demoUsers } from '../src/testing/test-server.js';
import { figureOf, startBenchServer, type BenchFigure } from './bench-runner.js';

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

export async function runPlatformBench(
  engine: string,
  durationSeconds: number,
): Promise<BenchFigure[]> {
  const server = await startBenchServer();
  try {
    const token = await server.tokenFor(demoUsers.ada, { expiresIn: 3600 });
    const figures: BenchFigure[] = [];
    for (const httpCase of cases) {
      const result = await autocannon({
        url: `${server.baseUrl}${httpCase.path}`,
        method: httpCase.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(httpCase.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(httpCase.body ? { body: JSON.stringify(httpCase.body) } : {}),
        connections: 8,
        duration: durationSeconds,
      });
      figures.push(figureOf(httpCase.name, engine, result));
    }
    return figures;
  } finally {
    await server.close();
  }
}
