// The portal's look (issue 20): every screen without horizontal scroll at 320 px, with zero axe
// violations in the light and the dark theme (the system's choice and the header's toggle), and
// screenshots in both themes at 1280 px and 375 px compared with the baselines beside this file.
// Every screen address of the portal (its route table, in-page views and lab desk areas, listed in
// portalScreenAddresses.ts) has a screen here or says why it has none.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  portalScreenAddresses,
  type PortalScreenAddress,
} from '../../portal/src/app/portalScreenAddresses.ts';
import { demoUsers, fillSignInPage, signInFromHome, waitForLanding } from './support/portal.ts';
import { expectNoAxeViolations as expectNoViolations } from './support/axe.ts';

interface Screen {
  /** The screenshot's name. */
  name: string;
  /** The portal address it shows; null for the lab's own sign-in page. */
  address: PortalScreenAddress | null;
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

/** The catalogue's search pages: the first test of the list is in. */
async function openCatalogue(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tests' }).getByRole('link').first()).toBeVisible();
  await settled(page);
}

const signedOutScreens: Screen[] = [
  {
    name: 'home-signed-out',
    address: '/',
    open: (page) => openHeading(page, '/', 'Loci provider portal'),
    // The publications and news come from the seed in a fixed order; their dates are fixed too.
  },
  {
    name: 'sign-in',
    address: null,
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/oidc\//);
      await expect(page.getByLabel('Email')).toBeVisible();
      await settled(page);
    },
    withoutToggle: true,
  },
  {
    // The portal's address goes on to the lab's own page, which has no theme toggle either.
    name: 'reset-password',
    address: '/reset-password',
    open: async (page) => {
      await page.goto('/reset-password');
      await page.waitForURL(/\/oidc\/reset-password/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Reset your password' }),
      ).toBeVisible();
      await settled(page);
    },
    withoutToggle: true,
  },
  {
    name: 'not-found',
    address: '*',
    open: (page) => openHeading(page, '/no-such-screen', 'Page not found'),
  },
];

let reviewHref = '';
let draftHref = '';
let reportHref = '';

const signedInScreens: Screen[] = [
  {
    name: 'order-list',
    address: '/user-account#simple-orders',
    open: async (page) => {
      await openHeading(page, '/user-account#simple-orders', 'Orders');
      const review = page.getByRole('link', { name: /^Review order \d+$/ }).first();
      await expect(review).toBeVisible();
      reviewHref = (await review.getAttribute('href')) ?? '';
      const draft = page.getByRole('link', { name: /^Continue draft \d+$/ }).first();
      if ((await draft.count()) > 0) draftHref = (await draft.getAttribute('href')) ?? '';
    },
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'new-order-form',
    address: '/test-catalog/requisition#simple-order/new',
    open: async (page) => {
      await openHeading(page, '/test-catalog/requisition#simple-order/new', 'New order');
      await expect(
        page.getByRole('main').getByRole('combobox', { name: 'Account', exact: true }),
      ).toBeVisible();
    },
  },
  {
    name: 'order-review',
    address: '/user-account#review/:orderId',
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
    address: '/user-account#patients',
    open: (page) => openHeading(page, '/user-account#patients', 'Patients'),
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'patient-detail',
    address: '/user-account#patients/:patientId',
    open: (page) => openHeading(page, '/user-account#patients/100001', /./),
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'favorites',
    address: '/user-account#profile/favorites',
    open: (page) => openHeading(page, '/user-account#profile/favorites', 'Favorites'),
    // Other browser tests save favorites on the same server before this one runs.
    dynamic: (page) => [page.getByRole('main').getByRole('list')],
  },
  {
    name: 'messages',
    address: '/user-account#messages-center',
    open: (page) => openHeading(page, '/user-account#messages-center', 'Messages'),
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'profile',
    address: '/user-account#profile',
    open: (page) => openHeading(page, '/user-account#profile', 'Your profile'),
  },
  {
    name: 'catalogue-search',
    address: '/tests',
    open: (page) => openCatalogue(page, '/tests'),
  },
  {
    name: 'test-detail',
    address: '/tests/:testCode/:slug',
    open: async (page) => {
      await page.goto('/tests');
      const first = page.getByRole('list', { name: 'Tests' }).getByRole('heading').first();
      await first.getByRole('link').click();
      await page.waitForURL(/\/tests\/[^/]+\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
    },
  },
  // The screens added after the first baselines (issue 20): each screen the route table has.
  {
    name: 'home-signed-in',
    address: '/',
    open: (page) => openHeading(page, '/', 'Loci provider portal'),
  },
  {
    name: 'test-search',
    address: '/tests/search',
    open: (page) => openCatalogue(page, '/tests/search'),
  },
  {
    name: 'test-launchpad',
    address: '/test-launchpad',
    open: (page) => openCatalogue(page, '/test-launchpad'),
  },
  {
    name: 'site-search',
    address: '/search',
    open: async (page) => {
      await openHeading(page, '/search?searchType=Tests&term=exome', 'Search');
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'reports-list',
    address: '/user-account#reports',
    open: async (page) => {
      await openHeading(page, '/user-account#reports', 'Reports');
      const firstRow = page.getByRole('table', { name: 'Reports' }).getByRole('row').nth(1);
      const report = firstRow.getByRole('link').first();
      await expect(report).toBeVisible();
      reportHref = (await report.getAttribute('href')) ?? '';
    },
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'report-view',
    address: '/user-account#reports/:labReportId',
    open: async (page) => {
      expect(reportHref).toMatch(/#reports\/\d+$/);
      await openHeading(page, reportHref, /./);
      await expect(page.locator('iframe')).toHaveAttribute('src', /^blob:/);
      await settled(page);
      // Every visit (this spec's own earlier ones, other tests') lengthens "Viewed by": masked,
      // it still made the page taller. One height for the screenshots, set through the CSSOM (the
      // portal's policy refuses an injected style element, toHaveScreenshot's `stylePath` too).
      await page.getByRole('list', { name: 'Viewed by' }).evaluate((list) => {
        list.style.blockSize = '6em';
        list.style.overflow = 'hidden';
      });
    },
    // The PDF is drawn by the browser's viewer; who viewed the report changes with other tests.
    dynamic: (page) => [
      page.locator('iframe'),
      page.getByText(datePattern),
      page.getByRole('list', { name: 'Viewed by' }),
    ],
  },
  {
    name: 'order-change',
    address: '/user-account#review/:orderId/change',
    open: async (page) => {
      expect(reviewHref).toMatch(/#review\/\d+$/);
      await openHeading(page, `${reviewHref}/change`, /^Change order \d+$/);
    },
  },
  {
    name: 'draft-order',
    address: '/test-catalog/requisition#simple-order/:orderId',
    open: async (page) => {
      expect(draftHref, 'a draft in the first page of the order list').toMatch(
        /#simple-order\/\d+$/,
      );
      await openHeading(page, draftHref, /./);
      await expect(
        page.getByRole('main').getByRole('combobox', { name: 'Account', exact: true }),
      ).toBeVisible();
      await settled(page);
    },
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'add-on-patient-search',
    address: '/user-account#simple-order/addon/index',
    open: (page) => openHeading(page, '/user-account#simple-order/addon/index', 'Add-on order'),
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'add-on-order-form',
    address: '/test-catalog/requisition#simple-order/addon/new/:orderId',
    open: async (page) => {
      const orderId = reviewHref.split('/').at(-1) ?? '';
      await openHeading(
        page,
        `/test-catalog/requisition#simple-order/addon/new/${orderId}`,
        `Add-on order from order ${orderId}`,
      );
    },
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'new-patient',
    address: '/user-account#patients/:patientId',
    open: (page) => openHeading(page, '/user-account#patients/new', 'New patient'),
  },
  {
    name: 'dashboard',
    address: '/user-account#dashboard',
    open: async (page) => {
      await openHeading(page, '/user-account#dashboard', 'Dashboard');
      await expect(page.getByTestId('dashboard-count').first()).toBeVisible();
    },
    // The counts and ages follow what other tests ordered, read and acknowledged.
    dynamic: (page) => [
      page.getByTestId('dashboard-count'),
      page.getByTestId('dashboard-detail'),
      page.locator('a[data-count]'),
    ],
  },
  {
    name: 'notifications',
    address: '/user-account#notifications',
    open: (page) => openHeading(page, '/user-account#notifications', 'Notifications'),
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'notification-preferences',
    address: '/user-account#notification-preferences',
    open: (page) =>
      openHeading(page, '/user-account#notification-preferences', 'Notification preferences'),
  },
  {
    name: 'supplies-accounts',
    address: '/supplies',
    open: (page) => openHeading(page, '/supplies', 'Supplies'),
  },
  {
    name: 'supplies-catalogue-and-history',
    address: '/supplies#!/supplies-list/:accountNumber',
    open: (page) =>
      openHeading(page, '/supplies#!/supplies-list/1001', 'Supplies for account 1001'),
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'slice-tool',
    address: '/slice-tool',
    open: async (page) => {
      await openHeading(page, '/slice-tool', 'Slice tool');
      await page
        .getByRole('textbox', { name: 'Clinical note' })
        .fill('Global developmental delay and seizures since infancy; no hearing loss.');
      await page.getByRole('button', { name: 'Find HPO terms' }).click();
      await expect(page.getByLabel('Genes in the slice')).toContainText('SCN1A');
      await settled(page);
    },
  },
  {
    name: 'lab-forms',
    address: '/resources/forms',
    open: (page) => openHeading(page, '/resources/forms', 'Forms'),
  },
];

/** The first screen of a user who is not (yet) let in further. */
const firstStepScreens: { user: string; landing: string; screen: Screen }[] = [
  {
    user: demoUsers.newProvider,
    landing: '#finalize-registration',
    screen: {
      name: 'finalize-registration',
      address: '/user-account#finalize-registration',
      open: (page) =>
        openHeading(page, '/user-account#finalize-registration', 'Complete your registration'),
    },
  },
  {
    user: demoUsers.noAccount,
    landing: '#no-access',
    screen: {
      name: 'no-access',
      address: '/user-account#no-access',
      open: (page) => openHeading(page, '/user-account#no-access', 'No access'),
    },
  },
];

const labDeskUser = 'lab.desk@loci.test';
let labDeskOrderHref = '';

const labDeskScreens: Screen[] = [
  {
    name: 'lab-desk-orders',
    address: '/lab-desk/orders',
    open: async (page) => {
      await openHeading(page, '/lab-desk/orders', 'Lab desk');
      const list = page.getByRole('table', { name: 'Submitted orders, newest first' });
      const order = list.getByRole('link', { name: /^Order \d+$/ }).first();
      await expect(order).toBeVisible();
      labDeskOrderHref = (await order.getAttribute('href')) ?? '';
      await settled(page);
    },
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'lab-desk-order',
    address: '/lab-desk/orders/:orderId',
    open: async (page) => {
      expect(labDeskOrderHref).toMatch(/\/lab-desk\/orders\/\d+$/);
      await openHeading(page, labDeskOrderHref, 'Lab desk');
      await expect(page.getByRole('heading', { level: 2, name: /^Order \d+$/ })).toBeVisible();
      await settled(page);
    },
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'lab-desk-supply-orders',
    address: '/lab-desk/supply-orders',
    open: (page) => openHeading(page, '/lab-desk/supply-orders', 'Lab desk'),
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'lab-desk-messages',
    address: '/lab-desk/messages',
    open: async (page) => {
      await openHeading(page, '/lab-desk/messages', 'Lab desk');
      // The threads (or the empty state) come after the page has settled.
      await expect(
        page
          .getByRole('list', { name: 'Providers’ threads' })
          .or(page.getByRole('heading', { level: 2, name: 'No messages from providers.' })),
      ).toBeVisible();
      await settled(page);
    },
    dynamic: (page) => [page.getByText(datePattern)],
  },
  {
    name: 'lab-desk-people',
    address: '/lab-desk/people',
    open: async (page) => {
      await openHeading(page, '/lab-desk/people', 'Lab desk');
      await expect(page.getByRole('button', { name: 'Reset two-step sign-in' })).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'lab-desk-settings',
    address: '/lab-desk/settings',
    open: async (page) => {
      await openHeading(page, '/lab-desk/settings', 'Lab desk');
      await expect(page.getByRole('table', { name: 'Feature flags of the lab' })).toBeVisible();
      await settled(page);
    },
  },
];

/** The addresses without a screenshot of their own, and why. */
const withoutScreenshot: Partial<Record<PortalScreenAddress, string>> = {
  '/signin': 'goes on to the lab’s sign-in page (screenshot sign-in)',
  '/signin-callback': 'passes on to the landing view once the sign-in is done',
  '/test-catalog/requisition#simple-order/index': 'the new order form (new-order-form)',
  '/test-catalog/requisition#simple-order/addon/new':
    'goes on to the add-on patient search (add-on-patient-search)',
  '/tests/category/*': 'an old address: goes on to the catalogue search with the category',
  '/tests/search/category/*': 'an old address: goes on to the catalogue search with the category',
  '/test-launchpad/category/*': 'an old address: goes on to the catalogue search with the category',
};

const allScreens = [
  ...signedOutScreens,
  ...signedInScreens,
  ...firstStepScreens.map((entry) => entry.screen),
  ...labDeskScreens,
];

async function expectNoHorizontalScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  // Soft: the other checks of the screen (and the screens after it) still run and report.
  expect
    .soft(overflow.content, `${screen}: page wider than the window`)
    .toBeLessThanOrEqual(overflow.window);
}

async function chooseTheme(page: Page, theme: 'System' | 'Light' | 'Dark'): Promise<void> {
  const toggle = page.getByRole('combobox', { name: 'Theme' });
  if (!(await toggle.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await toggle.selectOption({ label: theme });
}

async function themeInEffect(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.dataset.colorScheme ?? null);
}

/**
 * The portal signs out after the access token's lifetime without input (30 s in these tests); a
 * screen's checks take longer on a loaded machine. An input event keeps the session, without
 * moving the pointer over (and so hovering) anything in the screenshots.
 */
async function stayActive(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('wheel'))).catch(() => undefined);
}

async function checkScreen(page: Page, screen: Screen): Promise<void> {
  // Every 10 s as well: one step (axe in a loaded machine) can itself take longer than 30 s.
  const keepAlive = setInterval(() => void stayActive(page), 10_000);
  try {
    await checkScreenSteps(page, screen);
  } finally {
    clearInterval(keepAlive);
  }
}

async function checkScreenSteps(page: Page, screen: Screen): Promise<void> {
  await test.step(`${screen.name}: no horizontal scroll at 320 px`, async () => {
    await page.setViewportSize({ width: widths.phoneNarrow, height: 720 });
    await stayActive(page);
    await screen.open(page);
    await expectNoHorizontalScroll(page, screen.name);
  });

  // One visit per screen: the widths after 320 px are the same page resized.
  for (const width of [widths.desktop, widths.phone]) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    for (const scheme of ['light', 'dark'] as const) {
      await test.step(`${screen.name}: ${scheme} at ${width} px`, async () => {
        await stayActive(page);
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
      await stayActive(page);
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
  // Some forty screens, each at three widths and in two themes, on a shared 2-core machine.
  test.describe.configure({ timeout: 1_500_000 });

  test('signed-out screens', async ({ page }) => {
    for (const screen of signedOutScreens) await checkScreen(page, screen);
  });

  test('every screen address of the portal has a screen here, or says why it has none', () => {
    const shown = new Set(allScreens.map((screen) => screen.address));
    const missing = portalScreenAddresses.filter(
      (address) => !shown.has(address) && withoutScreenshot[address] === undefined,
    );
    expect(missing, 'addresses without a screen in look.spec.ts').toEqual([]);
    const both = portalScreenAddresses.filter(
      (address) => shown.has(address) && withoutScreenshot[address] !== undefined,
    );
    expect(both, 'addresses with a screen and a reason for none').toEqual([]);
    const names = allScreens.map((screen) => screen.name);
    expect(new Set(names).size, 'screen names are unique').toBe(names.length);
  });

  test('signed-in screens', async ({ page }) => {
    await signInFromHome(page, demoUsers.orderingProvider);
    await waitForLanding(page, '#simple-orders');
    for (const screen of signedInScreens) await checkScreen(page, screen);
  });

  for (const { user, landing, screen } of firstStepScreens) {
    test(`the first screen of ${user}`, async ({ page }) => {
      await signInFromHome(page, user);
      await waitForLanding(page, landing);
      await checkScreen(page, screen);
    });
  }

  test('lab desk screens', async ({ page }) => {
    await page.goto('/lab-desk');
    await fillSignInPage(page, labDeskUser);
    await page.waitForURL((url) => url.pathname === '/lab-desk/orders');
    for (const screen of labDeskScreens) await checkScreen(page, screen);
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
    await expectNoHorizontalScroll(page, 'the signed-in header at 320 px');
  });
});
