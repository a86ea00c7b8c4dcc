// The designers' Storybook on the started product (`npm start` builds it; the server serves it at
// /storybook/): its manager page, its index with the introduction, the tokens and the portal's
// screens, and one portal screen rendered from MSW's fixtures on this server, offline from its API.
import { expect, test } from '@playwright/test';

interface StorybookIndex {
  entries: Record<string, { id: string; title: string; type: 'story' | 'docs' }>;
}

test('/storybook/ answers the Storybook, whose index lists the introduction, tokens and portal screens', async ({
  request,
}) => {
  const manager = await request.get('/storybook/');
  expect(manager.status()).toBe(200);
  expect(manager.headers()['content-type']).toContain('text/html');
  expect(await manager.text()).toContain('sb-manager');

  const answer = await request.get('/storybook/index.json');
  expect(answer.status()).toBe(200);
  const entries = Object.values(((await answer.json()) as StorybookIndex).entries);
  const titles = new Set(entries.map((entry) => entry.title));
  expect(titles).toContain('Introduction');
  expect(titles).toContain('Foundations/Tokens');
  const screens = entries.filter(
    (entry) => entry.type === 'story' && entry.title.startsWith('Portal screens/'),
  );
  expect(screens.map((entry) => entry.title)).toEqual(
    expect.arrayContaining([
      'Portal screens/Order list',
      'Portal screens/Order form',
      'Portal screens/Order review',
      'Portal screens/Patient list',
      'Portal screens/Patient detail',
    ]),
  );
  expect(screens.length).toBeGreaterThanOrEqual(5);
});

test('a portal screen story renders on the server with the fixtures of MSW’s worker under /storybook/', async ({
  page,
}) => {
  await page.goto('/storybook/iframe.html?id=portal-screens-order-list--orders&viewMode=story');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The fixture's rows: the service worker answered the order list, not the lab's API.
  await expect(page.getByRole('link', { name: 'Hopper, Grace' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Franklin, Rosalind' })).toBeVisible();
});
