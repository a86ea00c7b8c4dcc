// The portal under its real CSP (no 'unsafe-inline' for styles or scripts): sign-in, the order
// list and the new order form, with a dialog whose scroll lock injects a <style>, report no
// violation. The server puts a fresh nonce into each index.html and its header.
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';

/** Every CSP violation of every page the test opens: the DOM event and Chromium's console line. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} at ${document.location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('sign-in, the order list and a new order with its dialog break no CSP rule', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);

  const answer = await page.goto('/');
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'/);
  expect(policy).not.toContain('unsafe-inline');

  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();

  await page.goto('/test-catalog/requisition#simple-order/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByRole('combobox', { name: 'Account', exact: true }).selectOption('1001');
  await form.getByRole('button', { name: 'New patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'New patient' });
  await expect(dialog).toBeVisible();
  // The dialog's scroll lock is an injected <style>: applied only if it carries the page's nonce.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
    .toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  expect(violations).toEqual([]);
});

test('a report’s PDF shows in the report view, breaking no CSP rule', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await page.goto('/user-account#reports');
  const report = page
    .getByRole('table', { name: 'Reports' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first();
  await report.click();
  await page.waitForURL(/#reports\/\d+$/);
  // The PDF is read through the API client and framed from a blob: URL (the token stays out of
  // addresses); a policy without blob: in frame-src shows "This content is blocked" instead.
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  const src = (await frame.getAttribute('src'))!;
  await expect.poll(() => page.frames().some((candidate) => candidate.url() === src)).toBe(true);
  expect(violations).toEqual([]);
});
