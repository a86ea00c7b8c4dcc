// Publications and news on the home page (document 2 section 7.4): the newest 10 for a visitor
// who is not signed in, page 2 through the pager, the News tab, links that open safely, and axe.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

interface Listing {
  totalCount: number;
  items: Array<{ displayTitle: string; publicationType: string }>;
}

/** What the server lists for these variables (asked directly, as the portal does). */
async function serverListing(page: Page, variables: Record<string, unknown>): Promise<Listing> {
  const response = await page.request.post('/graphql/publications', {
    data: {
      query:
        'query($first: Int, $offset: Int, $filter: PublicationFilter) { publications(first: $first, offset: $offset, filter: $filter) { totalCount items { displayTitle publicationType } } }',
      variables,
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { publications: Listing } }).data.publications;
}

function section(page: Page) {
  return page.getByRole('region', { name: 'Publications and news' });
}

/** The titles shown, without the "(opens in a new tab)" text for screen readers. */
async function shownTitles(page: Page): Promise<string[]> {
  const titles = await section(page).getByRole('heading', { level: 3 }).allInnerTexts();
  return titles.map((title) => title.replace(/\s*\(opens in a new tab\)\s*$/, ''));
}

test('home page: publications and news, page 2, the News tab, axe', async ({ page }) => {
  const firstPage = await serverListing(page, { first: 10, offset: 0 });
  const secondPage = await serverListing(page, { first: 10, offset: 10 });
  const news = await serverListing(page, { first: 10, offset: 0, filter: { types: ['News'] } });
  expect(firstPage.totalCount).toBe(40);
  expect(firstPage.items[0]?.displayTitle).toBe('The provider portal has a new home page');

  await page.goto('/');
  await expect(section(page).getByRole('heading', { level: 2 })).toHaveText(
    'Publications and news',
  );
  await expect(section(page).getByRole('heading', { level: 3 })).toHaveCount(10);
  expect(await shownTitles(page)).toEqual(firstPage.items.map((item) => item.displayTitle));
  const firstLink = section(page).getByRole('link', {
    name: 'The provider portal has a new home page (opens in a new tab)',
  });
  await expect(firstLink).toHaveAttribute('target', '_blank');
  await expect(firstLink).toHaveAttribute('rel', 'noopener noreferrer');
  const pager = section(page).getByRole('navigation', { name: 'Publications and news pages' });
  await expect(pager).toContainText('1–10 of 40');
  await expectNoAxeViolations(page);

  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pager).toContainText('11–20 of 40');
  await expect
    .poll(() => shownTitles(page))
    .toEqual(secondPage.items.map((item) => item.displayTitle));

  await section(page).getByRole('tab', { name: 'News' }).click();
  await expect(section(page).getByRole('tab', { name: 'News' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(pager).toContainText(`1–10 of ${news.totalCount}`);
  await expect.poll(() => shownTitles(page)).toEqual(news.items.map((item) => item.displayTitle));
  expect(news.items.every((item) => item.publicationType === 'News')).toBe(true);
  await expect(
    section(page).getByRole('article').getByText('Publication', { exact: true }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
});
