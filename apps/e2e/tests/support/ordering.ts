// Shared steps of the ordering browser tests: a test into the cart from the catalogue, the new
// order form's account and patient (which save the draft), a PDF attached to an order, and a new
// submitted order copied from another through the portal's calls.
import { expect, type Locator, type Page } from '@playwright/test';
import { freshAccessToken } from './portal.ts';

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

/** A call with the page's own stored token (as the portal makes it, renewed in time); answers its `data`. */
export async function portalCall<T>(
  page: Page,
  method: string,
  url: string,
  data?: unknown,
): Promise<T> {
  const token = await freshAccessToken(page);
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  const body = (await response.json()) as { data?: T } & T;
  return (body.data ?? body) as T;
}

/** What a test reads of an order (document 2's simpleOrder) to submit a copy of it. */
export interface SubmittedOrder {
  orderId: number;
  patientId: number;
  orderingProviderId: number | null;
  tests: Array<{ id: number; code: string }>;
  diagnosisCodes: string[];
  aoeAnswers: Record<string, unknown>;
}

/**
 * Submits, as the page's provider, a new order of account 1001 with a submitted order's patient,
 * first test and answers: every run (and retry) an order of its own.
 */
export async function submitCopyOfOrder(page: Page, modelOrderId: number): Promise<SubmittedOrder> {
  const portalApi = '/api/portal/v1.0.1';
  const source = await portalCall<SubmittedOrder>(
    page,
    'GET',
    `${portalApi}/simpleOrder/${modelOrderId}`,
  );
  return portalCall<SubmittedOrder>(page, 'POST', `${portalApi}/simpleOrder`, {
    accountNumber: '1001',
    patientId: source.patientId,
    status: 0,
    orderingProviderId: source.orderingProviderId,
    tests: source.tests.slice(0, 1).map((entry) => ({ code: entry.code })),
    diagnosisCodes: source.diagnosisCodes,
    paymentType: 'Patient',
    aoeAnswers: source.aoeAnswers,
    consent: { given: true },
  });
}
