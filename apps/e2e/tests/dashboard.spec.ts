// The dashboard (issue 16, Acceptance) in a browser against the started lab server: for dr.ada
// (two accounts) and sam.staff (Orders Only), every count on `#dashboard` equals the number of
// rows the list behind its link shows (the link followed, the rows counted over every page).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';

/**
 * Sums `countPage` over every page of a list: counts the page shown, then turns to the next
 * (`turnPage`, which waits until it is drawn) while the pager's "Next page" is there and enabled.
 */
async function countOverPages(
  nextPage: Locator,
  countPage: () => Promise<number>,
  turnPage: () => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    total += await countPage();
    if ((await nextPage.count()) === 0 || (await nextPage.getAttribute('aria-disabled')) === 'true')
      return total;
    await turnPage();
  }
}

/** Rows of a table of the page once it has loaded, over every page of its pagination. */
async function tableRows(page: Page, name: string): Promise<number> {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  const next = page.getByRole('button', { name: 'Next page' });
  return countOverPages(
    next,
    async () => {
      await expect(table).not.toHaveAttribute('aria-busy', 'true');
      // Data rows only: the header row is in thead; an empty list shows one cell across the table.
      return table
        .locator('tbody tr:not([aria-hidden="true"])')
        .evaluateAll(
          (rows) =>
            (rows as HTMLTableRowElement[]).filter(
              (row) => !(row.cells.length === 1 && row.cells[0]!.colSpan > 1),
            ).length,
        );
    },
    () => next.click(),
  );
}

/** Notification cards (10 a page), over every page of the notifications' pager. */
async function notificationCards(page: Page): Promise<number> {
  await expect(page.getByTestId('notification-unread-count')).toBeVisible();
  const cards = page.getByTestId('notification');
  const next = page
    .getByRole('navigation', { name: 'Notification pages' })
    .getByRole('button', { name: 'Next page' });
  return countOverPages(
    next,
    async () => {
      await page.waitForLoadState('networkidle');
      return cards.count();
    },
    async () => {
      const first = await cards.first().getAttribute('data-notification-id');
      await next.click();
      await expect(cards.first()).not.toHaveAttribute('data-notification-id', first ?? '');
    },
  );
}

/** The rows the list at `href` shows, counted as its own screen shows them. */
async function listedRows(page: Page, href: string): Promise<number> {
  await page.goto(href);
  const hash = new URL(page.url()).hash;
  if (hash.startsWith('#simple-orders')) return tableRows(page, 'Orders');
  if (hash.startsWith('#reports')) return tableRows(page, 'Reports');
  if (hash.startsWith('#notifications')) return notificationCards(page);
  if (hash.startsWith('#messages-center')) {
    // The threads once loaded, or the empty state.
    const threads = page.getByRole('list', { name: 'Message threads' });
    await expect(threads.or(page.getByText('No unread messages.'))).toBeVisible();
    return (await threads.count()) === 0 ? 0 : threads.getByRole('listitem').count();
  }
  if (hash.startsWith('#!/supplies-list/')) {
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Order history' })).toBeVisible();
    return page.locator('tr[data-supply-order]').count();
  }
  throw new Error(`no list known for ${href}`);
}

for (const user of [demoUsers.orderingProvider, demoUsers.staff]) {
  test(`each dashboard count equals the rows of its linked list, for ${user}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInFromHome(page, user);
    await waitForLanding(page, '#simple-orders');
    await page.goto('/user-account#dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('dashboard-drafts')).toBeVisible();
    await expectNoAxeViolations(page);

    const links = await page
      .locator('[data-testid^="dashboard-"] a[data-count]')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute('href')!,
          count: Number(anchor.getAttribute('data-count')),
          card: anchor.closest('[data-testid]')!.getAttribute('data-testid')!,
        })),
      );
    expect(links.length).toBeGreaterThanOrEqual(6);
    // Orders Only: no reports and no supplies on the dashboard (the user has neither list).
    const cards = new Set(links.map((link) => link.card));
    expect(cards.has('dashboard-new-reports')).toBe(user === demoUsers.orderingProvider);
    expect(cards.has('dashboard-supplies-in-transit')).toBe(user === demoUsers.orderingProvider);
    expect(links.some((link) => link.count > 0)).toBe(true);

    for (const link of links) {
      expect(await listedRows(page, link.href), `${link.card}: ${link.href}`).toBe(link.count);
    }
  });
}
