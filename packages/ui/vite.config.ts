// Plugins shared by Storybook, the interaction tests and the library build.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';

const fromRepository = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    // The portal's screen stories (docs/decisions/portal-screen-stories.md) use the kit and the
    // contract from source: one kit (one theme contract, one toaster context) with the kit's own
    // stories, and no contract build before Storybook's. Here, not in .storybook/main.ts, because
    // vanilla-extract evaluates the portal's `*.css.ts` with this file's configuration.
    alias: [
      { find: /^@loci\/ui$/, replacement: fromRepository('packages/ui/src/index.ts') },
      { find: /^@loci\/contract$/, replacement: fromRepository('packages/contract/src/index.ts') },
    ],
  },
  // Pre-bundle every dependency the stories reach, so that a first run on a clean clone never
  // discovers one mid-test and reloads the page under a running play function.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria',
      'react-stately',
      'react-hook-form',
      '@radix-ui/react-collapsible',
      '@radix-ui/react-dialog',
      '@radix-ui/react-popover',
      '@radix-ui/react-tabs',
      '@radix-ui/react-tooltip',
      '@tanstack/react-table',
      '@tanstack/react-virtual',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/css/recipe',
      '@loci/domain',
      // The Accessibility page's contrast table (Storybook only).
      'colorjs.io',
    ],
  },
});
