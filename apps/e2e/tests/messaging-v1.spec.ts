// Messaging on the v1 road (issue 14, "the v1 calls used where the flags say"), in two browsers
// against the started lab server: the lab desk switches Two_Way_Messaging_v2 off in its Settings
// area, a provider (signed in after the switch: the portal reads the settings once per page load)
// opens a thread on an order, the desk answers, and the provider sees the answer unread, then read,
// through the v1 calls only. Then the desk switches messaging off: the messages center says so.
// The seed's flags (both on) are restored at the end, whatever happened, for the specs after this.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { deskPage } from './support/labDesk.ts';
import { openBillingThread, orderWithThreads } from './support/messaging.ts';
import { portalCall, submitCopyOfOrder } from './support/ordering.ts';
import { demoUsers, keepActive, signInFromHome, waitForLanding } from './support/portal.ts';

// Set-up waits are generous (a loaded machine draws a page in more than 15 s).
const expect = baseExpect.configure({ timeout: 30_000 });

type MessagingFlag = 'Two_Way_Messaging' | 'Two_Way_Messaging_v2';
const flagsUrl = '/api/portal/v1.0.1/labdesk/settings/featureFlags';

/** The desk's Settings area: switches a flag to `state` (confirmed), unless it is there already. */
async function switchFlag(desk: Page, flag: MessagingFlag, state: 'on' | 'off') {
  await desk
    .getByRole('navigation', { name: 'Lab desk areas' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const row = desk.getByRole('row', { name: new RegExp(`^${flag} `) });
  const other = state === 'on' ? 'off' : 'on';
  await expect(row.getByRole('button', { name: /^Switch / })).toBeVisible();
  const button = row.getByRole('button', { name: `Switch ${state} ${flag}` });
  if ((await button.count()) === 0) return;
  await button.click();
  const dialog = desk.getByRole('alertdialog', { name: `Switch ${flag} ${state}?` });
  await dialog.getByRole('button', { name: `Switch ${state}` }).click();
  await expect(
    desk
      .getByRole('region', { name: 'Notifications' })
      .getByText(`${flag} is now ${state}. Portals follow at their next page load.`),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: `Switch ${other} ${flag}` })).toBeVisible();
}

/** The seed's setting (both flags on), through the desk's call: the safety net of `finally`. */
async function restoreSeedFlags(browser: Browser, desk: Page | undefined) {
  const page = desk && !desk.isClosed() ? desk : await deskPage(browser);
  for (const VarName of ['Two_Way_Messaging', 'Two_Way_Messaging_v2'] as const) {
    await portalCall(page, 'PUT', flagsUrl, { VarName, Enabled: true });
  }
  const flags = await portalCall<Array<{ VarName: string; Enabled: boolean }>>(
    page,
    'GET',
    flagsUrl,
  );
  expect(flags.filter((flag) => flag.VarName.startsWith('Two_Way_Messaging'))).toEqual([
    { VarName: 'Two_Way_Messaging', Enabled: true, IsSet: true },
    { VarName: 'Two_Way_Messaging_v2', Enabled: true, IsSet: true },
  ]);
}

test('the v1 road: the desk switches v2 off, answers a provider’s thread, the provider reads it; messaging off says so', async ({
  browser,
}) => {
  // Two people sign in, flags switched three times, an axe run: more than 120 s when loaded.
  test.slow();
  let desk: Page | undefined;
  const stops: Array<() => Promise<void>> = [];
  try {
    desk = await deskPage(browser);
    stops.push(keepActive([desk]));
    await switchFlag(desk, 'Two_Way_Messaging_v2', 'off');
    await expectNoAxeViolations(desk);

    // Signed in after the switch: this page load reads the v1 road.
    const provider = await (await browser.newContext()).newPage();
    const messagingCalls: string[] = [];
    provider.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/messaging/')) messagingCalls.push(path);
    });
    await signInFromHome(provider, demoUsers.orderingProvider);
    await waitForLanding(provider, '#simple-orders');
    stops.push(keepActive([provider]));
    const { orderId } = await submitCopyOfOrder(provider, await orderWithThreads(provider));

    const question = `Is there a payment plan for this test? (${Date.now()})`;
    // An open v1 thread reads the order's messages, and so would read the answer as it arrives:
    // the helper leaves it once opened.
    const { threads, subject, named } = await openBillingThread(provider, orderId, question);
    // v1 opens a thread (threads), then posts its first message (messages).
    expect(messagingCalls).toContain('/api/messaging/v1/portal-messaging/threads');
    expect(messagingCalls).toContain('/api/messaging/v1/portal-messaging/messages');

    // The desk answers the thread.
    await desk
      .getByRole('navigation', { name: 'Lab desk areas' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await desk.getByRole('combobox', { name: /^Show/ }).selectOption({ label: 'Unread' });
    await desk.getByRole('button', { name: named }).click();
    await expect(desk.getByText(question)).toBeVisible();
    const answer = `Yes: a plan of six monthly payments is possible (${Date.now()}).`;
    await desk.getByLabel('Reply').fill(answer);
    await desk.getByRole('button', { name: 'Send reply' }).click();
    await expect(
      desk.getByRole('region', { name: 'Notifications' }).getByText('Your reply was sent.'),
    ).toBeVisible();

    // The provider: the thread unread in the messages center (a page load), then read.
    await provider.goto('/user-account#messages-center?show=unread');
    await provider.reload();
    const center = provider.getByRole('list', { name: 'Message threads' });
    const unread = center.getByRole('button', { name: named });
    await expect(unread).toContainText('1 unread');
    await unread.click();
    const chosen = provider.getByRole('region', { name: subject });
    await expect(chosen.getByText(answer)).toBeVisible();
    await expect(chosen.getByText(question)).toBeVisible();
    await expect(chosen.getByRole('group', { name: 'About this thread' })).toContainText(
      'Read · 2 messages',
    );
    await expectNoAxeViolations(provider);
    await provider.goto(`/user-account#review/${orderId}`);
    await provider.reload();
    await expect(threads.getByRole('button', { name: named })).not.toContainText('unread');
    // Read with the v1 calls (is_read, messages of the order), never a v2 call.
    expect(messagingCalls).toContain('/api/messaging/v1/portal-messaging/threads/read-status');
    expect(messagingCalls.filter((path) => path.startsWith('/api/messaging/v2/'))).toEqual([]);

    // Messaging off: the messages center says so, the order review has no messages panel.
    await switchFlag(desk, 'Two_Way_Messaging', 'off');
    await provider.goto('/user-account#messages-center');
    await provider.reload();
    await expect(provider.getByText('Messaging with the lab is not available.')).toBeVisible();
    await provider.goto(`/user-account#review/${orderId}`);
    await provider.reload();
    await expect(provider.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(provider.getByRole('region', { name: 'Messages' })).toHaveCount(0);

    // Back to the seed's setting through the desk's screen.
    await switchFlag(desk, 'Two_Way_Messaging', 'on');
    await switchFlag(desk, 'Two_Way_Messaging_v2', 'on');
  } finally {
    for (const stop of stops) await stop();
    await restoreSeedFlags(browser, desk);
    for (const context of browser.contexts()) await context.close();
  }
});
