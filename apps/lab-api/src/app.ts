import { randomUUID } from 'node:crypto';
import { publicationListingLimits } from '@loci/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AccessTokenVerifier } from './identity/access-token-verifier.js';
import type { ServerConfig } from './config.js';
import type { LabKysely } from './db/create-database.js';
import type { Delivery } from './delivery/delivery.js';
import { registerDocsRoutes } from './docs/docs-routes.js';
import { features } from './features.js';
import { registerAuthentication } from './http/authentication.js';
import { registerErrorHandling } from './http/error-handling.js';
import type { CallRegistry } from './http/register-call.js';
import { registerSecurity } from './http/security.js';
import { registerCspReports } from './http/csp-reports.js';
import type { IdentityProvider } from './identity/identity-provider.js';
import { identityRoutes } from './identity/identity-routes.js';
import { loggerOptions } from './platform/logging.js';
import { databaseRateLimitStore } from './request-limits/database-rate-limit-store.js';
import {
  portalRuntimeConfig,
  registerPlatformRoutes,
  type Readiness,
} from './platform/platform-routes.js';
import { registerCompression } from './platform/compression.js';
import { registerPortalFiles, wantsPortalPage } from './platform/portal-files.js';
import { registerStorybookFiles } from './platform/storybook-files.js';
import { listPublications } from './publications/publication-listing.js';

/** TRUST_PROXY for Fastify: a hop count trusts that many proxies nearest the server, no more. */
function trustedProxies(trust: ServerConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

export interface AppOptions {
  config: ServerConfig;
  db: LabKysely;
  verifier: AccessTokenVerifier;
  /** The embedded OpenID Connect provider, mounted at its path (`/oidc`); absent with `OIDC_ISSUER`. */
  identity?: IdentityProvider | undefined;
  /** The mail outbox and fax jobs (the report-sharing calls need them). */
  delivery?: Delivery | undefined;
  /** Logger settings; defaults to the PHI-safe pino logger at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Check every answer against the contract (on in tests). */
  validateResponses?: boolean;
}

export interface LabApp {
  app: FastifyInstance;
  registry: CallRegistry;
  /** `/readyz`'s state: drained before a graceful stop. */
  readiness: Readiness;
  /** Every route Fastify holds (method and URL pattern), for the audit walk's classification. */
  routes: Array<{ method: string; url: string }>;
}

/** Builds the lab's server: security, identity, the portal API, docs and the portal's files. */
export async function buildApp(options: AppOptions): Promise<LabApp> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const routes: LabApp['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  registerErrorHandling(app);
  await registerSecurity(app, {
    identityProviderOrigin: config.externalIdentityProvider
      ? new URL(config.oidcIssuer).origin
      : undefined,
    rateLimitPerMinute: config.rateLimitPerMinute,
    rateLimitStore: databaseRateLimitStore(db),
  });
  registerAuthentication(app, options.verifier);
  // Before the routes: the compression hook applies to routes registered after it.
  await registerCompression(app);

  const readiness = registerPlatformRoutes(app, config, db);
  await registerCspReports(app);
  registerDocsRoutes(app);
  if (options.identity) await app.register(identityRoutes, { identity: options.identity });

  const registry: CallRegistry = {
    db,
    config,
    validateResponses: options.validateResponses ?? false,
    registered: [],
    delivery: options.delivery,
  };
  for (const registerFeature of features) registerFeature(app, registry);

  await app.register(registerStorybookFiles, { storybookDist: config.storybookDist });
  const portalPage = await registerPortalFiles(app, config.portalDist, {
    publicSourceMaps: config.publicSourceMaps,
    runtimeConfig: portalRuntimeConfig(config),
    // The home's publications panel, drawn into the page at `/` (issue 18).
    firstPublications: () =>
      listPublications(db, { first: publicationListingLimits.pageSize, offset: 0 }),
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (portalPage && wantsPortalPage(request.method, request.url))
      return portalPage(request.url, reply);
    return reply
      .code(404)
      .send({ success: false, errors: [{ code: 'not_found', message: 'No such path' }] });
  });
  return { app, registry, readiness, routes };
}
