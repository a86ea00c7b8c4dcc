// Issue 5 in the browser: the favorites view's diagnosis codes and insurance plans, saved through
// the ICD-10-CM and plan typeaheads, kept on the server (POST /favorites) through a reload and a
// sign-out/sign-in, and removed for good; axe on each tab.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';

// Toasts fade in; axe must see them at their final colours.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const favoritesKey = 'loci.favorites';

function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text).first();
}

/** Waits for the portal's next POST /favorites and checks that the server took it. */
function nextSave(page: Page) {
  return page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/favorites'),
  );
}

/** Types into a typeahead and clicks the first option whose name matches. */
async function choose(page: Page, field: RegExp, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: field });
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function openTab(page: Page, fav: 'Diagnosis' | 'Insurances') {
  await page.goto(`/user-account#profile/favorites?fav=${fav}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(
    page.getByRole('tab', { name: fav === 'Diagnosis' ? /Diagnosis codes/ : /Insurances/ }),
  ).toHaveAttribute('aria-selected', 'true');
}

const savedCodes = (page: Page) => page.getByRole('list', { name: 'Saved diagnosis codes' });
const savedPlans = (page: Page) => page.getByRole('list', { name: 'Saved insurance plans' });

test.describe('favorites: diagnosis codes and insurance plans', () => {
  test('saved on the server: still there after a reload and a new sign-in; a removed one is gone', async ({
    page,
  }) => {
    await signInFromHome(page, demoUsers.orderingProvider);
    await waitForLanding(page, '#simple-orders');

    // Diagnosis codes: by code, and by words of the description.
    await openTab(page, 'Diagnosis');
    await expectNoAxeViolations(page);
    let saved = nextSave(page);
    await choose(page, /Add a diagnosis code/, 'E84.0', /^E84\.0 /);
    expect((await saved).ok()).toBe(true);
    await expect(toast(page, 'favorites added')).toBeVisible();
    await expect(savedCodes(page).getByText('ICD-10-CM E84.0')).toBeVisible();
    saved = nextSave(page);
    await choose(page, /Add a diagnosis code/, 'meconium ileus', /^E84\.11 /);
    expect((await saved).ok()).toBe(true);
    await expect(savedCodes(page).getByText('ICD-10-CM E84.11')).toBeVisible();
    await expectNoAxeViolations(page);

    // Insurance plans: the tab from the tab list writes the fav query.
    await page.getByRole('tab', { name: /Insurances/ }).click();
    await expect(page).toHaveURL(/#profile\/favorites\?fav=Insurances$/);
    saved = nextSave(page);
    await choose(page, /Add an insurance plan/, 'Anthem', /^Anthem Blue Cross PPO/);
    expect((await saved).ok()).toBe(true);
    await expect(savedPlans(page).getByText('Anthem Blue Cross PPO')).toBeVisible();
    await expect(savedPlans(page).getByText('Insurance · Anthem · plan ANT001')).toBeVisible();
    await expectNoAxeViolations(page);

    // A removed code is gone: locally and on the server.
    await openTab(page, 'Diagnosis');
    saved = nextSave(page);
    await savedCodes(page)
      .getByRole('listitem')
      .filter({ hasText: 'ICD-10-CM E84.11' })
      .getByRole('button', { name: /^Remove / })
      .click();
    expect((await saved).ok()).toBe(true);
    await expect(toast(page, 'favorites removed')).toBeVisible();
    await expect(savedCodes(page).getByText('ICD-10-CM E84.11')).toHaveCount(0);

    // A reload keeps them.
    await page.reload();
    await expect(savedCodes(page).getByText('ICD-10-CM E84.0')).toBeVisible();
    await expect(savedCodes(page).getByText('ICD-10-CM E84.11')).toHaveCount(0);

    // Sign out (the browser's copy is cleared), sign in again: they come from the server.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate((key) => localStorage.getItem(key), favoritesKey)).toBeNull();
    const loaded = page.waitForResponse((response) => response.url().endsWith('/favorites/get'));
    await signInFromHome(page, demoUsers.orderingProvider);
    await waitForLanding(page, '#simple-orders');
    expect((await loaded).ok()).toBe(true);
    await openTab(page, 'Diagnosis');
    await expect(savedCodes(page).getByText('ICD-10-CM E84.0')).toBeVisible();
    await expect(savedCodes(page).getByText('ICD-10-CM E84.11')).toHaveCount(0);
    await openTab(page, 'Insurances');
    await expect(savedPlans(page).getByText('Anthem Blue Cross PPO')).toBeVisible();
    await expectNoAxeViolations(page);

    // Clean up for the next run on the same server: remove what this test saved.
    for (const [fav, list] of [
      ['Insurances', savedPlans],
      ['Diagnosis', savedCodes],
    ] as const) {
      await openTab(page, fav);
      const buttons = list(page).getByRole('button', { name: /^Remove / });
      while ((await buttons.count()) > 0) {
        saved = nextSave(page);
        await buttons.first().click();
        await saved;
      }
    }
  });
});
