// Where the browser tests find the lab's server (started by playwright.config.ts's webServer).
const port = Number(process.env.E2E_PORT ?? 8190);

export const e2eServer = {
  port,
  origin: `http://localhost:${port}`,
  /** Short access tokens so that renewal and inactivity happen within a test. */
  accessTokenLifetimeSeconds: 30,
} as const;
