#!/usr/bin/env node
// `npm run bench -w @loci/portal` (and `turbo run bench`): Lighthouse (mobile default: simulated
// 4x CPU slowdown and slow 4G) over the built product, signed out and signed in, cold and warm
// cache, median of BENCH_RUNS (5) runs, driving Debian's Chromium (/usr/bin/chromium).
// The lab server is the built one (apps/lab-api/dist/main.js, the portal of apps/portal/dist) on a
// fresh data folder. `--before <lab-api main.js> <portal dist>` measures an older build first in
// the same run (same machine, same load), for before/after figures. Results: bench/results/
// latest.json and a table; the previous latest.json is compared with.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs as sharedChromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const portalDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = path.join(portalDir, '..', '..');
const resultsDir = path.join(portalDir, 'bench', 'results');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 8431);
const origin = `http://127.0.0.1:${port}`;
const debuggingPort = port + 1;
const chromiumArgs = [...sharedChromiumArgs, `--remote-debugging-port=${debuggingPort}`];
const demoPassword = 'loci-demo';
const signedInUser = 'dr.ada@loci.test';

/** The measured routes (issue 18); `signedIn` ones are measured after a real sign-in. */
const routes = [
  { name: 'signed-out home', path: '/', signedIn: false },
  { name: 'order list', path: '/user-account#simple-orders', signedIn: true },
  { name: 'new order', path: '/test-catalog/requisition#simple-order/new', signedIn: true },
  { name: 'catalogue search', path: '/tests/search?q=BRCA', signedIn: true },
  { name: 'patients', path: '/user-account#patients', signedIn: true },
  { name: 'reports', path: '/user-account#reports', signedIn: true },
].filter(
  (route) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(',').includes(route.name),
);
const caches = (process.env.BENCH_CACHE ?? 'cold,warm').split(',');

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function startServer(main, portalDist) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loci-bench-'));
  const server = spawn(process.execPath, [main], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      LOCI_DATA_DIR: path.join(dataDir, 'db'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...(portalDist ? { PORTAL_DIST: portalDist } : {}),
    },
  });
  // A first start seeds a fresh database: allow it minutes on a busy machine.
  let up = false;
  for (let attempt = 0; attempt < 1200 && !up; attempt += 1) {
    try {
      up = (await fetch(`${origin}/healthz`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!up) {
    server.kill('SIGTERM');
    throw new Error(`the lab server (${main}) did not answer /healthz`);
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Bytes of script the first visit to `/` transfers (compressed as sent). */
async function scriptTransfer(page) {
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.transferSize, 0),
  );
}

async function signIn(page) {
  await page.goto(`${origin}/`);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel('Email').fill(signedInUser);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/user-account');
}

async function measure(label, main, portalDist) {
  const stop = await startServer(main, portalDist);
  const profileDir = mkdtempSync(path.join(tmpdir(), 'loci-bench-chromium-'));
  // The persistent context is the browser's default one, the one Lighthouse opens its tab in:
  // the signed-in session (local storage) is shared with the audits.
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const results = [];
  try {
    await context.clearCookies();
    const transfer = await scriptTransfer(page);
    let signedIn = false;
    for (const route of routes) {
      if (route.signedIn && !signedIn) {
        await signIn(page);
        signedIn = true;
      }
      for (const cache of caches) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          const cdp = await context.newCDPSession(page);
          if (cache === 'cold') await cdp.send('Network.clearBrowserCache');
          else await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle' });
          await cdp.detach();
          const answer = await lighthouse(`${origin}${route.path}`, {
            port: debuggingPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            // Keep the session's storage (and, warm, the cache); cold clears the cache above.
            disableStorageReset: true,
          });
          const audits = answer?.lhr.audits ?? {};
          samples.push({
            score: answer?.lhr.categories.performance.score ?? null,
            fcp: audits['first-contentful-paint']?.numericValue ?? null,
            lcp: audits['largest-contentful-paint']?.numericValue ?? null,
            tbt: audits['total-blocking-time']?.numericValue ?? null,
            cls: audits['cumulative-layout-shift']?.numericValue ?? null,
            finalUrl: answer?.lhr.finalDisplayedUrl ?? null,
          });
        }
        const summary = {
          build: label,
          route: route.name,
          path: route.path,
          cache,
          runs: samples.length,
          score: median(samples.map((sample) => sample.score)),
          fcpMs: median(samples.map((sample) => sample.fcp)),
          lcpMs: median(samples.map((sample) => sample.lcp)),
          tbtMs: median(samples.map((sample) => sample.tbt)),
          cls: median(samples.map((sample) => sample.cls)),
          finalUrl: samples.at(-1)?.finalUrl,
        };
        console.error(`${label} ${route.name} ${cache}: score ${summary.score}`);
        results.push(summary);
      }
    }
    return { build: label, firstVisitScriptBytes: transfer, results };
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
    await stop();
  }
}

const format = (value, digits = 0) =>
  value === null || value === undefined ? '-' : Number(value).toFixed(digits);

function table(builds, previous) {
  const lines = [
    '| build | route | cache | score | FCP ms | LCP ms | TBT ms | CLS | previous score |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const build of builds) {
    for (const result of build.results) {
      const before = previous?.builds
        ?.find((other) => other.build === build.build)
        ?.results.find((other) => other.route === result.route && other.cache === result.cache);
      lines.push(
        `| ${build.build} | ${result.route} | ${result.cache} | ${format(result.score, 2)} | ${format(result.fcpMs)} | ${format(result.lcpMs)} | ${format(result.tbtMs)} | ${format(result.cls, 3)} | ${format(before?.score, 2)} |`,
      );
    }
  }
  for (const build of builds) {
    lines.push(
      '',
      `${build.build}: a first visit to / transfers ${format(build.firstVisitScriptBytes / 1024, 1)} KB of script`,
    );
  }
  return lines.join('\n');
}

const args = process.argv.slice(2);
const beforeAt = args.indexOf('--before');
const builds = [];
if (beforeAt >= 0) {
  builds.push(
    await measure('before', path.resolve(args[beforeAt + 1]), path.resolve(args[beforeAt + 2])),
  );
}
const main = path.join(repoDir, 'apps', 'lab-api', 'dist', 'main.js');
if (!existsSync(main) || !existsSync(path.join(portalDir, 'dist', 'index.html'))) {
  console.error('build first: npx turbo run build --filter=@loci/portal --filter=@loci/lab-api');
  process.exit(1);
}
builds.push(await measure('current', main, path.join(portalDir, 'dist')));

mkdirSync(resultsDir, { recursive: true });
const latestFile = path.join(resultsDir, 'latest.json');
const previous = existsSync(latestFile) ? JSON.parse(readFileSync(latestFile, 'utf8')) : null;
if (previous)
  writeFileSync(path.join(resultsDir, 'previous.json'), JSON.stringify(previous, null, 2));
const report = { at: new Date().toISOString(), runs, builds };
writeFileSync(latestFile, JSON.stringify(report, null, 2));
const markdown = table(builds, previous);
writeFileSync(path.join(resultsDir, 'latest.md'), `${markdown}\n`);
console.log(markdown);
