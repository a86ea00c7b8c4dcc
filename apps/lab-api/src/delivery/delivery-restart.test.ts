// A mail waiting in the outbox survives the server being killed: the real server runs as a child
// process (`node src/main.ts`), the SMTP server refuses its first attempt, the process is killed
// (SIGKILL: no shutdown), and a new server on the same database delivers the mail exactly once.
// On PGlite both processes use one data folder; on PostgreSQL one fresh database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/create-database.js';
import { freePort } from '../testing/free-port.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import {
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '../testing/test-database.js';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resetSubject = 'Reset your Loci password';

let sink: SmtpSink;
let folder: string;
let postgres: TestDatabase | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  folder = mkdtempSync(path.join(tmpdir(), 'loci-restart-'));
  if (testDatabaseKind() === 'postgres') postgres = await createTestDatabase({ migrate: false });
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sink?.close();
  await postgres?.close();
  rmSync(folder, { recursive: true, force: true });
});

function databaseEnv(): NodeJS.ProcessEnv {
  return postgres
    ? { DATABASE_URL: postgres.databaseUrl }
    : { DATABASE_URL: '', LOCI_DATA_DIR: path.join(folder, 'pglite') };
}

async function startServer(port: number): Promise<ChildProcess> {
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: {
      ...process.env,
      ...databaseEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      PORTAL_DIST: path.join(folder, 'no-portal'),
      LOG_LEVEL: 'silent',
      SMTP_URL: sink.url,
      MAIL_RETRY_DELAY_SECONDS: '1',
      // An attempt cut off by the kill counts as lost after 3 × 2 + 10 seconds.
      MAIL_SEND_TIMEOUT_SECONDS: '2',
      JOB_POLL_SECONDS: '0.5',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${errors}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (healthy) return child;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a mail pending when the server is killed', () => {
  it('is delivered exactly once by the next server on the same database', async () => {
    const port = await freePort();
    const first = await startServer(port);
    // Refuse every attempt until the kill: the mail stays pending in the outbox.
    sink.refuseNext(1_000);
    const requested = await fetch(`http://127.0.0.1:${port}/oidc/reset-password`, {
      method: 'POST',
      headers: {
        origin: `http://localhost:${port}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ email: 'dr.ada@loci.test' }).toString(),
    });
    expect(requested.status).toBe(200);
    // Killed right after the SMTP server refused: the attempt may still be running (its lease
    // must run out first) or waiting for its retry.
    await until(() => sink.refusals >= 1, 30_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect(sink.received).toHaveLength(0);

    sink.refuseNext(0);
    const second = await startServer(port);
    await until(() => sink.received.length > 0, 120_000);
    // Time for a duplicate to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));

    expect(sink.received.map((mail) => mail.subject)).toEqual([resetSubject]);
    expect(sink.received[0]?.text).toMatch(/\/oidc\/reset-password\/[\w-]+/);
    const db = await createDatabase(
      postgres ? { databaseUrl: postgres.databaseUrl } : { dataDir: path.join(folder, 'pglite') },
    );
    try {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['subject', 'status', 'attempts', 'message_id'])
        .execute();
      expect(rows).toEqual([expect.objectContaining({ subject: resetSubject, status: 'sent' })]);
      expect(rows[0]!.attempts).toBeGreaterThanOrEqual(2);
      expect(rows[0]!.message_id).toBe(sink.received[0]?.messageId);
    } finally {
      await db.destroy();
    }
  }, 900_000);
});
