import { callPath, processRRDResponseData } from '@loci/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AccessTokenVerifier,
  VerifiedAccessToken,
} from '../identity/access-token-verifier.js';
import { isDatabaseUnreachable } from './error-handling.js';
import { problems } from './http-problem.js';

/** A verified token and the issuer it came from: profiles are keyed by issuer and subject. */
export interface CallerIdentity extends VerifiedAccessToken {
  issuer: string;
}

const fulfilmentCallbackPath = callPath(processRRDResponseData);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook for protected paths; null elsewhere. */
    identity: CallerIdentity | null;
  }
}

/** Paths that need a bearer token: the APIs and GraphQL, except the API documentation. */
export function isProtectedPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return false;
  // The public test catalogue (docs/decisions/catalogue-graphql.md).
  if (path === '/graphql/catalog') return false;
  // Public lab publications and news (docs/decisions/publications-graphql.md).
  if (path === '/graphql/publications') return false;
  // The fulfilment partner's callback is signed instead (docs/decisions/supplies.md).
  if (path === fulfilmentCallbackPath) return false;
  // The live event stream checks its own short-lived ticket (docs/decisions/notifications.md).
  if (path === '/api/portal/v1.0.1/events/stream') return false;
  return path.startsWith('/api/') || path === '/api' || path.startsWith('/graphql');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/.exec(header);
  return match?.[1];
}

/** Every protected request must carry a valid bearer token, or it is answered 401. */
export function registerAuthentication(app: FastifyInstance, verifier: AccessTokenVerifier): void {
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    if (!isProtectedPath(request.url)) return;
    const token = bearerToken(request);
    if (!token) throw problems.unauthorized();
    try {
      request.identity = { ...(await verifier.verify(token)), issuer: verifier.profileIssuer };
    } catch (error) {
      // The database (grants) unreachable is no refusal: a 401 would end the user's session.
      if (isDatabaseUnreachable(error)) throw error;
      // Every refusal (forged, expired, wrong issuer or audience, unknown key) answers 401.
      const problem = (error as { problem?: unknown }).problem;
      request.log.info({ reason: problem ?? 'invalid' }, 'bearer token refused');
      throw problems.unauthorized(
        problem === 'expired' ? 'The access token has expired' : 'Authentication required',
      );
    }
  });
}
