import { expect, test } from '@playwright/test';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';
import { expectNoAxeViolations as expectNoViolations } from './support/axe.ts';

// The finalize-registration form is checked in sign-in.spec.ts, by the one user who sees it.

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });

  test('home page with a logout reason', async ({ page }) => {
    await page.goto('/?logout-reason=session-timeout');
    await expect(
      page.getByText('You were signed out because your session timed out.'),
    ).toBeVisible();
    await expectNoViolations(page);
  });

  test('sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/oidc\//);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectNoViolations(page);
  });

  test('order list shell and profile', async ({ page }) => {
    await signInFromHome(page, demoUsers.orderingProvider);
    await waitForLanding(page, '#simple-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/user-account#profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('order list shell on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInFromHome(page, demoUsers.staff);
    await waitForLanding(page, '#simple-orders');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Patients' }),
    ).toBeVisible();
    await expectNoViolations(page);
  });
});
