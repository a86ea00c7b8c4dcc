// Favorites per user: six collections (Panels, Tests, Slices, Diagnosis, Insurances, Filters),
// each kept as the Blob the portal sends. Keyed by the sign-in's subject: only signed-in users
// persist favorites (document 1 section 6).
import { getFavorites, saveFavorites } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { saveFavoriteCollections, savedFavorites } from './favorites-records.js';

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
      await saveFavoriteCollections(db, subject, input.body);
      return savedFavorites(db, subject);
    },
  });
}
