import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the server, never to the portal's client-side routes. */
export function isServerPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return ['/api', '/oidc', '/graphql', '/healthz', '/readyz', '/config.json', '/storybook'].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * A GET of the built files the server sends from disk: the portal's pages and hashed assets, and
 * the Storybook's files. A first visit loads a hundred or so of them; they cost no database work.
 */
export function isStaticFileRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?', 1)[0] ?? url;
  return !isServerPath(url) || pathname.startsWith('/storybook/');
}

/**
 * The portal's built files at `/`; any other GET for a page (not a server path, not a file with an
 * extension) answers the portal's index.html so that its routes work on reload and deep links.
 */
export async function registerPortalFiles(
  app: FastifyInstance,
  portalDist: string,
  options: { publicSourceMaps?: boolean } = {},
): Promise<boolean> {
  const indexFile = path.join(portalDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ portalDist }, 'portal files not found: build the portal to serve it at /');
    return false;
  }
  await app.register(fastifyStatic, {
    root: portalDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    // The build writes `.br` and `.gz` siblings of the text assets (apps/portal/vite.config.ts);
    // they are sent with their Content-Encoding and `Vary: Accept-Encoding`.
    preCompressed: true,
    // Production keeps the portal's source maps to itself (PUBLIC_SOURCE_MAPS, docs/security.md).
    // A compressed copy of a map (`.map.gz`) is a map too.
    allowedPath: (pathName) =>
      options.publicSourceMaps !== false || !/\.map(\.(br|gz|deflate))?$/.test(pathName),
    setHeaders(response, filePath) {
      // Hashed assets never change; the entry page always revalidates.
      response.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  return true;
}

/** Whether a not-found request should get the portal's index.html. */
export function wantsPortalPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isServerPath(url)) return false;
  const pathname = url.split('?', 1)[0] ?? url;
  return path.posix.extname(pathname) === '';
}
