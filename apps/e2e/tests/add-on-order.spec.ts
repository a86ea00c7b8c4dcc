// An add-on order found from the add-on patient search (`/user-account#simple-order/addon/index`,
// issue 16, Acceptance): the patient's submitted order is searched, chosen, the cart's test is
// added to it and the add-on is submitted, in the browser.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';
import { addTestToCart } from './support/ordering.ts';

/** A test the add-on adds (exome AOE form, as the order journey's add-on). */
const addOnTest = '703';

test('an add-on order from the add-on patient search through submission', async ({ page }) => {
  test.setTimeout(240_000);
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');

  await addTestToCart(page, addOnTest);

  await page.goto('/user-account#simple-order/addon/index');
  await expect(page.getByRole('heading', { level: 1, name: 'Add-on order' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('list', { name: 'Orders available for an add-on' });
  await expect(found.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  const link = found.getByRole('link').first();
  const original = /Add-on to order (\d+)/.exec((await link.textContent()) ?? '')![1]!;
  await link.click();

  await expect(
    page.getByRole('heading', { level: 1, name: `Add-on order from order ${original}` }),
  ).toBeVisible();
  const form = page.getByRole('main');
  await expect(form.getByRole('list', { name: 'Tests to order' })).toContainText(addOnTest);
  await expect(form).toContainText(`Tests added to order ${original}.`);
  await expect(page).toHaveURL(/#simple-order\/\d+$/, { timeout: 30_000 });
  const addOnId = page.url().split('/').at(-1)!;
  expect(addOnId).not.toBe(original);
  await expectNoAxeViolations(page);

  // The add-on keeps the original's patient, account and diagnosis; the AOE answer, the payment
  // and the consent are the add-on's own.
  await form.getByRole('radio', { name: 'Diagnostic (symptomatic)' }).first().check();
  // The add-on is paid by the patient (the original's insurance policy is the patient's own choice).
  await form.getByRole('combobox', { name: 'Payment type' }).selectOption('Patient');
  await form.getByRole('checkbox', { name: /informed consent/ }).check();
  await form.getByRole('button', { name: 'Review the order' }).click();
  await expect(page.getByRole('region', { name: 'Review the order' })).toContainText(addOnTest);
  await form.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(new RegExp(`#review/${addOnId}$`), { timeout: 30_000 });
  await expect(page.getByRole('main')).toContainText('Submitted order');
  await expect(page.getByRole('main')).toContainText(`Add-on to order${original}`);
});
