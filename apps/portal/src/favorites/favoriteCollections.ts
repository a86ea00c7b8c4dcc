// Favorites per user (document 1 section 3): six collections of saved items { key, name, data },
// sent to the server as items of Type and Blob (the collection encoded as a JSON list), and the
// verification rules of document 1 section 4.
import type { FavoriteItem, FavoritesVerification } from '@loci/contract';
import { FavoriteTypes, type FavoriteType } from '@loci/domain';
import type { StoredFavorites } from '../storage/portalStorage.ts';

export type SavedFavorite = StoredFavorites['tests'][number];
export type FavoriteCollections = StoredFavorites;
export type FavoriteCollectionName = keyof FavoriteCollections;

/** The collection that holds each Type. */
export const collectionOfType: Readonly<Record<FavoriteType, FavoriteCollectionName>> = {
  Panels: 'panels',
  Tests: 'tests',
  Slices: 'slices',
  Diagnosis: 'diagnosis',
  Insurances: 'insurances',
  Filters: 'filters',
};

/** What a saved test keeps: its catalogue id (verified), code and slug (for the deep link). */
export interface FavoriteTestData {
  id: string;
  code: string;
  slug: string;
}

/** What a saved filter keeps: the catalogue search's query string. */
export interface FavoriteFilterData {
  search: string;
}

export const verifyFavoritesInvalidMessage = 'Call to verify favorites returned an invalid result';

/** The verification answer does not answer what was asked. */
export class FavoritesVerificationError extends Error {
  override readonly name = 'FavoritesVerificationError';
  constructor() {
    super(verifyFavoritesInvalidMessage);
  }
}

export function emptyFavorites(): FavoriteCollections {
  return { diagnosis: [], panels: [], slices: [], tests: [], insurances: [], filters: [] };
}

export function favoriteTestData(favorite: SavedFavorite): FavoriteTestData | null {
  const data = favorite.data as Partial<FavoriteTestData> | null | undefined;
  if (!data || typeof data !== 'object') return null;
  const id = typeof data.id === 'string' ? data.id : favorite.key;
  if (typeof data.code !== 'string' || typeof data.slug !== 'string') return null;
  return { id, code: data.code, slug: data.slug };
}

function isSavedFavorite(value: unknown): value is SavedFavorite {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SavedFavorite).key === 'string' &&
    typeof (value as SavedFavorite).name === 'string'
  );
}

/** The server's items as collections (unreadable Blobs and items are left out). */
export function favoritesFromItems(items: readonly FavoriteItem[]): FavoriteCollections {
  const favorites = emptyFavorites();
  for (const item of items) {
    let decoded: unknown;
    try {
      decoded = JSON.parse(item.Blob);
    } catch {
      continue;
    }
    if (!Array.isArray(decoded)) continue;
    favorites[collectionOfType[item.Type]] = decoded.filter(isSavedFavorite);
  }
  return favorites;
}

/** Items for POST /favorites: the Types given (every Type by default), each once. */
export function favoriteItemsOf(
  favorites: FavoriteCollections,
  types: readonly FavoriteType[] = FavoriteTypes,
): FavoriteItem[] {
  return [...new Set(types)].map((type) => ({
    Type: type,
    Blob: JSON.stringify(favorites[collectionOfType[type]]),
  }));
}

/** The ids sent to the verification: saved tests' catalogue ids and saved diagnosis codes. */
export function verificationRequest(favorites: FavoriteCollections): {
  testIds: string[];
  diagnosisIds: string[];
} {
  return {
    testIds: [...new Set(favorites.tests.map((test) => favoriteTestData(test)?.id ?? test.key))],
    diagnosisIds: [...new Set(favorites.diagnosis.map((diagnosis) => diagnosis.key))],
  };
}

/** A list of answers, each naming one favorite by `key` and whether it still exists. */
function isExistenceList(list: unknown, key: 'id' | 'code'): boolean {
  return (
    Array.isArray(list) &&
    list.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Record<string, unknown>)[key] === 'string' &&
        typeof (entry as Record<string, unknown>).exists === 'boolean',
    )
  );
}

function isVerification(value: unknown): value is FavoritesVerification {
  if (typeof value !== 'object' || value === null) return false;
  const { tests, diagnoses } = value as Partial<FavoritesVerification>;
  return isExistenceList(tests, 'id') && isExistenceList(diagnoses, 'code');
}

/**
 * Applies the verification (document 1 section 4): tests that no longer exist or whose detail page
 * is hidden are dropped, changed slugs (and codes) updated, nonexistent diagnosis codes dropped.
 * An answer that is malformed or leaves out an id that was asked about is invalid.
 */
export function applyFavoritesVerification(
  favorites: FavoriteCollections,
  answer: unknown,
): { favorites: FavoriteCollections; changed: boolean } {
  if (!isVerification(answer)) throw new FavoritesVerificationError();
  const asked = verificationRequest(favorites);
  const testsById = new Map(answer.tests.map((test) => [test.id, test]));
  const diagnosesByCode = new Map(
    answer.diagnoses.map((diagnosis) => [diagnosis.code.toUpperCase(), diagnosis]),
  );
  if (
    asked.testIds.some((id) => !testsById.has(id)) ||
    asked.diagnosisIds.some((code) => !diagnosesByCode.has(code.toUpperCase()))
  ) {
    throw new FavoritesVerificationError();
  }
  let changed = false;
  const tests: SavedFavorite[] = [];
  for (const favorite of favorites.tests) {
    const data = favoriteTestData(favorite);
    const verified = testsById.get(data?.id ?? favorite.key)!;
    if (!verified.exists || verified.hideDetailsPage === true) {
      changed = true;
      continue;
    }
    const slug = verified.slug ?? data?.slug ?? '';
    const code = verified.testCode ?? data?.code ?? '';
    if (!data || data.slug !== slug || data.code !== code) {
      changed = true;
      tests.push({ ...favorite, data: { id: data?.id ?? favorite.key, code, slug } });
    } else {
      tests.push(favorite);
    }
  }
  const diagnosis = favorites.diagnosis.filter(
    (favorite) => diagnosesByCode.get(favorite.key.toUpperCase())!.exists,
  );
  if (diagnosis.length !== favorites.diagnosis.length) changed = true;
  return { favorites: { ...favorites, tests, diagnosis }, changed };
}
