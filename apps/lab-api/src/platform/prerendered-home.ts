// The pre-rendered home with the lab's publications in it (issue 18; docs/decisions/
// prerendered-home.md): the portal's build writes, beside home.html, `server/home.mjs`, which
// draws the publications panel with its first page (the same React components as the app) into
// that page. The largest text of a first visit then comes with the HTML instead of after the
// app's code and a GraphQL read.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** The portal's build's module that draws the home's publications (apps/portal/src/prerender/renderHome.tsx). */
export const homeRendererFile = path.join('server', 'home.mjs');

export interface HomeRenderer {
  /** The page with the panel drawn with `listing` and the listing for the app; null: no place for it. */
  homeWithPublications(page: string, listing: unknown): string | null;
}

/** The build's renderer, or undefined when the portal was built without it (the page as it is). */
export async function loadHomeRenderer(
  portalDist: string,
  log: FastifyBaseLogger,
): Promise<HomeRenderer | undefined> {
  const file = path.join(portalDist, homeRendererFile);
  if (!existsSync(file)) return undefined;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<HomeRenderer>;
    if (typeof loaded.homeWithPublications === 'function') return loaded as HomeRenderer;
    log.warn(
      { file },
      'the portal’s home renderer has no homeWithPublications: home sent as built',
    );
  } catch (error) {
    log.warn({ err: error, file }, 'the portal’s home renderer did not load: home sent as built');
  }
  return undefined;
}

export interface HomeWithPublicationsOptions {
  /** The built page at `/` (its configuration in place, its nonces not yet). */
  home: string;
  renderer: HomeRenderer;
  /** The first page of the All tab, as `/graphql/publications` answers it. */
  readFirstPage: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** How long an answer waits for a read in flight before going without it. */
  waitMs?: number;
  /** How long a drawn page is sent before the publications are read again. */
  freshMs?: number;
  /** How long after a failed read the page goes without publications before trying again. */
  retryMs?: number;
  now?: () => number;
}

/**
 * The page to send at `/`: the built home with the publications drawn in, read at most once per
 * `freshMs` whatever the traffic (the page is public and not rate-limited: a visit costs no
 * database work beyond that), drawn once per read. An answer waits at most `waitMs` for a read in
 * flight; a slow or failed read sends the last page drawn (publications change rarely: a page read
 * a minute ago beats a skeleton, and the app reads them afresh anyway), or the built page when none
 * was ever drawn (the panel's skeleton; the app reads the publications as before). The next
 * answers get the new page once the read is in.
 */
export function homeWithPublications(options: HomeWithPublicationsOptions): () => Promise<string> {
  const { home, renderer, readFirstPage, log } = options;
  const waitMs = options.waitMs ?? 300;
  const freshMs = options.freshMs ?? 30_000;
  const retryMs = options.retryMs ?? 5_000;
  const now = options.now ?? Date.now;
  interface Entry {
    page: Promise<string | null>;
    until: number;
  }
  let current: Entry | undefined;
  // The last page drawn with its publications: sent while a fresher read is slow or has failed.
  let lastDrawn: string | null = null;

  function read(): Promise<string | null> {
    // In flight: never read twice at once. Settled: fresh for freshMs (retryMs after a failure).
    const entry: Entry = { page: Promise.resolve(null), until: Number.POSITIVE_INFINITY };
    current = entry;
    entry.page = (async () => {
      try {
        const page = renderer.homeWithPublications(home, await readFirstPage());
        entry.until = now() + freshMs;
        lastDrawn = page;
        return page;
      } catch (error) {
        log.warn({ err: error }, 'publications not drawn into the home: sent with their skeleton');
        entry.until = now() + retryMs;
        return null;
      }
    })();
    return entry.page;
  }

  return async () => {
    const page = !current || now() >= current.until ? read() : current.page;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return (await Promise.race([page, late])) ?? lastDrawn ?? home;
    } finally {
      clearTimeout(timer);
    }
  };
}
