import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './precompress.ts';
import { zodWithoutJsonSchema } from './zodWithoutJsonSchema.ts';
import { preloadList } from './preloadList.ts';
import { chunkGroups } from './chunkGroups.ts';
import { fontPreload } from './fontPreload.ts';
import { reactRouterProduction } from './reactRouterProduction.ts';

// During `vite dev` the lab's server (apps/lab-api, port 8080) answers everything but the portal itself.
const labServer = process.env.LOCI_LAB_API_URL ?? 'http://localhost:8080';
const proxiedPaths = ['/api', '/oidc', '/graphql', '/config.json', '/healthz'];

/** The kit's built files (its compiled `*.css.js`) are plain JavaScript already. */
const compiledKitFile = /[\\/](packages[\\/]ui|node_modules[\\/]@loci[\\/]ui)[\\/]dist[\\/]/;

/**
 * vanilla-extract for the portal's own `*.css.ts` files only: left alone, the plugin would
 * evaluate the kit's compiled `dist/**\/*.css.js` again and fail on its recipe functions.
 */
function portalVanillaExtract(): PluginOption {
  const plugins = [vanillaExtractPlugin()].flat() as Plugin[];
  return plugins.map((plugin) => {
    const transform = plugin.transform;
    if (typeof transform !== 'function') return plugin;
    return {
      ...plugin,
      transform(this: unknown, code: string, id: string, options?: { ssr?: boolean }) {
        if (compiledKitFile.test(id)) return null;
        return (transform as (...args: unknown[]) => unknown).call(this, code, id, options);
      },
    } as Plugin;
  });
}

const preloads = preloadList();

export default defineConfig({
  plugins: [
    react(),
    portalVanillaExtract(),
    zodWithoutJsonSchema(),
    reactRouterProduction(),
    preloads.plugin,
    fontPreload(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: labServer, changeOrigin: false }]),
    ),
  },
  // The lab's server puts each answer's CSP nonce in place of this (apps/lab-api's portal-files.ts);
  // the portal hands it to the libraries that inject `<style>` (src/main.tsx).
  html: { cspNonce: 'LOCI_CSP_NONCE' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: { chunkFileNames: 'assets/[hash].js', codeSplitting: { groups: chunkGroups } },
    },
  },
});
