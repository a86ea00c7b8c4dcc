// The signed-out home paints from the HTML (issue 18, docs/decisions/first-visit-performance.md):
// its heading and Sign in buttons are in the page before any script runs, the app takes over
// without a shift, a second heading or an error, a Sign in clicked before the app has loaded still
// signs in, and a signed-in visitor never sees the signed-out page. The publications panel's first
// page is in the HTML too (drawn by the lab's server) and stays through the take-over.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { entryScript, holdEntryScript } from './support/heldEntryScript.ts';
import { collectPageErrors } from './support/pageErrors.ts';
import { demoUsers, fillSignInPage, signInFromHome, waitForLanding } from './support/portal.ts';
import {
  layoutShift,
  throttleLikeLighthouse,
  watchLayoutShifts,
} from './support/throttledVisit.ts';

/** The first page's titles as the lab's GraphQL lists them (as the portal asks). */
async function firstTitles(page: Page): Promise<string[]> {
  const response = await page.request.post('/graphql/publications', {
    data: {
      query: 'query { publications(first: 10, offset: 0) { items { displayTitle } } }',
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { publications: { items: Array<{ displayTitle: string }> } };
  };
  return body.data.publications.items.map((item) => item.displayTitle);
}

/** The publication titles shown, without the "(opens in a new tab)" text for screen readers. */
async function shownTitles(page: Page): Promise<string[]> {
  const titles = await page
    .getByRole('region', { name: 'Publications and news' })
    .getByRole('heading', { level: 3 })
    .allInnerTexts();
  return titles.map((title) => title.replace(/\s*\(opens in a new tab\)\s*$/, ''));
}

/**
 * A first visit to / as Lighthouse's mobile default makes it, with the entry script held (the page
 * as HTML and CSS alone); `takeOver` lets the app load, `expectCleanTakeOver` checks what it left.
 */
async function heldThrottledVisit(page: Page, context: BrowserContext) {
  const errors = collectPageErrors(page);
  await watchLayoutShifts(page);
  const releaseCpu = await throttleLikeLighthouse(context, page);
  const releaseEntry = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  return {
    /** Lets the entry script load; waits until the app has replaced the markup and settled. */
    async takeOver() {
      await releaseEntry();
      await expect(page.locator('#loci-prerender')).toHaveCount(0, { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
    },
    /** One heading, no layout shift, no error; then the CPU runs at full speed again. */
    async expectCleanTakeOver() {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      expect(errors).toEqual([]);
      await releaseCpu();
    },
  };
}

test('the signed-out home is in the page’s HTML, painted before any script has run', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Loci provider portal' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the test catalogue' })).toBeVisible();
  // The theme menu works only with the app: disabled until then, so that no choice is lost.
  await expect(page.getByRole('combobox', { name: 'Theme' })).toBeDisabled();
  // The publications' first page, drawn by the lab's server.
  const titles = await firstTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 3, name: titles[0] })).toBeVisible();
  expect(await shownTitles(page)).toEqual(titles);
  // Its tabs and pages too: they work with the app; the titles are links that work without it.
  await expect(page.getByRole('tab', { name: 'News' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toBeDisabled();
  await context.close();
});

test('the publications from the HTML stay in place through the take-over, never a skeleton', async ({
  page,
  context,
}) => {
  // From the first parsed element on: whether the first title is drawn, at every frame.
  await page.addInitScript(() => {
    const drawn: boolean[] = [];
    (window as unknown as { titleDrawn: boolean[] }).titleDrawn = drawn;
    const everyFrame = () => {
      const title = document.querySelector('h3 a');
      const now = Boolean(title?.checkVisibility());
      if (drawn.at(-1) !== now) drawn.push(now);
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  const titles = await firstTitles(page);
  const visit = await heldThrottledVisit(page, context);
  const first = page.getByRole('heading', { level: 3, name: titles[0] });
  await expect(first).toBeVisible({ timeout: 20_000 });
  const before = await first.boundingBox();
  await visit.takeOver();
  // The app's own panel in place of the server's, with the same items in the same place.
  await expect(page.locator('#loci-prerender-publications')).toHaveCount(0);
  expect(await shownTitles(page)).toEqual(titles);
  expect(await first.boundingBox()).toEqual(before);
  // Once drawn (from the HTML), never gone for a frame.
  const drawn = await page.evaluate(
    () => (window as unknown as { titleDrawn: boolean[] }).titleDrawn,
  );
  expect(drawn.slice(drawn.indexOf(true))).toEqual([true]);
  await visit.expectCleanTakeOver();
  // The panel's tabs, disabled in the HTML, work once the app has taken over.
  await page.getByRole('tab', { name: 'News' }).click();
  await expect(page.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
});

test('the app takes the home over without a shift, a second heading or an error', async ({
  page,
  context,
}) => {
  // Lighthouse's mobile default, as first-visit.spec.ts: the web font arrives after the HTML.
  const visit = await heldThrottledVisit(page, context);
  const heading = page.getByRole('heading', { level: 1, name: 'Loci provider portal' });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#loci-prerender')).toHaveCount(1);
  // Taken over: the pre-rendered markup is gone, the app's shows.
  await visit.takeOver();
  await expect(page.locator('#root')).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(2);
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await visit.expectCleanTakeOver();

  // The skip link and the heading's focus behave as on any page of the app.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('a visitor whose system is dark sees the pre-rendered home dark, as the app then draws it', async ({
  page,
}) => {
  const heading = page.getByRole('heading', { level: 1, name: 'Loci provider portal' });
  // The colours of the page as painted: the heading's text, its theme root's surface, the page's
  // own colour scheme (scroll bars, form controls).
  const colours = () =>
    heading.evaluate((element) => ({
      text: getComputedStyle(element).color,
      surface: getComputedStyle(element.closest('[data-color-scheme]')!).backgroundColor,
      page: getComputedStyle(document.documentElement).colorScheme,
    }));
  const visit = async (colorScheme: 'light' | 'dark') => {
    await page.emulateMedia({ colorScheme });
    const release = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(heading).toBeVisible();
    await expect(page.locator('#loci-prerender')).toBeVisible();
    const painted = await colours();
    await release();
    await expect(page.locator('#loci-prerender')).toHaveCount(0);
    await expect(heading).toBeVisible();
    expect(await colours()).toEqual(painted);
    await page.unroute(entryScript);
    return painted;
  };
  const light = await visit('light');
  const dark = await visit('dark');
  expect(dark.page).toBe('dark');
  expect(dark.surface).not.toBe(light.surface);
  expect(dark.text).not.toBe(light.text);

  // A scheme chosen in the theme menu: the markup (whose menu says System) is not shown.
  await page.evaluate(() => localStorage.setItem('loci-color-scheme', 'dark'));
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#loci-prerender')).toBeHidden();
  await release();
  await expect(heading).toBeVisible();
});

test('a Sign in clicked before the app has loaded still signs in', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await signIn.click();
  await page.waitForURL((url) => url.pathname === '/signin', { waitUntil: 'commit' });
  await release();
  await fillSignInPage(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
});

test('a Sign in pressed as the app takes over still signs in (the button stays under the press)', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in' });
  const box = await signIn.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  // Pressed on the page's own button, let go once the app has drawn beside it.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await release();
  await expect(page.locator('html')).toHaveAttribute('data-loci-app', /.*/);
  await expect(page.locator('#root main h1')).toHaveCount(1);
  await page.waitForTimeout(500);
  await page.mouse.up();
  await page.waitForURL((url) => url.pathname === '/signin', {
    waitUntil: 'commit',
    timeout: 15_000,
  });
  await fillSignInPage(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
});

test('a signed-in visitor at / never sees the signed-out home', async ({ page }) => {
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  // From the first parsed element on: any visible "Sign in" button, at any frame or change.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { signInSeen: string[] }).signInSeen = seen;
    const look = (when: string) => {
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent === 'Sign in' && button.checkVisibility()) seen.push(when);
      }
    };
    new MutationObserver(() => look('mutation')).observe(document, {
      childList: true,
      subtree: true,
    });
    const everyFrame = () => {
      look('frame');
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to your orders' })).toBeVisible();
  await expect(page.locator('#loci-prerender')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { signInSeen: string[] }).signInSeen),
  ).toEqual([]);
});

test('the theme menu and the Menu button, disabled until the app takes over, then work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeDisabled();
  await release();
  await expect(page.locator('#loci-prerender')).toHaveCount(0);
  await menu.click();
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await expect(theme).toBeEnabled();
  await theme.selectOption({ label: 'Dark' });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.colorScheme))
    .toBe('dark');
});

test('focus on a pre-rendered control stays on it when the app takes over', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).focus();
  await release();
  await expect(page.locator('#loci-prerender')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
});

test('a home that says why the session ended is drawn by the app alone', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/?logout-reason=session-timeout', { waitUntil: 'commit' });
  await expect(page.locator('#loci-prerender')).toBeAttached();
  await expect(page.locator('#loci-prerender')).toBeHidden();
  await release();
  await expect(page.getByTestId('logout-reason')).toBeVisible();
  await expect(page.locator('#loci-prerender')).toHaveCount(0);
});
