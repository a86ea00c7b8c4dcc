// What the design review of the screens that load in parts (issue 18) found, kept from coming
// back: a list's date filter and its stand-in (before the kit's DateInput loads) have the same box
// and surface, and a typed date filters the list; the order form's placeholders are the cards that
// replace them and its button has a row of its own; the profile at 375 px, with a long e-mail
// address, is no wider than the phone and has no axe violation in either theme.
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { addTestToCart } from './support/ordering.ts';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';

/**
 * Holds the answer of every script that `matches` (by its text) until `release` is called: the
 * screen shows what stands in for that part meanwhile. Every one, not the first: the page left
 * behind may still have asked for the same chunk (an idle prefetch) just before the visit.
 */
async function holdScript(page: Page, matches: (body: string) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route: Route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (matches(body)) await released;
      await route.fulfill({ response, body });
    } catch {
      // The page that asked is gone (a navigation meanwhile): there is no one to answer.
    }
  });
  return {
    release: async () => {
      release();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}

/** The date fields' boxes and surfaces, in the screen's order. */
async function dateFields(page: Page, labels: string[]) {
  return Promise.all(
    labels.map(async (label) => {
      const input = page.getByRole('textbox', { name: label, exact: true });
      const box = await input.boundingBox();
      const look = await input.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.borderColor, style.color, style.fontSize].join(' ');
      });
      return { label, box, look };
    }),
  );
}

async function expectPageFitsWindow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'the page is no wider than the window').toBeLessThanOrEqual(widths.window);
}

test.describe('the design review of the screens that load in parts', () => {
  test.beforeEach(async ({ page }) => {
    await signInFromHome(page, demoUsers.orderingProvider);
    await waitForLanding(page, '#simple-orders');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`a list's date filter stands in with the input's box and surface (${scheme}), and a typed date filters`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const labels = ['Updated from', 'Updated to'];
      // A fresh page, so that the DateInput's code is fetched (and held) again.
      const held = await holdScript(page, (body) => /^export\{\w+ as DateInput\}/.test(body));
      await page.goto('about:blank');
      await page.goto('/user-account#simple-orders');
      // The app's own stand-in, once the screen's frame from the page (its controls disabled) is gone.
      await expect(page.locator('#loci-prerender')).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Updated from' })).toHaveAttribute('readonly');
      const standIn = await dateFields(page, labels);
      await held.release();
      await expect(page.getByRole('textbox', { name: 'Updated from' })).not.toHaveAttribute(
        'readonly',
      );
      expect(await dateFields(page, labels)).toEqual(standIn);

      await page.getByRole('textbox', { name: 'Updated from' }).pressSequentially('01012099');
      await expect(page.getByRole('textbox', { name: 'Updated from' })).toHaveValue('01/01/2099');
      await expect(page.getByText('No orders match these filters')).toBeVisible();
    });
  }

  test('the order form: its placeholders are cards like the sections, and its button has a row of its own', async ({
    page,
  }) => {
    await addTestToCart(page, '896');
    const held = await holdScript(page, (body) => body.includes('as RestOfOrderForm'));
    await page.goto('about:blank');
    await page.goto('/test-catalog/requisition#simple-order/new');
    const form = page.getByRole('main').locator('form');
    await expect(form.locator('[aria-busy="true"]').first()).toBeVisible();
    // Boxes read in one go (the same frame): the patient's card still grows while its step loads.
    const boxes = () =>
      page.evaluate(() => {
        const sections = [...document.querySelectorAll('main form fieldset')];
        const section = (legend: string) =>
          sections.find((fieldset) => fieldset.querySelector('legend')?.textContent === legend);
        const box = (element: Element | null | undefined) => {
          if (!element) return null;
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        };
        return {
          patient: box(section('Patient')),
          placeholder: box(document.querySelector('main form [aria-busy="true"]')),
          diagnosis: box(section('Diagnosis')),
        };
      });
    // Beside the patient, the diagnosis's placeholder: as tall as the patient's card, framed.
    const before = await boxes();
    expect(before.patient).not.toBeNull();
    expect(before.placeholder?.y).toBe(before.patient?.y);
    expect(before.placeholder?.height).toBe(before.patient?.height);
    const frame = (selector: string) =>
      page.evaluate((query) => {
        const style = getComputedStyle(document.querySelector(query)!);
        return [style.backgroundColor, style.borderTopWidth, style.borderRadius].join(' ');
      }, selector);
    const placeholderFrame = await frame('form [aria-busy="true"]');
    await held.release();

    await expect(form.getByRole('group', { name: 'Diagnosis' })).toBeVisible();
    // The card takes its placeholder's place: the same column and width, beside the patient and
    // as tall (content drawn above meanwhile, e.g. a refusal of a test, may move the whole row).
    const after = await boxes();
    expect({ x: after.diagnosis?.x, width: after.diagnosis?.width }).toEqual({
      x: before.placeholder?.x,
      width: before.placeholder?.width,
    });
    expect({ y: after.diagnosis?.y, height: after.diagnosis?.height }).toEqual({
      y: after.patient?.y,
      height: after.patient?.height,
    });
    expect(await frame('form fieldset')).toBe(placeholderFrame);

    // The button starts a row under the last section, at the form's left edge.
    const button = form.getByRole('button', { name: 'Review the order' });
    const consent = form.getByRole('group', { name: 'Consent and notes' });
    const [buttonBox, consentBox, formBox] = await Promise.all([
      button.boundingBox(),
      consent.boundingBox(),
      form.boundingBox(),
    ]);
    expect(buttonBox!.y).toBeGreaterThanOrEqual(consentBox!.y + consentBox!.height);
    expect(buttonBox!.x).toBe(formBox!.x);
  });

  test('the profile at 375 px with a long e-mail address: no wider than the phone, no axe violation', async ({
    page,
  }) => {
    const longEmail = 'adaeze.okaforwhitmore.geneticsdepartment@northwesternchildrens.example.org';
    await page.route(/\/user\/profile$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll('"dr.ada@loci.test"', `"${longEmail}"`);
      await route.fulfill({ response, body });
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('about:blank');
    await page.goto('/user-account#profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText(longEmail).first()).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectPageFitsWindow(page);
      await expectNoAxeViolations(page);
    }
  });
});
