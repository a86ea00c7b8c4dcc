import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStaticFileRequest } from '../platform/portal-files.js';
import { cspNonceOf } from './csp-nonce.js';
import { cspReportPath } from './csp-reports.js';

/** The portal uses none of these browser features; nothing injected may use them either. */
export const permissionsPolicy =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/** The portal API, messaging, order changes, places, and GraphQL: every answer is `no-store`. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/graphql' ||
    path.startsWith('/graphql/')
  );
}

const nonceSource = (_request: unknown, response: ServerResponse) =>
  `'nonce-${cspNonceOf(response)}'`;

/**
 * The rate limit's key: the client's address (IPv6 by its /56, as the plugin does). A client whose
 * connection closed before the limit was checked has no address any more; the plugin's own key
 * then threw a TypeError, logged as a server fault. Such requests share one key: nobody reads
 * their answer.
 */
export function rateLimitKey(request: Pick<FastifyRequest, 'ip'>): string {
  const ip = request.ip as string | undefined;
  return ip === undefined ? 'closed-connection' : normalizeIP(ip);
}

export interface SecurityOptions {
  /** Origin of an external identity provider that the portal talks to (token and discovery). */
  identityProviderOrigin: string | undefined;
  rateLimitPerMinute: number;
  /** Where the counters live (the database: shared by every instance); default in memory. */
  rateLimitStore?: FastifyRateLimitStoreCtor | undefined;
}

/**
 * Security headers on every answer (errors and static files included), HSTS only over TLS, and a
 * per-address rate limit of the server's work (not of its static files). No CORS plugin is
 * registered: browsers keep foreign origins out.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  const identityProvider = options.identityProviderOrigin ? [options.identityProviderOrigin] : [];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // No 'unsafe-inline': the portal's inline `<style>` (Radix's scroll lock) carries the nonce.
        'script-src': ["'self'", nonceSource],
        'style-src': ["'self'", nonceSource],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...identityProvider],
        'form-action': ["'self'", ...identityProvider],
        // blob:: the report view frames the PDF it read through the API client as an object URL
        // (the token never goes in an address). Only this page can make such URLs.
        'frame-src': ["'self'", 'blob:', ...identityProvider],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        // Browsers report what the policy blocks (logged by csp-reports.ts).
        'report-uri': [cspReportPath],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    reply.header('permissions-policy', permissionsPolicy);
    // API and GraphQL answers carry patient data: no browser or proxy keeps a copy (errors and
    // 429s included, hence set before the route runs).
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The built files do not count: each browser that opens the portal fetches ~130 of them, so
    // a practice behind one address (or the e2e's browsers on 127.0.0.1) used up the limit on
    // files, and a refused script chunk failed the sign-in (login-flow-error). The limit guards
    // the API, sign-in and GraphQL, which do the work; it also spares a counter write per file.
    allowList: (request) => isStaticFileRequest(request.method, request.url),
    keyGenerator: rateLimitKey,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    // A database that does not answer fails the request's own work with a clear error; the
    // counter alone does not turn every request (static files too) into a 500.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'too_many_requests',
      message: `Too many requests; try again in ${context.after}`,
    }),
  });
}
