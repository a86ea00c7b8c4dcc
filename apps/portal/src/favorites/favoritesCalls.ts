// The favorites' calls (GET favorites/get, POST favorites, the catalogue's verification), loaded by
// favoritesManager.ts when it first needs them, so the shell's provider carries no contract code.
import { getFavorites, saveFavorites, type FavoriteItem } from '@loci/contract';
import type { ApiClient } from '../api/apiClient.ts';
import { sendCall } from '../api/contractCall.ts';
import { queryCatalogue } from '../catalogue/catalogueGraphql.ts';
import type { verificationRequest } from './favoriteCollections.ts';

export const fetchFavoriteItems = (api: ApiClient) => sendCall(api, getFavorites);

export const saveFavoriteItems = (api: ApiClient, items: FavoriteItem[]) =>
  sendCall(api, saveFavorites, { body: items });

export async function verifyFavoriteItems(
  api: ApiClient,
  request: ReturnType<typeof verificationRequest>,
) {
  return (await queryCatalogue(api, 'verifyFavorites', request)).verifyFavorites;
}
