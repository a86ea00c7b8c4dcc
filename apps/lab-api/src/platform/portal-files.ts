import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cspNonceOf } from '../http/csp-nonce.js';
import { homeRendererFile, homeWithPublications, loadHomeRenderer } from './prerendered-home.js';

/**
 * What the portal's build writes where each answer's CSP nonce goes (`html.cspNonce` in
 * apps/portal/vite.config.ts): its script, style and link tags and a `csp-nonce` meta.
 */
export const cspNoncePlaceholder = 'LOCI_CSP_NONCE';

/**
 * Where the portal's page holds its runtime configuration (apps/portal/index.html): the server
 * writes the same JSON as `GET /config.json` there, so that a first visit starts without waiting
 * for a second round trip (issue 18). A page served without it (Vite's dev server) fetches the file.
 */
export const portalConfigPlaceholder = 'LOCI_PORTAL_CONFIG';

/** JSON that can stand inside a `<script>` element: no `<` can close it or open a comment. */
function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The portal's page as one answer sends it: the build's index.html with this answer's nonce, or at
 * `/` its pre-rendered home (below) when the build wrote one.
 */
export type PortalPage = (url: string, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The signed-out home pre-rendered by the portal's build (apps/portal/scripts/prerender.mjs): the
 * same page as index.html with the home's markup in place, so that it paints before any script has
 * run (issue 18). Sent for `/` only (any query string), with the publications' first page drawn in
 * when `firstPublications` is given and can be read (prerendered-home.ts); every other route gets
 * index.html.
 */
export const prerenderedHomeFile = 'home.html';

/**
 * The pages with signed-in screens' frames, by the path the server sees (any query string): the
 * build's file for each, its frame chosen by the page's own script from the address's hash, which
 * the server never sees (apps/portal/scripts/prerender.mjs, `signedInFramePages`;
 * docs/decisions/prerendered-signed-in-frame.md). index.html when the build wrote none.
 */
export const signedInFramesFiles: Readonly<Record<string, string>> = {
  '/user-account': 'user-account.html',
  '/tests/search': 'tests-search.html',
  '/test-catalog/requisition': 'requisition.html',
};

function pathnameOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

function isHome(url: string): boolean {
  return pathnameOf(url) === '/';
}

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
 * The page itself is never sent as a static file: each answer gets its own CSP nonce.
 */
export async function registerPortalFiles(
  app: FastifyInstance,
  portalDist: string,
  options: {
    publicSourceMaps?: boolean;
    runtimeConfig?: unknown;
    /** The publications' first page (All tab) as `/graphql/publications` answers it. */
    firstPublications?: () => Promise<unknown>;
  } = {},
): Promise<PortalPage | undefined> {
  const indexFile = path.join(portalDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ portalDist }, 'portal files not found: build the portal to serve it at /');
    return undefined;
  }
  const withConfig = (built: string) =>
    options.runtimeConfig === undefined
      ? built
      : built.replace(portalConfigPlaceholder, () => jsonInScript(options.runtimeConfig));
  const page = withConfig(readFileSync(indexFile, 'utf8'));
  const framesPages = new Map(
    Object.entries(signedInFramesFiles).map(([pathname, file]) => {
      const framesFile = path.join(portalDist, file);
      return [
        pathname,
        existsSync(framesFile) ? withConfig(readFileSync(framesFile, 'utf8')) : page,
      ] as const;
    }),
  );
  const homeFile = path.join(portalDist, prerenderedHomeFile);
  const home = existsSync(homeFile) ? withConfig(readFileSync(homeFile, 'utf8')) : page;
  const renderer =
    home !== page && options.firstPublications
      ? await loadHomeRenderer(portalDist, app.log)
      : undefined;
  const homePage =
    renderer && options.firstPublications
      ? homeWithPublications({
          home,
          renderer,
          readFirstPage: options.firstPublications,
          log: app.log,
        })
      : async () => home;
  // Read once at start, so that the first visit after a start (or a deploy) has the panel too.
  if (renderer) void homePage();
  await app.register(fastifyStatic, {
    root: portalDist,
    prefix: '/',
    wildcard: true,
    index: false,
    // The build writes `.br` and `.gz` siblings of the text assets (apps/portal/vite.config.ts);
    // they are sent with their Content-Encoding and `Vary: Accept-Encoding`.
    preCompressed: true,
    // Production keeps the portal's source maps to itself (PUBLIC_SOURCE_MAPS, docs/security.md).
    // A compressed copy of a map (`.map.gz`) is a map too.
    // The pages (and their compressed copies, which hold the placeholder) go through portalPage;
    // the home's renderer is the server's own.
    allowedPath: (pathName) =>
      !/^\/(index|home|user-account|tests-search|requisition)\.html(\.(br|gz|deflate))?$/.test(
        pathName,
      ) &&
      !pathName.startsWith(`/${path.dirname(homeRendererFile)}/`) &&
      (options.publicSourceMaps !== false || !/\.map(\.(br|gz|deflate))?$/.test(pathName)),
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
  const portalPage: PortalPage = async (url, reply) => {
    const built = isHome(url) ? await homePage() : (framesPages.get(pathnameOf(url)) ?? page);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(built.replaceAll(cspNoncePlaceholder, () => cspNonceOf(reply.raw)));
  };
  // `/` is the build's folder itself: the static files answer a folder 403 when the client asks
  // for no compression (curl, a load balancer's probe). It is always the page.
  app.get('/', (request, reply) => portalPage(request.url, reply));
  return portalPage;
}

/** Whether a not-found request should get the portal's index.html. */
export function wantsPortalPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isServerPath(url)) return false;
  const pathname = url.split('?', 1)[0] ?? url;
  return pathname === '/index.html' || path.posix.extname(pathname) === '';
}
