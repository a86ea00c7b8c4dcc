// The header's account switcher by keyboard (WCAG 3.2.2, On Input): arrow keys on the closed select
// walk the accounts without switching the portal to each one; Enter (or leaving the field)
// switches to the one shown. Found by a new user's walk-through: ArrowDown switched at once.
import { expect, test } from '@playwright/test';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';

test('arrow keys walk the accounts; Enter switches to the one shown', async ({ page }) => {
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await page.goto('/user-account#patients');
  const main = page.getByRole('main');
  await expect(main.getByText(/^Patients of account 1001 /)).toBeVisible();
  const account = page.getByRole('banner').getByRole('combobox', { name: 'Account', exact: true });
  await account.focus();
  await page.keyboard.press('ArrowDown');
  await expect(account).toHaveValue('1002');
  // Still account 1001's patients: nothing switched yet.
  await page.waitForTimeout(500);
  await expect(main.getByText(/^Patients of account 1001 /)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(main.getByText(/^Patients of account 1002 /)).toBeVisible();
});

test('Enter in the opened list (Alt+ArrowDown) switches to the chosen account', async ({
  page,
}) => {
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await page.goto('/user-account#patients');
  const main = page.getByRole('main');
  await expect(main.getByText(/^Patients of account 1001 /)).toBeVisible();
  const account = page.getByRole('banner').getByRole('combobox', { name: 'Account', exact: true });
  await account.focus();
  // The list's keys go to the browser's popup; its Enter changes the select with no keydown.
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(account).toHaveValue('1002');
  await expect(main.getByText(/^Patients of account 1002 /)).toBeVisible();
});
