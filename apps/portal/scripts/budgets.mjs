#!/usr/bin/env node
// The portal's size budgets (issue 18): builds the portal with a Vite manifest into a cache folder,
// then sums the gzipped JS a first visit to each route of budgets.json loads (the entry, the
// route's lazy modules and everything they import statically) and fails when a route is over its
// limit. `--json` prints the figures as JSON too; `--dist <folder>` reads an existing build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const portalDir = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const outDir =
  distArg >= 0 ? args[distArg + 1] : join(portalDir, 'node_modules', '.cache', 'loci-budgets');

if (distArg < 0) {
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: portalDir, stdio: 'inherit' },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const manifestFile = join(outDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`no Vite manifest at ${manifestFile}: build with --manifest`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const budgets = JSON.parse(readFileSync(join(portalDir, 'budgets.json'), 'utf8'));

const gzipSizes = new Map();
function gzipKb(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024);
  }
  return gzipSizes.get(file);
}

/** The chunk files a manifest entry needs before it runs (itself and its static imports). */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build (renamed? update budgets.json)`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const results = budgets.routes.map((route) => {
  const files = staticClosure(entryKey);
  for (const module of route.modules) staticClosure(module, files);
  const kb = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, f) => sum + gzipKb(f), 0);
  return { ...route, gzipKb: Math.round(kb * 10) / 10, chunks: files.size };
});

const entryKb = Math.round(gzipKb(manifest[entryKey].file) * 10) / 10;
console.log(`portal entry chunk: ${entryKb} KB gzipped`);
console.log('route                 initial JS (KB gz)   limit   target');
for (const result of results) {
  const mark =
    result.gzipKb > result.limitKb
      ? 'OVER LIMIT'
      : result.gzipKb > result.targetKb
        ? 'over target'
        : 'ok';
  console.log(
    `${result.name.padEnd(22)}${String(result.gzipKb).padStart(10)}${String(result.limitKb).padStart(16)}${String(result.targetKb).padStart(9)}  ${mark}`,
  );
}
if (args.includes('--json')) console.log(JSON.stringify({ entryKb, routes: results }, null, 2));
const over = results.filter((result) => result.gzipKb > result.limitKb);
if (over.length > 0) {
  console.error(`over budget: ${over.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
