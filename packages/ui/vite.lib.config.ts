// Library build: ESM per module (so importing one component pulls in only what it needs),
// one extracted CSS file, dependencies left to the consumer.
import { defineConfig, mergeConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import base from './vite.config.ts';
import pkg from './package.json' with { type: 'json' };

const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];

export default mergeConfig(
  base,
  defineConfig({
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      cssCodeSplit: false,
      sourcemap: true,
      lib: {
        entry: {
          index: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
          'test/index': fileURLToPath(new URL('./src/test/index.ts', import.meta.url)),
        },
        formats: ['es'],
        cssFileName: 'loci-ui',
      },
      rollupOptions: {
        external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
        output: {
          preserveModules: true,
          preserveModulesRoot: 'src',
          entryFileNames: '[name].js',
        },
      },
    },
  }),
);
