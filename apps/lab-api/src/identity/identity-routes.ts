// Mounts the embedded provider under its path (`/oidc`) of the Fastify app. Register without a
// prefix: `app.register(identityRoutes, { identity })`. The plugin is encapsulated: its
// "leave the body alone" content-type parser does not leak into the rest of the app.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityProvider } from './identity-provider.js';

export interface IdentityRoutesOptions {
  identity: IdentityProvider;
}

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, options) => {
  const { identity } = options;
  // oidc-provider and the provider's pages read the raw request body themselves.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // Headers that hooks set through Fastify (HSTS, rate-limit counters) would be lost by the
    // hijack: hand them to the raw response first.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !reply.raw.hasHeader(name)) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    await identity.handleRequest(request.raw, reply.raw, { clientIp: request.ip });
  };
  const path = identity.mountPath || '/';
  app.all(path, handler);
  app.all(`${identity.mountPath}/*`, handler);
};
