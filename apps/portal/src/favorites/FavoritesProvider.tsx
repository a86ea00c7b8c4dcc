import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { requiredValue, type FavoriteType } from '@loci/domain';
import { usePortalServices, useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { isLabStaff } from '../lab-desk/labDeskAccess.ts';
import {
  createFavoritesManager,
  type FavoritesManager,
  type FavoritesState,
} from './favoritesManager.ts';
import { createPendingFavoriteStore, type PendingFavoriteStore } from './pendingFavorite.ts';
import { collectionOfType, type SavedFavorite } from './favoriteCollections.ts';

interface FavoritesContextValue {
  manager: FavoritesManager;
  pending: PendingFavoriteStore;
}

const FavoritesContext = createContext<FavoritesContextValue | null>(null);

/** Loads and verifies the favorites at sign-in, adds a favorite held while signed out, clears at logout. */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { api, storage, toaster } = usePortalServices();
  const snapshot = useSessionSnapshot();
  const { status, subject } = snapshot;
  // The lab's own staff have no practice profile, hence no favorites to load.
  const labStaff = isLabStaff(snapshot);
  const value = useMemo<FavoritesContextValue>(
    () => ({
      manager: createFavoritesManager({ api, storage, notify: (toast) => toaster.show(toast) }),
      pending: createPendingFavoriteStore(window.sessionStorage),
    }),
    [api, storage, toaster],
  );

  useEffect(() => {
    if (status === 'logged-out') {
      value.manager.clear();
      return;
    }
    if (status !== 'logged-in' || labStaff) return;
    let cancelled = false;
    void value.manager.load().then(() => {
      if (cancelled) return;
      const held = value.pending.take();
      if (held) void value.manager.add(held.type, held.favorite);
    });
    return () => {
      cancelled = true;
    };
  }, [status, subject, labStaff, value]);

  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}

export interface FavoritesActions extends FavoritesState {
  isFavorite(type: FavoriteType, key: string): boolean;
  /** Adds a favorite; signed out, it is held, the user signs in, and it is added after. */
  add(type: FavoriteType, favorite: SavedFavorite): void;
  remove(type: FavoriteType, key: string): void;
}

export function useFavorites(): FavoritesActions {
  const context = requiredValue(
    useContext(FavoritesContext),
    'useFavorites needs a FavoritesProvider',
  );
  const { manager, pending } = context;
  const { session } = usePortalServices();
  const { status } = useSessionSnapshot();
  const state = useSyncExternalStore(manager.subscribe, manager.snapshot, manager.snapshot);
  return {
    ...state,
    isFavorite: (type, key) =>
      state.favorites[collectionOfType[type]].some((favorite) => favorite.key === key),
    add(type, favorite) {
      if (status !== 'logged-in') {
        pending.hold({ type, favorite });
        const { pathname, search, hash } = window.location;
        void session.signIn(pathname + search + hash);
        return;
      }
      void manager.add(type, favorite);
    },
    remove(type, key) {
      void manager.remove(type, key);
    },
  };
}
