// The screens of the five variant calls (issue 16; docs/decisions/variant-calls-screens.md) as a
// provider meets them on the built server and its seed: a released report shows its order's
// status (the light order) and every test of its order with its report (ordersByAccount), the
// reports list has its add-on column (add-on availability within results), and the order list
// saves its top 200 as a CSV file (orderTestsAndReports).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';

async function signIn(page: Page, email: string) {
  await signInFromHome(page, email);
  await waitForLanding(page, '#simple-orders');
}

test('a report shows its order’s status and every test of the order with its report', async ({
  page,
}) => {
  await signIn(page, demoUsers.orderingProvider);
  await page.goto('/user-account#reports?account=1001');
  const table = page.getByRole('table', { name: 'Reports' });
  await expect(table.getByRole('columnheader', { name: 'Add-on' })).toBeVisible();
  const firstRow = table.getByRole('row').nth(1);
  // The fourth column is the order's number (the first, the patient, is the row's header cell).
  const orderId = ((await firstRow.locator('th, td').nth(3).textContent()) ?? '').trim();
  expect(orderId).toMatch(/^\d+$/);
  await firstRow.getByRole('link').first().click();
  await page.waitForURL(/#reports\/\d+$/);

  // The order's number with its status, from the light order.
  const order = page.locator('dd').filter({ has: page.getByRole('link', { name: orderId }) });
  await expect(order).toHaveText(new RegExp(`^${orderId} · \\S`));
  // Every test of the order, the one shown named "this report".
  const tests = page.getByRole('list', { name: `Tests of order ${orderId}` });
  await expect(tests).toContainText('this report (version');
  await expectNoAxeViolations(page);
});

test('the order list saves its first 200 orders as a CSV file', async ({ page }) => {
  await signIn(page, demoUsers.orderingProvider);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the list (CSV)' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Patient,Date of birth,Order,Tests,Status,Accession number,Ordered,Last update,Account',
  );
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.length).toBeLessThanOrEqual(201);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(/orders? (was|were) saved/),
  ).toBeVisible();
});
