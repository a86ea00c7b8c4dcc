// Shared steps of the ordering browser tests: a test into the cart from the catalogue, the new
// order form's account and patient (which save the draft), and a PDF attached to an order.
import { expect, type Locator, type Page } from '@playwright/test';

/** Catalogue search by the test's code, then the test's "Add to cart" button. */
export async function addTestToCart(page: Page, code: string): Promise<void> {
  await page.goto('/tests');
  const searchBox = page.getByRole('searchbox', { name: /search/i }).first();
  await searchBox.fill(code);
  await searchBox.press('Enter');
  await page.getByRole('button', { name: `Add to cart: ${code}`, exact: true }).click();
}

/** On the new order form: account 1001 and its patient 100011, found by the patient search. */
export async function chooseAccountAndPatient(form: Locator): Promise<void> {
  await form.getByRole('combobox', { name: 'Account', exact: true }).selectOption('1001');
  await form.getByLabel('Find a patient').fill('100011');
  await form.getByRole('button', { name: 'Search patients' }).click();
  const patient = form.getByRole('combobox', { name: 'Patient', exact: true });
  await expect(patient.locator('option', { hasText: '100011' })).toHaveCount(1);
  await patient.selectOption({ index: 1 });
}

/** Waits for the draft's own address (the form saved it) and answers the order's id. */
export async function savedDraftId(page: Page, timeout: number): Promise<string> {
  await expect(page).toHaveURL(/#simple-order\/\d+$/, { timeout });
  return page.url().split('/').at(-1)!;
}

/** Attaches a small PDF named `documentName` to the order through its file picker. */
export async function attachPdf(page: Page, orderId: string, documentName: string): Promise<void> {
  await page.getByLabel(`Choose files for order ${orderId}`).setInputFiles({
    name: documentName,
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      `%PDF-1.4\n% ${documentName}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`,
    ),
  });
  await expect(page.getByText(`${documentName} uploaded.`)).toBeVisible();
}
