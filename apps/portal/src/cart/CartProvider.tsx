import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { requiredValue, type Cart } from '@loci/domain';
import { usePortalServices, useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { portalStorageKeys } from '../storage/portalStorage.ts';
import {
  createCartStore,
  type CartAddOutcome,
  type CartChangeOutcome,
  type CartItem,
  type CartStore,
  type NewCartItem,
} from './cartStore.ts';
import { cartMessages } from './cartMessages.ts';

const CartContext = createContext<CartStore | null>(null);

/** Holds the cart for every page; follows logouts (which clear storage) and other tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const { storage } = usePortalServices();
  const { status } = useSessionSnapshot();
  const store = useMemo(() => createCartStore(storage), [storage]);

  useEffect(() => {
    if (status === 'logged-out') store.reload();
  }, [status, store]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === portalStorageKeys.cart) store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

export interface CartActions {
  cart: Cart<CartItem>;
  /** Adds a test; shows "test added to cart", or the refusal as an error toast. */
  add(test: NewCartItem): CartAddOutcome;
  /** Adds several tests (all or nothing); shows "N tests successfully added to the cart". */
  addSeveral(tests: readonly NewCartItem[]): CartAddOutcome;
  remove(index: number): CartChangeOutcome;
  setIndent(index: number, indent: number): CartChangeOutcome;
}

export function useCartStore(): CartStore {
  return requiredValue(useContext(CartContext), 'useCart needs a CartProvider');
}

/** The cart and its actions, with the spec's toasts. */
export function useCart(): CartActions {
  const store = useCartStore();
  const { toaster } = usePortalServices();
  const cart = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return useMemo(() => {
    const refused = (outcome: { ok: false; message: string }) =>
      toaster.show({ severity: 'error', message: outcome.message });
    return {
      cart,
      add(test) {
        const outcome = store.add(test);
        if (!outcome.ok) refused(outcome);
        else if (outcome.added > 0)
          toaster.show({ severity: 'success', message: cartMessages.testAdded });
        return outcome;
      },
      addSeveral(tests) {
        const outcome = store.addSeveral(tests);
        if (!outcome.ok) refused(outcome);
        else if (outcome.added > 0) {
          toaster.show({
            severity: 'success',
            message:
              outcome.added === 1 ? cartMessages.testAdded : cartMessages.testsAdded(outcome.added),
          });
        }
        return outcome;
      },
      remove(index) {
        const outcome = store.remove(index);
        if (!outcome.ok) refused(outcome);
        return outcome;
      },
      setIndent(index, indent) {
        const outcome = store.setIndent(index, indent);
        if (!outcome.ok) refused(outcome);
        return outcome;
      },
    } satisfies CartActions;
  }, [cart, store, toaster]);
}
