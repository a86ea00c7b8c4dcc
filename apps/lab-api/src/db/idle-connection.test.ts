// An idle pooled PostgreSQL connection that the server ends (restart, failover, an administrator)
// is logged at warn level by the server's logger, without PHI, and the pool carries on.
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { serverConfigFromEnvironment } from '../config.js';
import { LocalMailer } from '../identity/mailer.js';
import { loggerOptions } from '../platform/logging.js';
import { createLabServer } from '../server.js';
import { testDatabaseKind } from '../testing/test-database.js';
import { idleConnectionEndedMessage, logIdleConnectionError } from './create-database.js';

/** A log destination that keeps the JSON lines written to it. */
function captureLines() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, stream };
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Ends every other connection to the database of `databaseUrl`, as an administrator would. */
async function endOtherConnections(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const result = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return result.rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

describe('an idle connection ended by the database server', () => {
  it('is logged at warn level with the error type and code only (no PHI)', () => {
    const { lines, stream } = captureLines();
    const logger = pino(loggerOptions('info'), stream);
    const error = Object.assign(
      new Error('terminating connection due to administrator command: "Okafor, Nia"'),
      { code: '57P01', detail: 'Key (last_name)=(Okafor) already exists.' },
    );
    logIdleConnectionError(logger)(error);
    logger.flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: idleConnectionEndedMessage,
      errorType: 'Error',
      code: '57P01',
    });
    expect(JSON.stringify(lines[0])).not.toMatch(/Okafor|Nia/);
  });

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'reaches the server’s logger, and the next query opens a new connection',
    async () => {
      // A database of its own that only the server connects to (every connection is its pool's).
      const serverUrl = process.env.DATABASE_URL!;
      const name = `loci_test_idle_${Date.now()}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const databaseUrl = new URL(serverUrl);
      databaseUrl.pathname = `/${name}`;
      const { lines, stream } = captureLines();
      const config = {
        ...serverConfigFromEnvironment({}),
        database: { databaseUrl: databaseUrl.toString() },
        seedOnStart: false,
        logLevel: 'warn',
        // The job queue's poll would take a pooled connection every 2 s: one busy when the
        // connections are ended reports its end to its query, not to the log (failed a CI run).
        jobQueue: { pollingIntervalSeconds: 600 },
      };
      const server = await createLabServer(config, {
        mailer: new LocalMailer(),
        logger: { level: 'warn', stream },
      });
      try {
        await sql`select 1`.execute(server.db);
        const ended = await endOtherConnections(databaseUrl.toString());
        expect(ended).toBeGreaterThan(0);
        // Each idle connection's end is logged as its socket closes (then the pool holds no ended
        // connection for the next query). A connection busy at that moment (the job queue's
        // upkeep) reports its end to its query instead: wait for all, or for the lines to stop.
        const logged = () => lines.filter((line) => line.msg === idleConnectionEndedMessage);
        let last = -1;
        let lastChange = Date.now();
        await until(() => {
          const count = logged().length;
          if (count !== last) [last, lastChange] = [count, Date.now()];
          return count === ended || (count > 0 && Date.now() - lastChange > 500);
        });
        expect(logged().length).toBeLessThanOrEqual(ended);
        // The server's termination notice (57P01), or, when the socket closed before pg read it
        // (a loaded machine), pg's "Connection terminated unexpectedly", which carries no code.
        for (const line of logged()) {
          expect(line).toMatchObject({ level: 40 });
          expect([undefined, '57P01']).toContain((line as { code?: string }).code);
        }
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(server.db);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await server.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
