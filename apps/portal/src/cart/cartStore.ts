// The cart of the signed-in browser: the domain's rules (addTest, addTests, removeTest,
// setTestIndent, readStoredCart) over the portal's storage module, with change listeners.
import {
  addTest,
  addTests,
  readStoredCart,
  removeTest,
  setTestIndent,
  type Cart,
  type CartRefusal,
  type CartTest,
  type NewCartTest,
} from '@loci/domain';
import type { PortalStorage } from '../storage/portalStorage.ts';
import { readOrderedSlice, type OrderedSliceSet } from '../slice-tool/sliceSelection.ts';

/** A test in the cart: the domain's fields plus what the cart panel shows and links to. */
export interface CartItem extends CartTest {
  readonly name: string;
  readonly slug: string | null;
  /** A slice test's gene set, built in the slice tool (carried onto the ordered test). */
  readonly slice?: OrderedSliceSet;
}

/** A test to put in the cart. */
export type NewCartItem = NewCartTest<CartItem>;

export type CartAddOutcome =
  { readonly ok: true; readonly added: number } | (CartRefusal & { readonly added?: undefined });

export type CartChangeOutcome = { readonly ok: true } | CartRefusal;

export interface CartStore {
  snapshot(): Cart<CartItem>;
  subscribe(listener: () => void): () => void;
  /** Adds one test (a duplicate is silently ignored: `added` is 0). */
  add(test: NewCartItem): CartAddOutcome;
  /** Adds several tests, all or nothing. */
  addSeveral(tests: readonly NewCartItem[]): CartAddOutcome;
  remove(index: number): CartChangeOutcome;
  setIndent(index: number, indent: number): CartChangeOutcome;
  /** Reads the cart again from storage (after a logout cleared it, or another tab changed it). */
  reload(): void;
}

function itemOf(test: Record<string, unknown> & CartTest): CartItem {
  const slice = readOrderedSlice(test.slice);
  return {
    code: test.code,
    indent: test.indent,
    reflexOrderingParentTestCode: test.reflexOrderingParentTestCode,
    ...(test.orderedAsKit ? { orderedAsKit: true } : {}),
    name: typeof test.name === 'string' ? test.name : test.code,
    slug: typeof test.slug === 'string' ? test.slug : null,
    ...(slice ? { slice } : {}),
  };
}

export function createCartStore(storage: PortalStorage): CartStore {
  const listeners = new Set<() => void>();
  const read = (): Cart<CartItem> => ({
    tests: readStoredCart(storage.read('cart')).tests.map(itemOf),
  });
  let cart = read();

  const commit = (next: Cart<CartItem>) => {
    cart = next;
    storage.write(
      'cart',
      next.tests.map((test) => ({ ...test })),
    );
    for (const listener of listeners) listener();
  };

  return {
    snapshot: () => cart,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(test) {
      const result = addTest(cart, test);
      if (!result.ok) return result;
      if (result.added.length > 0) commit(result.cart);
      return { ok: true, added: result.added.length };
    },
    addSeveral(tests) {
      const result = addTests(cart, tests);
      if (!result.ok) return result;
      if (result.added.length > 0) commit(result.cart);
      return { ok: true, added: result.added.length };
    },
    remove(index) {
      const result = removeTest(cart, index);
      if (!result.ok) return result;
      commit(result.cart);
      return { ok: true };
    },
    setIndent(index, indent) {
      const result = setTestIndent(cart, index, indent);
      if (!result.ok) return result;
      commit(result.cart);
      return { ok: true };
    },
    reload() {
      cart = read();
      for (const listener of listeners) listener();
    },
  };
}
