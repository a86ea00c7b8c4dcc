#!/usr/bin/env node
// `npm run bench:interactions -w @loci/portal` (and part of the portal's `npm run bench`): the time
// from an input to the next paint (INP-style, the Event Timing API's `duration` of the interaction:
// its longest event, from the input's time stamp to the paint after its handlers) on a CPU slowed
// 4x (CDP's Emulation.setCPUThrottlingRate, as Lighthouse's mobile default), median of BENCH_RUNS
// (5), in Debian's Chromium at Lighthouse's mobile viewport. Measured (issue 18):
//  - the kit's widgets in the built Storybook (packages/ui/storybook-static), each story's play
//    function finished first: DataTable sort on 10,000 rows (the Stress story), Typeahead open,
//    Dialog open;
//  - the order form's "Submit order" on the built product (apps/lab-api/dist), signed in, on a
//    draft prepared through the portal's calls (a copy of a submitted order: every run its own).
// The target is 100 ms each. Results: bench/results/interactions.json and .md, compared with the
// previous run's. BENCH_INTERACTIONS=name,… measures only those.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import {
  builtProduct,
  format,
  median,
  repoDir,
  runs,
  signIn,
  startServer,
  writeResults,
} from './product.mjs';

const cpuSlowdown = 4;
const targetMs = 100;
/** Event Timing reports only events of at least 16 ms (its lowest threshold). */
const thresholdMs = 16;
/**
 * How long a press is held: a person's click or key press lasts tens of milliseconds, so the
 * release's work is not painted in the same frame as the press's (as with instant CDP input).
 */
const press = { delay: 50 };
const origin = `http://127.0.0.1:${Number(process.env.BENCH_PORT ?? 8433)}`;
const storybookDir = join(repoDir, 'packages', 'ui', 'storybook-static');
const portalApi = `${origin}/api/portal/v1.0.1`;
// Lighthouse's mobile default screen (Moto G Power).
const mobile = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/** Serves the built Storybook on a free loopback port; answers its address and close function. */
async function serveStorybook() {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = join(storybookDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(storybookDir) || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** Opens a story and waits for its play function to finish (the widget is then at rest). */
async function openStory(page, base, id) {
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
  const phase = await page
    .waitForFunction(
      () => {
        const phase = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return ['completed', 'errored', 'finished'].includes(phase) && phase;
      },
      null,
      { timeout: 120_000 },
    )
    .then((handle) => handle.jsonValue());
  if (phase === 'errored') throw new Error(`story ${id}: its play function failed`);
}

/**
 * The INP-style duration of one interaction: an Event Timing observer is started, `act` gives the
 * input (real input events through CDP), `done` waits for its visible result, then the entries of
 * the interaction (events with an `interactionId`) are read; the longest is the interaction's.
 * None within a second: the interaction took less than the 16 ms threshold (recorded as 16).
 */
async function timeInteraction(page, cdp, act, done) {
  await page.evaluate((threshold) => {
    const since = performance.now();
    const bench = (globalThis.__lociBench = { entries: [] });
    bench.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId && entry.startTime >= since) {
          bench.entries.push({ name: entry.name, duration: entry.duration });
        }
      }
    });
    bench.observer.observe({ type: 'event', durationThreshold: threshold, buffered: true });
  }, thresholdMs);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    await act();
    await done();
    // Entries are queued after the paint: give them two frames and then up to a second.
    await page
      .waitForFunction(() => globalThis.__lociBench.entries.length > 0, null, { timeout: 1000 })
      .catch(() => undefined);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const entries = await page.evaluate(() => {
    globalThis.__lociBench.observer.disconnect();
    return globalThis.__lociBench.entries;
  });
  const longest = entries.reduce(
    (found, entry) => (entry.duration > found.duration ? entry : found),
    {
      name: null,
      duration: 0,
    },
  );
  return { ms: Math.max(longest.duration, thresholdMs), event: longest.name, below: !longest.name };
}

/** A story's widget, measured `runs` times; `reset` puts it at rest before each run. */
function storyInteraction(name, where, storyId, { act, done, reset }) {
  return {
    name,
    where,
    async measure(context, { storybook }) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      try {
        await openStory(page, storybook.base, storyId);
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          await reset(page);
          samples.push(
            await timeInteraction(
              page,
              cdp,
              () => act(page),
              () => done(page),
            ),
          );
        }
        return samples;
      } finally {
        await page.close();
      }
    },
  };
}

const sortHeader = (page, column) => page.getByRole('columnheader', { name: column, exact: true });
/** Each run sorts all 10,000 rows by `column`, then (not timed) by `other` again. */
const sortOn = (column, other) => ({
  act: (page) => sortHeader(page, column).getByRole('button').click(press),
  done: (page) => sortHeader(page, column).and(page.locator('[aria-sort="ascending"]')).waitFor(),
  reset: async (page) => {
    await sortHeader(page, other).getByRole('button').click();
    await sortHeader(page, other).and(page.locator('[aria-sort="ascending"]')).waitFor();
  },
});

const comboboxOpen = {
  act: async (page) => {
    await page.getByRole('combobox', { name: 'Gene' }).focus();
    await page.keyboard.press('ArrowDown', press);
  },
  done: (page) => page.getByRole('listbox', { name: 'Gene' }).waitFor(),
  reset: async (page) => {
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  },
};

const dialogOpen = {
  act: (page) => page.getByRole('button', { name: 'Send report' }).click(press),
  done: (page) => page.getByRole('dialog', { name: 'Send report by fax' }).waitFor(),
  reset: async (page) => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  },
};

/** A call of the portal's API with the signed-in page's stored access token. */
async function portalCall(page, method, url, body) {
  const token = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith('oidc.user:')) return JSON.parse(localStorage.getItem(key)).access_token;
    }
    return null;
  });
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  const answer = await response.json();
  return answer.data ?? answer;
}

/** A draft ready to submit: a copy of one of the provider's submitted orders of account 1001. */
async function prepareDraft(page) {
  const submitted = await portalCall(page, 'POST', `${portalApi}/results/ordersByAccount`, {});
  const model = (submitted.items ?? submitted).find((order) => order.accountNumber === '1001');
  if (!model) throw new Error('no submitted order of account 1001 to copy');
  const source = await portalCall(page, 'GET', `${portalApi}/simpleOrder/${model.orderId}`);
  const { patientId, orderingProviderId, diagnosisCodes, aoeAnswers } = source;
  const draft = await portalCall(page, 'POST', `${portalApi}/simpleOrder`, {
    status: 1, // Draft
    accountNumber: '1001',
    patientId,
    orderingProviderId,
    diagnosisCodes,
    aoeAnswers,
    tests: [{ code: source.tests[0].code }],
    paymentType: 'Patient',
    consent: { given: true },
  });
  return draft.orderId;
}

const orderSubmit = {
  name: 'order submit',
  where: 'portal: the new order form, "Submit order" on a prepared draft',
  async measure(context) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { main: labServer, portalDist } = builtProduct();
    const stop = await startServer(origin, labServer, portalDist);
    try {
      await signIn(page, origin);
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const orderId = await prepareDraft(page);
        await page.goto(`${origin}/test-catalog/requisition#simple-order/${orderId}`);
        const main = page.getByRole('main');
        await main.getByRole('heading', { level: 1, name: `Draft order ${orderId}` }).waitFor();
        await main.getByRole('button', { name: 'Review the order' }).click();
        const submit = main.getByRole('button', { name: 'Submit order' });
        await submit.waitFor();
        samples.push(
          await timeInteraction(
            page,
            cdp,
            () => submit.click(press),
            () =>
              page
                .waitForURL(new RegExp(`#review/${orderId}$`), {
                  waitUntil: 'commit',
                  timeout: 60_000,
                })
                .catch(async (error) => {
                  const shown = (await main.textContent())?.slice(0, 600);
                  throw new Error(`order ${orderId} was not submitted; the page shows: ${shown}`, {
                    cause: error,
                  });
                }),
          ),
        );
      }
      return samples;
    } finally {
      await page.close();
      await stop();
    }
  },
};

const interactions = [
  storyInteraction(
    'table sort (text column)',
    'kit: DataTable Stress story, 10,000 rows, "Patient" header',
    'data-datatable-stress--ten-thousand-rows-virtualized',
    sortOn('Patient', 'Genes'),
  ),
  storyInteraction(
    'table sort (number column)',
    'kit: DataTable Stress story, 10,000 rows, "Genes" header',
    'data-datatable-stress--ten-thousand-rows-virtualized',
    sortOn('Genes', 'Patient'),
  ),
  storyInteraction(
    'combobox open',
    'kit: Typeahead LocalOptions story, ArrowDown in the field',
    'forms-typeahead--local-options',
    comboboxOpen,
  ),
  storyInteraction(
    'combobox open (5000 options)',
    'kit: Typeahead FiveThousandOptions story, ArrowDown in the field',
    'forms-typeahead-features--five-thousand-options',
    comboboxOpen,
  ),
  storyInteraction(
    'dialog open',
    'kit: Dialog ClosesOnEscape story, click on its trigger',
    'overlays-dialog--closes-on-escape',
    dialogOpen,
  ),
  orderSubmit,
].filter(
  (interaction) =>
    !process.env.BENCH_INTERACTIONS ||
    process.env.BENCH_INTERACTIONS.split(',').includes(interaction.name),
);

function table(results, previous) {
  const lines = [
    `| interaction | where | INP-style ms (median of ${runs}) | samples ms | target ${targetMs} ms | previous ms |`,
    '|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    const before = previous?.results?.find((other) => other.name === result.name);
    const samples = result.samples
      .map((sample) => `${sample.below ? '<' : ''}${format(sample.ms)}`)
      .join(', ');
    lines.push(
      `| ${result.name} | ${result.where} | ${format(result.medianMs)} | ${samples} | ${result.medianMs <= targetMs ? 'met' : 'not met'} | ${format(before?.medianMs)} |`,
    );
  }
  lines.push(
    '',
    `CPU slowed ${cpuSlowdown}x; "<16" = below the Event Timing threshold (counted as 16 ms).`,
  );
  return lines.join('\n');
}

if (!existsSync(join(storybookDir, 'iframe.html'))) {
  console.error('build the kit’s Storybook first: npx turbo run build-storybook --filter=@loci/ui');
  process.exit(1);
}
if (interactions.includes(orderSubmit)) builtProduct();

const storybook = await serveStorybook();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results = [];
try {
  for (const interaction of interactions) {
    const context = await browser.newContext(mobile);
    try {
      const samples = await interaction.measure(context, { storybook });
      const medianMs = median(samples.map((sample) => sample.ms));
      console.error(`${interaction.name}: ${format(medianMs)} ms`);
      results.push({ name: interaction.name, where: interaction.where, medianMs, samples });
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  storybook.close();
}

const report = { at: new Date().toISOString(), runs, cpuSlowdown, targetMs, results };
writeResults('interactions', report, (previous) => table(results, previous));
