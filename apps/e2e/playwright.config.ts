import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../vitest.shared.ts';
import { e2eServer } from './tests/support/e2eServer.ts';

// One output folder per run (traces, screenshots): runs started side by side keep their own.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: './tests',
  // One worker: the tests share one server and watch its token endpoint; renewal tests wait on the clock.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI only: under the full suite the server tests share the 2 cores, and a page can
  // miss the 15 s expect timeout (seen once on the test page); a retried pass is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'line',
  // Fails the run when the browser reported a content security policy violation to the server.
  globalTeardown: './tests/support/cspViolations.ts',
  outputDir: `test-results/run-${process.env.E2E_RUN_ID}`,
  // The look's screenshots are of the freshly seeded data: that spec runs first, before the flows
  // change orders (statuses, reports, notes) on the shared server. Names keep no project part.
  snapshotPathTemplate:
    '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    { name: 'look', testMatch: /look\.spec\.ts$/ },
    // cluster.spec.ts runs with playwright.cluster.config.ts (two instances behind nginx).
    { name: 'flows', testIgnore: /(look|cluster)\.spec\.ts$/, dependencies: ['look'] },
  ],
  use: {
    baseURL: e2eServer.origin,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx scripts/start-lab-server.ts',
    url: `${e2eServer.origin}/healthz`,
    reuseExistingServer: false,
    // SIGTERM, not SIGKILL: the server closes its database and the start script removes the data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The start script seeds the run's database before the server opens it (reports spec's
    // colleague); on a loaded machine both together have taken more than two minutes.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
