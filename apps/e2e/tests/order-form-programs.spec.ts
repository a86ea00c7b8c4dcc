// The order form's catalogue rules and the profile's contact information as a user meets them
// (issue 16, Acceptance): a sponsored program code validated for its test and shown on the review;
// a test that refuses payment types does not offer them; `?patientId=` (the patient detail's "New
// order for this patient") opens the form with that patient; contact edits persist across
// sign-out.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';
import { addTestToCart } from './support/ordering.ts';

/** A cardiomyopathy test, covered by the CARDIO-DETECT program. */
const programTest = 'C1001';
/** Ultra-rapid genome: refuses Insurance, Medicare and Medicaid. */
const restrictedTest = 'URGb';

const unique = () =>
  Date.now()
    .toString(36)
    .slice(-6)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

async function signIn(page: Page, email: string) {
  await signInFromHome(page, email);
  await waitForLanding(page, '#simple-orders');
}

test('a test that refuses payment types does not offer them, and says why', async ({ page }) => {
  await signIn(page, demoUsers.orderingProvider);
  await addTestToCart(page, restrictedTest);
  await page.goto('/test-catalog/requisition#simple-order/new');
  const form = page.getByRole('main');
  await expect(form.getByRole('list', { name: 'Tests to order' })).toContainText(restrictedTest);
  const notOffered = form.getByRole('list', { name: 'Payment types not offered' });
  await expect(notOffered).toContainText(
    `Insurance is not offered: test ${restrictedTest} does not accept it.`,
  );
  await expect(notOffered).toContainText(
    `Medicare is not offered: test ${restrictedTest} does not accept it.`,
  );
  const payment = form.getByRole('combobox', { name: 'Payment type' });
  await expect(payment.locator('option')).not.toContainText(['Insurance']);
  await expect(payment.locator('option', { hasText: /^Medicare$/ })).toHaveCount(0);
  await expect(payment.locator('option', { hasText: 'Patient Pay' })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('a new order for a patient, under a validated sponsored program shown on the review', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, demoUsers.orderingProvider);
  // A patient of account 1001, created here.
  const lastName = `Program${unique()}`;
  await page.goto('/user-account#patients');
  await page.getByRole('button', { name: 'New patient' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('03141985');
  await page.getByRole('radio', { name: 'Female' }).check();
  // Account 1001 requires the patient's MRN and e-mail on orders (its required fields).
  await page.getByRole('textbox', { name: 'MRN' }).fill(`MRN${unique()}`);
  await page.getByRole('textbox', { name: 'Contact 2 (email)' }).fill('rosa@example.org');
  await page.getByRole('button', { name: 'Create patient' }).click();
  await expect(toast(page, 'Patient created successfully!')).toBeVisible();
  await page.waitForURL(/#patients\/\d+$/);
  const patientId = page.url().split('/').at(-1)!;

  await addTestToCart(page, programTest);
  await page.goto(`/user-account#patients/${patientId}`);
  await page.getByRole('link', { name: 'New order for this patient' }).click();
  await expect(page).toHaveURL(new RegExp(`patientId=${patientId}`));
  const form = page.getByRole('main');
  await expect(form.getByRole('combobox', { name: 'Patient', exact: true })).toHaveValue(patientId);
  await expect(page).toHaveURL(/#simple-order\/\d+$/, { timeout: 30_000 });

  const programs = form.getByRole('group', { name: 'Sponsored programs' });
  await expect(programs).toContainText('CARDIO-DETECT: Cardiomyopathy Sponsored Testing Program');
  const code = programs.getByRole('textbox', { name: `Program code for test ${programTest}` });
  await code.fill('NO-SUCH-PROGRAM');
  await programs.getByRole('button', { name: 'Validate the code' }).click();
  await expect(programs).toContainText('Program code NO-SUCH-PROGRAM was not found');
  await code.fill('cardio-detect');
  await programs.getByRole('button', { name: 'Validate the code' }).click();
  await expect(programs).toContainText(
    'Program Cardiomyopathy Sponsored Testing Program can be used',
  );
  // The program's code is saved with the draft before the page is checked.
  await expect(page.getByText(/^Draft saved/)).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  await form.getByRole('combobox', { name: 'Payment type' }).selectOption('Patient');
  await form
    .getByRole('combobox', { name: 'Diagnosis codes (ICD-10-CM)' })
    .pressSequentially('I42.1');
  await page.getByRole('option', { name: /^I42\.1 · / }).click();
  await form.getByRole('radio', { name: 'Diagnostic (symptomatic)' }).first().check();
  await form.getByRole('checkbox', { name: /informed consent/ }).check();
  await form.getByRole('button', { name: 'Review the order' }).click();
  const review = page.getByRole('region', { name: 'Review the order' });
  await expect(review).toContainText(
    `${programTest}: Cardiomyopathy Sponsored Testing Program (CARDIO-DETECT), sponsored by Northwind Therapeutics`,
  );
  await expect(review).toContainText(`(${patientId})`);
  await expectNoAxeViolations(page);
});

test('contact information edits persist across sign-out', async ({ page }) => {
  const mobile = `617-555-${String(1000 + (Date.now() % 9000)).padStart(4, '0')}`;
  await signIn(page, demoUsers.staff);
  await page.goto('/user-account#profile');
  const card = page.getByRole('main').locator('[aria-labelledby="contact-info-title"]');
  await card.getByRole('button', { name: 'Edit contact information' }).click();
  const email = card.getByRole('textbox', { name: 'E-mail' });
  const original = await email.inputValue();
  await email.fill('not-an-address');
  await card.getByRole('button', { name: 'Save contact information' }).click();
  await expect(card.getByText('Must be a valid email')).toBeVisible();
  await email.fill(original);
  await card.getByRole('textbox', { name: 'Mobile phone' }).fill(mobile);
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Save contact information' }).click();
  await expect(card.getByText('Your contact information was saved.')).toBeVisible();
  await expect(card).toContainText(mobile);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await signIn(page, demoUsers.staff);
  await page.goto('/user-account#profile');
  await expect(
    page.getByRole('main').locator('[aria-labelledby="contact-info-title"]'),
  ).toContainText(mobile);
});
