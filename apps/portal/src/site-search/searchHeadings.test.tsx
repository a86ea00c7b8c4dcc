// The catalogue search (/tests) and the site search (/search) in the portal's frame, checked with
// axe's WCAG rules and its best-practice rules too: `heading-order` (moderate) once found a result
// card's h3 right under the page's h1 on both screens.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeCatalogueServices } from '../catalogue/catalogueTesting.tsx';
import { renderRoutesAt } from '../testing/renderPortal.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';

const exome = {
  id: '91',
  key: 'exome',
  name: 'Whole Exome Sequencing',
  test_code: '561',
  slug: 'whole-exome-sequencing',
  display_name: 'Whole Exome Sequencing',
  subtitle: 'Proband only',
  short_description: null,
  turnaround_time: '6 weeks',
  customizable: false,
  ny_approved: true,
  hide_details_page: false,
  is_test_package: false,
  genes: ['myh7'],
};

function searchServer() {
  return fakeCatalogueServices({
    graphql: {
      Categories: () => ({ categories: [{ id: 'oncology', name: 'Oncology', parent: null }] }),
      Conditions: () => ({ conditions: [] }),
      Genes: () => ({ genes: [] }),
      SearchTests: () => ({
        searchTests: { pages: 1, page: 1, pageSize: 20, total: 1, items: [exome] },
      }),
      ResourceCategories: () => ({
        resourceCategories: [{ id: 'forms', name: 'Forms', parent: null }],
      }),
      SearchResources: () => ({
        searchResources: {
          pages: 1,
          page: 1,
          pageSize: 20,
          total: 1,
          items: [
            {
              id: 'consent',
              title: 'Consent form',
              description: 'About consent',
              url: 'https://lab.example/resources/consent',
              resourceType: 'Form',
              categories: [{ id: 'forms', name: 'Forms' }],
            },
          ],
        },
      }),
      VerifyFavorites: () => ({ verifyFavorites: { tests: [], diagnoses: [] } }),
    },
  });
}

/** The levels of the headings inside `main`, in document order. */
const headingLevels = (root: Element) =>
  [...root.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map(
    (heading) => Number(heading.tagName.slice(1)),
  );

/** No heading is more than one level below the one before it. */
const skippedLevels = (levels: number[]) =>
  levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1);

describe('search screens: heading order and axe (best-practice rules included)', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    document.body.innerHTML = '';
  });

  const screens = [
    ['/tests (a test card)', '/tests?searchType=Tests&term=exome', '#test-91-title'],
    ['/search (a test result)', '/search?searchType=Tests&term=exome', null],
    ['/search (a resource result)', '/search?searchType=Resources&term=consent', null],
  ] as const;

  it.each(screens)(
    '%s: result titles sit one level under the h1',
    async (_, address, titleSelector) => {
      const view = await renderRoutesAt(searchServer().services, address);
      unmount = view.unmount;
      await view.settle(15);
      const main = view.container.querySelector('main');
      if (!main) throw new Error('no main');
      expect(main.textContent).toMatch(/Whole Exome Sequencing|Consent form/);
      if (titleSelector) expect(main.querySelector(titleSelector)?.tagName).toBe('H2');
      const levels = headingLevels(view.container);
      expect(levels[0]).toBe(1);
      expect(levels).toContain(2);
      expect(skippedLevels(levels)).toEqual([]);
      await expectNoAxeViolations(view.container, { bestPractice: true });
    },
  );
});
