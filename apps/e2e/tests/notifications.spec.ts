// Notifications and live updates (issue 14, Acceptance) in browsers against the started lab server
// and its real SMTP server: the lab desk answers a provider's message and, within 2 s and without
// a reload, the provider's Messages badge and thread list show it (unread, first); the lab releases
// a report and a colleague whose preference is Portal sees the notification arrive live, while the
// provider whose preference is Email gets an e-mail (.eml at the SMTP server) and no portal entry;
// marking it viewed in one tab clears the unread count in the colleague's other tab.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expectNoAxeViolations } from './support/axe.ts';
import { accountQuestion, startThreadPath } from './support/messaging.ts';
import { deskPage } from './support/labDesk.ts';
import { e2eServer } from './support/e2eServer.ts';
import { portalCall, submitCopyOfOrder } from './support/ordering.ts';
import {
  demoUsers,
  expectLiveStreamOpen,
  keepActive,
  signInFromHome,
  waitForLanding,
} from './support/portal.ts';

const portalApi = '/api/portal/v1.0.1';

/** Notifications a page: document 3's default page size for lists. */
const listPageSize = 10;

// Set-up waits (a page drawn, a toast) are generous: with the machine's load at 30 on 2 cores a
// second tab's first page took more than 15 s to draw. What must be live has its own bound below.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ mode: 'serial' });

async function providerPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFromHome(page, email);
  await waitForLanding(page, '#simple-orders');
  return page;
}

async function receivedMail(): Promise<ParsedMail[]> {
  const files = readdirSync(e2eServer.mailDir).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map((name) => simpleParser(readFileSync(path.join(e2eServer.mailDir, name)))),
  );
}

const addressesOf = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((to) => to?.value ?? [])
    .map((address) => address.address);

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

const badge = (page: Page, name: 'messages' | 'notifications') =>
  page.getByRole('navigation', { name: 'Main' }).getByTestId(`${name}-badge`);

async function badgeCount(page: Page, name: 'messages' | 'notifications'): Promise<number> {
  const found = badge(page, name);
  return (await found.count()) === 0 ? 0 : Number(await found.textContent());
}

test('the lab desk answers: the provider’s badge and thread show it within 2 s, without reload', async ({
  browser,
}) => {
  const provider = await providerPage(browser, demoUsers.orderingProvider);
  // The provider stays at work (an idle session ends after the e2e's 30 s token lifetime).
  const providerAtWork = keepActive([provider]);
  const subject = `Live question ${Date.now()}`;
  const started = await portalCall<{ thread: { threadId: number } }>(
    provider,
    'POST',
    startThreadPath,
    accountQuestion(subject, 'Is the sample in the lab yet?'),
  );
  const { threadId } = started.thread;
  await provider.goto('/user-account#messages-center');
  await expect(provider.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const threads = provider.getByRole('list', { name: /thread/i });
  await expect(threads.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  await expectLiveStreamOpen(provider);
  const before = await badgeCount(provider, 'messages');

  const desk = await deskPage(browser);
  await desk
    .getByRole('navigation', { name: 'Lab desk areas' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await desk.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(desk.getByText('Is the sample in the lab yet?')).toBeVisible();
  await desk.getByLabel('About').selectOption('Family');
  await desk.getByLabel('Reply').fill('It arrived this morning.');
  await expectNoAxeViolations(desk);
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(desk, 'Your reply was sent.')).toBeVisible();

  // Live: the badge counts the thread as unread, and the list shows it unread, first.
  await expect(badge(provider, 'messages')).toHaveText(String(before + 1), { timeout: 2000 });
  const first = threads.getByRole('button').first();
  await expect(first).toContainText(subject, { timeout: 2000 });
  await expect(first).toContainText('1 unread', { timeout: 2000 });
  await first.click();
  await expect(provider.getByText('It arrived this morning.')).toBeVisible();

  // The reply's notification leads to this thread, open.
  await provider.goto('/user-account#notifications');
  await provider
    .getByTestId('notification')
    .getByRole('link', { name: 'Open the message' })
    .and(provider.locator(`[href$="#messages-center?thread=${threadId}"]`))
    .click();
  await expect(provider.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(provider.getByText('It arrived this morning.')).toBeVisible();
  await providerAtWork();
  await provider.context().close();
  await desk.context().close();
});

// Dr. Ada and the colleague stay at work while the others act: with the e2e's 30 s tokens an idle
// session ends after 30 s (the spec's inactivity rule). That, not the delivery, is what made the
// colleague's list miss the report in one of two runs: the colleague had been signed out
// (`/?logout-reason=session-timeout` in the trace) while the desk signed in, moved the test and
// rendered the PDF, which took longer than 30 s on the loaded machine.
test('a released report reaches the Portal colleague live and the Email provider by e-mail only; viewed clears both tabs', async ({
  browser,
}) => {
  // Three people sign in, two axe runs and an e-mail wait: more than the default 120 s when loaded.
  test.slow();
  // Dr. Ada hears of ready reports by e-mail; her colleague keeps the default, Portal.
  const provider = await providerPage(browser, demoUsers.orderingProvider);
  const adaAtWork = keepActive([provider]);
  await provider.goto('/user-account#notification-preferences');
  await expect(
    provider.getByRole('heading', { level: 1, name: 'Notification preferences' }),
  ).toBeVisible();
  await provider.getByLabel('Report ready').selectOption('1');
  await expectNoAxeViolations(provider);
  await provider.getByRole('button', { name: 'Save preferences' }).click();
  await expect(toast(provider, 'Your notification preferences were saved.')).toBeVisible();

  // More than a page of unread notifications for the colleague before the report's (the list pages
  // by document 3's default for lists, 10): once viewed, the report's notification moves behind
  // them, off the first page, as it does in a full e2e run. The lab answers a question of account
  // 1001 eleven times (LabMessage, Portal by default, no toast); before the colleague's tabs open.
  const question = await portalCall<{ thread: { threadId: number } }>(
    provider,
    'POST',
    startThreadPath,
    accountQuestion(`More than a page ${Date.now()}`, 'Any news of our samples?'),
  );
  const answeringDesk = await deskPage(browser);
  for (let index = 1; index <= listPageSize + 1; index += 1) {
    await portalCall(
      answeringDesk,
      'POST',
      `${portalApi}/labdesk/threads/${question.thread.threadId}/messages`,
      { body: `News ${index} of your samples.` },
    );
  }
  await answeringDesk.context().close();

  const colleague = await providerPage(browser, e2eServer.colleague.email);
  const colleagueAtWork = keepActive([colleague]);
  await colleague.goto('/user-account#notifications');
  await expect(colleague.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const otherTab = await colleague.context().newPage();
  await otherTab.goto('/user-account#simple-orders');
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // Both tabs' event streams are open before the lab acts: the notification must arrive live.
  await Promise.all([expectLiveStreamOpen(colleague), expectLiveStreamOpen(otherTab)]);

  // Dr. Ada submits a new order of account 1001 (a copy of a submitted one: every run its own), and
  // the lab desk works its test to Finished and releases its report.
  const desk = await deskPage(browser);
  const page = await portalCall<{ items: Array<{ orderId: number; accountNumber: string }> }>(
    desk,
    'POST',
    `${portalApi}/labdesk/orders/list`,
    { SearchTerm: '', PageSize: 200 },
  );
  const model = page.items.find((item) => item.accountNumber === '1001')!;
  const order = await submitCopyOfOrder(provider, model.orderId);
  const orderTest = order.tests[0]!;
  for (const LabStatus of ['Specimen Received', 'In Lab', 'Finished'])
    await portalCall(desk, 'PUT', `${portalApi}/labdesk/orderTests/${orderTest.id}/labStatus`, {
      LabStatus,
    });
  const message = `The report of order ${order.orderId} is ready.`;
  await portalCall(desk, 'POST', `${portalApi}/labdesk/orderTests/${orderTest.id}/report`, {
    Mode: 'generate',
  });

  // Portal: the colleague's list shows it live (no reload), and both tabs' badges count it.
  const item = colleague.getByTestId('notification').filter({ hasText: message });
  // Live: within seconds of the release's answer (the PDF is rendered before it), no reload. (10 s:
  // with the machine's load at 40 on 2 cores the list's answer once took 4 s more to be drawn.)
  await expect(item).toBeVisible({ timeout: 10_000 });
  await expect(item).toContainText('Unread: Success');
  const unread = await badgeCount(colleague, 'notifications');
  expect(unread).toBeGreaterThan(0);
  // The set-up's answers put more than a page of unread notifications before the report's.
  expect(unread).toBeGreaterThan(listPageSize);
  await expect(badge(otherTab, 'notifications')).toHaveText(String(unread));
  // Both tabs toast it with a button that opens the report; Dr. Ada, who hears of reports by
  // e-mail only, gets no toast.
  const reportToast = toast(otherTab, message);
  await expect(reportToast).toBeVisible();
  await expect(
    otherTab
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: 'Open the report' }),
  ).toBeVisible();
  await expect(toast(colleague, message)).toBeVisible();
  await expect(toast(provider, message)).toHaveCount(0);
  // The toast stays until read, so it stands at the bottom, clear of the header's sign-out.
  const signOutBox = await colleague.getByRole('button', { name: 'Sign out' }).boundingBox();
  const toastBox = await colleague
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: message })
    .boundingBox();
  expect(toastBox?.y).toBeGreaterThan((signOutBox?.y ?? 0) + (signOutBox?.height ?? 0));
  await expectNoAxeViolations(colleague);

  // Email: Dr. Ada gets the e-mail at the SMTP server, and no portal entry.
  await expect
    .poll(
      async () =>
        (await receivedMail()).filter(
          (mail) =>
            mail.text?.includes(message) && addressesOf(mail).includes(demoUsers.orderingProvider),
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  expect(
    (await receivedMail()).some(
      (mail) =>
        mail.text?.includes(message) && addressesOf(mail).includes(e2eServer.colleague.email),
    ),
  ).toBe(false);
  const adaList = await portalCall<{ items: Array<{ Message: string }> }>(
    provider,
    'POST',
    `${portalApi}/notifications/list/byAccount`,
    { PageSize: 200 },
  );
  expect(adaList.items.some((entry) => entry.Message === message)).toBe(false);

  // Viewed in one tab: the other tab's count drops too, without reload, and the report's toast
  // goes from both tabs. Viewed, it moves behind the unread ones (off the first page): the
  // colleague follows it by showing the viewed notifications, newest first.
  await item.getByRole('button', { name: 'Mark as viewed' }).click();
  await colleague.getByLabel('Show').selectOption('Viewed');
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('Unread:');
  const left = unread - 1;
  if (left === 0) {
    await expect(badge(otherTab, 'notifications')).toHaveCount(0, { timeout: 2000 });
  } else {
    await expect(badge(otherTab, 'notifications')).toHaveText(String(left), { timeout: 2000 });
  }
  await expect(reportToast).toHaveCount(0);
  await expect(toast(colleague, message)).toHaveCount(0);

  // Dr. Ada's e-mail leads to the report itself (she reads the account's reports).
  const adaMail = (await receivedMail()).find(
    (mail) =>
      mail.text?.includes(message) && addressesOf(mail).includes(demoUsers.orderingProvider),
  )!;
  const reportAddress = /Read the report: (\S+)/.exec(adaMail.text ?? '')?.[1];
  expect(reportAddress).toMatch(/\/user-account#reports\/\d+$/);
  await provider.goto(reportAddress!);
  await expect(provider.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await expect(
    provider.getByRole('link', { name: String(order.orderId), exact: true }),
  ).toBeVisible();

  // The colleague's card leads to the same report.
  await item.getByRole('link', { name: `Report of order ${order.orderId}` }).click();
  await colleague.waitForURL(reportAddress!);

  // The lab updates the report: the other tab's toast opens it, and reading it there takes the
  // colleague's toast of the update away.
  const labReportId = /#reports\/(\d+)$/.exec(reportAddress!)![1];
  await portalCall(desk, 'POST', `${portalApi}/labdesk/reports/${labReportId}/versions`, {
    Mode: 'generate',
  });
  const updateMessage = `An updated report (version 2) of order ${order.orderId} is ready.`;
  const updateToast = otherTab
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: updateMessage });
  await expect(updateToast).toBeVisible({ timeout: 10_000 });
  await expect(toast(colleague, updateMessage)).toBeVisible();
  await updateToast.getByRole('button', { name: 'Open the report' }).click();
  await otherTab.waitForURL(reportAddress!);
  await expect(otherTab.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await expect(updateToast).toHaveCount(0);
  await expect(toast(colleague, updateMessage)).toHaveCount(0, { timeout: 2000 });
  await expect(colleague.locator('iframe')).toHaveAttribute('src', /^blob:/);
  // Its accession details name the order the notification told of.
  await expect(
    colleague.getByRole('link', { name: String(order.orderId), exact: true }),
  ).toBeVisible();

  await Promise.all([adaAtWork(), colleagueAtWork()]);
  await provider.context().close();
  await colleague.context().close();
  await desk.context().close();
});
