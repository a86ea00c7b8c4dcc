// The cart in the portal's header: on every page, its count, and the requisition route when it has
// tests (the catalogue when it is empty).
import { afterEach, beforeEach, describe, it } from 'vitest';
import { expect, screen, within } from 'storybook/test';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';
import { portalStorageKeys } from '../storage/portalStorage.ts';

describe('the header cart link', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
  });

  it('leads to the catalogue while the cart is empty', async () => {
    const view = await renderPortalAt('/', fakePortal({ signedIn: false }));
    unmount = view.unmount;
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Cart (0 tests)' })).toHaveAttribute(
      'href',
      '/tests',
    );
  });

  it('counts the stored cart and leads to the requisition route from a page outside the catalogue', async () => {
    localStorage.setItem(
      portalStorageKeys.cart,
      JSON.stringify([
        { code: 'C1004', indent: 0, name: 'Hypertrophic Cardiomyopathy Panel', slug: 'hcm' },
        { code: '9001', indent: 1, name: 'Add-on', slug: null },
      ]),
    );
    const view = await renderPortalAt('/search', fakePortal({ signedIn: false }));
    unmount = view.unmount;
    expect(view.heading()).toBe('Search');
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Cart (2 tests)' });
    expect(link).toHaveAttribute('href', '/test-catalog/requisition#simple-order/index');
  });
});
