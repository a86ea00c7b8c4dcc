import { expect, test } from '@playwright/test';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.describe('sign-in lands where the spec says', () => {
  test('an ordering provider lands on the order list', async ({ page }) => {
    await signInFromHome(page, demoUsers.orderingProvider);
    await waitForLanding(page, '#simple-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).toBeVisible();
  });

  test('staff land on the order list', async ({ page }) => {
    await signInFromHome(page, demoUsers.staff);
    await waitForLanding(page, '#simple-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('a user without any account is told "No account found for current user"', async ({
    page,
  }) => {
    await signInFromHome(page, demoUsers.noAccount);
    await waitForLanding(page, '#no-access');
    await expect(page.getByText('No account found for current user')).toBeVisible();
    // Other views are refused too.
    await page.goto('/user-account#patients');
    await waitForLanding(page, '#no-access');
  });

  test('sign-out returns home, and the back button shows no data of the session', async ({
    page,
  }) => {
    await signInFromHome(page, demoUsers.orderingProvider);
    await waitForLanding(page, '#simple-orders');
    await page.goto('/user-account#profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText('dr.ada@loci.test').first()).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (key) => key.startsWith('loci.') || key.startsWith('oidc.user'),
      ),
    );
    expect(stored).toEqual([]);

    await page.goBack();
    await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
    await expect(page.getByText('dr.ada@loci.test')).toHaveCount(0);
  });
});

test('a new provider completes registration and lands on the order list', async ({ page }) => {
  await signInFromHome(page, demoUsers.newProvider);
  await waitForLanding(page, '#finalize-registration');
  const form = page.getByRole('form', { name: 'Complete your registration' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  // The spec's validation texts beside the fields.
  await form.getByLabel('Phone').fill('12');
  await form.getByLabel('ZIP code').fill('ABCDE');
  await form.getByRole('button', { name: 'Complete registration' }).click();
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(
    /Please provide a valid phone number/,
  );
  await expect(form.getByLabel('ZIP code')).toHaveAccessibleDescription(/Wrong format/);
  await expect(form.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('First name').fill('Nia');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('NPI').fill('');
  await form.getByLabel('Phone').fill('617-555-0142');
  await form.getByLabel('Address').fill('200 Harbor Way');
  await form.getByLabel('City').fill('Boston');
  await form.getByLabel('State').fill('MA');
  await form.getByLabel('ZIP code').fill('02110');
  await form.getByRole('button', { name: 'Complete registration' }).click();

  // The server requires an NPI of an ordering provider: its answer lands beside the field.
  await expect(form.getByLabel('NPI')).toHaveAccessibleDescription(/This field is required/);
  await expect(page).toHaveURL(/#finalize-registration$/);
  await form.getByLabel('NPI').fill('1234567893');
  await form.getByRole('button', { name: 'Complete registration' }).click();
  await waitForLanding(page, '#simple-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('/reset-password opens the identity provider’s password reset', async ({ page }) => {
  await page.goto('/reset-password');
  await page.waitForURL((url) => url.pathname === '/oidc/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
});
