// Starts the built lab server for the browser tests on its own port, with a fresh data folder
// (seeded on first start) and short access tokens, and removes the folder when it stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eServer } from '../tests/support/e2eServer.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'loci-e2e-'));
const main = fileURLToPath(new URL('../../lab-api/dist/main.js', import.meta.url));

const server = spawn(process.execPath, [main], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(e2eServer.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: e2eServer.origin,
    LOCI_DATA_DIR: path.join(dataDir, 'db'),
    DATABASE_URL: '',
    ACCESS_TOKEN_TTL: String(e2eServer.accessTokenLifetimeSeconds),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
