// The lab's side in a browser test: the lab desk, signed in as the lab's own staff in a browser
// context of its own (the provider's session stays in theirs).
import type { Browser, Page } from '@playwright/test';
import { fillSignInPage } from './portal.ts';

/** The seeded lab-staff user (role `lab-staff`). */
export const labDeskUser = 'lab.desk@loci.test';

/** A new browser context signed in to the lab desk, on its orders area. */
export async function deskPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/lab-desk');
  await fillSignInPage(page, labDeskUser);
  await page.waitForURL((url) => url.pathname === '/lab-desk/orders');
  return page;
}
