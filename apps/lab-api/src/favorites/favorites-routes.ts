// Favorites per user: six collections (Panels, Tests, Slices, Diagnosis, Insurances, Filters),
// each kept as the Blob the portal sends. Keyed by the sign-in's subject: only signed-in users
// persist favorites (document 1 section 6).
import { getFavorites, saveFavorites, type FavoriteItem } from '@loci/contract';
import { FavoriteTypes, type FavoriteType } from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import type { LabKysely } from '../db/create-database.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';

async function savedFavorites(db: LabKysely, subject: string): Promise<FavoriteItem[]> {
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

export function registerFavoritesRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, getFavorites, {
    access: { scope: 'signed-in' },
    handler: async ({ db, caller }) => savedFavorites(db, caller.identity.subject),
  });

  registerCall(app, registry, saveFavorites, {
    access: { scope: 'signed-in' },
    bodyLimit: 512 * 1024,
    async handler({ db, input, caller }) {
      const subject = caller.identity.subject;
      await db.transaction().execute(async (trx) => {
        for (const item of input.body) {
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
      return savedFavorites(db, subject);
    },
  });
}
