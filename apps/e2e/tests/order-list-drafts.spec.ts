// Deleting several drafts at once from the order list (DELETE /order): two drafts of dr.ada's
// patient 100001 are made through the portal's own API with the session's token, then selected in
// the list and deleted after the confirmation; the seeded draft of that patient stays.
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signInFromHome, storedAccessToken, waitForLanding } from './support/portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const account = '1001';
const patientId = 100001;

/** A draft of test 703 for the patient, saved as the order form saves one; answers its id. */
async function createDraft(page: Page): Promise<number> {
  const token = await storedAccessToken(page);
  const response = await page.request.post('/api/portal/v1.0.1/simpleOrder', {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: JSON.stringify({
      accountNumber: account,
      patientId,
      status: 1,
      tests: [{ code: '703', indent: 0, orderedAsKit: false }],
    }),
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { orderId: number } };
  return body.data.orderId;
}

test('deletes two selected drafts from the order list after confirming', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  const first = await createDraft(page);
  const second = await createDraft(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByLabel('Status').selectOption('Draft');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('cell', { name: String(first), exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: String(second), exact: true })).toBeVisible();

  const deleteSelected = page.getByRole('button', { name: /^Delete selected drafts/ });
  await expect(deleteSelected).toBeDisabled();
  await table.getByRole('checkbox', { name: `Select draft ${first}` }).check();
  await table.getByRole('checkbox', { name: `Select draft ${second}` }).check();
  await expect(deleteSelected).toHaveText('Delete selected drafts (2)');
  await expectNoAxeViolations(page);
  await deleteSelected.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 draft orders?' });
  await expect(dialog).toContainText(
    'The 2 selected draft orders and everything typed in them will be deleted. This cannot be undone.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete 2 drafts' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('2 draft orders were deleted.'),
  ).toBeVisible();
  await expect(table.getByRole('cell', { name: String(first), exact: true })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: String(second), exact: true })).toHaveCount(0);
  // The seeded draft of the patient is still there.
  await expect(table.getByRole('cell', { name: 'Draft', exact: true }).first()).toBeVisible();

  // Gone on the server too: the drafts' reviews no longer find them.
  await page.goto(`/user-account#review/${first}`);
  await expect(page.getByText(`Order ${first} could not be found`)).toBeVisible();
});
