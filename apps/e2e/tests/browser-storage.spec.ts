// Where the portal keeps the session and the order form in progress (localStorage, see
// docs/decisions/portal-session-storage.md), and that none of it outlives the session: after
// "Sign out" and after the idle logout no token, draft or patient data stays in the browser.
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, lastActivityKey, signInFromHome, waitForLanding } from './support/portal.ts';
import { e2eServer } from './support/e2eServer.ts';

interface BrowserStorage {
  local: Record<string, string>;
  session: Record<string, string>;
  indexedDb: string[];
}

async function browserStorage(page: Page): Promise<BrowserStorage> {
  return page.evaluate(async () => {
    const entries = (store: Storage) =>
      Object.fromEntries(Object.keys(store).map((key) => [key, store.getItem(key) ?? '']));
    const databases = await indexedDB.databases();
    return {
      local: entries(localStorage),
      session: entries(sessionStorage),
      indexedDb: databases.map((database) => database.name ?? ''),
    };
  });
}

/** Signs in, starts a new order for a patient and types a note; returns what must not stay. */
async function startDraft(page: Page): Promise<{ note: string; patientName: string }> {
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await page.goto('/test-catalog/requisition#simple-order/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByRole('combobox', { name: 'Account', exact: true }).selectOption('1001');
  await form.getByLabel('Find a patient').fill('100011');
  await form.getByRole('button', { name: 'Search patients' }).click();
  const patient = form.getByRole('combobox', { name: 'Patient', exact: true });
  const option = patient.locator('option', { hasText: '100011' });
  await expect(option).toHaveCount(1);
  const patientName = ((await option.textContent()) ?? '').split(' (')[0] ?? '';
  expect(patientName.length).toBeGreaterThan(2);
  await patient.selectOption({ index: 1 });
  // No test in the cart: the server saves no draft yet, the browser keeps the form as typed.
  const note = `Draft note ${Date.now()}`;
  await page.getByLabel('Notes for the lab').fill(note);
  // The precondition: the signed-in user and the draft are kept in this browser.
  await expect.poll(async () => JSON.stringify((await browserStorage(page)).local)).toContain(note);
  expect(
    Object.keys((await browserStorage(page)).local).some((key) => key.startsWith('oidc.user')),
  ).toBe(true);
  return { note, patientName };
}

function expectNothingLeft(storage: BrowserStorage, left: { note: string; patientName: string }) {
  const everything = JSON.stringify(storage);
  expect(everything).not.toContain(left.note);
  expect(everything).not.toContain(left.patientName);
  expect(everything).not.toMatch(/access_token|refresh_token|id_token/);
  expect(
    Object.keys(storage.local).filter((key) => /^oidc\.user|^loci\.orderForm/.test(key)),
  ).toEqual([]);
  expect(storage.indexedDb).toEqual([]);
}

test('after "Sign out" no token, draft order or patient name stays in browser storage', async ({
  page,
}) => {
  const left = await startDraft(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('code='));
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expectNothingLeft(await browserStorage(page), left);
});

test('after the idle logout no token, draft order or patient name stays in browser storage', async ({
  page,
}) => {
  const left = await startDraft(page);
  await page.evaluate(
    ([key, lifetime]) => localStorage.setItem(key, String(Date.now() - lifetime - 60_000)),
    [lastActivityKey, e2eServer.accessTokenLifetimeSeconds * 1000] as const,
  );
  // The home page's address names the page that was open (signing in again returns there), and
  // nothing typed into it (docs/decisions/sign-in-after-timeout.md).
  await page.waitForURL(
    (url) =>
      url.pathname === '/' &&
      url.searchParams.get('logout-reason') === 'session-timeout' &&
      (url.searchParams.get('returnTo') ?? '').startsWith('/test-catalog/requisition#simple-order'),
  );
  expect(page.url()).not.toContain(encodeURIComponent(left.note));
  expect(page.url()).not.toContain(encodeURIComponent(left.patientName));
  await expect(page.getByText('You were signed out because your session timed out.')).toBeVisible();
  expectNothingLeft(await browserStorage(page), left);
});
