#!/usr/bin/env node
// `npm run bench -w @loci/ui`: the kit's figures.
//  1. size of the built package (dist JS + CSS, gzip) and of the smallest import (one Button,
//     bundled from dist with Vite/rolldown, tree-shaken, React external);
//  2. DataTable with 10,000 rows in headless Chromium (playwright-core, Debian's /usr/bin/chromium):
//     mount time, time to sort and re-render (median of several runs), DOM row count;
//  3. typeahead filtering over 5,000 options per keystroke, when the kit has an option filter.
// Builds the package first when dist/ is missing (or with --build). Prints a table; --json prints JSON too.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
// Debian's Chromium with the repo's one list of flags; never `playwright install`.
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(packageDir, 'dist');
const cacheDir = join(packageDir, 'node_modules', '.cache', 'loci-bench');
const args = new Set(process.argv.slice(2));
const sortRuns = Number(process.env.BENCH_RUNS ?? 7);

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const bytes = (value) => `${value.toLocaleString('en-US')} B`;

function ensureBuilt() {
  if (existsSync(join(distDir, 'index.js')) && !args.has('--build')) return false;
  const result = spawnSync('npm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
  return true;
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function packageSize() {
  const files = walk(distDir).filter((file) => ['.js', '.css'].includes(extname(file)));
  let raw = 0;
  let gzip = 0;
  let cssGzip = 0;
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipBytes(content);
    if (file.endsWith('.css')) cssGzip += gzipBytes(content);
  }
  // The whole kit as one consumer bundle would ship it (every export, React external).
  return { files: files.length, raw, gzip, cssGzip };
}

const external = (id) => /^react(-dom)?($|\/)/.test(id);

async function bundleGzip(name, source) {
  const dir = join(cacheDir, name);
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, source);
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rollupOptions: { external },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const js = chunks.filter((chunk) => chunk.type === 'chunk');
  const code = js.map((chunk) => chunk.code).join('\n');
  return {
    raw: Buffer.byteLength(code),
    gzip: gzipBytes(Buffer.from(code)),
    modules: js.flatMap((c) => Object.keys(c.modules ?? {})),
  };
}

async function smallestImport() {
  const button = await bundleGzip('button', "export { Button } from '@loci/ui';\n");
  const everything = await bundleGzip('everything', "export * from '@loci/ui';\n");
  const kitModules = button.modules
    .filter((id) => id.includes('/packages/ui/dist/') || id.includes('/@loci/ui/dist/'))
    .map((id) => id.replace(/.*\/dist\//, ''));
  return { button, everything, kitModules };
}

async function buildBenchPage() {
  const outDir = join(cacheDir, 'datatable-page');
  await build({
    configFile: false,
    logLevel: 'silent',
    root: join(packageDir, 'scripts', 'bench-page'),
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify: true },
  });
  return outDir;
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function dataTableInBrowser() {
  const pageDir = await buildBenchPage();
  const server = await serve(pageDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { port } = server.address();
    // First render of the 10,000 rows: median of 3 page loads (the last load is used below).
    const mounts = [];
    for (let load = 0; load < 3; load += 1) {
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => Boolean(window.loci));
      mounts.push(await page.evaluate(() => window.loci.mountMs));
    }
    const mountMs = median(mounts);
    const domRowsAtStart = await page.evaluate(() => window.loci.domRows());
    const samples = { text: [], number: [] };
    const maxDomRows = [];
    // Warm-up cycle, then timed cycles: each click is ascending, descending or back to unsorted.
    for (let run = 0; run <= sortRuns; run += 1) {
      for (const [kind, header] of [
        ['text', 'Patient'],
        ['number', 'Genes'],
      ]) {
        for (let click = 0; click < 3; click += 1) {
          const result = await page.evaluate((name) => window.loci.sort(name), header);
          maxDomRows.push(result.domRows);
          if (run > 0 && result.direction !== 'none') samples[kind].push(result);
        }
      }
    }
    await page.evaluate(() => window.loci.scrollToTop());
    // 200 steps of 10 rows (370 px) each: about 2,000 rows scrolled through.
    const scroll = await page.evaluate(() => window.loci.scrollFrames(200, 370));
    const frames = [...scroll.frames].sort((a, b) => a - b);
    const end = await page.evaluate(() => window.loci.scrollToEnd());
    const rowCount = await page.evaluate(() => window.loci.rowCount);
    return {
      rowCount,
      mountMs,
      domRowsAtStart,
      domRowsMax: Math.max(...maxDomRows, end.domRows, scroll.maxDomRows),
      scrollFrame: {
        median: median(frames),
        p95: frames[Math.floor(frames.length * 0.95)],
        steps: frames.length,
      },
      domRowsAtEnd: end.domRows,
      lastRowIndex: end.lastRowIndex,
      sortText: {
        commit: median(samples.text.map((s) => s.commitMs)),
        commitMin: Math.min(...samples.text.map((s) => s.commitMs)),
        paint: median(samples.text.map((s) => s.paintMs)),
      },
      sortNumber: {
        commit: median(samples.number.map((s) => s.commitMs)),
        commitMin: Math.min(...samples.number.map((s) => s.commitMs)),
        paint: median(samples.number.map((s) => s.paintMs)),
      },
      samples: samples.text.length + samples.number.length,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/** The kit's typeahead option filter, when one is exported (the Typeahead is built separately). */
async function typeaheadFilter() {
  const kit = await import(pathToFileURL(join(distDir, 'index.js')).href).catch(() => null);
  const filter =
    kit && ['filterTypeaheadOptions', 'filterOptions'].map((name) => kit[name]).find(Boolean);
  if (typeof filter !== 'function') return null;
  const options = Array.from({ length: 5000 }, (_, index) => ({
    value: `GENE${index}`,
    label: `Gene ${index} ${['BRCA', 'TP53', 'CFTR', 'MLH1', 'PTEN'][index % 5]}`,
  }));
  const query = 'brca 12';
  const perKeystroke = [];
  for (let run = 0; run < 20; run += 1) {
    for (let length = 1; length <= query.length; length += 1) {
      const started = performance.now();
      filter(options, query.slice(0, length));
      perKeystroke.push(performance.now() - started);
    }
  }
  return {
    median: median(perKeystroke),
    max: Math.max(...perKeystroke),
    keystrokes: perKeystroke.length,
  };
}

async function main() {
  const built = ensureBuilt();
  const size = packageSize();
  const imports = await smallestImport();
  const table = await dataTableInBrowser();
  const typeahead = await typeaheadFilter();

  const rows = [
    [
      'built package: dist JS + CSS, gzip',
      bytes(size.gzip),
      `${size.files} files, ${bytes(size.raw)} raw, CSS ${bytes(size.cssGzip)} gzip`,
    ],
    [
      'whole kit bundled (export *), gzip',
      bytes(imports.everything.gzip),
      `${bytes(imports.everything.raw)} minified, React external`,
    ],
    [
      'smallest import: { Button }, gzip',
      bytes(imports.button.gzip),
      `${bytes(imports.button.raw)} minified; kit modules: ${imports.kitModules.join(', ')}`,
    ],
    [
      `DataTable ${table.rowCount.toLocaleString('en-US')} rows: first render`,
      ms(table.mountMs),
      'createRoot + flushSync, production React, median of 3 loads',
    ],
    [
      'DataTable sort text column → commit',
      `${ms(table.sortText.commit)} (min ${ms(table.sortText.commitMin)})`,
      `median, ${sortRuns} runs × asc/desc`,
    ],
    ['DataTable sort text column → painted', ms(table.sortText.paint), 'click to next frame'],
    [
      'DataTable sort number column → commit',
      `${ms(table.sortNumber.commit)} (min ${ms(table.sortNumber.commitMin)})`,
      'median',
    ],
    ['DataTable sort number column → painted', ms(table.sortNumber.paint), 'click to next frame'],
    [
      'DataTable scroll step → next frame',
      `${ms(table.scrollFrame.median)} (p95 ${ms(table.scrollFrame.p95)})`,
      `median of ${table.scrollFrame.steps} steps of 10 rows`,
    ],
    [
      'DataTable DOM rows (start / max / at end)',
      `${table.domRowsAtStart} / ${table.domRowsMax} / ${table.domRowsAtEnd}`,
      `last rendered aria-rowindex ${table.lastRowIndex} of ${table.rowCount + 1}`,
    ],
    typeahead
      ? [
          'typeahead filter, 5,000 options, per keystroke',
          ms(typeahead.median),
          `median of ${typeahead.keystrokes}, max ${ms(typeahead.max)}`,
        ]
      : [
          'typeahead filter, 5,000 options, per keystroke',
          'n/a',
          'TODO: the kit exports no typeahead option filter yet',
        ],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  console.log(
    `\n@loci/ui bench${built ? ' (built first)' : ''}: Node ${process.versions.node}, Chromium at ${chromiumPath}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} (timings are noisy on a busy machine)\n`,
  );
  for (const [name, value, note] of rows) {
    console.log(`${name.padEnd(width)}  ${value.padStart(valueWidth)}  ${note}`);
  }
  if (args.has('--json')) console.log(JSON.stringify({ size, imports, table, typeahead }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
