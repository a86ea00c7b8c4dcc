import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // The portal's screens, beside their components (docs/decisions/portal-screen-stories.md).
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // MSW's service worker (mockServiceWorker.js), which answers the portal screens' calls.
  staticDirs: ['./public'],
  framework: {
    name: '@storybook/react-vite',
    options: {
      builder: {
        viteConfigPath: fromRoot('packages/ui/vite.config.ts'),
      },
    },
  },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      optimizeDeps: {
        // What the portal's screens reach, pre-bundled so a first run never reloads mid-test.
        include: [
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
          'react-router-dom',
          'swr',
          'swr/mutation',
          'zod',
          '@hookform/resolvers/zod',
          'oidc-client-ts',
        ],
      },
    });
  },
};

export default config;
