// The whole ordering journey as a new user would make it (issue 7, Acceptance): sign in, search a
// test and add it, follow the cart to the order form, create the patient and a UnitedHealthcare
// policy from inside the form, answer the AOE questions, add
// the trio's family member, run the cost estimate, check prior authorization and answer the
// plan's clinical questions, attach a PDF, submit, find the order in #simple-orders with its
// status, review it, download the requisition PDF, then an add-on order from it. And a draft left
// mid-way, resumed after a reload with everything typed still there. Every patient is created here
// (patients 100001 and 100011 belong to the patients and ordering suites).
import { expect, test, type Download, type Page } from '@playwright/test';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { extractText, getDocumentProxy } from 'unpdf';
import { addTestToCart, attachPdf } from './support/ordering.ts';

const account = '1001';
/** A trio test (isTrio, relatives Father and Mother) with the exome AOE form. */
const trioTest = '902a';
/** A second test for the add-on order (same AOE form). */
const addOnTest = '703';

const unique = () =>
  Date.now()
    .toString(36)
    .slice(-6)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

async function signIn(page: Page) {
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

/** A new patient through the patient form; answers the patient id and name. */
async function createPatient(page: Page) {
  const lastName = `Journey${unique()}`;
  await page.goto('/user-account#patients');
  await page.getByRole('button', { name: 'New patient' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New patient' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Marie');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('05211990');
  await page.getByRole('radio', { name: 'Female' }).check();
  // Account 1001 requires the patient's MRN and e-mail on orders (its required fields).
  await page.getByRole('textbox', { name: 'MRN' }).fill(`MRN${unique()}`);
  await page.getByRole('textbox', { name: 'Contact 2 (email)' }).fill('marie@example.org');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create patient' }).click();
  await expect(toast(page, 'Patient created successfully!')).toBeVisible();
  await page.waitForURL(/#patients\/\d+$/);
  const patientId = page.url().split('/').at(-1)!;
  return { patientId, lastName };
}

/** A UnitedHealthcare policy (category UHC: prior authorization required) for the patient. */
async function addUnitedHealthcarePolicy(page: Page, policyId: string) {
  await page.getByRole('button', { name: 'Add an insurance policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an insurance policy' });
  await dialog.getByRole('radio', { name: 'Insurance', exact: true }).check();
  await dialog.getByRole('combobox', { name: 'Insurance plan' }).pressSequentially('Choice Plus');
  await page.getByRole('option', { name: /UnitedHealthcare Choice Plus/ }).click();
  await dialog.getByRole('textbox', { name: 'Policy id' }).fill(policyId);
  await dialog
    .getByRole('combobox', { name: 'Subscriber’s relation to the patient' })
    .selectOption('PT');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save the policy' }).click();
  await expect(toast(page, 'Patient updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: `policy ${policyId}` })).toBeVisible();
}

/**
 * Inside the order form: the account, then a new patient created in the form's dialog, who
 * becomes the order's patient; the draft is saved and the address names it.
 */
async function createPatientInOrderForm(page: Page) {
  const lastName = `Journey${unique()}`;
  const form = page.getByRole('main');
  await form.getByRole('combobox', { name: 'Account', exact: true }).selectOption(account);
  await form.getByRole('button', { name: 'New patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'New patient' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Marie');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await dialog.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('05211990');
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('textbox', { name: 'MRN' }).fill(`MRN${unique()}`);
  await dialog.getByRole('textbox', { name: 'Contact 2 (email)' }).fill('marie@example.org');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create patient' }).click();
  await expect(toast(page, 'Patient created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const patient = form.getByRole('combobox', { name: 'Patient', exact: true });
  await expect(patient).toHaveValue(/^\d+$/);
  const patientId = await patient.inputValue();
  await expect(patient.locator('option:checked')).toHaveText(`${lastName}, Marie (${patientId})`);
  await expect(page).toHaveURL(/#simple-order\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^Draft order \d+$/ })).toBeVisible();
  return { patientId, lastName, orderId: page.url().split('/').at(-1)! };
}

/** Account, then the patient found by id: the draft is saved and the address names it. */
async function startOrderFor(page: Page, patientId: string) {
  await page.goto('/test-catalog/requisition#simple-order/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  const form = page.getByRole('main');
  await expect(form.getByRole('list', { name: 'Tests to order' })).toContainText(trioTest);
  await form.getByRole('combobox', { name: 'Account', exact: true }).selectOption(account);
  await form.getByLabel('Find a patient').fill(patientId);
  await form.getByRole('button', { name: 'Search patients' }).click();
  const patient = form.getByRole('combobox', { name: 'Patient', exact: true });
  await expect(patient.locator('option', { hasText: `(${patientId}` })).toHaveCount(1);
  await patient.selectOption(patientId);
  await expect(page).toHaveURL(/#simple-order\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^Draft order \d+$/ })).toBeVisible();
  return page.url().split('/').at(-1)!;
}

async function chooseDiagnosis(page: Page, typed: string, code: string) {
  await page
    .getByRole('main')
    .getByRole('combobox', { name: 'Diagnosis codes (ICD-10-CM)' })
    .pressSequentially(typed);
  await page.getByRole('option', { name: new RegExp(`^${code.replace('.', '\\.')} · `) }).click();
  await expect(page.getByRole('list', { name: 'Selected options' })).toContainText(code);
}

async function addMother(page: Page, lastName: string) {
  const form = page.getByRole('main');
  await form.getByRole('button', { name: `Add a family member for ${trioTest}` }).click();
  const mother = form.getByRole('group', { name: `Family member 1 of ${trioTest}` });
  const relation = mother.getByRole('combobox', { name: 'Relationship to the patient' });
  await expect(relation.locator('option')).toHaveText([
    'Choose the relationship',
    'Father',
    'Mother',
  ]);
  await relation.selectOption('Mother');
  await mother.getByRole('textbox', { name: 'First name' }).fill('Irene');
  await mother.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await mother.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('04121962');
  await mother.getByRole('radio', { name: 'Unaffected (asymptomatic)' }).check();
  return mother;
}

/** Waits for the autosave of what is on screen (the status line says when it was saved). */
async function waitForDraftSaved(page: Page) {
  await expect(page.getByText(/^Draft saved/)).toBeVisible({ timeout: 30_000 });
}

async function bytesOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The text a PDF shows, extracted as a reader does (PDF.js through unpdf): the requisition embeds a
 * Unicode font, so its strings are glyph ids, not Latin-1 bytes.
 */
async function pdfTexts(bytes: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

test.describe('the ordering journey', () => {
  test('from a searched test to a submitted UHC order with estimate, prior authorization, a document, its review and requisition, then an add-on order', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signIn(page);
    await expectNoAxeViolations(page);

    // The test, searched and added to the cart; the cart leads to the order form.
    await addTestToCart(page, trioTest);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Order these tests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    const form = page.getByRole('main');
    await expect(form.getByRole('list', { name: 'Tests to order' })).toContainText(trioTest);

    // The patient, created inside the order form: a draft as soon as account, patient and test are there.
    const { patientId, lastName, orderId } = await createPatientInOrderForm(page);
    await chooseDiagnosis(page, 'Z80.3', 'Z80.3');
    await form.getByRole('radio', { name: 'Diagnostic (symptomatic)' }).first().check();
    await addMother(page, lastName);
    await form
      .getByRole('combobox', { name: 'Payment type', exact: true })
      .selectOption('Insurance');

    // The patient's UnitedHealthcare policy, added from the form; it becomes the order's policy.
    const policyId = `UHC${unique().toUpperCase()}`;
    await addUnitedHealthcarePolicy(page, policyId);
    const policy = form.getByRole('combobox', { name: 'Insurance policy', exact: true });
    await expect(policy.locator('option:checked')).toContainText(`policy ${policyId}`);
    await form.getByRole('checkbox', { name: /informed consent/ }).check();
    await waitForDraftSaved(page);
    await expectNoAxeViolations(page);

    // Cost estimate (benefit investigation) of the saved draft.
    const estimate = form.getByRole('button', { name: 'Run cost estimate' });
    await expect(estimate).toBeEnabled({ timeout: 30_000 });
    await estimate.click();
    await expect(form.getByRole('definition').filter({ hasText: /\$/ }).first()).toBeVisible();
    await expect(form.getByText('Estimated patient responsibility')).toBeVisible();

    // Prior authorization: UHC needs it; the plan asks clinical questions, which must be answered.
    await form.getByRole('button', { name: 'Check prior authorization' }).click();
    await expect(
      form.getByText(/Case status: Action Required\/Information Needed \(case PA\d+-\d+\)/),
    ).toBeVisible();
    const questions = form.getByRole('group', { name: 'Clinical questions the plan asks' });
    await expect(questions.getByRole('textbox')).toHaveCount(3);
    await questions.getByRole('button', { name: 'Send the answers' }).click();
    await expect(questions.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
    // Submitting before the answers are sent is refused beside the check.
    await form.getByRole('button', { name: 'Review the order' }).click();
    await expect(
      form.getByText(
        'Answer the plan’s clinical questions and send them before submitting the order.',
      ),
    ).toBeVisible();
    const answers = [
      'Global developmental delay and seizures since 8 months of age.',
      'Maternal cousin with an undiagnosed neurodevelopmental disorder.',
      'A diagnosis guides anti-seizure treatment and recurrence counselling.',
    ];
    for (const [index, answer] of answers.entries())
      await questions.getByRole('textbox').nth(index).fill(answer);
    await questions.getByRole('button', { name: 'Send the answers' }).click();
    await expect(
      form.getByText(/Case status: Review In Progress \(case PA\d+-\d+\)/),
    ).toBeVisible();
    await expect(form.getByText('The answers were sent to the plan.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The lab holds the case on the order's tests; back in the form, the answers are still there.
    await page.goto(`/user-account#review/${orderId}`);
    await expect(page.getByRole('table', { name: 'Tests' })).toContainText(
      /Review In Progress \(case PA\d+-\d+\)/,
    );
    await page.goto(`/test-catalog/requisition#simple-order/${orderId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Draft order ${orderId}` }),
    ).toBeVisible();
    await expect(form.getByText(/Case status: Review In Progress/)).toBeVisible();
    await expect(questions.getByRole('textbox').first()).toHaveValue(answers[0]!);

    // A document attached to the order.
    const documentName = `clinical-notes-${unique()}.pdf`;
    await attachPdf(page, orderId, documentName);

    // Reviewed read-only, then submitted: the review shows the submitted order.
    await form.getByRole('button', { name: 'Review the order' }).click();
    const summary = form.getByRole('region', { name: 'Review the order' });
    await expect(summary.getByRole('heading', { name: 'Review the order' })).toBeFocused();
    await expect(summary).toContainText(`${lastName}, Marie (${patientId})`);
    await expect(summary).toContainText(/Required · Review In Progress \(case PA\d+-\d+\)/);
    await expect(summary).toContainText('estimated patient responsibility');
    await expect(summary).toContainText(documentName);
    await expect(summary).toContainText(`Mother: Irene ${lastName} (${trioTest})`);
    await expectNoAxeViolations(page);
    await summary.getByRole('button', { name: 'Submit order' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`#review/${orderId}$`), { timeout: 30_000 });
    await expect(page.getByRole('main')).toContainText('Submitted order');

    // The order list, freshly loaded, shows it with its status.
    await page.goto('/user-account#simple-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Review order ${orderId}` }) });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row.getByRole('cell', { name: 'Submitted order' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The review: tests with their PA state, the document, and the requisition PDF.
    await row.getByRole('link', { name: `Review order ${orderId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/user-account#review/${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
    const tests = page.getByRole('table', { name: 'Tests' });
    await expect(tests.getByRole('rowheader', { name: new RegExp(`^${trioTest}`) })).toBeVisible();
    // The case opened on the draft is still on the submitted order's tests.
    await expect(tests).toContainText(/Review In Progress \(case PA\d+-\d+\)/);
    await expect(page.getByRole('main')).toContainText('Z80.3');
    await expect(page.getByRole('main')).toContainText(documentName);
    await expect(
      page
        .getByRole('region', { name: 'Cost estimate' })
        .getByText('Estimated patient responsibility'),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Family members' })).toContainText(
      `Mother${lastName}, Irene04/12/1962Unaffected (asymptomatic)${trioTest}`,
    );
    await expectNoAxeViolations(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download requisition form (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`requisition-${orderId}.pdf`);
    const pdf = await bytesOf(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const shown = await pdfTexts(pdf);
    expect(shown).toContain(`Order ID: ${orderId}`);
    expect(shown).toContain(`Name: Marie ${lastName}`);

    // An add-on order from it: another test in the cart, the patient and payment carried over.
    await addTestToCart(page, addOnTest);
    await page.goto(`/user-account#review/${orderId}`);
    await page.getByRole('link', { name: 'Add-on order from this order' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Add-on order from order ${orderId}` }),
    ).toBeVisible();
    await expect(form.getByRole('list', { name: 'Tests to order' })).toContainText(addOnTest);
    await expect(form.getByRole('list', { name: 'Tests to order' })).not.toContainText(trioTest);
    await expect(form.getByRole('combobox', { name: 'Patient', exact: true })).toHaveValue(
      patientId,
    );
    await expect(page.getByRole('list', { name: 'Selected options' })).toContainText('Z80.3');
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(/#simple-order\/\d+$/, { timeout: 30_000 });
    const addOnId = page.url().split('/').at(-1)!;
    expect(addOnId).not.toBe(orderId);
    await form.getByRole('radio', { name: 'Diagnostic (symptomatic)' }).first().check();
    await form.getByRole('checkbox', { name: /informed consent/ }).check();
    await form.getByRole('button', { name: 'Review the order' }).click();
    await form.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(new RegExp(`#review/${addOnId}$`), { timeout: 30_000 });
    await expect(page.getByRole('main')).toContainText('Submitted order');
    await expect(page.getByRole('main')).toContainText(`Add-on to order${orderId}`);

    // The practice's administrator cancels the add-on's test, after confirming, then restores it.
    const addOnRow = page
      .getByRole('table', { name: 'Tests' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${addOnTest}`) }) });
    await addOnRow.getByRole('button', { name: `Cancel ${addOnTest}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this test?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel test' }).click();
    await expect(toast(page, `Test ${addOnTest} was cancelled.`)).toBeVisible();
    await expect(addOnRow.getByRole('cell').first()).toHaveText('Canceled');
    await addOnRow.getByRole('button', { name: `Restore ${addOnTest}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Restore this test?' })
      .getByRole('button', { name: 'Restore test' })
      .click();
    await expect(addOnRow.getByRole('cell').first()).toHaveText('Ordered');
    await page.reload();
    await expect(addOnRow.getByRole('cell').first()).toHaveText('Ordered');
  });

  test('a draft left mid-way is resumed after a reload with everything typed still there', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const { patientId, lastName } = await createPatient(page);
    await addTestToCart(page, trioTest);
    const orderId = await startOrderFor(page, patientId);
    const form = page.getByRole('main');

    await chooseDiagnosis(page, 'Z80', 'Z80.3');
    await chooseDiagnosis(page, 'family history ovary', 'Z80.41');
    await form.getByRole('radio', { name: 'Diagnostic (symptomatic)' }).first().check();
    const mother = await addMother(page, lastName);
    await form.getByRole('combobox', { name: 'Payment type', exact: true }).selectOption('Patient');
    const note = `Draw the sample after the clinic visit ${unique()}`;
    await form.getByLabel('Notes for the lab').fill(note);
    await expectNoAxeViolations(page);

    // Left at once, before the autosave: the browser's copy brings everything back.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: `Draft order ${orderId}` }),
    ).toBeVisible();
    const chips = page.getByRole('list', { name: 'Selected options' });
    await expect(chips).toContainText('Z80.3');
    await expect(chips).toContainText('Z80.41');
    await expect(
      form.getByRole('radio', { name: 'Diagnostic (symptomatic)' }).first(),
    ).toBeChecked();
    await expect(mother.getByRole('combobox', { name: 'Relationship to the patient' })).toHaveValue(
      'Mother',
    );
    await expect(mother.getByRole('textbox', { name: 'First name' })).toHaveValue('Irene');
    await expect(mother.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
    await expect(mother.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('04/12/1962');
    await expect(mother.getByRole('radio', { name: 'Unaffected (asymptomatic)' })).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Payment type', exact: true })).toHaveValue(
      'Patient',
    );
    await expect(form.getByLabel('Notes for the lab')).toHaveValue(note);

    // Saved as a draft: continued from the order list, still all there.
    await waitForDraftSaved(page);
    await page.goto('/user-account#simple-orders');
    await page
      .getByRole('table', { name: 'Orders' })
      .getByRole('link', { name: `Continue draft ${orderId}` })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Draft order ${orderId}` }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Selected options' })).toContainText('Z80.41');
    await expect(
      page
        .getByRole('main')
        .getByRole('group', { name: `Family member 1 of ${trioTest}` })
        .getByRole('textbox', { name: 'First name' }),
    ).toHaveValue('Irene');
    await expect(page.getByRole('main').getByLabel('Notes for the lab')).toHaveValue(note);
    await expectNoAxeViolations(page);
  });
});
