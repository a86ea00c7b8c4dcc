// A first visit as Lighthouse's mobile default makes it (issue 18): 150 ms round trips, 1.6 Mbit/s
// down, 4× slower CPU; and the page's layout shifts, counted from its first paint.
import type { BrowserContext, Page } from '@playwright/test';

/** Throttles the page's network and CPU like Lighthouse's mobile default; answers the CPU's release. */
export async function throttleLikeLighthouse(
  context: BrowserContext,
  page: Page,
): Promise<() => Promise<unknown>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

/** Records every layout shift of the pages opened after this call; `layoutShift` sums them. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift so far (the sum of its shifts). */
export async function layoutShift(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}
