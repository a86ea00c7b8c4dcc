// A mail waiting in the outbox survives the server being killed: the real server runs as a child
// process (`node src/main.ts`), the SMTP server refuses its first attempt, the process is killed
// (SIGKILL: no shutdown), and a new server on the same database delivers the mail exactly once.
// A fax in progress does the same: killed while the gateway transmits it, it ends Succeeded once.
// On PGlite both processes use one data folder; on PostgreSQL one fresh database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/create-database.js';
import { freePort } from '../testing/free-port.js';
import { signInThroughProvider } from '../testing/sign-in.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { demoPassword, demoUsers } from '../testing/test-server.js';
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

async function startServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
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
      FAX_LOCAL_FOLDER: path.join(folder, 'fax'),
      ...env,
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

describe('a fax in progress when the server is killed', () => {
  const results = '/api/portal/v1.0.1/results';

  it('reaches Succeeded once, from the one transmission the gateway took', async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    // Slow gateway steps: the fax is still Waiting or Processing when the server is killed.
    const slowFax = { FAX_LOCAL_STEP_MS: '6000', FAX_POLL_SECONDS: '1' };
    const first = await startServer(port, slowFax);
    const { accessToken } = await signInThroughProvider(origin, demoUsers.ada, demoPassword);
    expect(accessToken).toBeTruthy();
    const call = async (callPath: string, body: unknown) => {
      const answer = await fetch(`${origin}${results}${callPath}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { data: Record<string, unknown> }).data;
    };
    const reports = (await call('/reportsByAccount', {})) as { items: { labReportId: number }[] };
    const labReportId = reports.items[0]?.labReportId;
    expect(labReportId).toBeDefined();
    const job = await call('/fax/sendReport', {
      FirstName: 'Lena',
      LastName: 'Ødegaard',
      Department: 'Cardiology',
      FaxNumber: '617 555 0142',
      Note: 'For the patient’s file',
      LabReportId: labReportId,
    });
    const faxFolder = path.join(folder, 'fax');
    const taken = () => {
      try {
        return readdirSync(faxFolder).filter((name) => name.endsWith('.ref'));
      } catch {
        return [];
      }
    };
    // Killed once the gateway has taken the fax and before it is final.
    await until(() => taken().length === 1, 60_000);
    const status = await call('/fax/documentStatus', { JobId: job.JobId });
    expect(['None', 'Waiting', 'Processing']).toContain(status.Status);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const reference = readFileSync(path.join(faxFolder, taken()[0]!), 'utf8');

    const second = await startServer(port, slowFax);
    try {
      let final: Record<string, unknown> | undefined;
      const deadline = Date.now() + 120_000;
      while (!final) {
        // The access token of the first server's sign-in: the same identity provider keys.
        const now = await call('/fax/documentStatus', { JobId: job.JobId });
        if (['Succeeded', 'Failed', 'Warning', 'Cancelled'].includes(String(now.Status)))
          final = now;
        else if (Date.now() > deadline) throw new Error(`the fax stayed ${String(now.Status)}`);
        else await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(final).toMatchObject({ Status: 'Succeeded', Reason: null });
      // One transmission: one fax in the gateway's folder, under the reference taken before the kill.
      expect(taken()).toHaveLength(1);
      expect(readFileSync(path.join(faxFolder, taken()[0]!), 'utf8')).toBe(reference);
    } finally {
      second.kill('SIGTERM');
      await new Promise((resolve) => second.once('exit', resolve));
    }
    const db = await createDatabase(
      postgres ? { databaseUrl: postgres.databaseUrl } : { dataDir: path.join(folder, 'pglite') },
    );
    try {
      const rows = await db
        .selectFrom('fax_job')
        .select(['status', 'gateway_reference'])
        .where('id', '=', Number(job.JobId))
        .execute();
      expect(rows).toEqual([{ status: 'Succeeded', gateway_reference: reference }]);
    } finally {
      await db.destroy();
    }
  }, 900_000);
});
