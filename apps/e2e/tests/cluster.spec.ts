// Through nginx with two lab-api instances on one PostgreSQL, round-robin with no sticky sessions
// (issue 19, Acceptance): sign in, read orders and reports, start an order and attach a document
// while the instances alternate; one instance is killed mid-journey (no drain); the order is
// submitted, the access token is renewed and a report is read through the other instance.
// Runs with playwright.cluster.config.ts (`npm run test:cluster -w @loci/e2e`).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { accountQuestion, startThreadPath } from './support/messaging.ts';
import {
  demoUsers,
  fillSignInPage,
  keepActive,
  profileStatusWithStoredToken,
  refreshGrants,
  signInFromHome,
  storedAccessToken,
  waitForLanding,
  waitWhileActive,
  watchTokenEndpoint,
} from './support/portal.ts';
import {
  addTestToCart,
  attachPdf,
  chooseAccountAndPatient,
  savedDraftId,
} from './support/ordering.ts';

interface ClusterState {
  instances: Array<{ port: number; pid: number }>;
}

const clusterState = (): ClusterState =>
  JSON.parse(readFileSync(process.env.LOCI_CLUSTER_STATE!, 'utf8')) as ClusterState;

/** A call with the page's stored token, to `origin` (nginx by default, or one instance). */
async function callAs<T>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${await storedAccessToken(page)}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

// Issue 14, Acceptance: an event raised through instance A reaches a browser whose event stream is
// held by instance B (PostgreSQL LISTEN/NOTIFY between them). Runs first: the next test kills one.
test('the lab desk answers through one instance: the provider’s badge on the other updates live', async ({
  browser,
}) => {
  const provider = await (await browser.newContext()).newPage();
  // nginx names the instance that holds the provider's event stream.
  const streamInstances: string[] = [];
  provider.on('response', (response) => {
    const instance = response.headers()['x-loci-instance'];
    if (instance && response.url().includes('/events/stream')) streamInstances.push(instance);
  });
  await signInFromHome(provider, demoUsers.orderingProvider);
  await waitForLanding(provider, '#simple-orders');
  const providerAtWork = keepActive([provider]);
  const subject = `Across instances ${Date.now()}`;
  const opened = await callAs<{ thread: { threadId: number } }>(
    provider,
    'POST',
    startThreadPath,
    accountQuestion(subject, 'Which instance answers?'),
  );
  await provider.goto('/user-account#messages-center');
  const threads = provider.getByRole('list', { name: /thread/i });
  await expect(threads.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  await expect.poll(() => streamInstances.length).toBeGreaterThan(0);
  const badge = provider.getByRole('navigation', { name: 'Main' }).getByTestId('messages-badge');
  const before = (await badge.count()) === 0 ? 0 : Number(await badge.textContent());

  // The desk signs in through nginx, then answers on the instance that does not hold the stream.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto('/lab-desk');
  await fillSignInPage(desk, 'lab.desk@loci.test');
  await desk.waitForURL((url) => url.pathname === '/lab-desk/orders');
  const streamInstance = streamInstances.at(-1)!;
  const other = clusterState().instances.find(
    (instance) => `127.0.0.1:${instance.port}` !== streamInstance,
  )!;
  expect(other).toBeDefined();
  await callAs(
    desk,
    'POST',
    `http://127.0.0.1:${other.port}/api/portal/v1.0.1/labdesk/threads/${opened.thread.threadId}/messages`,
    { body: 'Answered on the other instance.' },
  );

  // Live, without reload: the badge and the thread list of the browser on the other instance.
  await expect(badge).toHaveText(String(before + 1), { timeout: 5000 });
  const first = threads.getByRole('button').first();
  await expect(first).toContainText(subject);
  await expect(first).toContainText('1 unread');
  // The stream stayed on its instance the whole time (no reconnect through the other one).
  expect(new Set(streamInstances)).toEqual(new Set([streamInstance]));
  await providerAtWork();
  await provider.context().close();
  await desk.context().close();
});

/** The cluster's access-token lifetime (playwright.cluster.config.ts). */
const lifetimeMs = 30_000;

test('a provider’s journey survives an instance killed while the instances alternate', async ({
  page,
  context,
}) => {
  test.setTimeout(420_000);
  const answeredBy = new Set<string>();
  page.on('response', (response) => {
    const instance = response.headers()['x-loci-instance'];
    if (instance && response.url().includes('/api/')) answeredBy.add(instance);
  });
  const grants = watchTokenEndpoint(context);

  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await page.goto('/user-account#reports?account=1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reports' }).getByRole('row').nth(1)).toBeVisible();

  // An order started: a test in the cart, the account and a patient make a saved draft.
  await addTestToCart(page, '896');
  await page.goto('/test-catalog/requisition#simple-order/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  const form = page.getByRole('main');
  await expect(form.getByRole('list', { name: 'Tests to order' })).toContainText('896');
  await chooseAccountAndPatient(form);
  const orderId = await savedDraftId(page, 30_000);
  await form
    .getByRole('combobox', { name: 'Diagnosis codes (ICD-10-CM)' })
    .pressSequentially('Z80.3');
  await page.getByRole('option', { name: /^Z80\.3 · / }).click();
  await form.getByRole('combobox', { name: 'Payment type', exact: true }).selectOption('Patient');
  await form.getByLabel('The patient has given informed consent for this testing.').check();
  await form
    .getByRole('radiogroup', { name: 'Reason for testing' })
    .getByRole('radio', { name: 'Predictive (asymptomatic)' })
    .check();

  // A document attached to the draft (the upload carries an idempotency key).
  const documentName = `cluster-letter-${Date.now()}.pdf`;
  await attachPdf(page, orderId, documentName);
  // Round-robin without stickiness: the portal's calls were answered by both instances.
  expect(answeredBy.size).toBe(2);

  // One instance dies mid-journey (no drain): nginx sends the rest to the other.
  const [first] = clusterState().instances;
  process.kill(first!.pid, 'SIGKILL');
  const killedAt = Date.now();

  // The order is submitted through the surviving instance, with its document.
  await form.getByRole('button', { name: 'Review the order' }).click();
  const summary = form.getByRole('region', { name: 'Review the order' });
  await expect(summary).toContainText(documentName);
  await summary.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(new RegExp(`#review/${orderId}$`), { timeout: 30_000 });
  await expect(page.getByRole('main')).toContainText('Submitted order');

  // The access token is renewed after the kill (the user stays active past its lifetime).
  await waitWhileActive([page], lifetimeMs + 3000);
  expect(
    refreshGrants(grants).some((grant) => grant.sentAt > killedAt && grant.status === 200),
  ).toBe(true);
  expect(await profileStatusWithStoredToken(page)).toBe(200);

  // The lists and a report are read through the surviving instance.
  await page.goto('/user-account#simple-orders');
  await expect(
    page
      .getByRole('table', { name: 'Orders' })
      .getByRole('link', { name: `Review order ${orderId}` }),
  ).toBeVisible();
  await page.goto('/user-account#reports?account=1001');
  await expect(page.getByRole('table', { name: 'Reports' }).getByRole('row').nth(1)).toBeVisible();
  await page.goto('/user-account#simple-orders');
  const reportsLink = page.getByRole('link', { name: /^Reports of order \d+$/ }).first();
  const reportOrderId = (await reportsLink.textContent())!.replace(/\D/g, '');
  await page.goto(`/user-account#review/${reportOrderId}`);
  await page
    .getByRole('region', { name: 'Reports' })
    .getByRole('link', { name: /^(Report|Updated report): / })
    .first()
    .click();
  await page.waitForURL(/#reports\/\d+$/);
  await expect(page.locator('iframe')).toHaveAttribute('src', /^blob:/);
  // The sign-in's tokens came from the instances through nginx (authorization code grant).
  expect(
    grants.some((grant) => grant.grantType === 'authorization_code' && grant.status === 200),
  ).toBe(true);
});
