// Favorites per user (document 1 section 3, document 2 section 7.1): six collections, each sent
// as an item with Type and Blob, the Blob being the collection's items encoded as a JSON list.
import { FavoriteTypes, type FavoriteType } from '@loci/domain';
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';

/** The largest Blob (characters) of one collection. */
export const favoriteBlobMaxLength = 65_536;
/** The most items one collection holds. */
export const favoriteItemsMax = 200;

export const favoriteTypeSchema = z.enum(
  FavoriteTypes as unknown as [FavoriteType, ...FavoriteType[]],
);

/** A Blob: a JSON list of at most 200 items (objects or texts), 64 KiB at most. */
export const favoriteBlobField = z.string().check(
  z.maxLength(favoriteBlobMaxLength, 'Value is too long'),
  z.superRefine((blob, context) => {
    let decoded: unknown;
    try {
      decoded = JSON.parse(blob);
    } catch {
      context.addIssue({ code: 'custom', message: 'Wrong format' });
      return;
    }
    if (!Array.isArray(decoded)) {
      context.addIssue({ code: 'custom', message: 'Wrong format' });
      return;
    }
    if (decoded.length > favoriteItemsMax) {
      context.addIssue({ code: 'custom', message: 'Value is too long' });
      return;
    }
    const itemOk = (item: unknown) =>
      typeof item === 'string' ||
      (typeof item === 'object' && item !== null && !Array.isArray(item));
    if (!decoded.every(itemOk)) context.addIssue({ code: 'custom', message: 'Wrong format' });
  }),
);

export const favoriteItemSchema = z.object({ Type: favoriteTypeSchema, Blob: favoriteBlobField });
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

export const favoriteCalls = defineCalls(
  { feature: 'favorites', ...portalApi, wrapped: true },
  {
    getFavorites: {
      summary: 'The signed-in user’s saved favorites, one item per saved collection',
      method: 'GET',
      path: '/favorites/get',
      request: {},
      response: z.array(favoriteItemSchema),
    },
    saveFavorites: {
      summary:
        'Saves the collections sent (each Type at most once; a collection left out is kept as it was); answers every saved collection',
      method: 'POST',
      path: '/favorites',
      request: {
        body: z.array(favoriteItemSchema).check(
          z.maxLength(FavoriteTypes.length),
          z.refine((items) => new Set(items.map((item) => item.Type)).size === items.length, {
            message: 'Each favorite Type may be sent once',
          }),
        ),
      },
      response: z.array(favoriteItemSchema),
    },
  },
);

export const { getFavorites, saveFavorites } = favoriteCalls;
