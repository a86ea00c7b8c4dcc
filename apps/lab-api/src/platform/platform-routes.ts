import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { LabKysely } from '../db/create-database.js';
import { pingDatabase } from '../db/database-health.js';
import { pendingMigrations } from '../db/migrate.js';

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

/** What a load balancer asks before sending traffic; `drain` turns it away before a stop. */
export interface Readiness {
  /** From now on `/readyz` answers 503 `draining` (the instance is stopping). */
  drain(): void;
  readonly draining: boolean;
}

/**
 * Liveness (`/healthz`: the process answers, nothing else, so that a database outage does not get
 * every instance restarted) and readiness (`/readyz`: the database answers, its migrations are
 * current and the instance is not draining). docs/deployment.md says which probe uses which.
 */
export function registerPlatformRoutes(
  app: FastifyInstance,
  config: ServerConfig,
  db: LabKysely,
): Readiness {
  let draining = false;

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'draining' });
    let pending: string[];
    try {
      await pingDatabase(db);
      pending = await pendingMigrations(db);
    } catch (error) {
      app.log.error({ err: error }, 'readiness: database unreachable');
      return reply.code(503).send({ status: 'unavailable', reason: 'database_unreachable' });
    }
    if (pending.length > 0) {
      return reply
        .code(503)
        .send({ status: 'unavailable', reason: 'migrations_pending', pending: pending.length });
    }
    return { status: 'ready' };
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return portalRuntimeConfig(config);
  });

  return {
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
