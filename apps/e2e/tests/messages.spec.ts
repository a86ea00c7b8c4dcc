// Messages about an order, in the browser against the started lab server: the seed leaves the lab's
// answer to a turnaround question unread on the first submitted order of account 1001; the
// provider reads it (the unread mark goes), replies, and opens a new thread with category,
// subcategory and whom it is about. Markup is refused beside the field, in the spec's words. The
// lab desk answers a thread with a PDF, which the provider downloads with the same bytes.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { accountQuestion, startThreadPath } from './support/messaging.ts';
import { deskPage } from './support/labDesk.ts';
import {
  demoUsers,
  keepActive,
  signInFromHome,
  storedAccessToken,
  waitForLanding,
} from './support/portal.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Thread {
  threadId: number;
  orderId: number | null;
  accountNumber: string;
  subcategory: string;
  subject: string;
  readStatus: 'READ' | 'UNREAD';
}

/** The account's unread turnaround thread, through the messaging API with the portal's token. */
async function unreadTurnaroundThread(page: Page): Promise<Thread> {
  const token = await storedAccessToken(page);
  const response = await page.request.get(
    '/api/messaging/v1/portal-messaging/threads/read-status?is_read=false',
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status()).toBe(200);
  const threads = (await response.json()) as Thread[];
  const thread = threads.find(
    (item) => item.accountNumber === '1001' && item.subcategory === 'Turnaround Time',
  );
  expect(thread, JSON.stringify(threads)).toBeDefined();
  return thread!;
}

test('reads the lab’s answer, replies, and opens a new thread on an order', async ({ page }) => {
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  const thread = await unreadTurnaroundThread(page);

  await page.goto(`/user-account#review/${thread.orderId}`);
  const panel = page.getByRole('region', { name: 'Messages' });
  const threads = panel.getByRole('list', { name: `Message threads of order ${thread.orderId}` });
  // A thread's button is named by its visible text, the subject first.
  const open = threads.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(thread.subject)} `),
  });
  await expect(open).toContainText('1 unread');
  await expectNoAxeViolations(page);

  // Reading the thread shows the lab's answer and clears the unread mark.
  await open.click();
  await expect(panel.getByText(/^Loci lab, /)).toBeVisible();
  await expect(
    panel.getByText(/The specimen was received and passed quality control/),
  ).toBeVisible();
  await expect(open).not.toContainText('unread');
  await expect(open).toHaveAttribute('aria-pressed', 'true');

  // A reply: markup is refused beside the field and nothing is sent; plain text is sent.
  const reply = panel.getByRole('textbox', { name: /^Reply/ });
  await reply.fill('<script>alert(1)</script>');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Value contains invalid characters')).toBeVisible();
  const replyText = `Thank you; the family asks whether the report can be expedited (${Date.now()}).`;
  await reply.fill(replyText);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Message sent to the lab.'),
  ).toBeVisible();
  await expect(panel.getByText(replyText)).toBeVisible();
  await expect(reply).toHaveValue('');

  // A new thread needs a category, a subcategory of that category and a message.
  await panel.getByRole('button', { name: 'Write a new message' }).click();
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('This field is required')).toHaveCount(3);
  await panel.getByRole('combobox', { name: /^Category/ }).selectOption('Billing');
  await panel.getByRole('combobox', { name: /^Subcategory/ }).selectOption('Prior Authorization');
  await panel
    .getByRole('combobox', { name: /^About/ })
    .selectOption({ label: 'Patient and family' });
  const question = `Has the payer answered the prior authorization request? (${Date.now()})`;
  await panel.getByRole('textbox', { name: /^Message/ }).fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(
    threads.getByRole('button', { name: /^Order \d+ – Billing: Prior Authorization / }),
  ).not.toHaveCount(0);
  await expect(panel.getByText(question)).toBeVisible();
  await expectNoAxeViolations(page);

  // After a reload the thread is read and the reply is still there.
  await page.reload();
  await expect(open).not.toContainText('unread');
  await open.click();
  await expect(panel.getByText(replyText)).toBeVisible();
});

test('the messages center lists every account’s threads, unread first, and answers one', async ({
  page,
}) => {
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(page).toHaveURL(/\/user-account#messages-center$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const threads = page.getByRole('list', { name: 'Message threads' });
  // The seed's threads of both approved accounts (1001 and 1002).
  await expect(threads.getByRole('button')).not.toHaveCount(0);
  await expect(
    threads.getByRole('button', { name: /Billing: Prior Authorization/ }),
  ).not.toHaveCount(0);
  await expectNoAxeViolations(page);

  // Unread only: account 1002's turnaround answer from the lab is still unread.
  await page.getByRole('combobox', { name: /^Show/ }).selectOption({ label: 'Unread only' });
  const unread = threads.getByRole('button', { name: /Test: Turnaround Time .*1 unread$/ });
  await expect(unread).toHaveCount(1);
  await unread.click();
  const chosen = page.getByRole('region', { name: /Test: Turnaround Time$/ });
  await expect(chosen.getByText(/^Account 1002/)).toBeVisible();
  await expect(
    chosen.getByText(/The specimen was received and passed quality control/),
  ).toBeVisible();
  // Read now: the unread list no longer has it.
  await expect(page.getByText('No unread messages.')).toBeVisible();

  const reply = chosen.getByRole('textbox', { name: /^Reply/ });
  await chosen.getByRole('button', { name: 'Send' }).click();
  await expect(chosen.getByText('This field is required')).toBeVisible();
  const text = `Thanks, we will tell the family (${Date.now()}).`;
  await reply.fill(text);
  await chosen.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Message sent to the lab.'),
  ).toBeVisible();
  await expect(chosen.getByText(text)).toBeVisible();
  await expectNoAxeViolations(page);

  // The thread's order is one link away, and the reply is there too.
  await chosen.getByRole('link', { name: /^Open order \d+$/ }).click();
  await expect(page).toHaveURL(/\/user-account#review\/\d+$/);
  const panel = page.getByRole('region', { name: 'Messages' });
  await panel.getByRole('button', { name: /Test: Turnaround Time/ }).click();
  await expect(panel.getByText(text)).toBeVisible();
});

/** A small PDF: what the lab attaches (its name and its content agree). */
const consentPdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    'trailer << /Root 1 0 R >>',
    `% ${Date.now()}`,
    '%%EOF',
    '',
  ].join('\n'),
);

test('the lab desk answers with a PDF and the provider downloads the same file', async ({
  page,
  browser,
}) => {
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  const providerAtWork = keepActive([page]);
  const subject = `Consent form please ${Date.now()}`;
  const token = await storedAccessToken(page);
  const created = await page.request.post(startThreadPath, {
    headers: { authorization: `Bearer ${token}` },
    data: accountQuestion(subject, 'Could you send the consent form?'),
  });
  expect(created.status()).toBe(201);

  const desk = await deskPage(browser);
  await desk
    .getByRole('navigation', { name: 'Lab desk areas' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await desk.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(desk.getByText('Could you send the consent form?')).toBeVisible();
  await desk.getByLabel('Reply').fill('The consent form is attached.');
  await desk
    .getByLabel('Attach a file (optional)')
    .setInputFiles({ name: 'Consent form.pdf', mimeType: 'application/pdf', buffer: consentPdf });
  await expectNoAxeViolations(desk);
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    desk.getByRole('region', { name: 'Notifications' }).getByText('Your reply was sent.'),
  ).toBeVisible();
  await expect(desk.getByRole('button', { name: /^Download Consent form\.pdf/ })).toBeVisible();
  await desk.context().close();

  await page.goto('/user-account#messages-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Message threads' })
    .getByRole('button', { name: new RegExp(subject) })
    .click();
  const chosen = page.getByRole('region', { name: new RegExp(subject) });
  await expect(chosen.getByText('The consent form is attached.')).toBeVisible();
  const button = chosen.getByRole('button', { name: /^Download Consent form\.pdf/ });
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Consent form.pdf');
  expect(readFileSync(await download.path()).equals(consentPdf)).toBe(true);
  await providerAtWork();
});
