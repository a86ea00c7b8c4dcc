// Reports (issue 13, Acceptance) as a provider meets them: find a seeded released report in
// #reports, open it (the PDF inline), and a colleague of the same account, in a browser of their
// own, sees that view in "Viewed by"; share it by e-mail (the message, with the PDF attached,
// reaches the run's real SMTP server) and by fax (a good number reaches Succeeded, one ending in
// 0000 Failed with the gateway's reason); acknowledge it, and the list shows it reviewed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expectNoAxeViolations } from './support/axe.ts';
import { e2eServer } from './support/e2eServer.ts';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

async function signIn(page: Page, email: string) {
  await signInFromHome(page, email);
  await waitForLanding(page, '#simple-orders');
}

/** Messages the run's SMTP server received so far, parsed. */
async function receivedMail(): Promise<ParsedMail[]> {
  const files = readdirSync(e2eServer.mailDir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map((name) => simpleParser(readFileSync(path.join(e2eServer.mailDir, name)))),
  );
}

const addressesOf = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((to) => to?.value ?? [])
    .map((address) => address.address);

async function colleagueOpens(browser: Browser, reportPath: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, e2eServer.colleague.email);
  await page.goto(reportPath);
  return { context, page };
}

test('a provider reads, shares and acknowledges a released report', async ({ page, browser }) => {
  await signIn(page, demoUsers.orderingProvider);
  await page.goto('/user-account#reports?account=1001&reviewed=not-reviewed');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Reports' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Not reviewed');
  await expectNoAxeViolations(page);

  // The address holds the filters: the link restored them.
  const filters = page.getByRole('group', { name: 'Filters' });
  await expect(filters.getByLabel('Account')).toHaveValue('1001');
  await expect(filters.getByLabel('Status')).toHaveValue('not-reviewed');
  const patientLink = firstRow.getByRole('link').first();
  const patient = (await patientLink.textContent())!.trim();
  await patientLink.click();
  await page.waitForURL(/#reports\/\d+$/);
  const reportPath = new URL(page.url()).pathname + new URL(page.url()).hash;
  const labReportId = reportPath.split('/').at(-1)!;

  // The PDF inline, fetched with the bearer token into a blob URL.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(patient);
  const pdf = page.locator('iframe');
  await expect(pdf).toHaveAttribute('src', /^blob:/);
  await expect(pdf).toHaveAttribute('title', /\(PDF\)$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Accession details' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Viewed by' })).toContainText(
    demoUsers.orderingProvider,
  );
  await expectNoAxeViolations(page);

  // A colleague of the same account, in a browser of their own, sees the provider's view.
  const colleague = await colleagueOpens(browser, reportPath);
  const viewers = colleague.page.getByRole('list', { name: 'Viewed by' });
  await expect(viewers).toContainText(`(${demoUsers.orderingProvider}) · viewed`);
  await colleague.context.close();

  // Share by e-mail: the mail reaches the SMTP server with the report attached.
  const recipient = `tumour.board+${Date.now()}@example.org`;
  await page.getByRole('button', { name: 'Share by e-mail' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Share by e-mail' });
  await emailDialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(emailDialog.getByLabel('To')).toHaveAccessibleDescription(/This field is required/);
  await emailDialog.getByLabel('To').fill(`${recipient}, not-an-address`);
  await emailDialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(emailDialog.getByLabel('To')).toHaveAccessibleDescription(/Must be a valid email/);
  await expectNoAxeViolations(page);
  await emailDialog.getByLabel('To').fill(recipient);
  await emailDialog.getByLabel('Notes').fill('For Thursday’s tumour board.');
  await emailDialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(toast(page, 'The report is on its way to one address.')).toBeVisible();
  await expect(emailDialog).toBeHidden();
  let mail: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await receivedMail()).find((message) => addressesOf(message).includes(recipient));
        return mail !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const attachment = mail!.attachments.find((file) => file.contentType === 'application/pdf');
  expect(attachment, 'the report as a PDF attachment').toBeDefined();
  expect(attachment!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(mail!.text ?? '').toContain('For Thursday’s tumour board.');
  // The subject and text name no patient.
  expect(`${mail!.subject ?? ''} ${mail!.text ?? ''}`).not.toContain(patient.split(',')[0]!);

  // Share by fax: a good number succeeds, one ending in 0000 fails with the reason.
  const faxTo = async (faxNumber: string) => {
    await page.getByRole('button', { name: 'Share by fax' }).click();
    const faxDialog = page.getByRole('dialog', { name: 'Share by fax' });
    await faxDialog.getByLabel('First name').fill('Rosalind');
    await faxDialog.getByLabel('Last name').fill('Franklin');
    await faxDialog.getByLabel('Department').fill('Oncology');
    await faxDialog.getByLabel('Fax number').fill(faxNumber);
    await faxDialog.getByRole('button', { name: 'Send fax' }).click();
    await expect(faxDialog).toBeHidden();
  };
  const faxes = page.getByRole('list', { name: 'Faxes' });
  await faxTo('617-555-0199');
  await expect(faxes.getByRole('listitem').filter({ hasText: '617-555-0199' })).toContainText(
    'Succeeded',
    { timeout: 60_000 },
  );
  await faxTo('617-555-0000');
  await expect(faxes.getByRole('listitem').filter({ hasText: '617-555-0000' })).toContainText(
    'Failed: No fax machine answered at this number.',
    { timeout: 60_000 },
  );

  // Acknowledge: the list shows the report reviewed.
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(toast(page, 'Report marked as reviewed.')).toBeVisible();
  await expect(page.getByText(`Reviewed by ${demoUsers.orderingProvider}`)).toBeVisible();
  await page.goto('/user-account#reports?account=1001&reviewed=reviewed');
  const reviewedRow = page
    .getByRole('table', { name: 'Reports' })
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/user-account#reports/${labReportId}"]`) });
  await expect(reviewedRow).toContainText('Reviewed');
  await expect(reviewedRow).not.toContainText('Not reviewed');
});

test('an order with a report links to it from the order list and the order review', async ({
  page,
}) => {
  await signIn(page, demoUsers.orderingProvider);
  const reportsLink = page.getByRole('link', { name: /^Reports of order \d+$/ }).first();
  await expect(reportsLink).toBeVisible();
  const orderId = (await reportsLink.textContent())!.replace(/\D/g, '');
  await reportsLink.click();
  await page.waitForURL(new RegExp(`#reports\\?q=${orderId}$`));
  await expect(page.getByRole('table', { name: 'Reports' }).getByRole('row').nth(1)).toContainText(
    orderId,
  );
  await page.goto(`/user-account#review/${orderId}`);
  const section = page.getByRole('region', { name: 'Reports' });
  await section
    .getByRole('link', { name: /^(Report|Updated report): / })
    .first()
    .click();
  await page.waitForURL(/#reports\/\d+$/);
  await expect(page.locator('iframe')).toHaveAttribute('src', /^blob:/);
});

test('an Orders Only user gets no report data', async ({ page }) => {
  await signIn(page, demoUsers.staff);
  await page.goto('/user-account#reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText('Your access to your accounts is Orders Only.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reports' })).toHaveCount(0);
});
