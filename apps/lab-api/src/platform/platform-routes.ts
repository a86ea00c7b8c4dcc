import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { LabKysely } from '../db/create-database.js';
import { pingDatabase } from '../db/database-health.js';

/** The portal's public runtime configuration (`GET /config.json`). */
export interface PortalRuntimeConfig {
  oidcIssuer: string;
  oidcClientId: string;
  oidcAudience: string;
  accessTokenLifetimeSeconds: number;
  /** The embedded provider's password-change page; absent with a lab's own identity provider. */
  passwordChangeUrl?: string;
}

export function portalRuntimeConfig(config: ServerConfig): PortalRuntimeConfig {
  return {
    oidcIssuer: config.oidcIssuer,
    oidcClientId: config.oidcClientId,
    oidcAudience: config.oidcAudience,
    accessTokenLifetimeSeconds: config.accessTokenLifetimeSeconds,
    ...(config.externalIdentityProvider
      ? {}
      : { passwordChangeUrl: `${config.oidcIssuer}/change-password` }),
  };
}

export function registerPlatformRoutes(
  app: FastifyInstance,
  config: ServerConfig,
  db: LabKysely,
): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await pingDatabase(db);
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return portalRuntimeConfig(config);
  });
}
