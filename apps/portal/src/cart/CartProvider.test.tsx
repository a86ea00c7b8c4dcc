import { act, useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCatalogueServices, renderWithServices } from '../catalogue/catalogueTesting.tsx';
import { CartProvider, useCart, type CartActions } from './CartProvider.tsx';

const probe: { cart: CartActions | null } = { cart: null };
function Probe() {
  const cart = useCart();
  useEffect(() => {
    probe.cart = cart;
  });
  return null;
}

const test = (code: string) => ({ code, name: `Test ${code}`, slug: code.toLowerCase() });

describe('useCart', () => {
  beforeEach(() => localStorage.clear());

  it('shows the spec’s toasts for one test, several tests and a refusal', async () => {
    const { services, toasts } = fakeCatalogueServices({ signedIn: true });
    const view = await renderWithServices(
      services,
      '/tests',
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    act(() => void probe.cart?.add(test('896')));
    expect(toasts()).toEqual(['test added to cart']);
    act(() => void probe.cart?.add(test('896')));
    expect(toasts()).toEqual(['test added to cart']);
    act(() => void probe.cart?.addSeveral([test('C1004'), test('706')]));
    expect(toasts()).toContain('2 tests successfully added to the cart');
    act(() => void probe.cart?.add(test('J774')));
    expect(toasts()).toContain('Tests 896 and J774 cannot be included in the same order');
    expect(probe.cart?.cart.tests.map((item) => item.code)).toEqual(['896', 'C1004', '706']);
    view.unmount();
  });
});
