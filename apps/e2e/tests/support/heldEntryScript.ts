import type { Page, Route } from '@playwright/test';

/** The portal's entry script (the pre-rendered pages add it after their first paint). */
export const entryScript = /\/assets\/index-[\w-]+\.js$/;

/** Holds the portal's entry script until `release` is called: the page as HTML and CSS alone. */
export async function holdEntryScript(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(entryScript, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}
