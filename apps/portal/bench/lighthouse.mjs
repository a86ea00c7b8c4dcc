#!/usr/bin/env node
// `npm run bench -w @loci/portal` (and `turbo run bench`): Lighthouse (mobile default: simulated
// 4x CPU slowdown and slow 4G) over the built product, signed out and signed in, cold and warm
// cache, median of BENCH_RUNS (5) runs, driving Debian's Chromium (/usr/bin/chromium).
// The lab server is the built one (apps/lab-api/dist/main.js, the portal of apps/portal/dist) on a
// fresh data folder. `--before <lab-api main.js> <portal dist>` measures an older build first in
// the same run (same machine, same load), for before/after figures. Results: bench/results/
// latest.json and a table; the previous latest.json is compared with. BENCH_SAVE_REPORTS=<folder>
// keeps every run's whole Lighthouse report (JSON) there. BENCH_ROUTES and BENCH_CACHE choose.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs as sharedChromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import {
  builtProduct,
  format,
  median,
  runs,
  signIn,
  startServer,
  writeResults,
} from './product.mjs';

const port = Number(process.env.BENCH_PORT ?? 8431);
const origin = `http://127.0.0.1:${port}`;
const debuggingPort = port + 1;
const chromiumArgs = [...sharedChromiumArgs, `--remote-debugging-port=${debuggingPort}`];

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
// A folder to keep each run's whole Lighthouse report in (to see where a route's time goes).
const reportsDir = process.env.BENCH_SAVE_REPORTS;

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

async function measure(label, main, portalDist) {
  const stop = await startServer(origin, main, portalDist);
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
        await signIn(page, origin);
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
          if (reportsDir && answer) {
            mkdirSync(reportsDir, { recursive: true });
            const name = `${label}-${route.name}-${cache}-${run + 1}.json`.replaceAll(' ', '-');
            writeFileSync(path.join(reportsDir, name), JSON.stringify(answer.lhr));
          }
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
const built = builtProduct();
builds.push(await measure('current', built.main, built.portalDist));

const report = { at: new Date().toISOString(), runs, builds };
writeResults('latest', report, (previous) => table(builds, previous));
