import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // The screens' tests render whole pages: on a 2-core CI machine that also runs the server and
      // browser suites, the order form's first render once took just over Vitest's 5 s default.
      testTimeout: 20_000,
    },
  }),
);
