// The lab's side of the loop, in the browser against the started lab server: the lab desk user
// (lab.desk@loci.test, real sign-in) works a submitted order of account 1001 through the lab and
// releases a generated report; a provider of that account then sees it on the order review, opens
// it from there (PDF inline) and finds it in the reports list; a provider gets the 404 page at /lab-desk; on the order review an
// invitation to the patient portal flips NOT_SENT → SENT, and a post-submission change is saved
// and shown. The tests run in order and share the order the desk picked.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  demoUsers,
  fillSignInPage,
  signInFromHome,
  storedAccessToken,
  waitForLanding,
} from './support/portal.ts';

const labDeskUser = 'lab.desk@loci.test';

test.describe.configure({ mode: 'serial' });

/** What the first test leaves for the others: the order, its test and the released report. */
const picked = { orderId: 0, testCode: '', labReportId: 0 };

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function providerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  return page;
}

/** The lab path from where a test stands to Finished, one hand move at a time. */
const towardsFinished: Record<string, string> = {
  Ordered: 'Specimen Received',
  'In Transit': 'Specimen Received',
  'Specimen Received': 'In Lab',
  'On Hold': 'In Lab',
  'In Lab': 'Finished',
};

test('the lab desk works a submitted order to Finished and releases a generated report', async ({
  page,
}) => {
  // A deep link while signed out: the lab's sign-in page, then back at the desk.
  await page.goto('/lab-desk');
  await fillSignInPage(page, labDeskUser);
  await page.waitForURL((url) => url.pathname === '/lab-desk/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Lab desk' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lab desk' }),
  ).toBeVisible();

  // Orders of every practice waiting in Ordered; the desk takes one of account 1001.
  await page.getByLabel('Lab status').selectOption('Ordered');
  await page.getByRole('button', { name: 'Search' }).click();
  const list = page.getByRole('table', { name: 'Submitted orders, newest first' });
  const row = list.getByRole('row').filter({ hasText: '(1001)' }).first();
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  const link = row.getByRole('link', { name: /^Order \d+$/ });
  picked.orderId = Number((await link.textContent())!.replace('Order ', ''));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/lab-desk/orders/${picked.orderId}$`));
  await expect(
    page.getByRole('heading', { level: 2, name: `Order ${picked.orderId}` }),
  ).toBeVisible();

  // The first test in Ordered goes through the lab, each move confirmed by a toast.
  const ordered = page.locator('[data-testid^="lab-status-"]', { hasText: /^Ordered$/ }).first();
  picked.testCode = (await ordered.getAttribute('data-testid'))!.replace('lab-status-', '');
  const status = page.getByTestId(`lab-status-${picked.testCode}`);
  const testCard = page.getByRole('article').filter({ has: status });
  await expectNoAxeViolations(page);
  for (let moves = 0; moves < 4; moves += 1) {
    const current = (await status.textContent())!;
    if (current === 'Finished') break;
    const next = towardsFinished[current];
    expect(next, `a move from ${current}`).toBeDefined();
    await testCard.getByLabel(`Next lab status of ${picked.testCode}`).selectOption(next!);
    await testCard.getByRole('button', { name: `Move ${picked.testCode}` }).click();
    await expect(toasts(page).getByText(`${picked.testCode} moved to ${next}.`)).toBeVisible();
    await expect(status).toHaveText(next!);
  }
  await expect(status).toHaveText('Finished');

  // The accession number, upper-cased by the server.
  const accession = `acc-${Date.now() % 1_000_000_000}`;
  await page.getByLabel(/^Accession number/).fill(accession);
  await page.getByRole('button', { name: 'Save accession number' }).click();
  await expect(
    toasts(page).getByText(
      `Accession number ${accession.toUpperCase()} saved for order ${picked.orderId}.`,
    ),
  ).toBeVisible();

  // Generate: the server renders the report from the order and releases it.
  await testCard.getByRole('button', { name: `Release report for ${picked.testCode}` }).click();
  await expect(toasts(page).getByText(`Report released for ${picked.testCode}.`)).toBeVisible();
  await expect(status).toHaveText('Report Ready');
  const reportLine = await testCard.getByText(/^Report \d+, version 1$/).textContent();
  picked.labReportId = Number(/^Report (\d+)/.exec(reportLine!)![1]);
  await expect(
    testCard.getByRole('button', { name: `Issue updated report for ${picked.testCode}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a provider of the account opens the report from the order review and finds it in the reports list', async ({
  browser,
}) => {
  expect(picked.labReportId).toBeGreaterThan(0);
  const page = await providerPage(browser);
  await page.goto(`/user-account#review/${picked.orderId}`);
  const tests = page.getByRole('table', { name: 'Tests' });
  await expect(
    tests
      .getByRole('row')
      .filter({ hasText: picked.testCode })
      .getByRole('cell', { name: 'Report Ready' }),
  ).toBeVisible();
  // The review's Reports section links to the report's view, which shows the PDF inline.
  const reports = page.getByRole('region', { name: 'Reports' });
  await reports.getByRole('link', { name: `Report: ${picked.testCode} (version 1)` }).click();
  await page.waitForURL(new RegExp(`#reports/${picked.labReportId}$`));
  await expect(page.locator('iframe')).toHaveAttribute('src', /^blob:/);
  // … and the reports list, searched for the order, lists it.
  await page.goto(`/user-account#review/${picked.orderId}`);
  await page
    .getByRole('region', { name: 'Reports' })
    .getByRole('link', { name: `All reports of order ${picked.orderId}` })
    .click();
  await expect(
    page
      .getByRole('table', { name: 'Reports' })
      .getByRole('row')
      .filter({ hasText: picked.testCode }),
  ).toHaveCount(1);
  // The report's PDF, with the provider's own token, is a PDF.
  const token = await storedAccessToken(page);
  const pdf = await page.request.get(`/api/portal/v1.0.1/results/report/${picked.labReportId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.context().close();
});

test('a provider gets the 404 page at the lab desk and no Lab desk link', async ({ browser }) => {
  const page = await providerPage(browser);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lab desk' }),
  ).toHaveCount(0);
  await page.goto('/lab-desk');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/lab-desk/orders/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.context().close();
});

test('a provider invites the patient to the patient portal: "Not sent" becomes "Sent"', async ({
  browser,
}) => {
  const page = await providerPage(browser);
  await page.goto(`/user-account#review/${picked.orderId}`);
  const card = page.getByRole('region', { name: 'Patient portal' });
  const status = card.getByTestId('patient-invitation-status');
  await expect(status).toHaveText('Not sent');
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Invite patient to the patient portal' }).click();
  await expect(toasts(page).getByText(/Invitation sent to .•••@example\.com\.$/)).toBeVisible();
  await expect(status).toHaveText('Sent');
  // Still SENT when read again.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Patient portal' }).getByTestId('patient-invitation-status'),
  ).toHaveText('Sent');
  await page.context().close();
});

test('a post-submission change is saved and shown on the order review', async ({ browser }) => {
  const page = await providerPage(browser);
  await page.goto(`/user-account#review/${picked.orderId}`);
  const notes = page.getByTestId('order-notes');
  await expect(notes).toBeVisible();
  const hadNotes = (await notes.textContent()) !== '—';
  await page.getByRole('link', { name: 'Change this order' }).click();
  await expect(page).toHaveURL(new RegExp(`#review/${picked.orderId}/change$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Change order ${picked.orderId}` }),
  ).toBeVisible();

  await page.getByLabel('What to change').selectOption({ label: 'Order notes' });
  await page
    .getByLabel('Change', { exact: true })
    .selectOption({ label: hadNotes ? 'Replace' : 'Add' });
  const text = `Please call the clinic before the report is released (${Date.now()}).`;
  await page.getByLabel('New order notes').fill(text);
  await page.getByRole('button', { name: 'Add this change' }).click();
  await expect(page.getByRole('list', { name: 'Changes to save' })).toContainText(text);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    toasts(page).getByText(/Change set \d+ saved: 1 change to order \d+\.$/),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#review/${picked.orderId}$`));
  await expect(page.getByTestId('order-notes')).toHaveText(text);
  await page.reload();
  await expect(page.getByTestId('order-notes')).toHaveText(text);
  await page.context().close();
});
