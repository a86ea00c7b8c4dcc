// Ordering in the browser, against the started lab server and its seeded orders (dr.ada's account
// 1001: patient 100001 has a draft order, patient 100002 a submitted one; the new order here is for
// patient 100011, who has none, so that other suites' seeded facts stay true). The whole journey
// from the catalogue to a submitted order and its add-on is in order-journey.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { addTestToCart, chooseAccountAndPatient, savedDraftId } from './support/ordering.ts';

async function signIn(page: Page) {
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

const orderTable = (page: Page) => page.getByRole('table', { name: 'Orders' });

test.describe('orders', () => {
  test('lists the seeded orders with their status, reviews a submitted one and downloads its requisition', async ({
    page,
  }) => {
    await signIn(page);
    const table = orderTable(page);
    await expect(table.getByRole('cell', { name: 'Draft', exact: true }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Submitted order' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Status').selectOption('Draft');
    await expect(table.getByRole('cell', { name: 'Submitted order' })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('Submitted order');
    await expect(table.getByRole('cell', { name: 'Draft', exact: true })).toHaveCount(0);

    await table
      .getByRole('link', { name: /^Review order \d+$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/user-account#review\/\d+$/);
    const orderId = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tests' })).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download requisition form (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`requisition-${orderId}.pdf`);
    const bytes = await download.createReadStream().then(
      (stream) =>
        new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', reject);
        }),
    );
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('continues a draft, and what was typed survives a reload', async ({ page }) => {
    await signIn(page);
    await page.getByLabel('Status').selectOption('Draft');
    const table = orderTable(page);
    await table
      .getByRole('link', { name: /^Continue draft \d+$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/test-catalog\/requisition#simple-order\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Draft order \d+$/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const note = `Call the patient before shipping ${Date.now()}`;
    await page.getByLabel('Notes for the lab').fill(note);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Draft order \d+$/ })).toBeVisible();
    await expect(page.getByLabel('Notes for the lab')).toHaveValue(note);
  });

  test('starts an order from a test searched and added to the cart; it is saved as a draft, then submitted', async ({
    page,
  }) => {
    await signIn(page);
    await addTestToCart(page, '896');

    await page.goto('/test-catalog/requisition#simple-order/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tests to order' })).toContainText('896');
    const form = page.getByRole('main');
    await chooseAccountAndPatient(form);
    await expectNoAxeViolations(page);

    const orderId = await savedDraftId(page, 20_000);
    await page.goto('/user-account#simple-orders');
    await orderTable(page)
      .getByRole('link', { name: `Continue draft ${orderId}` })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Draft order ${orderId}` }),
    ).toBeVisible();

    // Completed and submitted: it is then reviewed as a submitted order.
    const draft = page.getByRole('main');
    await draft
      .getByRole('combobox', { name: 'Diagnosis codes (ICD-10-CM)' })
      .pressSequentially('Z80.3');
    await page.getByRole('option', { name: /^Z80\.3 · / }).click();
    await expect(draft.getByRole('list', { name: 'Selected options' })).toContainText('Z80.3');
    await draft
      .getByRole('combobox', { name: 'Payment type', exact: true })
      .selectOption('Patient');
    await expect(
      draft.getByText('The patient is responsible for the self-pay price.'),
    ).toBeVisible();
    await draft.getByLabel('The patient has given informed consent for this testing.').check();
    // The test's required AOE question blocks the submission until it is answered.
    await draft.getByRole('button', { name: 'Review the order' }).click();
    const reason = draft.getByRole('radiogroup', { name: 'Reason for testing' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await reason.getByRole('radio', { name: 'Predictive (asymptomatic)' }).check();
    await expectNoAxeViolations(page);
    await draft.getByRole('button', { name: 'Review the order' }).click();
    await draft.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(new RegExp(`#review/${orderId}$`));
    await expect(page.getByRole('main')).toContainText('Submitted order');

    // Back to the list (default filters and sort), then a fresh page load: the order just
    // submitted is the first row, shown as submitted, at once.
    await page.goto('/user-account#simple-orders');
    const firstRow = orderTable(page).locator('tbody tr').first();
    await expect(firstRow.getByRole('link', { name: `Review order ${orderId}` })).toBeVisible();
    await page.reload();
    await expect(firstRow.getByRole('link', { name: `Review order ${orderId}` })).toBeVisible();
    await expect(firstRow).toContainText('Submitted order');
  });
});
