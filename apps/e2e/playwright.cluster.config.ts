import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../vitest.shared.ts';

// The browser journey through nginx with two lab-api instances on one PostgreSQL (issue 19):
// `npm run test:cluster -w @loci/e2e` after `npx turbo run build --filter=@loci/portal`. The cluster
// (scripts/cluster.sh) writes its instances' process ids to LOCI_CLUSTER_STATE for the spec.
process.env.E2E_CLUSTER_PORT ??= String(8700 + (process.pid % 200));
process.env.LOCI_CLUSTER_STATE ??= path.join(tmpdir(), `loci-e2e-cluster-${process.pid}.json`);
const origin = `http://127.0.0.1:${process.env.E2E_CLUSTER_PORT}`;

export default defineConfig({
  testDir: './tests',
  testMatch: /cluster\.spec\.ts$/,
  workers: 1,
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: 'line',
  outputDir: `test-results/cluster-${process.pid}`,
  use: {
    baseURL: origin,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `bash ../../scripts/cluster.sh --port ${process.env.E2E_CLUSTER_PORT}`,
    url: `${origin}/readyz`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    timeout: 480_000,
    // Short access tokens: the journey renews one while the instances alternate.
    env: { ACCESS_TOKEN_TTL: '30', LOCI_CLUSTER_STATE: process.env.LOCI_CLUSTER_STATE },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
