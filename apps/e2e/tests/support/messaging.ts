// Shared steps of the messaging browser tests: a thread's button found by its subject, and an order
// of account 1001 that has threads (the seed's), to copy into an order of the test's own.
import { expect, type Page } from '@playwright/test';
import { storedAccessToken } from './portal.ts';

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
