#!/usr/bin/env node
// Which modules make up a route's first-load JS (issue 18): builds the portal once with a plugin that
// records each chunk's modules and their rendered sizes, then, for each route of budgets.json (or
// the modules named on the command line), lists the heaviest modules of its first load grouped by
// package. Sizes are rendered (minified) bytes; gzip is roughly a third. Usage:
// `node scripts/chunk-modules.mjs [route name…] [--top 40] [--beyond-entry]`.
import { build } from 'vite';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';

const portalDir = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const topArg = args.indexOf('--top');
const top = topArg >= 0 ? Number(args[topArg + 1]) : 40;
const wanted = args.filter((arg, i) => !arg.startsWith('--') && (topArg < 0 || i !== topArg + 1));
// `--beyond-entry`: list only what a route adds to the entry's closure.
const beyondEntry = args.includes('--beyond-entry');

/** chunk file -> { imports, modules: [[id, renderedLength]], facade } */
const chunks = new Map();
await build({
  root: portalDir,
  logLevel: 'warn',
  build: { outDir: join(tmpdir(), 'loci-chunk-modules'), emptyOutDir: true, sourcemap: false },
  plugins: [
    {
      name: 'loci-chunk-modules',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks.set(output.fileName, {
            imports: output.imports,
            facade: output.facadeModuleId,
            isEntry: output.isEntry,
            modules: Object.entries(output.modules).map(([id, m]) => [id, m.renderedLength]),
          });
        }
      },
    },
  ],
});

function closure(file, files = new Set()) {
  if (files.has(file)) return files;
  files.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) closure(imported, files);
  return files;
}
const byFacade = (path) =>
  [...chunks.entries()].find(
    ([, c]) => c.facade && c.facade.endsWith(path.replace(/^(\.\.\/)+/, '')),
  )?.[0];
const entry = [...chunks.entries()].find(([, c]) => c.isEntry)[0];
const budgets = JSON.parse(readFileSync(join(portalDir, 'budgets.json'), 'utf8'));

const packageOf = (id) => {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = id.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (id.includes('/packages/')) return '@loci/' + id.split('/packages/')[1].split('/')[0];
  return 'portal';
};

for (const route of budgets.routes) {
  if (wanted.length > 0 && !wanted.includes(route.name)) continue;
  const entryFiles = closure(entry);
  const files = beyondEntry ? new Set() : new Set(entryFiles);
  for (const module of route.modules) closure(byFacade(module), files);
  if (beyondEntry) for (const file of entryFiles) files.delete(file);
  const modules = [...files].flatMap((f) => chunks.get(f)?.modules ?? []);
  const total = modules.reduce((s, [, n]) => s + n, 0);
  const packages = new Map();
  for (const [id, n] of modules)
    packages.set(packageOf(id), (packages.get(packageOf(id)) ?? 0) + n);
  console.log(`\n== ${route.name}: ${(total / 1024).toFixed(1)} KB rendered, ${files.size} chunks`);
  for (const [name, n] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${(n / 1024).toFixed(1).padStart(7)}  ${name}`);
  }
  console.log('  -- modules');
  for (const [id, n] of modules.sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${(n / 1024).toFixed(1).padStart(7)}  ${relative(portalDir, id)}`);
  }
}
