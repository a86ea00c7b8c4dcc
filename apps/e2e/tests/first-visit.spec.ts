// A cold first visit as a new user makes it (issue 18): the page carries the portal's runtime
// configuration (no /config.json round trip before the first paint), asks for the web font itself
// (so text never repaints in another font), and the home page does not move while it loads, on a
// throttled network and CPU like Lighthouse's mobile default.
import { expect, test } from '@playwright/test';

test('a cold first visit reads the configuration from the page, preloads the font and does not shift', async ({
  page,
  context,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

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
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
