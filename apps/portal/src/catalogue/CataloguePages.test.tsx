import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { fakeCatalogueServices, renderWithServices } from './catalogueTesting.tsx';
import { detailAt, detailWith, hcmPanel } from './testDetailTesting.tsx';
import { LegacyCategoryRedirect } from './CataloguePages.tsx';

function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

function checkbox(container: HTMLElement, label: string): HTMLInputElement {
  const found = [...container.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(label),
  );
  const input = found?.control ?? found?.querySelector('input');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no checkbox ${label}`);
  return input;
}

function storedCart(): unknown {
  return JSON.parse(localStorage.getItem('loci.cart') ?? '[]');
}

const urgb = {
  ...hcmPanel,
  id: '40',
  key: 'urgb',
  name: 'Ultra-Rapid Whole Genome Sequencing',
  display_name: 'Ultra-Rapid Whole Genome Sequencing',
  test_code: 'URGb',
  slug: 'ultra-rapid-whole-genome-sequencing',
  genes: [],
};

const aoeForm = {
  testCode: 'C1004',
  aoeTestCode: 'C1004',
  sections: [
    {
      code: 'IC',
      name: 'Indication for testing',
      groups: [
        {
          id: 'g1',
          name: 'Reason for testing',
          questions: [
            {
              id: 'q1',
              label: 'Is the patient affected?',
              type: 'checkbox',
              required: true,
              options: [],
              children: [
                {
                  id: 'q1a',
                  label: 'Age at diagnosis',
                  type: 'text',
                  required: false,
                  options: [],
                  children: [],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      code: 'CI',
      name: 'Clinical information',
      groups: [
        {
          id: 'g2',
          name: 'Cardiac findings',
          questions: [
            {
              id: 'q2',
              label: 'Left ventricular wall thickness',
              type: 'text',
              required: false,
              options: [],
              children: [],
            },
          ],
        },
      ],
    },
  ],
};

describe('catalogue pages', () => {
  beforeEach(() => localStorage.clear());

  it('converts a legacy category path into the category parameter', async () => {
    const { services } = fakeCatalogueServices({});
    const view = await renderWithServices(
      services,
      '/tests/category/cardiology?term=hcm',
      <Routes>
        <Route path="/tests/category/*" element={<LegacyCategoryRedirect />} />
        <Route path="/tests" element={null} />
      </Routes>,
    );
    expect(view.location()).toBe('/tests?searchType=Tests&term=hcm&category=cardiology');
    view.unmount();
  });

  it('shows a test with its turnaround time, five genes then show more, and Add to cart', async () => {
    const view = await detailAt('/tests/C1004/hypertrophic-cardiomyopathy-panel', hcmPanel);
    await view.settle();
    const text = view.container.textContent ?? '';
    expect(view.container.querySelector('h1')?.textContent).toBe(
      'Hypertrophic Cardiomyopathy Panel',
    );
    expect(text).toContain('14-21 days');
    expect(view.container.querySelectorAll('li strong')).toHaveLength(5);
    const buttons = [...view.container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toContain('Add to cart');
    expect(buttons).toContain('Add to favorites');
    view.unmount();
  });

  it('moves an old slug to the current one and keeps the fav query', async () => {
    const view = await detailAt('/tests/C1004/old-slug?fav=Tests', hcmPanel);
    await view.settle();
    expect(view.location()).toBe('/tests/C1004/hypertrophic-cardiomyopathy-panel?fav=Tests');
    view.unmount();
  });

  it('has no details page for a test that hides it', async () => {
    const view = await detailAt('/tests/H3099/founder', { ...hcmPanel, hide_details_page: true });
    await view.settle();
    expect(view.container.querySelector('h1')?.textContent).toBe('Test not available');
    view.unmount();
  });

  it('orders a test as a kit, and refuses the ultra-rapid test as a kit with the rule’s message', async () => {
    const urgbView = await detailAt('/tests/URGb/ultra-rapid-whole-genome-sequencing', urgb);
    await urgbView.settle();
    const kit = checkbox(urgbView.container, 'Order as a kit');
    expect(kit.checked).toBe(false);
    act(() => kit.click());
    act(() => button(urgbView.container, 'Add to cart').click());
    expect(urgbView.container.textContent).toContain('Cart (0 tests)');
    expect(storedCart()).toEqual([]);
    urgbView.unmount();

    const fake = fakeCatalogueServices({ graphql: { TestByCode: () => ({ test: urgb }) } });
    const again = await detailWith(fake, '/tests/URGb/ultra-rapid-whole-genome-sequencing');
    await again.settle();
    act(() => checkbox(again.container, 'Order as a kit').click());
    act(() => button(again.container, 'Add to cart').click());
    expect(fake.toasts()).toContain('Test URGb is not orderable as a kit');
    expect(fake.toasts()).not.toContain('test added to cart');
    // Without the kit the same test goes in.
    act(() => checkbox(again.container, 'Order as a kit').click());
    act(() => button(again.container, 'Add to cart').click());
    expect(fake.toasts()).toContain('test added to cart');
    expect(storedCart()).toEqual([expect.objectContaining({ code: 'URGb', indent: 0 })]);
    expect(storedCart()).not.toEqual([expect.objectContaining({ orderedAsKit: true })]);
    again.unmount();

    const panel = await detailAt('/tests/C1004/hypertrophic-cardiomyopathy-panel', hcmPanel);
    await panel.settle();
    act(() => checkbox(panel.container, 'Order as a kit').click());
    act(() => button(panel.container, 'Add to cart').click());
    expect(storedCart()).toEqual([
      expect.objectContaining({ code: 'URGb' }),
      expect.objectContaining({ code: 'C1004', orderedAsKit: true }),
    ]);
    const cartItems = panel.container.querySelectorAll('[aria-label="Tests in the cart"] li');
    expect(cartItems[1]?.textContent).toContain('C1004 · as a kit');
    expect(cartItems[0]?.textContent).not.toContain('as a kit');
    panel.unmount();
  });

  it('previews the questions asked when ordering, by section and group, for a signed-in user', async () => {
    const asked: unknown[] = [];
    const view = await detailAt('/tests/C1004/hypertrophic-cardiomyopathy-panel', hcmPanel, {
      signedIn: true,
      portal: (path, body) => {
        if (path !== '/references/questions') return undefined;
        asked.push(body);
        return [aoeForm];
      },
    });
    await view.settle(10);
    expect(asked).toEqual([{ testCodes: ['C1004'] }]);
    const headings = [...view.container.querySelectorAll('h3, h4')].map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Indication for testing',
        'Reason for testing',
        'Clinical information',
        'Cardiac findings',
      ]),
    );
    const items = [...view.container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toContain('Age at diagnosis');
    expect(items.some((text) => text?.startsWith('Is the patient affected? (required)'))).toBe(
      true,
    );
    expect(items).toContain('Left ventricular wall thickness');
    // The follow-up question sits inside its parent's list.
    const parent = [...view.container.querySelectorAll('li')].find((li) =>
      li.textContent?.startsWith('Is the patient affected?'),
    );
    expect(parent?.querySelector('ul li')?.textContent).toBe('Age at diagnosis');
    view.unmount();
  });

  it('asks a visitor to sign in for the order questions, and says when there are none or they fail', async () => {
    const asked: string[] = [];
    const visitor = await detailAt('/tests/C1004/hypertrophic-cardiomyopathy-panel', hcmPanel, {
      portal: (path) => {
        asked.push(path);
        return undefined;
      },
    });
    await visitor.settle();
    expect(visitor.container.textContent).toContain(
      'Sign in to preview the questions asked when ordering this test.',
    );
    expect(asked).not.toContain('/references/questions');
    visitor.unmount();

    const none = await detailAt('/tests/C1004/hypertrophic-cardiomyopathy-panel', hcmPanel, {
      signedIn: true,
      portal: (path) => (path === '/references/questions' ? [] : undefined),
    });
    await none.settle(10);
    expect(none.container.textContent).toContain('No questions are asked when ordering this test.');
    none.unmount();

    const failing = await detailAt('/tests/C1004/hypertrophic-cardiomyopathy-panel', hcmPanel, {
      signedIn: true,
    });
    await failing.settle(10);
    expect(failing.container.textContent).toContain('The order questions could not be loaded.');
    failing.unmount();
  });

  it('reads the code and slug by the route-parameter rule: percent-decoded, other characters refused', async () => {
    const codes: unknown[] = [];
    const fake = fakeCatalogueServices({
      graphql: {
        TestByCode: (variables) => {
          codes.push(variables.code);
          return { test: { ...hcmPanel, test_code: '906-Custom', slug: 'custom-panel' } };
        },
      },
    });
    const encoded = await detailWith(fake, '/tests/906%2DCustom/custom-panel');
    await encoded.settle();
    expect(codes).toEqual(['906-Custom']);
    expect(encoded.container.querySelector('h1')?.textContent).toBe(
      'Hypertrophic Cardiomyopathy Panel',
    );
    encoded.unmount();

    for (const address of ['/tests/C1004.1/hcm', '/tests/C1004/hcm~1', '/tests/C1004/%E0%A4%A']) {
      const refused = await detailWith(fake, address);
      await refused.settle();
      expect(refused.container.querySelector('h1')?.textContent).toBe('Page not found');
      refused.unmount();
    }
    expect(codes).toEqual(['906-Custom']);
  });
});
