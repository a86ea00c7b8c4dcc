// The favorite collections of each user (keyed by the sign-in's subject), in the order of
// FavoriteTypes.
import type { FavoriteItem } from '@loci/contract';
import { FavoriteTypes, type FavoriteType } from '@loci/domain';
import type { LabKysely } from '../db/create-database.js';

export async function savedFavorites(db: LabKysely, subject: string): Promise<FavoriteItem[]> {
  const rows = await db
    .selectFrom('favorite_collection')
    .select(['favorite_type', 'blob'])
    .where('subject', '=', subject)
    .execute();
  const order = (type: string) => FavoriteTypes.indexOf(type as FavoriteType);
  return rows
    .sort((left, right) => order(left.favorite_type) - order(right.favorite_type))
    .map((row) => ({ Type: row.favorite_type as FavoriteType, Blob: row.blob }));
}

/** Stores the collections sent (each replaces the user's one of its type); others stay. */
export async function saveFavoriteCollections(
  db: LabKysely,
  subject: string,
  items: readonly FavoriteItem[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      await trx
        .insertInto('favorite_collection')
        .values({ subject, favorite_type: item.Type, blob: item.Blob, updated_at: new Date() })
        .onConflict((conflict) =>
          conflict
            .columns(['subject', 'favorite_type'])
            .doUpdateSet({ blob: item.Blob, updated_at: new Date() }),
        )
        .execute();
    }
  });
}
