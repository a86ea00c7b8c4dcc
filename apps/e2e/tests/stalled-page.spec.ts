// Never a blank page (issue 18; docs/decisions/stalled-page-notice.md): when the portal's code
// cannot be loaded, or nothing is drawn 8 s after the page started, the page says so itself and
// offers a reload; code that came but never ran reloads the page once by itself; the app removes
// the notice once it draws.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { entryScript, holdEntryScript } from './support/heldEntryScript.ts';

const stalledText = 'The portal is taking longer than usual to load.';
const failedText =
  'The portal could not be loaded. Please check your connection and reload the page.';

test('a portal whose code cannot be loaded says so at once and reloads on request', async ({
  page,
}) => {
  let refuse = true;
  await page.route(entryScript, (route) => (refuse ? route.abort('failed') : route.continue()));

  // The catalogue's search has a signed-in frame; signed out, its page stays hidden for the app.
  await page.goto('/tests/search');
  const notice = page.getByRole('alert').filter({ hasText: failedText });
  await expect(notice).toBeVisible();

  refuse = false;
  await notice.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search tests' })).toBeVisible();
  await expect(page.getByText(failedText)).toHaveCount(0);
});

test('a page with nothing drawn after 8 s says it is taking longer, until the app draws', async ({
  page,
}) => {
  await page.clock.install();
  const release = await holdEntryScript(page);
  // Its module script held, the page never reaches its load event.
  await page.goto('/tests', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#root')).toBeEmpty();

  await page.clock.fastForward(7_000);
  await expect(page.getByText(stalledText)).toHaveCount(0);
  await page.clock.fastForward(1_500);
  const notice = page.getByRole('alert').filter({ hasText: stalledText });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
  await expectNoAxeViolations(page);

  await release();
  await expect(page.getByRole('heading', { level: 1, name: 'Test catalogue' })).toBeVisible();
  await expect(page.getByText(stalledText)).toHaveCount(0);
});

// Real time in these two: Playwright's clock hides the resource timing the page's script reads.
test('code that came but never ran reloads the page once by itself, then the app draws', async ({
  page,
}) => {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads += 1;
  });
  // The first answer is a script that does nothing: as if the browser never ran the entry.
  let silent = 1;
  await page.route(entryScript, (route) =>
    silent-- > 0 ? route.fulfill({ contentType: 'text/javascript', body: '' }) : route.continue(),
  );
  await page.goto('/tests/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search tests' })).toBeVisible({
    timeout: 25_000,
  });
  expect(loads).toBe(2);
  await expect(page.getByText(stalledText)).toHaveCount(0);
});

test('code that never runs, again after the one reload, gets the notice', async ({ page }) => {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads += 1;
  });
  await page.route(entryScript, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto('/tests/search');
  await expect(page.getByRole('alert').filter({ hasText: stalledText })).toBeVisible({
    timeout: 25_000,
  });
  expect(loads).toBe(2);
});

test('a pre-rendered page on screen is not stalled while its code is held', async ({ page }) => {
  await page.clock.install();
  const release = await holdEntryScript(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Loci provider portal' })).toBeVisible();

  await page.clock.fastForward(10_000);
  await expect(page.getByText(stalledText)).toHaveCount(0);
  await release();
});
