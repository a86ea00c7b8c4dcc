// The same API load against one and against two server instances on one PostgreSQL, both behind
// nginx (apps/lab-api/cluster/): autocannon runs as its own process pinned to CPU 0 (taskset), the
// instances to CPU 1, so that the load generator does not take the servers' core. PostgreSQL only.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { startCluster } from '../cluster/cluster.js';
import { signInThroughProvider } from '../src/testing/sign-in.js';
import { createTestDatabase } from '../src/testing/test-database.js';
import { demoPassword, demoUsers } from '../src/testing/test-server.js';
import { figureOf, type LoadResult } from './bench-runner.js';
import type { BenchFigure } from './platform-bench.js';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const profilePath = '/api/portal/v1.0.1/user/profile';

/** autocannon's CLI on CPU 0, its JSON result. */
function loadFromCpu0(url: string, token: string, durationSeconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'taskset',
      [
        '-c',
        '0',
        process.execPath,
        autocannonBin,
        '--json',
        '-c',
        '16',
        '-d',
        String(durationSeconds),
        '-H',
        `authorization=Bearer ${token}`,
        url,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolve(JSON.parse(output) as LoadResult);
    });
  });
}

export async function runClusterBench(
  engine: string,
  durationSeconds: number,
): Promise<BenchFigure[]> {
  if (engine !== 'postgres') return [];
  const database = await createTestDatabase({ migrate: false });
  const figures: BenchFigure[] = [];
  try {
    for (const instances of [1, 2]) {
      // The first cluster seeds the empty database; the second finds it ready.
      const cluster = await startCluster({
        databaseUrl: database.databaseUrl!,
        instances,
        cpus: '1',
        env: { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'silent' },
      });
      try {
        const signIn = await signInThroughProvider(cluster.origin, demoUsers.ada, demoPassword);
        if (!signIn.accessToken) throw new Error('sign-in through nginx failed');
        const result = await loadFromCpu0(
          `${cluster.origin}${profilePath}`,
          signIn.accessToken,
          durationSeconds,
        );
        figures.push(
          figureOf(
            `GET /user/profile via nginx, ${instances} instance${instances > 1 ? 's' : ''}`,
            engine,
            result,
          ),
        );
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await database.close();
  }
  return figures;
}
