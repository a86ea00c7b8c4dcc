// Issue 5 in the browser: the catalogue search and its address bar, the cart and its rules, and
// favorites (held while signed out, verified at sign-in), on the built portal and the lab's server.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoUsers, fillSignInPage, signInFromHome, waitForLanding } from './support/portal.ts';

// Toasts fade in; axe must see them at their final colours.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const cartKey = 'loci.cart';
const favoritesKey = 'loci.favorites';

/** The catalogue's search box (Tests search type). */
function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search tests' });
}

/** The cart panel beside the catalogue. */
function cartPanel(page: Page) {
  return page.getByRole('complementary', { name: /^Cart/ });
}

/** A toast's text in the kit's notifications region. */
function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

async function searchFor(page: Page, term: string) {
  await searchBox(page).fill(term);
  await searchBox(page).press('Enter');
}

/** Searches a test by its code and clicks its "Add to cart" button. */
async function addByCode(page: Page, code: string) {
  await searchFor(page, code);
  const button = page.getByRole('button', { name: `Add to cart: ${code}`, exact: true });
  await expect(button).toBeVisible();
  await button.click();
}

async function pickOption(page: Page, field: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: field });
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function catalogueTestId(page: Page, code: string): Promise<string> {
  const response = await page.request.post('/graphql/catalog', {
    data: { query: 'query($code: String!) { test(code: $code) { id } }', variables: { code } },
  });
  const body = (await response.json()) as { data: { test: { id: string } | null } };
  expect(body.data.test).not.toBeNull();
  return body.data.test!.id;
}

test.describe('catalogue search', () => {
  test('by text: results, then the address bar after the 1 s pause', async ({ page }) => {
    await page.goto('/tests');
    await expect(page.getByRole('heading', { level: 1, name: 'Test catalogue' })).toBeVisible();
    await searchBox(page).fill('cardiomyopathy');
    await expect(
      page.getByRole('list', { name: 'Tests' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/tests\?searchType=Tests&term=cardiomyopathy$/);
    await expectNoAxeViolations(page);

    // Result pages: page 2 is written, page 1 is left out again.
    const pages = page.getByRole('navigation', { name: 'Test result pages' });
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/tests\?searchType=Tests&term=cardiomyopathy&page=2$/);
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/tests\?searchType=Tests&term=cardiomyopathy$/);
  });

  test('by gene and by condition, written as comma lists of ids', async ({ page }) => {
    await page.goto('/tests');
    await pickOption(page, 'Genes', 'MYH7', /^MYH7\b/);
    await pickOption(page, 'Genes', 'MYBPC3', /^MYBPC3\b/);
    await expect(page).toHaveURL(/\/tests\?searchType=Tests&genes=myh7,mybpc3$/);
    await pickOption(page, 'Conditions', 'Long QT', /Long QT/i);
    await expect(page).toHaveURL(/\/tests\?searchType=Tests&conditions=[\w-]+&genes=myh7,mybpc3$/);
    await page.getByRole('checkbox', { name: 'Only tests approved in New York State' }).check();
    await expect(page).toHaveURL(/&nyApproved=true&conditions=/);
  });

  test('a deep link restores every filter; a legacy category path is converted', async ({
    page,
  }) => {
    await page.goto(
      '/tests/search?searchType=Tests&term=panel&category=cardiology&nyApproved=true&genes=myh7',
    );
    await expect(searchBox(page)).toHaveValue('panel');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('cardiology');
    await expect(
      page.getByRole('checkbox', { name: 'Only tests approved in New York State' }),
    ).toBeChecked();
    await expect(page.getByRole('main').getByText('MYH7', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tests' })).toBeVisible();
    // The deep link is kept as it was: nothing rewrites the address on arrival.
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(
      /\/tests\/search\?searchType=Tests&term=panel&category=cardiology&nyApproved=true&genes=myh7$/,
    );

    // Genes search type with conditions and a result page.
    const genesLink =
      '/tests/search?searchType=Genes&category=cardiology&conditions=hypertrophic-cardiomyopathy&page=2';
    await page.goto(genesLink);
    await expect(page.getByRole('radio', { name: 'Genes' })).toBeChecked();
    await expect(page.getByRole('searchbox', { name: 'Search genes' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('cardiology');
    await expect(
      page.getByRole('main').getByText('Hypertrophic cardiomyopathy', { exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Genes' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Gene result pages' })
        .getByRole('button', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(genesLink);

    await page.goto('/tests/category/cardiology');
    await expect(page).toHaveURL(/\/tests\?searchType=Tests&category=cardiology$/);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('cardiology');
  });

  test('Genes search type, and the site search', async ({ page }) => {
    await page.goto('/tests?searchType=Genes&term=MYH');
    await expect(page.getByRole('list', { name: 'Genes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/search?searchType=Tests&term=exome');
    await expect(
      page.getByRole('list', { name: 'Tests' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Resources' }).check();
    await expect(page).toHaveURL(/\/search\?searchType=Resources&term=exome$/);
  });
});

test.describe('cart', () => {
  test('adds and removes tests under each rule of the spec, and survives a reload', async ({
    page,
  }) => {
    await page.goto('/tests');
    const cart = cartPanel(page);

    await addByCode(page, '896');
    await expect(toast(page, 'test added to cart')).toBeVisible();
    await expect(cart.getByRole('heading', { name: 'Cart (1 test)' })).toBeVisible();

    // Already in the cart: silently ignored.
    await addByCode(page, '896');
    await expect(cart.getByRole('heading', { name: 'Cart (1 test)' })).toBeVisible();

    // 896 and J774 cannot share an order.
    await addByCode(page, 'J774');
    await expect(
      toast(page, 'Tests 896 and J774 cannot be included in the same order'),
    ).toBeVisible();

    // One custom slice test at most.
    await addByCode(page, '706');
    await addByCode(page, 'TG70');
    await expect(
      toast(
        page,
        'Multiple Custom XomeDxSlice tests (706, TG70) cannot be included in the same order',
      ),
    ).toBeVisible();

    // Repeatable tests may be added again.
    await addByCode(page, '9001');
    await addByCode(page, '9001');
    await expect(cart.getByRole('heading', { name: 'Cart (4 tests)' })).toBeVisible();

    // Re-indent: the second 9001 becomes a reflex of the first.
    await cart.getByRole('button', { name: 'Indent 9001' }).last().click();
    await expect(cart.getByText('reflex of 9001')).toBeVisible();

    // Removing 896 lets J774 in.
    await cart.getByRole('button', { name: 'Remove 896 from the cart' }).click();
    await addByCode(page, 'J774');
    await expect(cart.getByRole('listitem').filter({ hasText: 'J774' })).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Order these tests' })).toHaveAttribute(
      'href',
      '/test-catalog/requisition#simple-order/index',
    );
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(cartPanel(page).getByRole('heading', { name: 'Cart (4 tests)' })).toBeVisible();
    await expect(cartPanel(page).getByText('reflex of 9001')).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), cartKey);
    expect(JSON.parse(stored ?? '[]')).toHaveLength(4);

    // Removing a test with dependants moves them up a level: J774 under the second 9001, under the
    // first; removing the first 9001 leaves the second at the top and J774 its reflex.
    const reloaded = cartPanel(page);
    const items = reloaded.getByRole('list', { name: 'Tests in the cart' }).getByRole('listitem');
    await reloaded.getByRole('button', { name: 'Indent J774' }).click();
    await reloaded.getByRole('button', { name: 'Indent J774' }).click();
    await expect(items.nth(3)).toHaveAttribute('data-indent', '2');
    await reloaded.getByRole('button', { name: 'Remove 9001 from the cart' }).first().click();
    await expect(reloaded.getByRole('heading', { name: 'Cart (3 tests)' })).toBeVisible();
    await expect(items.nth(1)).toContainText('9001');
    await expect(items.nth(1)).toHaveAttribute('data-indent', '0');
    await expect(items.nth(1)).not.toContainText('reflex of');
    await expect(items.nth(2)).toContainText('J774');
    await expect(items.nth(2)).toHaveAttribute('data-indent', '1');
    await expect(items.nth(2)).toContainText('reflex of 9001');
    await expectNoAxeViolations(page);
  });

  test('orders a test as a kit from its page; the ultra-rapid test is refused as a kit', async ({
    page,
  }) => {
    await page.goto('/tests');
    await searchFor(page, 'URGb');
    await page
      .getByRole('list', { name: 'Tests' })
      .getByRole('link', { name: 'Ultra-Rapid Whole Genome Sequencing' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ultra-Rapid Whole Genome Sequencing' }),
    ).toBeVisible();
    const kit = page.getByRole('checkbox', { name: 'Order as a kit' });
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await kit.check();
    await add.click();
    await expect(toast(page, 'Test URGb is not orderable as a kit')).toBeVisible();
    await expect(cartPanel(page).getByRole('heading', { name: 'Cart (0 tests)' })).toBeVisible();
    await expectNoAxeViolations(page);
    await kit.uncheck();
    await add.click();
    await expect(cartPanel(page).getByRole('heading', { name: 'Cart (1 test)' })).toBeVisible();

    // Another test may be ordered as a kit; the cart says so, and keeps it after a reload.
    await page.goto('/tests');
    await searchFor(page, 'C1001');
    await page
      .getByRole('list', { name: 'Tests' })
      .getByRole('listitem')
      .filter({ hasText: /Test code C1001\b/ })
      .getByRole('link')
      .click();
    await page.getByRole('checkbox', { name: 'Order as a kit' }).check();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(cartPanel(page).getByRole('heading', { name: 'Cart (2 tests)' })).toBeVisible();
    await page.reload();
    const kitItem = cartPanel(page).getByRole('listitem').filter({ hasText: 'C1001' });
    await expect(kitItem).toContainText('C1001 · as a kit');
    await expect(
      cartPanel(page).getByRole('listitem').filter({ hasText: 'URGb' }),
    ).not.toContainText('as a kit');

    // The header's cart link leads to the requisition route from a page outside the catalogue.
    await page.goto('/search');
    const headerCart = page.getByRole('banner').getByRole('link', { name: 'Cart (2 tests)' });
    await expect(headerCart).toHaveAttribute(
      'href',
      '/test-catalog/requisition#simple-order/index',
    );
    await expectNoAxeViolations(page);
  });

  test('adds several tests at once, all or nothing', async ({ page }) => {
    await page.goto('/tests?searchType=Tests&term=slice');
    const results = page.getByRole('list', { name: 'Tests' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    // Two slice tests together are refused as a whole.
    await results.getByRole('checkbox').nth(0).check();
    await results.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Add selected to cart (2)' }).click();
    await expect(toast(page, /Multiple Custom XomeDxSlice tests/)).toBeVisible();
    await expect(cartPanel(page).getByRole('heading', { name: 'Cart (0 tests)' })).toBeVisible();

    await page.goto('/tests?searchType=Tests&category=cardiology');
    const cardiology = page.getByRole('list', { name: 'Tests' });
    await cardiology.getByRole('checkbox').nth(0).check();
    await cardiology.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Add selected to cart (2)' }).click();
    await expect(toast(page, '2 tests successfully added to the cart')).toBeVisible();
    await expect(cartPanel(page).getByRole('heading', { name: 'Cart (2 tests)' })).toBeVisible();
  });
});

test.describe('favorites', () => {
  test('a favorite added while signed out is there after sign-in', async ({ page }) => {
    await page.goto('/tests?searchType=Tests&term=Hypertrophic');
    const first = page.getByRole('list', { name: 'Tests' }).getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page);
    const detail = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await fillSignInPage(page, demoUsers.orderingProvider);
    await page.waitForURL((url) => url.pathname === detail);
    await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await expect(toast(page, 'favorites added')).toBeVisible();

    await page.goto('/user-account#profile/favorites?fav=Tests');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved tests' }).getByRole('link', { name });
    await expect(saved).toHaveAttribute('href', `${detail}?fav=Tests`);
    await expectNoAxeViolations(page);

    // Logout clears the favorites kept in this browser.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate((key) => localStorage.getItem(key), favoritesKey)).toBeNull();
  });

  test('favorites whose test is gone or hides its page are dropped after verification and the server re-saved', async ({
    page,
  }) => {
    await signInFromHome(page, demoUsers.staff);
    await waitForLanding(page, '#simple-orders');
    const hiddenId = await catalogueTestId(page, 'C1099');
    const shownId = await catalogueTestId(page, '703');
    // H3099 still exists but hides its details page (hideDetailsPage: true).
    const noPageId = await catalogueTestId(page, 'H3099');
    const saved = (id: string, code: string, name: string) => ({
      key: id,
      name,
      data: { id, code, slug: 'old-slug' },
    });
    await page.evaluate(
      ({ key, favorites }) => localStorage.setItem(key, JSON.stringify(favorites)),
      {
        key: favoritesKey,
        favorites: {
          diagnosis: [],
          panels: [],
          slices: [],
          insurances: [],
          filters: [],
          tests: [
            saved(hiddenId, 'C1099', 'Hypertrophic Cardiomyopathy Panel (2018 version)'),
            saved(noPageId, 'H3099', 'BRCA1 and BRCA2 Founder Variants'),
            saved(shownId, '703', 'Chromosomal Microarray (SNP Array)'),
          ],
        },
      },
    );
    const resaved = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/favorites'),
    );
    // The same document (only the hash changes), then a reload: a new page load signed in.
    await page.goto('/user-account#profile/favorites?fav=Tests');
    await page.reload();
    await resaved;
    const list = page.getByRole('list', { name: 'Saved tests' });
    await expect(
      list.getByRole('link', { name: 'Chromosomal Microarray (SNP Array)' }),
    ).toBeVisible();
    await expect(list.getByText('Hypertrophic Cardiomyopathy Panel (2018 version)')).toHaveCount(0);
    await expect(list.getByText('BRCA1 and BRCA2 Founder Variants')).toHaveCount(0);
    // The slug was updated from the catalogue.
    await expect(
      list.getByRole('link', { name: 'Chromosomal Microarray (SNP Array)' }),
    ).not.toHaveAttribute('href', /old-slug/);
    const stored = await page.evaluate((key) => localStorage.getItem(key), favoritesKey);
    expect(stored).not.toContain('"C1099"');
    expect(stored).not.toContain('"H3099"');
    expect(stored).toContain('"703"');
  });
});
