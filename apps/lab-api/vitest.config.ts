import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The suite runs twice: on in-memory PGlite, and on the PostgreSQL server of DATABASE_URL
// (`npm test` wraps Vitest in scripts/with-postgres.sh, which starts a throwaway server).
const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'pglite',
      env: { LOCI_TEST_DATABASE: 'pglite' },
      globalSetup: ['src/testing/seeded-database-setup.ts'],
    },
  },
];
if (process.env.DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'postgres',
      env: { LOCI_TEST_DATABASE: 'postgres' },
      globalSetup: ['src/testing/seeded-database-setup.ts'],
    },
  });
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    // One module graph per worker, not per file: each file imported the whole server again (about
    // 1,000 of the suite's 1,800 s). Files share no module state but caches of reference data
    // (docs/decisions/test-run-schedule.md says what was checked).
    isolate: false,
    projects,
  },
});
