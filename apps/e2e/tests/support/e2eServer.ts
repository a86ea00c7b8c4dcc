import { tmpdir } from 'node:os';
import path from 'node:path';

// Where the browser tests find the lab's server (started by playwright.config.ts's webServer).
// The port is chosen once per run, in the process that loads the configuration, and handed to the
// workers and the server through the environment, so that runs started side by side do not collide.
process.env.E2E_PORT ??= String(8190 + (process.pid % 500));
const port = Number(process.env.E2E_PORT);

export const e2eServer = {
  port,
  origin: `http://localhost:${port}`,
  /** Short access tokens so that renewal and inactivity happen within a test. */
  accessTokenLifetimeSeconds: 30,
  /**
   * Where the run's SMTP server (started beside the lab's server) writes each message it
   * receives, one `.eml` file per message.
   */
  mailDir: path.join(tmpdir(), `loci-e2e-mail-${port}`),
  /** The server's CSP violation reports of this run, one log line each (see cspViolations.ts). */
  cspViolationsFile: path.join(tmpdir(), `loci-e2e-csp-violations-${port}.log`),
  /** A second reader of account 1001 (GDFA), added to this run's database for the reports spec. */
  colleague: { email: 'dr.grace@loci.test', firstName: 'Grace', lastName: 'Hopper' },
  /** The fulfilment partner's callback secret of this run (RRD_CALLBACK_SECRET). */
  fulfilmentSecret: `e2e-rrd-secret-${port}`,
} as const;
