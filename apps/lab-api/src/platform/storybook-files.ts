import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const storybookPrefix = '/storybook/';

/**
 * The Storybook's own security headers: its manager page frames the preview (same origin), runs
 * inline start-up scripts and registers MSW's service worker (scope /storybook/ only). The rest of
 * the site keeps the strict policy of http/security.ts.
 */
export const storybookContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The kit's built Storybook (`npm run build-storybook`, part of `npm start`) at `/storybook/`, so a
 * designer reviews the kit and the portal's screens (fixtures from MSW, offline) on the started
 * product. Skipped with a warning when it was not built.
 */
export async function registerStorybookFiles(
  app: FastifyInstance,
  options: { storybookDist: string },
): Promise<void> {
  const { storybookDist } = options;
  if (!existsSync(path.join(storybookDist, 'index.html'))) {
    app.log.warn(
      { storybookDist },
      'Storybook not built: run `npm run build-storybook` to serve it at /storybook/',
    );
    return;
  }
  // Encapsulated: these headers apply to the Storybook's files only.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', storybookContentSecurityPolicy);
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
  await app.register(fastifyStatic, {
    root: storybookDist,
    prefix: storybookPrefix,
    // The portal's registration decorates `reply.sendFile`; this one must not again.
    decorateReply: false,
    index: false,
    wildcard: true,
    setHeaders(response) {
      response.header('cache-control', 'no-cache');
    },
  });
  // The manager page. The router ignores trailing slashes, so `/storybook` and `/storybook/` both
  // arrive here: only `/storybook/` is answered, since the build's paths are relative to it.
  const indexFile = path.join(storybookDist, 'index.html');
  app.get('/storybook', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? request.url;
    if (!pathname.endsWith('/')) return reply.redirect(storybookPrefix, 301);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(indexFile));
  });
}
