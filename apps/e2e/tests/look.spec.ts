// The portal's look (issue 20): every screen without horizontal scroll at 320 px, with zero axe
// violations in the light and the dark theme (the system's choice and the header's toggle), and
// screenshots in both themes at 1280 px and 375 px compared with the baselines beside this file.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoUsers, fillSignInPage, signInFromHome, waitForLanding } from './support/portal.ts';
import { expectNoAxeViolations as expectNoViolations } from './support/axe.ts';

interface Screen {
  /** The screenshot's name. */
  name: string;
  /** Opens the screen and waits until its content is in. */
  open: (page: Page) => Promise<void>;
  /** Content that changes from run to run (dates, data other tests add), hidden in screenshots. */
  dynamic?: (page: Page) => Locator[];
  /** The lab's sign-in page is the server's, not the portal's: it has no theme toggle. */
  withoutToggle?: boolean;
}

const widths = { phoneNarrow: 320, phone: 375, desktop: 1280 } as const;

/** Dates as the portal writes them (MM/DD/YYYY) and times of day. */
const datePattern = /\b\d{2}\/\d{2}\/\d{4}\b|\b\d{1,2}:\d{2}\b/;

/**
 * axe reads every frame; the session's silent renewal runs in a hidden frame that navigates, which
 * can end axe's run in it midway: then axe runs once more.
 */
async function expectNoAxeViolations(page: Page): Promise<void> {
  // A theme switch runs colour transitions: axe reads the colours once they have ended.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  try {
    await expectNoViolations(page);
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForTimeout(1_000);
    await expectNoViolations(page);
  }
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function openHeading(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await settled(page);
}

const signedOutScreens: Screen[] = [
  {
    name: 'home-signed-out',
    open: (page) => openHeading(page, '/', 'Loci provider portal'),
    // The publications and news come from the seed in a fixed order; their dates are fixed too.
  },
  {
    name: 'sign-in',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/oidc\//);
      await expect(page.getByLabel('Email')).toBeVisible();
      await settled(page);
    },
    withoutToggle: true,
  },
];

let reviewHref = '';

const signedInScreens: Screen[] = [
  {
    name: 'order-list',
    open: async (page) => {
      await openHeading(page, '/user-account#simple-orders', 'Orders');
      const review = page.getByRole('link', { name: /^Review order \d+$/ }).first();
      await expect(review).toBeVisible();
      reviewHref = (await review.getAttribute('href')) ?? '';
    },
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'new-order-form',
    open: async (page) => {
      await openHeading(page, '/test-catalog/requisition#simple-order/new', 'New order');
      await expect(
        page.getByRole('main').getByRole('combobox', { name: 'Account', exact: true }),
      ).toBeVisible();
    },
  },
  {
    name: 'order-review',
    open: async (page) => {
      expect(reviewHref).toMatch(/#review\/\d+$/);
      await openHeading(page, reviewHref, /^Order \d+$/);
      await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
      await settled(page);
    },
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'patients',
    open: (page) => openHeading(page, '/user-account#patients', 'Patients'),
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'patient-detail',
    open: (page) => openHeading(page, '/user-account#patients/100001', /./),
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'favorites',
    open: (page) => openHeading(page, '/user-account#profile/favorites', 'Favorites'),
    // Other browser tests save favorites on the same server before this one runs.
    dynamic: (page) => [page.getByRole('main').getByRole('list')],
  },
  {
    name: 'messages',
    open: (page) => openHeading(page, '/user-account#messages-center', 'Messages'),
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'profile',
    open: (page) => openHeading(page, '/user-account#profile', 'Your profile'),
  },
  {
    name: 'catalogue-search',
    open: async (page) => {
      await page.goto('/tests');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Tests' }).getByRole('link').first(),
      ).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'test-detail',
    open: async (page) => {
      await page.goto('/tests');
      const first = page.getByRole('list', { name: 'Tests' }).getByRole('heading').first();
      await first.getByRole('link').click();
      await page.waitForURL(/\/tests\/[^/]+\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
    },
  },
];

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(overflow.content, 'page wider than the window').toBeLessThanOrEqual(overflow.window);
}

async function chooseTheme(page: Page, theme: 'System' | 'Light' | 'Dark'): Promise<void> {
  const toggle = page.getByRole('combobox', { name: 'Theme' });
  if (!(await toggle.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await toggle.selectOption({ label: theme });
}

async function themeInEffect(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.dataset.colorScheme ?? null);
}

async function checkScreen(page: Page, screen: Screen): Promise<void> {
  await test.step(`${screen.name}: no horizontal scroll at 320 px`, async () => {
    await page.setViewportSize({ width: widths.phoneNarrow, height: 720 });
    await screen.open(page);
    await expectNoHorizontalScroll(page);
  });

  // One visit per screen: the widths after 320 px are the same page resized.
  for (const width of [widths.desktop, widths.phone]) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    for (const scheme of ['light', 'dark'] as const) {
      await test.step(`${screen.name}: ${scheme} at ${width} px`, async () => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        if (!screen.withoutToggle) await expect.poll(() => themeInEffect(page)).toBe(scheme);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        if (width === widths.desktop) await expectNoAxeViolations(page);
        await expect.soft(page).toHaveScreenshot(`${screen.name}-${scheme}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: screen.dynamic?.(page) ?? [],
          maxDiffPixelRatio: 0.02,
        });
      });
    }
  }

  if (!screen.withoutToggle) {
    await test.step(`${screen.name}: dark through the header's toggle`, async () => {
      await page.setViewportSize({ width: widths.desktop, height: 800 });
      await page.emulateMedia({ colorScheme: 'light' });
      await chooseTheme(page, 'Dark');
      await expect.poll(() => themeInEffect(page)).toBe('dark');
      await expectNoAxeViolations(page);
      await chooseTheme(page, 'System');
      await expect.poll(() => themeInEffect(page)).toBe('light');
    });
  }
}

test.describe('the portal’s look', () => {
  test.describe.configure({ timeout: 600_000 });

  test('signed-out screens', async ({ page }) => {
    for (const screen of signedOutScreens) await checkScreen(page, screen);
  });

  test('signed-in screens', async ({ page }) => {
    await signInFromHome(page, demoUsers.orderingProvider);
    await waitForLanding(page, '#simple-orders');
    for (const screen of signedInScreens) await checkScreen(page, screen);
  });

  test('the theme choice is kept across a reload and a sign-in, and follows the system by default', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('system');
    await expect.poll(() => themeInEffect(page)).toBe('dark');
    await chooseTheme(page, 'Light');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('light');
    await expect.poll(() => themeInEffect(page)).toBe('light');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await fillSignInPage(page, demoUsers.orderingProvider);
    await waitForLanding(page, '#simple-orders');
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('light');
    await expect.poll(() => themeInEffect(page)).toBe('light');
  });

  test('a signed-in user sees no password link, and the whole account name fits at 320 px', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await page.setViewportSize({ width: widths.phoneNarrow, height: 720 });
    await signInFromHome(page, demoUsers.staff);
    await waitForLanding(page, '#simple-orders');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Loci provider portal' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Menu' }).click();
    const account = page.getByRole('combobox', { name: 'Account', exact: true });
    await expect(account).toBeVisible();
    const chosen = await account.evaluate(
      (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
    );
    expect(chosen).toMatch(/\(.+\)$/);
    // The text shown for the chosen account is all on screen (it wraps instead of being cut).
    const shown = page.getByText(chosen, { exact: true }).and(page.locator('[aria-hidden="true"]'));
    await expect(shown).toBeVisible();
    const box = await shown.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(widths.phoneNarrow);
    const clipped = await shown.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(clipped).toBe(false);
    await expectNoHorizontalScroll(page);
  });
});
