// The order form's Tests card as a clinician meets it: each test has its own remove button (the
// cart's rule: the tests under it move up a level), the focus is never lost, an order left without
// tests says so with the spec's rule, and the lab's notes come from the catalogue's exceptions.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expect as expectDom, screen as page, userEvent, waitFor } from 'storybook/test';
import type { TestException } from '@loci/contract';
import { ValidationMessages } from '@loci/domain';
import { createPortalStorage } from '../storage/portalStorage.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

/** The catalogue's exceptions as the lab's server answers them (its rules, for tests it has). */
const catalogueExceptions: TestException[] = [
  ...['906-Custom', '9011-Custom', '9012-Custom', '9001'].map((testCode) => ({
    testCode,
    exceptionType: 'RepeatableInCart' as const,
    relatedTestCode: null,
    description: 'May be added to the cart more than once',
  })),
  ...['706', 'TG70', 'J757', 'TG75', 'TG71'].map((testCode) => ({
    testCode,
    exceptionType: 'CustomSliceExclusive' as const,
    relatedTestCode: null,
    description: 'At most one custom slice test per order',
  })),
];

function catalogueAnsweringPortal() {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://portal.test').pathname.replace(
      '/api/portal/v1.0.1',
      '',
    );
    if (path === '/test/exceptions') return json(catalogueExceptions);
    if (path.startsWith('/test/restrictedPaymentMethods/')) return json([]);
    if (path.startsWith('/test/partnershipPrograms/')) return json({ success: true, data: [] });
    return fallback(url, init);
  });
  return portal;
}

/** The names of the ordered tests, in the card's order (each item also holds its remove button). */
const orderedTests = () =>
  [...(page.queryByRole('list', { name: 'Tests to order' })?.querySelectorAll('li') ?? [])].map(
    (item) => ({
      name: item.querySelector('span')?.textContent,
      indent: item.style.marginInlineStart,
    }),
  );

describe('the order form’s Tests card', () => {
  beforeEach(() => {
    localStorage.clear();
    // A test with one under it (reflex), and a second test at the top level.
    createPortalStorage(localStorage).write('cart', [
      { code: 'TG70', indent: 0, reflexOrderingParentTestCode: null },
      { code: 'C1005', indent: 1, reflexOrderingParentTestCode: 'TG70' },
      { code: '9001', indent: 0, reflexOrderingParentTestCode: null },
    ]);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('removes each test with its own labelled button, from the mouse or the keyboard, down to the spec’s empty-order rule', async () => {
    const screen = await renderPortalAt(
      '/test-catalog/requisition#simple-order/new',
      catalogueAnsweringPortal(),
    );
    await screen.settle();
    expect(orderedTests()).toEqual([
      { name: 'TG70', indent: '0rem' },
      { name: 'C1005', indent: '1.5rem' },
      { name: '9001', indent: '0rem' },
    ]);
    const user = userEvent.setup();

    // The test under TG70 moves up a level; the focus goes to the remove button now in its place.
    await user.click(page.getByRole('button', { name: 'Remove TG70 from the order' }));
    await waitFor(() =>
      expect(orderedTests()).toEqual([
        { name: 'C1005', indent: '0rem' },
        { name: '9001', indent: '0rem' },
      ]),
    );
    expectDom(page.getByRole('button', { name: 'Remove C1005 from the order' })).toHaveFocus();

    // From the keyboard: Enter, then Space on the next one.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(orderedTests()).toEqual([{ name: '9001', indent: '0rem' }]));
    expectDom(page.getByRole('button', { name: 'Remove 9001 from the order' })).toHaveFocus();
    await user.keyboard(' ');

    // No test left: the card says so, and the focus is on the way to add one.
    await waitFor(() => expect(page.queryByRole('list', { name: 'Tests to order' })).toBeNull());
    expectDom(page.getByRole('textbox', { name: /Add a test by code/ })).toHaveFocus();
    const card = page.getByRole('group', { name: 'Tests' });
    expectDom(card).toHaveTextContent(
      'This order has no tests: add at least one test before ordering.',
    );
    // The order's tests, not the cart's: the cart still holds what was added to it.
    expectDom(card).not.toHaveTextContent('Your cart is empty');
    // The order keeps the rule of document 1 section 5 (non-empty array) at the review.
    await user.click(page.getByRole('button', { name: 'Review the order' }));
    await waitFor(() => expectDom(card).toHaveTextContent(ValidationMessages.notEmptyArray));
    expect(page.queryByRole('region', { name: 'Review the order' })).toBeNull();
    // The cart keeps its tests: the order was changed, not the cart.
    expect(
      createPortalStorage(localStorage)
        .read('cart')
        ?.map((test) => test.code),
    ).toEqual(['TG70', 'C1005', '9001']);
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  }, 30000);

  it('notes “may be added more than once” beside the tests the catalogue marks repeatable, and only there', async () => {
    const screen = await renderPortalAt(
      '/test-catalog/requisition#simple-order/new',
      catalogueAnsweringPortal(),
    );
    await screen.settle();
    const items = () => [
      ...page.getByRole('list', { name: 'Tests to order' }).querySelectorAll('li'),
    ];
    const repeatableNote = 'May be added to the cart more than once';
    await waitFor(() => expectDom(items()[2]!).toHaveTextContent(repeatableNote));
    expectDom(items()[0]!).not.toHaveTextContent(repeatableNote);
    expectDom(items()[1]!).not.toHaveTextContent(repeatableNote);
    // The lab's rules of this order: the custom slice rule of TG70, no repeatable note among them.
    const rules = page.getByRole('list', { name: 'The lab’s rules for these tests' });
    expect([...rules.querySelectorAll('li')].map((rule) => rule.textContent)).toEqual([
      'TG70: At most one custom slice test per order',
    ]);
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  }, 30000);
});
