// Local visual regression: screenshots of every story, in the light and the dark theme, compared with
// the baselines committed in `visual-baselines/`. While at it, runs axe on every story in the dark
// theme (the interaction tests already run axe in the light theme), so both themes stay accessible.
//
//   node scripts/visual-regression.mjs            compare (fails on a difference or a violation)
//   node scripts/visual-regression.mjs --update   rewrite the baselines after an intended change
//
// Needs a built Storybook (`npm run build-storybook -w @loci/ui`). Stories tagged `no-visual`
// (timers, random content) are skipped for screenshots but still checked with axe.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { AxeBuilder } from '@axe-core/playwright';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const uiDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const staticDir = join(uiDir, 'storybook-static');
const baselineDir = join(uiDir, 'visual-baselines');
const resultDir = join(uiDir, 'visual-results');
const update = process.argv.includes('--update');
const themes = ['light', 'dark'];
/** Share of pixels that may differ (anti-aliasing noise) before a story counts as changed. */
const tolerance = 0.002;

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('No built Storybook: run `npm run build-storybook -w @loci/ui` first.');
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const server = createServer((req, res) => {
  const path = join(staticDir, decodeURIComponent(req.url.split('?')[0]));
  const file = existsSync(path) && !path.endsWith('/') ? path : join(path, 'index.html');
  if (!existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
// VISUAL_FILTER=part-of-a-story-id checks only the matching stories (while working on one).
const only = process.env.VISUAL_FILTER;
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!only || entry.id.includes(only)),
);

if (!only) rmSync(resultDir, { recursive: true, force: true });
mkdirSync(baselineDir, { recursive: true });

/** The page's size for a story: a story tagged for a phone (its viewport global) at 375 px. */
const viewportOf = (story) =>
  story.tags?.includes('viewport-mobile')
    ? { width: 375, height: 812 }
    : { width: 900, height: 640 };

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--font-render-hinting=none'],
});
const context = await browser.newContext({
  viewport: viewportOf({}),
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
});

const failures = [];
let compared = 0;
let written = 0;

async function renderOnce(page, story, theme) {
  const url = `${base}/iframe.html?id=${story.id}&viewMode=story&globals=colorScheme:${theme}`;
  await page.goto(url);
  // Wait until the story has rendered and its play function has finished.
  const phase = await page
    .waitForFunction(
      () => {
        const phase = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return (phase === 'completed' || phase === 'errored' || phase === 'finished') && phase;
      },
      null,
      // Generous: a loaded 2-core CI machine can take long; a shot mid-play would be a false diff.
      { timeout: 60000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 'timed out');
  await page.evaluate(() => document.fonts.ready);
  return phase;
}

/**
 * Renders the story until its play ends well, three tries at most: a play whose `findBy` timed
 * out on a loaded machine ends in another state than its baseline's (the play tests themselves
 * run in Vitest). Returns false when no try finished.
 */
async function render(page, story, theme) {
  let phase = await renderOnce(page, story, theme);
  for (let attempt = 2; attempt <= 3 && phase !== 'completed' && phase !== 'finished'; attempt++) {
    phase = await renderOnce(page, story, theme);
  }
  return phase !== 'timed out';
}

function compare(expected, actual) {
  const sameSize = expected.width === actual.width && expected.height === actual.height;
  const diff = new PNG({ width: expected.width, height: expected.height });
  const changed = sameSize
    ? pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
        threshold: 0.1,
      })
    : Number.POSITIVE_INFINITY;
  return { sameSize, diff, changed, fits: changed <= expected.width * expected.height * tolerance };
}

const screenshot = async (page) =>
  PNG.sync.read(await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));

async function check(page, story, theme) {
  await page.setViewportSize(viewportOf(story));
  if (!(await render(page, story, theme))) {
    failures.push(`${story.id} (${theme}): play did not finish within 60 s`);
  }
  // A story's own viewport global (e.g. a screen on a phone) is not in index.json when it is
  // spread in from a shared object: read it from the rendered story and render again at its width.
  const viewport = await page.evaluate(
    () => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport?.value,
  );
  if (viewport === 'mobile' && page.viewportSize()?.width !== 375) {
    await page.setViewportSize({ width: 375, height: 812 });
    await render(page, story, theme);
  }

  if (theme === 'dark') {
    const results = await new AxeBuilder({ page })
      .include('#storybook-root')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    for (const violation of results.violations) {
      const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      failures.push(`${story.id} (dark): axe ${violation.id}: ${violation.help} at ${where}`);
    }
  }
  if (story.tags?.includes('no-visual')) return;

  let actual = await screenshot(page);
  const name = `${story.id}--${theme}.png`;
  const baselinePath = join(baselineDir, name);
  if (update || !existsSync(baselinePath)) {
    if (!update) {
      failures.push(`${story.id} (${theme}): no baseline; run with --update and commit it`);
      return;
    }
    writeFileSync(baselinePath, PNG.sync.write(actual));
    written += 1;
    return;
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  compared += 1;
  let result = compare(expected, actual);
  if (!result.fits) {
    // Once more from a fresh render: on a loaded machine a frame can be taken before a late
    // layout settles; a real change differs again, a late frame does not.
    await render(page, story, theme);
    actual = await screenshot(page);
    result = compare(expected, actual);
  }
  if (!result.fits) {
    mkdirSync(resultDir, { recursive: true });
    writeFileSync(join(resultDir, name.replace('.png', '-actual.png')), PNG.sync.write(actual));
    if (result.sameSize)
      writeFileSync(
        join(resultDir, name.replace('.png', '-diff.png')),
        PNG.sync.write(result.diff),
      );
    failures.push(
      `${story.id} (${theme}): ${result.sameSize ? `${result.changed} pixels differ` : 'size changed'} (see visual-results/)`,
    );
  }
}

// Two pages side by side: the machine has two cores.
const queue = stories.flatMap((story) => themes.map((theme) => ({ story, theme })));
await Promise.all(
  [0, 1].map(async () => {
    const page = await context.newPage();
    for (let job = queue.shift(); job; job = queue.shift()) {
      await check(page, job.story, job.theme);
    }
  }),
);

await browser.close();
server.close();

if (update) {
  console.log(`visual: wrote ${written} baselines for ${stories.length} stories`);
}
if (failures.length > 0) {
  console.error(`visual: ${failures.length} problem(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `visual: ${compared} screenshots match their baselines; axe found no violation in the dark theme (${stories.length} stories)`,
);
