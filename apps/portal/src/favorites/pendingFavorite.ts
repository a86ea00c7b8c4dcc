// A favorite added while signed out is held for the browser session (sessionStorage), the user
// signs in, and it is added after (document 1 section 4).
import { FavoriteTypes, type FavoriteType } from '@loci/domain';
import type { SavedFavorite } from './favoriteCollections.ts';

export const pendingFavoriteKey = 'loci.pendingFavorite';

export interface PendingFavorite {
  type: FavoriteType;
  favorite: SavedFavorite;
}

export interface PendingFavoriteStore {
  hold(pending: PendingFavorite): void;
  /** The held favorite, removed: it is added once. */
  take(): PendingFavorite | null;
}

export function createPendingFavoriteStore(store: Storage): PendingFavoriteStore {
  return {
    hold(pending) {
      store.setItem(pendingFavoriteKey, JSON.stringify(pending));
    },
    take() {
      const raw = store.getItem(pendingFavoriteKey);
      store.removeItem(pendingFavoriteKey);
      if (raw === null) return null;
      try {
        const value = JSON.parse(raw) as Partial<PendingFavorite>;
        const favorite = value.favorite;
        if (
          !FavoriteTypes.includes(value.type as FavoriteType) ||
          typeof favorite?.key !== 'string' ||
          typeof favorite.name !== 'string'
        ) {
          return null;
        }
        return { type: value.type as FavoriteType, favorite };
      } catch {
        return null;
      }
    },
  };
}
