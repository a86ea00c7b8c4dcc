#!/usr/bin/env node
// The kit's per-component size budgets (issue 18): what an app pays in gzipped JS for importing ONE
// component from `@loci/ui` (the built barrel, so tree-shaking and `sideEffects` are measured too),
// with its own dependencies (Radix, react-aria, TanStack) but not React itself. Builds one entry
// per component of component-budgets.json from the kit's `dist` (run `npm run build` first) and
// fails when a component is over its limit. `--json` prints the figures as JSON too.
import { build } from 'vite';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const kitDir = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(join(kitDir, 'dist', 'index.js'))) {
  console.error('no build of the kit in dist: run `npm run build` first');
  process.exit(1);
}
const budgets = JSON.parse(readFileSync(join(kitDir, 'component-budgets.json'), 'utf8'));
const outDir = join(tmpdir(), `loci-ui-component-budgets-${process.pid}`);
const prefix = 'loci-budget:';
const shared = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** entry name -> the chunk files it loads before it runs (itself and its static imports). */
const chunks = new Map();
await build({
  configFile: false,
  root: kitDir,
  // Quiet about the dependencies' 'use client' directives, which do not matter here.
  logLevel: 'error',
  build: {
    outDir,
    emptyOutDir: true,
    write: false,
    minify: true,
    rollupOptions: {
      input: Object.fromEntries(budgets.components.map((c) => [c.name, prefix + c.name])),
      preserveEntrySignatures: 'strict',
      external: shared,
    },
  },
  plugins: [
    {
      name: 'loci-component-entries',
      resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
      // Only the component itself, as an app imports it.
      load: (id) =>
        id.startsWith(`\0${prefix}`)
          ? `export { ${id.slice(prefix.length + 1)} } from '@loci/ui';`
          : null,
    },
    {
      name: 'loci-component-sizes',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        }
      },
    },
  ],
});

function closure(fileName, files = new Set()) {
  if (files.has(fileName)) return files;
  files.add(fileName);
  // React and React DOM are external: every app has them already.
  for (const imported of chunks.get(fileName).imports) {
    if (chunks.has(imported)) closure(imported, files);
  }
  return files;
}

const results = budgets.components.map((component) => {
  const entry = [...chunks.values()].find((c) => c.isEntry && c.name === component.name);
  if (!entry) throw new Error(`${component.name} was not built`);
  const kb = [...closure(entry.fileName)].reduce(
    (sum, file) => sum + gzipSync(chunks.get(file).code, { level: 9 }).length / 1024,
    0,
  );
  return { ...component, gzipKb: Math.round(kb * 10) / 10 };
});

console.log('component             JS (KB gz)   limit');
for (const result of results) {
  const mark = result.gzipKb > result.limitKb ? '  OVER LIMIT' : '';
  console.log(
    `${result.name.padEnd(22)}${String(result.gzipKb).padStart(8)}${String(result.limitKb).padStart(8)}${mark}`,
  );
}
if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
const over = results.filter((result) => result.gzipKb > result.limitKb);
if (over.length > 0) {
  console.error(`over budget: ${over.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
