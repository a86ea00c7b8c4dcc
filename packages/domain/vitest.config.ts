import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts'],
      reporter: ['text-summary', 'text', 'html'],
      // Every rule of the lab is pure code: every branch must be exercised.
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
