// The signed-in user's favorites (document 1 section 4, document 2 section 4): loaded from local
// storage, else from the server (GET favorites/get), then verified through the catalogue and
// re-saved (POST favorites) when anything changed; each change is saved locally and to the server.
import type { FavoriteType } from '@loci/domain';
import type { ToastOptions } from '@loci/ui';
import type { ApiClient } from '../api/apiClient.ts';
import type { PortalStorage } from '../storage/portalStorage.ts';
import {
  FavoritesVerificationError,
  applyFavoritesVerification,
  collectionOfType,
  emptyFavorites,
  favoriteItemsOf,
  favoritesFromItems,
  verificationRequest,
  type FavoriteCollections,
  type SavedFavorite,
} from './favoriteCollections.ts';
import { favoritesMessages } from './favoritesMessages.ts';

// The calls (and with them zod and the contract) load with the first load or change, which only a
// signed-in user makes: the provider sits in every page's shell (issue 18).
const favoritesCalls = () => import('./favoritesCalls.ts');

export type FavoritesStatus = 'signed-out' | 'loading' | 'ready' | 'failed';

export interface FavoritesState {
  status: FavoritesStatus;
  favorites: FavoriteCollections;
}

export interface FavoritesManager {
  snapshot(): FavoritesState;
  subscribe(listener: () => void): () => void;
  /** On sign-in: storage, else the server; then verification (and a re-save when it changed something). */
  load(): Promise<void>;
  add(type: FavoriteType, favorite: SavedFavorite): Promise<void>;
  remove(type: FavoriteType, key: string): Promise<void>;
  /** On logout: nothing is kept (the session clears the stored copy). */
  clear(): void;
}

export interface FavoritesManagerOptions {
  api: ApiClient;
  storage: PortalStorage;
  notify(toast: ToastOptions): void;
}

export function createFavoritesManager(options: FavoritesManagerOptions): FavoritesManager {
  const { api, storage, notify } = options;
  const listeners = new Set<() => void>();
  let state: FavoritesState = { status: 'signed-out', favorites: emptyFavorites() };
  let generation = 0;

  const set = (next: FavoritesState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const saveToServer = async (favorites: FavoriteCollections, types?: readonly FavoriteType[]) =>
    (await favoritesCalls()).saveFavoriteItems(api, favoriteItemsOf(favorites, types));

  const verify = async (favorites: FavoriteCollections) => {
    const request = verificationRequest(favorites);
    if (request.testIds.length === 0 && request.diagnosisIds.length === 0) {
      return { favorites, changed: false };
    }
    const verification = await (await favoritesCalls()).verifyFavoriteItems(api, request);
    return applyFavoritesVerification(favorites, verification);
  };

  const change = async (
    type: FavoriteType,
    update: (items: SavedFavorite[]) => SavedFavorite[],
    message: string,
  ) => {
    const name = collectionOfType[type];
    const before = state.favorites;
    // The user may have changed this collection in another browser since it was read here, and
    // saving replaces the server's copy: the change applies to the server's items joined with
    // this copy's (an item saved here while the server was out of reach is kept, not lost).
    let current = before[name];
    try {
      const latest = favoritesFromItems(await (await favoritesCalls()).fetchFavoriteItems(api));
      const known = new Set(latest[name].map((item) => item.key));
      current = [...latest[name], ...current.filter((item) => !known.has(item.key))];
    } catch {
      // Reported by the API client; the change applies to this copy.
    }
    const items = update(current);
    const favorites = { ...state.favorites, [name]: items };
    if (items === current) {
      // Nothing to change (already there, or already gone): this copy catches up, nothing is sent.
      if (current !== before[name]) {
        set({ ...state, favorites });
        storage.write('favorites', favorites);
      }
      return;
    }
    set({ ...state, favorites });
    storage.write('favorites', favorites);
    try {
      await saveToServer(favorites, [type]);
      notify({ severity: 'success', message });
    } catch {
      // Reported by the API client; the local copy is kept and sent with the next change.
    }
  };

  return {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      generation += 1;
      const mine = generation;
      set({ status: 'loading', favorites: state.favorites });
      try {
        const stored = storage.read('favorites');
        const loaded =
          stored ?? favoritesFromItems(await (await favoritesCalls()).fetchFavoriteItems(api));
        if (mine !== generation) return;
        let favorites = loaded;
        let changed = false;
        try {
          ({ favorites, changed } = await verify(loaded));
        } catch (error) {
          if (error instanceof FavoritesVerificationError) {
            notify({ severity: 'error', message: error.message });
          }
          // Unverified favorites are still the user's: keep them.
        }
        if (mine !== generation) return;
        set({ status: 'ready', favorites });
        storage.write('favorites', favorites);
        if (changed) await saveToServer(favorites);
      } catch {
        if (mine === generation) set({ status: 'failed', favorites: state.favorites });
      }
    },
    add(type, favorite) {
      const message = type === 'Filters' ? favoritesMessages.filterSaved : favoritesMessages.added;
      return change(
        type,
        (items) => (items.some((item) => item.key === favorite.key) ? items : [...items, favorite]),
        message,
      );
    },
    remove(type, key) {
      return change(
        type,
        (items) =>
          items.some((item) => item.key === key) ? items.filter((item) => item.key !== key) : items,
        favoritesMessages.removed,
      );
    },
    clear() {
      generation += 1;
      set({ status: 'signed-out', favorites: emptyFavorites() });
    },
  };
}
