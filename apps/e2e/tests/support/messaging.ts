// Shared steps of the messaging browser tests: a thread's button found by its subject, an order
// of account 1001 that has threads (the seed's), to copy into an order of the test's own, and a
// thread opened on that order's review.
import { expect as baseExpect, type Page } from '@playwright/test';
import { storedAccessToken } from './portal.ts';

// Set-up waits are generous (a loaded machine draws a page in more than 15 s), as in the specs.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The v2 call that starts a thread about an account (its first message in the body). */
export const startThreadPath = '/api/messaging/v2/portal-messaging/threads/messages';

/** A question about account 1001's test turnaround (Proband): a new thread's body. */
export const accountQuestion = (subject: string, body: string) => ({
  accountNumber: '1001',
  category: 'Test',
  subcategory: 'Turnaround Time',
  scope: 'Proband',
  subject,
  body,
});

/** A thread's button is named by its visible text, the subject first. */
export const subjectFirst = (subject: string): RegExp =>
  new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `);

/** An order of account 1001 that has threads (the seed's), read with the provider's token. */
export async function orderWithThreads(page: Page): Promise<number> {
  const token = await storedAccessToken(page);
  const response = await page.request.get(
    '/api/messaging/v1/portal-messaging/threads/read-status',
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status()).toBe(200);
  const threads = (await response.json()) as Array<{
    orderId: number | null;
    accountNumber: string;
  }>;
  const thread = threads.find((item) => item.accountNumber === '1001' && item.orderId !== null);
  expect(thread, JSON.stringify(threads)).toBeDefined();
  return thread!.orderId!;
}

/**
 * Opens a thread about billing (Financial Assistance) on the order's review with `question` as its
 * first message, then leaves it (as one moves on), so that the lab's answer arrives unread.
 * Returns the review's Messages panel, its list of threads and the thread's subject.
 */
export async function openBillingThread(page: Page, orderId: number, question: string) {
  await page.goto(`/user-account#review/${orderId}`);
  const panel = page.getByRole('region', { name: 'Messages' });
  const threads = panel.getByRole('list', { name: `Message threads of order ${orderId}` });
  await panel.getByRole('combobox', { name: /^Category/ }).selectOption('Billing');
  await panel.getByRole('combobox', { name: /^Subcategory/ }).selectOption('Financial Assistance');
  await panel.getByRole('textbox', { name: /^Message/ }).fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText(question)).toBeVisible();
  const subject = `Order ${orderId} – Billing: Financial Assistance`;
  const named = subjectFirst(subject);
  // The order's only thread of this subject: the one just opened.
  await expect(threads.getByRole('button', { name: named })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await panel.getByRole('button', { name: 'Write a new message' }).click();
  return { panel, threads, subject, named };
}
