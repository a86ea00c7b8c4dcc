// A cold first visit as a new user makes it (issue 18): the page carries the portal's runtime
// configuration (no /config.json round trip before the first paint), asks for the web font itself
// (so text never repaints in another font), and the home page does not move while it loads, on a
// throttled network and CPU like Lighthouse's mobile default.
import { expect, test } from '@playwright/test';
import {
  layoutShift,
  throttleLikeLighthouse,
  watchLayoutShifts,
} from './support/throttledVisit.ts';

test('a cold first visit reads the configuration from the page, preloads the font and does not shift', async ({
  page,
  context,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await watchLayoutShifts(page);
  const releaseCpu = await throttleLikeLighthouse(context, page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Loci provider portal' })).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');

  expect(requested).not.toContain('/config.json');
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(fonts).toEqual(['link']);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(await layoutShift(page)).toBeLessThan(0.01);
  await releaseCpu();
});
