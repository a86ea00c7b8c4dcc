// The slice tool in the browser against the started lab server (issue 15's acceptance): a pasted
// clinical note becomes HPO chips (developmental delay and seizure; the negated hearing loss is
// not one), the gene list appears, the fitting slice test goes to the cart with the set, the order
// form shows the slice, and the order review downloads the slice requisition and the order's
// requisition form, both listing the genes. A slice saved in the tool reopens from the favorites
// with its saved slice (GetSliceDetails), so its requisition downloads again.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { downloadedBytes, pdfText } from './support/pdf.ts';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';
import { chooseAccountAndPatient, savedDraftId } from './support/ordering.ts';

/** Clicks a download button and answers the file's name and the text its PDF shows. */
async function downloadPdf(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const bytes = await downloadedBytes(download);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { fileName: download.suggestedFilename(), text: await pdfText(bytes) };
}

test('from a pasted clinical note to a slice test in the cart, the order form and its requisition', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await page.goto('/slice-tool');
  await expect(page.getByRole('heading', { level: 1, name: 'Slice tool' })).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Clinical note' })
    .fill('Global developmental delay and seizures since infancy; no hearing loss.');
  await page.getByRole('button', { name: 'Find HPO terms' }).click();
  const slice = page.getByRole('list', { name: 'Your slice' });
  await expect(
    slice.getByRole('button', { name: 'Remove Global developmental delay (HP:0001263)' }),
  ).toBeVisible();
  await expect(slice.getByRole('button', { name: 'Remove Seizure (HP:0001250)' })).toBeVisible();
  await expect(slice).not.toContainText('Hearing impairment');
  await expect(
    page.getByText('Not added (negated in the note): Hearing impairment (HP:0000365)'),
  ).toBeVisible();
  const genes = page.getByLabel('Genes in the slice');
  await expect(genes).toContainText('SCN1A');
  await expect(page.getByText(/HPO version 2023-01-27/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Hundreds of genes: the fitting test is the expanded slice, J757.
  const name = `Delay and seizures ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Slice name' }).fill(name);
  await page.getByRole('button', { name: 'Add J757 to cart' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('test added to cart'),
  ).toBeVisible();

  await page.goto('/test-catalog/requisition#simple-order/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  const tests = page.getByRole('list', { name: 'Tests to order' });
  await expect(tests).toContainText('J757');
  await expect(tests).toContainText(`Slice: ${name}`);
  await expect(tests).toContainText('phenotypes: Global developmental delay, Seizure');
  const form = page.getByRole('main');
  await chooseAccountAndPatient(form);
  const orderId = await savedDraftId(page, 20_000);

  // The order review shows the ordered slice and downloads its requisition through its button.
  await page.goto(`/user-account#review/${orderId}`);
  const sliceCard = page.getByRole('region', { name: 'Slice', exact: true });
  await expect(sliceCard).toContainText('J757');
  await expect(sliceCard).toContainText(name);
  await expect(sliceCard.getByLabel('Genes in the slice')).toContainText('SCN1A');
  await expectNoAxeViolations(page);
  const slicePdf = await downloadPdf(page, 'Download slice requisition');
  expect(slicePdf.fileName).toBe(`slice-requisition-${orderId}.pdf`);
  expect(slicePdf.text).toContain(`Order ID: ${orderId}`);
  expect(slicePdf.text).toContain('J757');
  expect(slicePdf.text).toContain(name);
  expect(slicePdf.text).toContain('SCN1A');
  expect(slicePdf.text).toContain('ARX');

  // The order's own requisition form lists the slice's genes too.
  const orderPdf = await downloadPdf(page, 'Download requisition form (PDF)');
  expect(orderPdf.text).toContain(`Order ID: ${orderId}`);
  expect(orderPdf.text).toContain(`Slice: ${name}`);
  expect(orderPdf.text).toContain('SCN1A');
  expect(orderPdf.text).toContain('ARX');
});

test('a saved slice reopens from the favorites, and its requisition downloads again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await page.goto('/slice-tool?slice=cardiomyopathy-core');
  await expect(page.getByLabel('Genes in the slice')).toContainText('MYH7');
  const name = `Cardiomyopathy work-up ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Slice name' }).fill(name);
  await page.getByRole('button', { name: 'Save slice' }).click();
  await expect(page.getByText(`Saved as “${name}”`)).toBeVisible();

  // Saved slices are favorites: opened from there, the tool reads the saved slice again.
  await page.goto('/user-account#profile/favorites?fav=Slices');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Slice tool/ })).toBeVisible();
  await expect(page.getByText(`Saved as “${name}”`)).toBeVisible();
  await expect(page.getByLabel('Genes in the slice')).toContainText('MYH7');
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
  await expectNoAxeViolations(page);
  const pdf = await downloadPdf(page, 'Download slice requisition');
  expect(pdf.fileName).toMatch(/^slice-\d+\.pdf$/);
  expect(pdf.text).toContain(name);
  expect(pdf.text).toContain('MYH7');
});
