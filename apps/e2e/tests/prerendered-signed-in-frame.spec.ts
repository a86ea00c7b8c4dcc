// A signed-in deep link paints its screen's frame from the HTML (issue 18,
// docs/decisions/prerendered-signed-in-frame.md): for a visitor with a stored user, the pages at
// /user-account, /tests/search and /test-catalog/requisition show the shell, the heading and the
// static texts of the view in their hash (the user's name and account from the visitor's own
// storage) before any of the app's script has run; the app takes over once the view itself has
// committed, without a shift or a second heading; a visitor without a stored user never sees a
// signed-in frame.
import { expect, test, type Page } from '@playwright/test';
import { holdEntryScript } from './support/heldEntryScript.ts';
import { collectPageErrors } from './support/pageErrors.ts';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';
import {
  layoutShift,
  throttleLikeLighthouse,
  watchLayoutShifts,
} from './support/throttledVisit.ts';

const orderSearchText = 'Patient name, order number, accession number or test code.';
const reportsIntroduction = /^Released reports of your accounts:/;

/** A new page load (not a hash change of the page already shown). */
async function load(page: Page, address: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(address, { waitUntil: 'commit' });
}

test.describe('with a stored user', () => {
  test.beforeEach(async ({ page }) => {
    await signInFromHome(page, demoUsers.orderingProvider);
    await waitForLanding(page, '#simple-orders');
    await expect(page.getByTestId('signed-in-user')).toHaveText(/\S/);
  });

  test('each view’s frame is in the page before the app’s script, then the app takes over', async ({
    page,
  }) => {
    const views = [
      {
        hash: '#simple-orders',
        heading: 'Orders',
        text: page.getByText(orderSearchText),
        // Below the header and the account filter, whose widths come from the stored accounts.
        below: page.getByRole('textbox', { name: 'Updated to', exact: true }),
        // After the name filters' look-ups: their stand-ins are as wide as the kit's comboboxes,
        // whose code may arrive before the take-over or after it.
        beside: page.getByText('Ordered by', { exact: true }),
        widget: page.getByRole('combobox', { name: 'Ordered by' }),
      },
      { hash: '#reports', heading: 'Reports', text: page.getByText(reportsIntroduction) },
      { hash: '#patients', heading: 'Patients', text: page.getByText(/^Patients of account/) },
    ];
    const name = await page.getByTestId('signed-in-user').textContent();
    for (const { hash, heading, text, below, beside, widget } of views) {
      const release = await holdEntryScript(page);
      await load(page, `/user-account${hash}`);
      const frame = page.locator('#loci-prerender');
      await expect(frame.getByRole('heading', { level: 1, name: heading }), hash).toBeVisible();
      await expect(text, hash).toBeVisible();
      await expect(page.locator('#root'), hash).toBeHidden();
      await expect(frame.getByRole('link', { name: heading, exact: true }), hash).toHaveAttribute(
        'aria-current',
        'page',
      );
      // The user's name and account from the visitor's own storage (never in the build's markup);
      // nothing works that would lose an input.
      await expect(frame.getByTestId('signed-in-user'), hash).toHaveText(name!);
      const shown = await text.textContent();
      const box = await text.boundingBox();
      const belowBox = await below?.boundingBox();
      const besideBox = await beside?.boundingBox();
      // The header's account switcher with its text from storage, as the app writes it: on this
      // wide screen its width places the header's items (the user's name sits beside it).
      const switcher = frame.locator('header').getByRole('combobox', { name: 'Account' });
      await expect(switcher, hash).toBeVisible();
      const switcherBox = await switcher.boundingBox();
      const nameBox = await frame.getByTestId('signed-in-user').boundingBox();
      for (const control of await frame.locator('input, select, button, textarea').all()) {
        await expect(control, hash).toBeDisabled();
      }
      await release();
      await expect(frame, hash).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: heading }), hash).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), hash).toHaveCount(1);
      await expect(text, hash).toHaveText(shown!);
      expect(await text.boundingBox(), hash).toEqual(box);
      if (below) expect(await below.boundingBox(), hash).toEqual(belowBox);
      await expect(page.getByTestId('signed-in-user'), hash).toHaveText(name!);
      const appSwitcher = page.locator('header').getByRole('combobox', { name: 'Account' });
      expect(await appSwitcher.boundingBox(), hash).toEqual(switcherBox);
      expect(await page.getByTestId('signed-in-user').boundingBox(), hash).toEqual(nameBox);
      if (beside) expect(await beside.boundingBox(), hash).toEqual(besideBox);
      if (beside && widget) {
        await expect(widget, hash).toBeVisible();
        expect(await beside.boundingBox(), hash).toEqual(besideBox);
      }
    }

    // Without the stored user's summary the page cannot tell what the app will draw: no frame.
    await page.evaluate(() => localStorage.removeItem('loci.user'));
    const release = await holdEntryScript(page);
    await load(page, '/user-account#patients');
    await expect(page.locator('#loci-prerender > *')).toHaveCount(0);
    await release();
    await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  });

  test('the catalogue search’s and the new order’s frames, then the app takes over', async ({
    page,
  }) => {
    const pages = [
      {
        address: '/tests/search?term=BRCA',
        heading: 'Search tests',
        text: page.getByText('Search tests or genes by text, category, condition and gene.'),
      },
      {
        address: '/test-catalog/requisition#simple-order/new',
        heading: 'New order',
        text: page.getByText('Not saved yet: your entries are kept in this browser.'),
      },
    ];
    const name = await page.getByTestId('signed-in-user').textContent();
    for (const { address, heading, text } of pages) {
      const release = await holdEntryScript(page);
      await load(page, address);
      const frame = page.locator('#loci-prerender');
      await expect(frame.getByRole('heading', { level: 1, name: heading }), address).toBeVisible();
      await expect(text, address).toBeVisible();
      await expect(page.locator('#root'), address).toBeHidden();
      await expect(frame.getByTestId('signed-in-user'), address).toHaveText(name!);
      const shown = await text.textContent();
      const box = await text.boundingBox();
      for (const control of await frame.locator('input, select, button, textarea').all()) {
        await expect(control, address).toBeDisabled();
      }
      // The address's search text, written by the page's script (the results are skeletons).
      if (address.startsWith('/tests/search')) {
        await expect(frame.getByRole('searchbox', { name: 'Search tests' })).toHaveValue('BRCA');
      }
      await release();
      await expect(frame, address).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: heading }), address).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), address).toHaveCount(1);
      await expect(text, address).toHaveText(shown!);
      expect(await text.boundingBox(), address).toEqual(box);
      await expect(page.getByTestId('signed-in-user'), address).toHaveText(name!);
    }
    await expect(page.getByRole('searchbox', { name: 'Search tests' })).toHaveCount(0);

    // The form kept itself untouched (the app chose the account): still no one's entries, a frame.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('loci.orderForm')))
      .toContain('"formKey":"new"');
    const again = await holdEntryScript(page);
    await load(page, '/test-catalog/requisition#simple-order/new');
    await expect(page.locator('#loci-prerender').getByRole('heading', { level: 1 })).toBeVisible();
    await again();
    await expect(page.locator('#loci-prerender')).toHaveCount(0);

    // A filter in the address, or a new order's entries kept in this browser: no frame.
    await page.evaluate(() =>
      localStorage.setItem('loci.orderForm', JSON.stringify({ formKey: 'new', values: {} })),
    );
    for (const address of [
      '/tests/search?genes=BRCA1',
      '/test-catalog/requisition#simple-order/new',
    ]) {
      const release = await holdEntryScript(page);
      await load(page, address);
      await expect(page.locator('#loci-prerender > *'), address).toHaveCount(0);
      await release();
      await expect(page.getByRole('heading', { level: 1 }), address).toHaveCount(1);
    }
  });

  test('the take-over, throttled like Lighthouse, keeps the texts in place and loses no input', async ({
    page,
    context,
  }) => {
    await page.addInitScript((searchText) => {
      // From the first parsed element on: whether the search's description is drawn, at every frame.
      const drawn: boolean[] = [];
      (window as unknown as { textDrawn: boolean[] }).textDrawn = drawn;
      const everyFrame = () => {
        const now = [...document.querySelectorAll('div')].some(
          (element) => element.textContent === searchText && element.checkVisibility(),
        );
        if (drawn.at(-1) !== now) drawn.push(now);
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    }, orderSearchText);
    // Lighthouse's mobile screen (the desktop's boxes: the test above).
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('about:blank');
    const errors = collectPageErrors(page);
    await watchLayoutShifts(page);
    const releaseCpu = await throttleLikeLighthouse(context, page);
    const release = await holdEntryScript(page);
    await page.goto('/user-account#simple-orders', { waitUntil: 'commit' });
    const text = page.getByText(orderSearchText);
    await expect(text).toBeVisible({ timeout: 20_000 });
    const before = await text.boundingBox();
    const headingBefore = await page.getByRole('heading', { level: 1 }).boundingBox();
    await release();
    await expect(page.locator('#loci-prerender')).toHaveCount(0, { timeout: 30_000 });
    // At the swap: the same texts in the same places, no shift.
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(await text.boundingBox()).toEqual(before);
    expect(await page.getByRole('heading', { level: 1, name: 'Orders' }).boundingBox()).toEqual(
      headingBefore,
    );
    const drawn = await page.evaluate(
      () => (window as unknown as { textDrawn: boolean[] }).textDrawn,
    );
    expect(drawn.slice(drawn.indexOf(true))).toEqual([true]);
    await releaseCpu();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // The app's own search: typing works.
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await expect(search).toBeEnabled();
    await search.fill('Lovelace');
    await expect(search).toHaveValue('Lovelace');
  });

  test('a dark system draws the frame dark, as the app then does; focus stays where it was', async ({
    page,
  }) => {
    const heading = page.getByRole('heading', { level: 1, name: 'Reports' });
    const colours = () =>
      heading.evaluate((element) => ({
        text: getComputedStyle(element).color,
        surface: getComputedStyle(element.closest('[data-color-scheme]')!).backgroundColor,
        page: getComputedStyle(document.documentElement).colorScheme,
      }));
    const painted: Record<string, unknown> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const release = await holdEntryScript(page);
      await load(page, '/user-account#reports');
      await expect(
        page.locator('#loci-prerender').getByRole('heading', { level: 1 }),
      ).toBeVisible();
      painted[colorScheme] = await colours();
      // A visitor who tabbed to a link of the frame keeps it focused in the app.
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
        name: 'Patients',
      });
      await link.focus();
      await release();
      await expect(page.locator('#loci-prerender')).toHaveCount(0);
      expect(await colours(), colorScheme).toEqual(painted[colorScheme]);
      await expect(link).toBeFocused();
    }
    expect(painted.dark).not.toEqual(painted.light);
  });

  test('a chosen scheme or a view without a frame: the app draws alone', async ({ page }) => {
    for (const address of ['/user-account#profile', '/user-account#simple-orders?status=Draft']) {
      const release = await holdEntryScript(page);
      await load(page, address);
      await expect(page.locator('#loci-prerender'), address).toBeHidden();
      await expect(page.locator('#loci-prerender > *'), address).toHaveCount(0);
      await release();
      await expect(page.locator('#loci-prerender'), address).toHaveCount(0);
    }
    await page.evaluate(() => localStorage.setItem('loci-color-scheme', 'dark'));
    const release = await holdEntryScript(page);
    await load(page, '/user-account#reports');
    await expect(page.locator('#loci-prerender > *')).toHaveCount(0);
    await release();
    await expect(page.getByText(reportsIntroduction)).toBeVisible();
  });
});

test('an Orders Only user has the order list’s frame, never the reports’', async ({ page }) => {
  await signInFromHome(page, demoUsers.staff);
  await waitForLanding(page, '#simple-orders');
  await expect(page.getByTestId('signed-in-user')).toHaveText(/\S/);
  for (const [hash, framed] of [
    ['#simple-orders', true],
    ['#reports', false],
  ] as const) {
    const release = await holdEntryScript(page);
    await load(page, `/user-account${hash}`);
    await expect(page.getByRole('heading', { level: 1 }), hash).toHaveCount(framed ? 1 : 0);
    await release();
    await expect(page.locator('#loci-prerender'), hash).toHaveCount(0);
  }
  await expect(page.getByText('Your access to your accounts is Orders Only.')).toBeVisible();
});

test('a visitor without a stored user never sees a signed-in frame', async ({ page }) => {
  // From the first parsed element on: the order list's heading, visible at any frame or change.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    const look = () => {
      for (const heading of document.querySelectorAll('h1')) {
        if (heading.textContent === 'Orders' && heading.checkVisibility()) seen.push('Orders');
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
    const everyFrame = () => {
      look();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  const release = await holdEntryScript(page);
  await page.goto('/user-account#simple-orders', { waitUntil: 'commit' });
  await expect(page.locator('#loci-prerender')).toBeHidden();
  await expect(page.locator('#loci-prerender > *')).toHaveCount(0);
  await release();
  // The app sends the visitor to sign in, as before.
  await page.waitForURL((url) => !url.pathname.startsWith('/user-account'));
  expect(
    await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen),
  ).toEqual([]);
});
