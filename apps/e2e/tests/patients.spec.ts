// Patients, EMR import, insurance and order documents in the browser, against the started lab
// server and its seeded data (account 1001 of dr.ada: patient 100001 has a draft order only,
// patient 100002 a submitted order; EMR chart CH-1001-0002 is not yet a patient).
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signInFromHome, storedAccessToken, waitForLanding } from './support/portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const editablePatientId = 100001;
const lockedPatientId = 100002;
const importChart = 'CH-1001-0002';

/** Dialogs (alert, confirm, prompt) and console errors: a script payload that ran would show here. */
function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  const consoleErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { dialogs, consoleErrors };
}

/** A toast's text in the notifications region (its live region repeats it for screen readers). */
function toast(page: Page, text: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

async function signIn(page: Page) {
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
}

/** Signs in and opens the editable patient's "Add an insurance policy" dialog. */
async function openPolicyDialog(page: Page) {
  await signIn(page);
  await page.goto(`/user-account#patients/${editablePatientId}`);
  await page.getByRole('button', { name: 'Add an insurance policy' }).click();
  return page.getByRole('dialog', { name: 'Add an insurance policy' });
}

async function openNewPatientForm(page: Page) {
  await page.goto('/user-account#patients');
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  await page.getByRole('button', { name: 'New patient' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New patient' })).toBeVisible();
}

async function api(page: Page, method: string, path: string, body?: unknown) {
  const token = await storedAccessToken(page);
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(`/api/portal/v1.0.1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json().catch(() => null)) as unknown,
      };
    },
    { method, path, body, token },
  );
}

const unique = () =>
  Date.now()
    .toString(36)
    .slice(-5)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

test.describe('patients', () => {
  test('creates a patient with an autocompleted address, then finds it in the search', async ({
    page,
  }) => {
    await signIn(page);
    await openNewPatientForm(page);
    const lastName = `Quill${unique()}`;
    await page.getByRole('textbox', { name: 'First name' }).fill('Peregrine');
    await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('03151985');
    await page.getByRole('radio', { name: 'Female' }).check();

    await page
      .getByRole('combobox', { name: 'Find the address' })
      .pressSequentially('6007 Applegate');
    await page.getByRole('option', { name: /6007 Applegate Lane/ }).click();
    await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue(
      '6007 Applegate Lane',
    );
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Louisville');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('KY');
    await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('40219');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('USA');

    await page.getByRole('textbox', { name: 'Contact 1 (cell)' }).fill('502-555-0142');
    await page.getByRole('textbox', { name: 'Contact 2 (email)' }).fill('peregrine@example.org');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create patient' }).click();

    await expect(toast(page, 'Patient created successfully!')).toBeVisible();
    await page.waitForURL(/#patients\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `${lastName}, Peregrine` }),
    ).toBeVisible();
    await expect(page.getByText('6007 Applegate Lane')).toBeVisible();
    await expectNoAxeViolations(page);

    // Without orders the details can still change.
    await page.getByRole('button', { name: 'Edit details' }).click();
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Louisville');
    await page.getByRole('textbox', { name: 'Apartment' }).fill('Unit 4');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Patient updated successfully!')).toBeVisible();
    await expect(page.getByText('Unit 4', { exact: true })).toBeVisible();

    await page.goto('/user-account#patients');
    await page.getByRole('searchbox', { name: 'Search patients' }).fill(`peregrine ${lastName}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('link', { name: `${lastName}, Peregrine` })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('shows every rule’s message beside its field', async ({ page }) => {
    await signIn(page);
    await openNewPatientForm(page);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await page.getByRole('button', { name: 'Create patient' }).click();
    await expect(field('First name')).toHaveAccessibleDescription(/^This field is required/);
    await expect(field('Last name')).toHaveAccessibleDescription('This field is required');
    await expect(field('Date of birth')).toHaveAccessibleDescription(/^This field is required/);
    await expect(page.getByRole('radiogroup', { name: 'Sex' })).toHaveAccessibleDescription(
      'This field is required',
    );

    await field('First name').fill('x'.repeat(51));
    await field('Last name').fill('Ha<b>rt</b>');
    await field('Date of birth').pressSequentially('01012099');
    await field('ZIP code').fill('4021');
    await field('MRN').fill('MRN 12');
    await page.getByRole('textbox', { name: 'Contact 1 (cell)' }).fill('555-01');
    await page.getByRole('textbox', { name: 'Contact 2 (email)' }).fill('a..b@example');
    await page.getByRole('button', { name: 'Create patient' }).click();
    await expect(field('First name')).toHaveAccessibleDescription(/^Value is too long/);
    await expect(field('Last name')).toHaveAccessibleDescription(
      'Value contains invalid characters',
    );
    await expect(field('Date of birth')).toHaveAccessibleDescription(
      /^Date of birth cannot be in the future/,
    );
    await expect(field('ZIP code')).toHaveAccessibleDescription('Wrong format');
    await expect(field('MRN')).toHaveAccessibleDescription('Wrong format');
    await expect(
      page.getByRole('textbox', { name: 'Contact 1 (cell)' }),
    ).toHaveAccessibleDescription('Please provide a valid phone number');
    await expect(
      page.getByRole('textbox', { name: 'Contact 2 (email)' }),
    ).toHaveAccessibleDescription('Must be a valid email');
    await page.getByRole('combobox', { name: 'Contact 1 type' }).selectOption('F');
    await page.getByRole('button', { name: 'Create patient' }).click();
    await expect(
      page.getByRole('textbox', { name: 'Contact 1 (fax)' }),
    ).toHaveAccessibleDescription('Please provide a valid fax number');

    await field('Date of birth').fill('');
    await field('Date of birth').pressSequentially('01011800');
    await field('First name').click();
    await expect(field('Date of birth')).toHaveAccessibleDescription(
      /^Please enter a year between 1900 and 2100/,
    );
    await field('Date of birth').fill('');
    await field('Date of birth').pressSequentially('02302000');
    await page.getByRole('button', { name: 'Create patient' }).click();
    await expect(field('Date of birth')).toHaveAccessibleDescription(/^Please enter a valid date/);

    await page.getByRole('combobox', { name: 'Country' }).selectOption('FRA');
    await page.getByRole('button', { name: 'Create patient' }).click();
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      /^We are unable to accept orders or specimens from the selected country at this time\. If you have any questions, please contact \S+\.$/,
    );
    await expectNoAxeViolations(page);
  });

  test('a patient with a submitted order is read-only, and the server refuses a change', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/user-account#patients/${lockedPatientId}`);
    await expect(page.getByText('Read-only')).toBeVisible();
    await expect(
      page.getByText(
        'These details can no longer be changed: an order of this patient has been submitted.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Insurance is not a detail: a policy can still be added, the details going back unchanged.
    await page.getByRole('button', { name: 'Add an insurance policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an insurance policy' });
    await dialog.getByRole('radio', { name: 'Institutional' }).check();
    await expect(dialog.getByText(/selected account will be invoiced/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save the policy' }).click();
    await expect(toast(page, 'Patient updated successfully!')).toBeVisible();
    await expect(page.getByText('Institutional', { exact: true }).first()).toBeVisible();

    const current = await api(page, 'GET', `/patient/${lockedPatientId}`);
    expect(current.status).toBe(200);
    const patient = (current.body as { data: Record<string, unknown> }).data;
    const changed = await api(page, 'PUT', '/patient', {
      id: patient.id,
      firstName: 'Changed',
      lastName: patient.lastName,
      birthDate: patient.birthDate,
      gender: patient.gender,
      country: patient.country,
      zip: patient.zip,
      accountInformation: patient.accountInformation,
    });
    expect(changed.status).toBe(409);
    expect((changed.body as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'patient_not_editable',
    );
    const unchanged = await api(page, 'GET', `/patient/${lockedPatientId}`);
    expect((unchanged.body as { data: { firstName: unknown } }).data.firstName).toBe(
      patient.firstName,
    );

    await page.goto(`/user-account#patients/${editablePatientId}`);
    await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible();
  });

  test('finds a patient by an order’s accession number, typed in any case', async ({ page }) => {
    await signIn(page);
    const locked = await api(page, 'GET', `/patient/${lockedPatientId}`);
    const patient = (
      locked.body as {
        data: {
          lastName: string;
          firstName: string;
          patientTestInformation: { orders: { accessionNumber: string | null }[] };
        };
      }
    ).data;
    const accession = patient.patientTestInformation.orders.find(
      (order) => order.accessionNumber,
    )?.accessionNumber;
    expect(accession).toMatch(/^AC\d{8}$/);

    await page.goto('/user-account#patients');
    const searched = page.waitForRequest((request) =>
      request.url().endsWith('/patient/search/accession'),
    );
    await page.getByRole('searchbox', { name: 'Search patients' }).fill(accession!.toLowerCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await searched).postDataJSON()).toMatchObject({ SearchTerm: accession });
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Accession number' })).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(accession!) });
    await expect(row).toHaveCount(1);
    await expect(
      row.getByRole('link', { name: `${patient.lastName}, ${patient.firstName}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('imports an EMR chart into a new patient, with the SSN only masked', async ({ page }) => {
    await signIn(page);
    await page.goto('/user-account#patients');
    await page.getByRole('button', { name: 'Find a patient in the EMR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find a patient in the EMR' });
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Achter');
    await dialog.getByRole('button', { name: 'Search the EMR' }).click();
    await expect(dialog.getByText('1 chart found.')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('tab', { name: 'By chart number' }).click();
    await dialog.getByRole('textbox', { name: 'Chart number' }).fill(importChart);
    await dialog.getByRole('button', { name: 'Find the chart' }).click();
    await expect(dialog.getByText('SSN ***-**-1234')).toBeVisible();
    expect(await page.content()).not.toContain('900-55-1234');
    await dialog.getByRole('button', { name: new RegExp(`^Import chart ${importChart}`) }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'New patient' })).toBeVisible();
    await expect(page.getByText(`Imported from EMR chart ${importChart}.`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Rosalind');
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Achterberg');
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('09/02/1984');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'MRN' })).toHaveValue(importChart);
    expect(await page.content()).not.toContain('900-55-1234');
    await page.getByRole('button', { name: 'Create patient' }).click();
    await expect(toast(page, 'Patient created successfully!')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Achterberg, Rosalind' }),
    ).toBeVisible();
  });

  test('adds an insurance policy with the plan typeahead and the payment type notices', async ({
    page,
  }) => {
    const dialog = await openPolicyDialog(page);
    const labels = await dialog
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.trim()),
      );
    expect(labels).toEqual([
      'No Charge',
      'Insurance',
      'Medicaid/Managed Medicaid',
      'Medicare',
      'Patient Pay',
      'Institutional',
      'BioPharma Sponsored',
      'Patient does not have insurance coverage',
    ]);
    await dialog.getByRole('radio', { name: 'Patient Pay' }).check();
    await expect(dialog.getByText(/self-pay price/)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Insurance', exact: true }).check();
    await dialog.getByRole('combobox', { name: 'Insurance plan' }).pressSequentially('a');
    const firstPlan = dialog.page().getByRole('option').first();
    await expect(firstPlan).toBeVisible();
    await firstPlan.click();
    await dialog.getByRole('textbox', { name: 'Policy id' }).fill('W987654321');
    await dialog
      .getByRole('combobox', { name: 'Subscriber’s relation to the patient' })
      .selectOption('PT');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save the policy' }).click();
    await expect(toast(page, 'Patient updated successfully!')).toBeVisible();
    await expect(page.getByText(/policy W987654321/)).toBeVisible();
  });
});

test.describe('insurance card', () => {
  /** A one-page PDF whose text layer is a card's labelled lines (uncompressed content stream). */
  function cardPdf(lines: string[]): Buffer {
    const content = `BT /F1 11 Tf 16 190 Td ${lines.map((line) => `(${line}) Tj`).join(' 0 -18 Td ')} ET`;
    return Buffer.from(
      `%PDF-1.4\n1 0 obj << /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\ntrailer << >>\n%%EOF\n`,
      'latin1',
    );
  }

  test('reads a card sent as a multipart file into the policy, and refuses a renamed program', async ({
    page,
  }) => {
    const dialog = await openPolicyDialog(page);
    await dialog.getByRole('radio', { name: 'Insurance', exact: true }).check();
    const cardInput = dialog.getByLabel('Read the insurance card (image or PDF)');

    const sent = page.waitForResponse((response) =>
      response.url().endsWith('/insurances/lookupByCard'),
    );
    await cardInput.setInputFiles({
      name: 'card-front.pdf',
      mimeType: 'application/pdf',
      buffer: cardPdf([
        'Health Plan: Anthem Blue Cross PPO',
        'Member ID: E2E7654321',
        'Group No: 77410',
      ]),
    });
    const answer = await sent;
    // The file itself went as multipart/form-data (not base64 JSON) and was read by the server.
    expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(((await answer.json()) as { data: { policyId: string } }).data.policyId).toBe(
      'E2E7654321',
    );
    await expect(dialog.getByText('The card was read: check the filled-in fields.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Policy id' })).toHaveValue('E2E7654321');
    await expect(dialog.getByRole('textbox', { name: 'Group id' })).toHaveValue('77410');

    let lookups = 0;
    page.on('request', (next) => {
      if (next.url().endsWith('/insurances/lookupByCard')) lookups += 1;
    });
    await cardInput.setInputFiles({
      name: 'card.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(256)]),
    });
    await expect(
      dialog.getByText('There was an error with extracting the insurance card.'),
    ).toBeVisible();
    expect(lookups).toBe(0);

    // The server refuses it too (the client's check bypassed).
    const status = await page.evaluate(
      async (token) => {
        const form = new FormData();
        form.append(
          'file',
          new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])]),
          'card.png',
        );
        const response = await fetch('/api/portal/v1.0.1/insurances/lookupByCard', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        return response.status;
      },
      await storedAccessToken(page),
    );
    expect(status).toBe(415);
  });
});

test.describe('order documents', () => {
  async function openDocuments(page: Page) {
    await page.goto(`/user-account#patients/${editablePatientId}`);
    const toggle = page.getByRole('button', { name: /^Documents of order \d+$/ }).first();
    await toggle.click();
    const orderId = Number(/(\d+)$/.exec((await toggle.textContent()) ?? '')?.[1]);
    return orderId;
  }

  test('uploads a PDF, tags it, downloads the same bytes and deletes it', async ({ page }) => {
    await signIn(page);
    const orderId = await openDocuments(page);
    const name = `referral-${unique()}.pdf`;
    const bytes = Buffer.from(
      `%PDF-1.4\n% Loci e2e ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`,
    );
    await page.getByLabel(`Choose files for order ${orderId}`).setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: bytes,
    });
    await expect(page.getByText(`${name} uploaded.`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    const tagged = page.waitForResponse((response) =>
      response.url().endsWith('/documentUpload/tags'),
    );
    await row.getByRole('combobox', { name: `Category of ${name}` }).selectOption('Clinical Notes');
    expect((await tagged).status()).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: `Documents of order ${orderId}` }).click();
    await expect(
      page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('combobox', { name: `Category of ${name}` }),
    ).toHaveValue('Clinical Notes');
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(Buffer.compare(readFileSync(path), bytes)).toBe(0);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Removed document ${name}`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });

  test('uploads a file dropped on the drop zone', async ({ page }) => {
    await signIn(page);
    const orderId = await openDocuments(page);
    const name = `pedigree-${unique()}.png`;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const transfer = await page.evaluateHandle(
      ({ name, bytes }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
        return data;
      },
      { name, bytes: [...png] },
    );
    const zone = page.getByTestId(`drop-zone-${orderId}`);
    await zone.dispatchEvent('dragover', { dataTransfer: transfer });
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
    await expect(page.getByText(`${name} uploaded.`)).toBeVisible();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Removed document ${name}`)).toBeVisible();
  });

  test('refuses a 21 MB file and a renamed program in the browser, and the server refuses them too', async ({
    page,
  }) => {
    await signIn(page);
    const orderId = await openDocuments(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/documentUpload/order?')) uploads.push(request.url());
    });
    const picker = page.getByLabel(`Choose files for order ${orderId}`);
    const big = Buffer.alloc(21 * 1024 * 1024, 0x20);
    big.write('%PDF-1.4\n', 0);
    await picker.setInputFiles({
      name: 'large-scan.pdf',
      mimeType: 'application/pdf',
      buffer: big,
    });
    await expect(
      page.getByText('large-scan.pdf cannot be uploaded: it is larger than 20 MB.'),
    ).toBeVisible();
    const program = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(512, 1)]);
    await picker.setInputFiles({
      name: 'lab-results.pdf',
      mimeType: 'application/pdf',
      buffer: program,
    });
    await expect(
      page.getByText(/^lab-results\.pdf cannot be uploaded: its content is not/),
    ).toBeVisible();
    expect(uploads).toEqual([]);

    // Both sent past the browser's checks, straight to the server with the session's token.
    const token = await storedAccessToken(page);
    const sendToServer = (documentName: string, content: Buffer) =>
      page.request.post(
        `/api/portal/v1.0.1/documentUpload/order?${new URLSearchParams({
          orderId: String(orderId),
          documentName,
          documentCategory: '1',
          mimeType: 'application/pdf',
        }).toString()}`,
        {
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          data: JSON.stringify({ documentContentByte: content.toString('base64') }),
          failOnStatusCode: false,
        },
      );
    const errorOf = async (response: Awaited<ReturnType<typeof sendToServer>>) =>
      ((await response.json()) as { errors: { code: string; message: string }[] }).errors[0];

    // The 21 MB file: refused by its size before the body is read.
    const tooLarge = await sendToServer('large-scan.pdf', big);
    expect(tooLarge.status()).toBe(413);
    expect(await errorOf(tooLarge)).toMatchObject({ code: 'payload_too_large' });

    // The renamed program: the server reads the content and refuses it.
    const renamed = await sendToServer('lab-results.pdf', program);
    expect(renamed.status()).toBe(415);
    expect(await errorOf(renamed)).toMatchObject({
      code: 'unsupported_file_type',
      message: 'The file’s content does not match its type',
    });

    // Neither was kept.
    const listed = await api(page, 'GET', `/documentUpload/order/${orderId}`);
    const names = (listed.body as { data: { name: string }[] }).data.map((doc) => doc.name);
    expect(names).not.toContain('large-scan.pdf');
    expect(names).not.toContain('lab-results.pdf');
  });
});

test.describe('script payloads in free text', () => {
  const storedPayloads = {
    first: `Ro'bert"); alert('first');//`,
    last: `O'Hare"); alert(document.cookie);//`,
    street: `1 Main St'); alert('street');//`,
    middle: `Q"); alert('middle');//`,
    street2: `Suite 2'); alert('street2');//`,
    county: `Kings'); alert('county');//`,
    genderIdentity: `"); alert('identity');//`,
  };
  /** The policy's free text, typed in the insurance dialog (Insurance payment type). */
  const policyPayloads = {
    subscriberFirstName: `Jo'); alert('subscriber');//`,
    subscriberLastName: `D"Arcy'); alert('subscriber-last');//`,
    groupName: `Staff"); alert('group');//`,
    employerName: `Acme & Co'); alert('employer');//`,
    employerContact: `HR (desk 4); alert('contact');//`,
  };
  const policyFields: [keyof typeof policyPayloads, string][] = [
    ['subscriberFirstName', 'Subscriber first name'],
    ['subscriberLastName', 'Subscriber last name'],
    ['groupName', 'Group name'],
    ['employerName', 'Employer'],
    ['employerContact', 'Employer contact'],
  ];
  const markupRefusedFields = [
    'First name',
    'Middle name',
    'Last name',
    'Street address',
    'Address line 2',
    'City',
    'County',
  ];

  test('markup is refused beside the field and never sent', async ({ page }) => {
    await signIn(page);
    await openNewPatientForm(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/patient'))
        posts.push(request.url());
    });
    for (const name of markupRefusedFields) {
      await page.getByRole('textbox', { name, exact: true }).fill('<script>alert(1)</script>');
    }
    await page.getByRole('button', { name: 'Create patient' }).click();
    for (const name of markupRefusedFields) {
      await expect(page.getByRole('textbox', { name, exact: true })).toHaveAccessibleDescription(
        /^Value contains invalid characters/,
      );
    }
    expect(posts).toEqual([]);
    const direct = await api(page, 'POST', '/patient', {
      firstName: '<img src=x onerror=alert(1)>',
      lastName: 'Test',
      birthDate: '1990-01-01',
      gender: 'F',
      country: 'USA',
      accountInformation: { accountNumber: '1001' },
    });
    expect(direct.status).toBe(400);
  });

  test('payloads the rules let through are stored and shown as text, never run', async ({
    page,
  }) => {
    const watch = watchForScripts(page);
    await signIn(page);
    await openNewPatientForm(page);
    await page.getByRole('textbox', { name: 'First name' }).fill(storedPayloads.first);
    await page.getByRole('textbox', { name: 'Last name' }).fill(storedPayloads.last);
    await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('07041976');
    await page.getByRole('radio', { name: 'Unknown' }).check();
    await page.getByRole('textbox', { name: 'Street address' }).fill(storedPayloads.street);
    await page.getByRole('textbox', { name: 'Middle name' }).fill(storedPayloads.middle);
    await page.getByRole('textbox', { name: 'Address line 2' }).fill(storedPayloads.street2);
    await page.getByRole('textbox', { name: 'County' }).fill(storedPayloads.county);
    await page
      .getByRole('textbox', { name: 'Gender identity' })
      .fill(storedPayloads.genderIdentity);
    await page.getByRole('button', { name: 'Create patient' }).click();
    await expect(toast(page, 'Patient created successfully!')).toBeVisible();
    await page.waitForURL(/#patients\/\d+$/);
    const patientId = Number(/(\d+)$/.exec(page.url())?.[1]);

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`${storedPayloads.last}, ${storedPayloads.first}`);
    for (const payload of [
      storedPayloads.street,
      storedPayloads.middle,
      storedPayloads.street2,
      storedPayloads.county,
      storedPayloads.genderIdentity,
    ]) {
      await expect(page.getByText(payload, { exact: true })).toBeVisible();
    }

    // The policy's free text: markup is refused beside the field; the rest is stored as text.
    await page.getByRole('button', { name: 'Add an insurance policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an insurance policy' });
    await dialog.getByRole('radio', { name: 'Insurance', exact: true }).check();
    await dialog.getByRole('combobox', { name: 'Insurance plan' }).pressSequentially('a');
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Policy id' }).fill('P-SCRIPT-1');
    await dialog
      .getByRole('combobox', { name: 'Subscriber’s relation to the patient' })
      .selectOption('SP');
    for (const [, label] of policyFields) {
      await dialog.getByRole('textbox', { name: label, exact: true }).fill('<b onmouseover=x>');
    }
    await dialog.getByRole('button', { name: 'Save the policy' }).click();
    for (const [, label] of policyFields) {
      await expect(
        dialog.getByRole('textbox', { name: label, exact: true }),
      ).toHaveAccessibleDescription(/^Value contains invalid characters/);
    }
    for (const [field, label] of policyFields) {
      await dialog.getByRole('textbox', { name: label, exact: true }).fill(policyPayloads[field]);
    }
    await dialog.getByRole('button', { name: 'Save the policy' }).click();
    await expect(toast(page, 'Patient updated successfully!')).toBeVisible();
    await page.getByRole('button', { name: 'Edit policy 1' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit insurance policy' });
    for (const [field, label] of policyFields) {
      await expect(editing.getByRole('textbox', { name: label, exact: true })).toHaveValue(
        policyPayloads[field],
      );
    }
    await editing.getByRole('button', { name: 'Cancel' }).click();
    const stored = await api(page, 'GET', `/patient/${patientId}`);
    const policy = (stored.body as { data: { insurances: Record<string, unknown>[] } }).data
      .insurances[0]!;
    expect(policy).toMatchObject({
      subscriberFirstName: policyPayloads.subscriberFirstName,
      subscriberLastName: policyPayloads.subscriberLastName,
      groupName: policyPayloads.groupName,
      employer: { name: policyPayloads.employerName, contact: policyPayloads.employerContact },
    });

    await page.goto('/user-account#patients');
    await page.getByRole('searchbox', { name: 'Search patients' }).fill("O'Hare");
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByRole('link', { name: `${storedPayloads.last}, ${storedPayloads.first}` }),
    ).toBeVisible();
    await page
      .getByRole('link', { name: `${storedPayloads.last}, ${storedPayloads.first}` })
      .hover();

    // A document's name may hold markup (only control characters are refused): shown as text.
    await page.goto(`/user-account#patients/${editablePatientId}`);
    const toggle = page.getByRole('button', { name: /^Documents of order \d+$/ }).first();
    await toggle.click();
    const orderId = Number(/(\d+)$/.exec((await toggle.textContent()) ?? '')?.[1]);
    const markupName = '<img src=x onerror=alert(2)>.pdf';
    const notes = `'); alert('notes');//`;
    await page.getByRole('textbox', { name: 'Notes for the new documents' }).fill(notes);
    await page.getByLabel(`Choose files for order ${orderId}`).setInputFiles({
      name: markupName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(page.getByText(`${markupName} uploaded.`)).toBeVisible();
    await expect(
      page.getByRole('rowheader', { name: new RegExp('onerror') }).first(),
    ).toContainText(markupName);
    await expect(
      page.getByRole('rowheader', { name: new RegExp('onerror') }).first(),
    ).toContainText(notes);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await page
      .getByRole('button', { name: `Delete ${markupName}` })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Removed document ${markupName}`)).toBeVisible();

    expect(watch.dialogs).toEqual([]);
    // Every payload calls alert(): one that ran, or broke a script, would show here.
    expect(watch.consoleErrors.filter((text) => /alert|cookie|street|notes/.test(text))).toEqual(
      [],
    );
  });
});
