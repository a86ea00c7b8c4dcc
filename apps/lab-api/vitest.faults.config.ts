import { defineConfig } from 'vitest/config';

// The fault tests (`npm run test:faults`): several real server processes on one PostgreSQL behind
// nginx, with faults injected (instances killed, the database cut off, slow and dropped client
// connections). PostgreSQL only: PGlite is one process's database.
export default defineConfig({
  test: {
    // The seeded set-up copies a PostgreSQL template for a project of this name.
    name: 'postgres',
    include: ['faults/**/*.test.ts'],
    environment: 'node',
    // An instance killed in a test is started again inside it: minutes on a loaded machine.
    testTimeout: 420_000,
    hookTimeout: 400_000,
    maxWorkers: 1,
    fileParallelism: false,
    env: { LOCI_TEST_DATABASE: 'postgres' },
    globalSetup: ['src/testing/seeded-database-setup.ts'],
  },
});
