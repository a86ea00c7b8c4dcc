// Starts the built lab server for the browser tests on its own port, with a fresh data folder
// (seeded on first start) and short access tokens, and removes the folder when it stops. Beside it
// runs a real SMTP server (smtp-server) that the lab's mail goes to (SMTP_URL); each message it
// receives is written as an .eml file into `e2eServer.mailDir` for the tests to read.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { e2eServer } from '../tests/support/e2eServer.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'loci-e2e-'));
const labApi = (file: string) =>
  fileURLToPath(new URL(`../../lab-api/dist/${file}`, import.meta.url));
const main = labApi('main.js');

rmSync(e2eServer.mailDir, { recursive: true, force: true });
mkdirSync(e2eServer.mailDir, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const name = `${Date.now()}-${String(received).padStart(4, '0')}.eml`;
      writeFileSync(path.join(e2eServer.mailDir, name), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise<void>((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(0, '127.0.0.1', () => resolve());
});
const smtpPort = (smtp.server.address() as AddressInfo).port;

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(e2eServer.port),
  HOST: '127.0.0.1',
  PUBLIC_URL: e2eServer.origin,
  LOCI_DATA_DIR: path.join(dataDir, 'db'),
  DATABASE_URL: '',
  ACCESS_TOKEN_TTL: String(e2eServer.accessTokenLifetimeSeconds),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // The local fax gateway steps quickly, so that a fax reaches its final status within a test.
  FAX_LOCAL_STEP_MS: '300',
  FAX_POLL_SECONDS: '1',
  // The supplies spec signs the fulfilment partner's callbacks with it.
  RRD_CALLBACK_SECRET: e2eServer.fulfilmentSecret,
};

await addColleague(env);

const server = spawn(process.execPath, [main], { stdio: ['inherit', 'pipe', 'inherit'], env });
// The server's log goes on to the run's output; its CSP violation reports (a browser's report of
// what the policy blocked) are also kept for the run's teardown, which fails the run on any.
rmSync(e2eServer.cspViolationsFile, { force: true });
createInterface({ input: server.stdout }).on('line', (line) => {
  process.stdout.write(`${line}\n`);
  if (line.includes('"content security policy violation"')) {
    appendFileSync(e2eServer.cspViolationsFile, `${line}\n`);
  }
});

/**
 * Seeds the run's database once (as the server's first start does) and adds a second reader of
 * account 1001 (GDFA, registration complete), so that the reports spec can show one user's view
 * of a report to another user of the same account. The demo data itself stays as the README says.
 */
async function addColleague(serverEnv: NodeJS.ProcessEnv): Promise<void> {
  // The built server's modules, typed only as far as this script uses them.
  interface Rows {
    insertInto(table: string): {
      values(row: Record<string, unknown>): { execute(): Promise<unknown> };
    };
  }
  const { serverConfigFromEnvironment } = (await import(labApi('config.js'))) as {
    serverConfigFromEnvironment(env: NodeJS.ProcessEnv): unknown;
  };
  const { createLabServer } = (await import(labApi('server.js'))) as {
    createLabServer(
      config: unknown,
      options: { logger: false },
    ): Promise<{ db: Rows; close(): Promise<void> }>;
  };
  const { insertUser } = (await import(labApi('identity/identity-users.js'))) as {
    insertUser(db: Rows, email: string, password: string): Promise<unknown>;
  };
  const { demoAccess, demoProfiles } = (await import(labApi('seed/demo-data.js'))) as {
    demoProfiles: Record<string, unknown>[];
    demoAccess: Record<string, unknown>[];
  };
  const colleague = e2eServer.colleague;
  const contactId = 79001;
  const prepared = await createLabServer(serverConfigFromEnvironment(serverEnv), {
    logger: false,
  });
  try {
    await insertUser(prepared.db, colleague.email, 'loci-demo');
    await prepared.db
      .insertInto('user_profile')
      .values({
        ...demoProfiles[0],
        contact_id: contactId,
        login_email_address: colleague.email,
        email: colleague.email,
        first_name: colleague.firstName,
        middle_name: null,
        last_name: colleague.lastName,
        npi: null,
        provider_id: null,
      })
      .execute();
    // GDFA of account 1001 (Dr. Okafor's first account), not an ordering provider.
    await prepared.db
      .insertInto('account_access')
      .values({
        ...demoAccess[0],
        contact_id: contactId,
        access_type_code: 'GDFA',
        portal_role_name: 'FullAccountAccess',
        portal_role_code: 'GDFA',
        is_ordering_provider: false,
      })
      .execute();
  } finally {
    await prepared.close();
  }
}

const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(e2eServer.mailDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  smtp.close(() => undefined);
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
