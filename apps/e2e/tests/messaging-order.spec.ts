// Two-way messaging about an order (issue 14, "the v1 calls used where the flags say"), in two
// browsers against the started lab server (the seed's flags: Two_Way_Messaging and its v2 on): a
// provider opens a thread on an order's review, the lab desk answers it, and the provider sees the
// answer arrive on the order review (unread, without reload), reads it in the messages center
// (the thread's read status and message count from `threads/{id}`, its order from `order/{id}`),
// and the order review then shows the thread read.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { deskPage } from './support/labDesk.ts';
import { openBillingThread, orderWithThreads, subjectFirst } from './support/messaging.ts';
import { submitCopyOfOrder } from './support/ordering.ts';
import {
  demoUsers,
  expectLiveStreamOpen,
  keepActive,
  signInFromHome,
  waitForLanding,
} from './support/portal.ts';

// Set-up waits (a page drawn, a sign-in) are generous: with the machine's load at 30 on 2 cores a
// page took more than 15 s to draw. What must be live has its own bound below.
const expect = baseExpect.configure({ timeout: 30_000 });

async function providerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  return page;
}

test('a thread opened on an order: the lab desk answers, the provider sees it on the order and in the thread, with read status', async ({
  browser,
}) => {
  // Two people sign in, an order is submitted, an axe run: more than the default 120 s when loaded.
  test.slow();
  const provider = await providerPage(browser);
  const providerAtWork = keepActive([provider]);
  // An order of its own (a copy of the seed's order with threads): its threads' subject names this
  // run's thread only, never another run's or retry's of the same order and topic.
  const { orderId } = await submitCopyOfOrder(provider, await orderWithThreads(provider));

  const question = `Does the patient qualify for financial assistance? (${Date.now()})`;
  // Left once opened, so that the answer arrives unread.
  const { panel, threads, subject, named } = await openBillingThread(provider, orderId, question);
  await expectLiveStreamOpen(provider);

  const desk = await deskPage(browser);
  const deskAtWork = keepActive([desk]);
  await desk
    .getByRole('navigation', { name: 'Lab desk areas' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await desk.getByRole('combobox', { name: /^Show/ }).selectOption({ label: 'Unread' });
  await desk.getByRole('button', { name: named }).click();
  await expect(desk.getByText(question)).toBeVisible();
  const answer = `Yes: the assistance form is on its way (${Date.now()}).`;
  await desk.getByLabel('Reply').fill(answer);
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    desk.getByRole('region', { name: 'Notifications' }).getByText('Your reply was sent.'),
  ).toBeVisible();

  // On the order review, without reload: the thread is unread, first, with the lab's answer.
  const first = threads.getByRole('button').first();
  await expect(first).toContainText(subject, { timeout: 5000 });
  await expect(first).toContainText('1 unread', { timeout: 5000 });

  // In the messages center: unread, then read once opened; its order and the answer are shown.
  await provider.goto('/user-account#messages-center?show=unread');
  const center = provider.getByRole('list', { name: 'Message threads' });
  const unread = center.getByRole('button', { name: named });
  await expect(unread).toContainText('1 unread');
  await unread.click();
  const chosen = provider.getByRole('region', { name: subject });
  await expect(chosen.getByText(answer)).toBeVisible();
  await expect(chosen.getByText(/^Loci lab, /).last()).toBeVisible();
  const about = chosen.getByRole('group', { name: 'About this thread' });
  await expect(about).toContainText('Read · 2 messages');
  await expect(about).toContainText(new RegExp(`^.*Order${orderId}, `));
  await expectNoAxeViolations(provider);

  // Back on the order review: the thread is read, and holds both messages.
  await provider.goto(`/user-account#review/${orderId}`);
  const again = threads.getByRole('button', { name: named });
  await expect(again).not.toContainText('unread');
  await again.click();
  await expect(panel.getByText(answer)).toBeVisible();
  await expect(panel.getByText(question)).toBeVisible();

  await providerAtWork();
  await deskAtWork();
  await provider.context().close();
  await desk.context().close();
});

test('writes to the lab about an account, for a contact picked from the account contacts', async ({
  browser,
}) => {
  const provider = await providerPage(browser);
  await provider.goto('/user-account#messages-center');
  await provider.getByRole('button', { name: 'Write to the lab' }).click();
  const dialog = provider.getByRole('dialog', { name: 'New message to the lab' });
  // The account contacts of the provider's approved accounts, named with their account.
  const contact = dialog.getByRole('combobox', { name: /^Contact/ });
  const people = contact.getByRole('option', { name: / \(account \d+\)$/ });
  await expect(people).not.toHaveCount(0);
  await expectNoAxeViolations(provider);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(4);

  const label = (await people.first().textContent()) ?? '';
  const [, name, account] = /^(.+) \(account (\d+)\)$/.exec(label) ?? [];
  await contact.selectOption({ label });
  await dialog.getByRole('combobox', { name: /^Category/ }).selectOption('Billing');
  await dialog.getByRole('combobox', { name: /^Subcategory/ }).selectOption('Other');
  const text = `Please send the office the new billing address form (${Date.now()}).`;
  await dialog.getByRole('textbox', { name: /^Message/ }).fill(text);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();

  // The new thread is open beside the list, about the contact's account, with the message.
  const subject = `Billing: Other – for ${name}`;
  const chosen = provider.getByRole('region', { name: subject });
  await expect(chosen.getByText(text)).toBeVisible();
  await expect(chosen.getByText(`Account ${account}`, { exact: false })).toBeVisible();
  await expect(
    provider
      .getByRole('list', { name: 'Message threads' })
      .getByRole('button', { name: subjectFirst(subject) }),
  ).not.toHaveCount(0);
  await provider.context().close();
});
