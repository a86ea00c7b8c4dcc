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
} as const;
