// The portal's pre-rendered signed-out home (issue 18) over real HTTP: `GET /` (any query string)
// answers the build's home.html, every other route index.html, each with its own nonce, the
// runtime configuration, the same policy, cache and compression; the built file itself never.
// With the build's renderer (server/home.mjs), the publications' first page is drawn in; a read
// that fails or is slow sends the page as built.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { publicationsQueries, type PublicationListing } from '@loci/contract';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { seedPublications } from '../publications/seed-publications.js';
import { usePortalFilesApp, useTestServer } from '../testing/index.js';
import { cspNoncePlaceholder, portalConfigPlaceholder } from './portal-files.js';
import {
  homeWithPublications,
  type HomeRenderer,
  type HomeWithPublicationsOptions,
} from './prerendered-home.js';

const server = useTestServer({
  prepare: async (started) => {
    await seedPublications(started.database.db);
  },
});

// Above the server's compression threshold, as the real pages are.
const filler = `<!-- ${'x'.repeat(2000)} -->`;
const head = `<head>
<script type="application/json" id="loci-portal-config" nonce="${cspNoncePlaceholder}">${portalConfigPlaceholder}</script>
<script type="module" crossorigin src="/assets/index-abc123.js" nonce="${cspNoncePlaceholder}"></script>`;
const indexPage = `<!doctype html><html lang="en">${head}</head><body><div id="root"></div>${filler}</body></html>`;
const homePage = `<!doctype html><html lang="en">${head}
<style nonce="${cspNoncePlaceholder}">html[data-loci-prerender] #loci-prerender{display:none}</style>
<script nonce="${cspNoncePlaceholder}">document.documentElement</script></head>
<body><div id="loci-prerender"><h1>Loci provider portal</h1><!--loci-publications--><span>skeleton</span><!--/loci-publications--></div><div id="root" hidden></div>${filler}</body></html>`;

/**
 * Stands for the portal's build's renderer (apps/portal/src/prerender/renderHome.tsx, tested
 * there): the first title where the skeleton was, and the listing as JSON.
 */
const renderer = `export function homeWithPublications(page, listing) {
  const title = listing.items[0].displayTitle.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const json = JSON.stringify(listing).replaceAll('<', '\\u003c');
  return page.replace(/<!--loci-publications-->.*<!--\\/loci-publications-->/,
    '<h3>' + title + '</h3><script type="application/json" id="loci-publications">' + json + '</script>');
}`;

const builtFiles = {
  'index.html': indexPage,
  'home.html': homePage,
  'home.html.gz': gzipSync(homePage),
  'home.html.br': gzipSync(homePage),
  'assets/index-abc123.js': 'console.log("portal");',
};
const portal = usePortalFilesApp(server, builtFiles);
const withPublications = usePortalFilesApp(server, {
  ...builtFiles,
  'server/home.mjs': renderer,
});
const failingRenderer = usePortalFilesApp(server, {
  ...builtFiles,
  'server/home.mjs': 'export function homeWithPublications() { throw new Error("broken"); }',
});

async function page(
  pathname: string,
  origin = portal.origin,
): Promise<{ html: string; nonce: string }> {
  const answer = await fetch(`${origin}${pathname}`);
  expect(answer.status, pathname).toBe(200);
  expect(answer.headers.get('content-type'), pathname).toContain('text/html');
  expect(answer.headers.get('cache-control'), pathname).toBe('no-cache');
  const policy = answer.headers.get('content-security-policy') ?? '';
  expect(policy, pathname).not.toContain('unsafe-inline');
  const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  expect(nonce.length, pathname).toBeGreaterThanOrEqual(22);
  return { html: await answer.text(), nonce };
}

describe('the pre-rendered home', () => {
  it('answers / with any query string, its inline style and script under the answer’s nonce', async () => {
    const config = await (await fetch(`${portal.origin}/config.json`)).json();
    for (const pathname of ['/', '/?reason=session-timeout']) {
      const { html, nonce } = await page(pathname);
      expect(html, pathname).toContain('<div id="loci-prerender">');
      expect(html, pathname).not.toContain(cspNoncePlaceholder);
      expect(html.split(`nonce="${nonce}"`).length - 1, pathname).toBe(4);
      const inline = /id="loci-portal-config" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
      expect(JSON.parse(inline?.[1] ?? 'null'), pathname).toEqual(config);
    }
  });

  it('leaves every other route, and index.html, to the page the app draws alone', async () => {
    for (const pathname of ['/signin', '/tests?q=x', '/user-account', '/index.html']) {
      const { html } = await page(pathname);
      expect(html, pathname).toContain('<div id="root"></div>');
      expect(html, pathname).not.toContain('loci-prerender');
    }
  });

  it('answers / to a client that asks for no compression (curl, a probe) as it does a browser', async () => {
    for (const pathname of ['/', '/?reason=session-timeout', '/signin']) {
      const answer = await new Promise<{ status?: number; type?: string; body: string }>(
        (resolve, reject) => {
          // node:http sends no Accept-Encoding of its own (fetch does).
          const request = httpRequest(
            { host: '127.0.0.1', port: portal.port, path: pathname },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({
                  status: response.statusCode,
                  type: response.headers['content-type'],
                  body: Buffer.concat(chunks).toString('utf8'),
                }),
              );
            },
          );
          request.on('error', reject);
          request.end();
        },
      );
      expect(answer.status, pathname).toBe(200);
      expect(answer.type, pathname).toContain('text/html');
      expect(answer.body, pathname).toContain(
        pathname === '/signin' ? '<div id="root"></div>' : '<div id="loci-prerender">',
      );
    }
  });

  it('never sends the built file, or its compressed copies, with the placeholders', async () => {
    for (const pathname of ['/home.html', '/home.html.gz', '/home.html.br']) {
      const answer = await fetch(`${portal.origin}${pathname}`);
      expect(answer.status, pathname).toBe(404);
    }
  });

  it('is compressed as index.html is', async () => {
    const answer = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port: portal.port,
            path: '/',
            headers: { 'accept-encoding': 'gzip, br' },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toContain('<div id="loci-prerender">');
  });
});

describe('the pre-rendered home with the publications', () => {
  it('draws the first page the GraphQL answers into the page, and writes it for the app', async () => {
    const graphql = await fetch(`${withPublications.origin}/graphql/publications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: publicationsQueries.publications, variables: {} }),
    });
    const answered = ((await graphql.json()) as { data: { publications: PublicationListing } }).data
      .publications;
    expect(answered.items.length).toBeGreaterThan(0);
    const { html, nonce } = await page('/', withPublications.origin);
    expect(html).not.toContain('<span>skeleton</span>');
    expect(html).toContain(`<h3>${answered.items[0]!.displayTitle.replaceAll('&', '&amp;')}</h3>`);
    const written = /id="loci-publications">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(written ?? 'null')).toEqual(answered);
    expect(html.split(`nonce="${nonce}"`).length - 1).toBe(4);
    // Every other page, and the built files, as before; the renderer is never sent.
    expect((await page('/signin', withPublications.origin)).html).not.toContain(
      'loci-publications',
    );
    for (const pathname of ['/server/home.mjs', '/home.html']) {
      expect((await fetch(`${withPublications.origin}${pathname}`)).status, pathname).toBe(404);
    }
  });

  it('sends the page as built when the panel cannot be drawn', async () => {
    const { html } = await page('/', failingRenderer.origin);
    expect(html).toContain('<span>skeleton</span>');
    expect(html).not.toContain('id="loci-publications"');
  });
});

describe('homeWithPublications: the read behind the page at /', () => {
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
  const drawing: HomeRenderer = {
    homeWithPublications: (built, listing) => `${built}+${JSON.stringify(listing)}`,
  };
  /** The page at / over the built page 'built', drawn by `drawing`, with this read. */
  const pageOver = (
    readFirstPage: () => Promise<unknown>,
    options: Partial<HomeWithPublicationsOptions> = {},
  ) => homeWithPublications({ home: 'built', renderer: drawing, readFirstPage, log, ...options });

  it('sends the built page when the read fails, and reads again after a while', async () => {
    let time = 0;
    const readFirstPage = vi.fn(() => Promise.reject(new Error('database down')));
    const home = pageOver(readFirstPage, { retryMs: 5000, now: () => time });
    expect(await home()).toBe('built');
    expect(await home()).toBe('built');
    expect(readFirstPage).toHaveBeenCalledTimes(1);
    time = 5000;
    expect(await home()).toBe('built');
    expect(readFirstPage).toHaveBeenCalledTimes(2);
  });

  it('does not wait for a slow read; the next answers have it once it is in', async () => {
    let answer: (listing: unknown) => void = () => undefined;
    const readFirstPage = vi.fn(() => new Promise<unknown>((resolve) => (answer = resolve)));
    const home = pageOver(readFirstPage, { waitMs: 20 });
    expect(await home()).toBe('built');
    answer({ items: [] });
    expect(await home()).toBe('built+{"items":[]}');
    expect(readFirstPage).toHaveBeenCalledTimes(1);
  });

  it('sends the last page drawn while a fresher read is slow or has failed, never the skeleton', async () => {
    let time = 0;
    let answer: (listing: unknown) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const readFirstPage = vi
      .fn<() => Promise<unknown>>()
      .mockResolvedValueOnce({ items: ['first'] })
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    const home = pageOver(readFirstPage, {
      waitMs: 20,
      freshMs: 30_000,
      retryMs: 5_000,
      now: () => time,
    });
    expect(await home()).toBe('built+{"items":["first"]}');
    time = 30_000;
    // The re-read is slow: the page of the last read, not the built page's skeleton.
    expect(await home()).toBe('built+{"items":["first"]}');
    answer({ items: ['second'] });
    expect(await home()).toBe('built+{"items":["second"]}');
    expect(readFirstPage).toHaveBeenCalledTimes(2);
    time = 60_000;
    const pending = home();
    fail(new Error('database down'));
    expect(await pending).toBe('built+{"items":["second"]}');
    expect(await home()).toBe('built+{"items":["second"]}');
    expect(readFirstPage).toHaveBeenCalledTimes(3);
  });

  it('reads at most once while fresh, whatever the traffic, and draws once per read', async () => {
    let time = 0;
    const readFirstPage = vi.fn(() => Promise.resolve({ items: [time] }));
    const draw = vi.spyOn(drawing, 'homeWithPublications');
    const home = pageOver(readFirstPage, { freshMs: 30_000, now: () => time });
    const pages = await Promise.all(Array.from({ length: 20 }, () => home()));
    expect(new Set(pages)).toEqual(new Set(['built+{"items":[0]}']));
    time = 29_999;
    expect(await home()).toBe('built+{"items":[0]}');
    expect(readFirstPage).toHaveBeenCalledTimes(1);
    expect(draw).toHaveBeenCalledTimes(1);
    time = 30_000;
    expect(await home()).toBe('built+{"items":[30000]}');
    expect(readFirstPage).toHaveBeenCalledTimes(2);
  });
});

// The page at /user-account with the frames of its signed-in views (issue 18;
// docs/decisions/prerendered-signed-in-frame.md): the view is chosen in the browser from the hash.
const framesPage = `<!doctype html><html lang="en">${head}
<style nonce="${cspNoncePlaceholder}">html[data-loci-prerender] #loci-prerender{display:none}</style>
<script nonce="${cspNoncePlaceholder}">document.documentElement</script></head>
<body><div id="loci-prerender"></div><template id="loci-frame-reports"><h1>Reports</h1></template>
<script nonce="${cspNoncePlaceholder}">pick()</script><div id="root" hidden></div>${filler}</body></html>`;
// The other framed pages: their own file each (the catalogue search, the new order).
const otherFramedPages = {
  '/tests/search': ['tests-search.html', 'loci-frame-tests-search'],
  '/test-catalog/requisition': ['requisition.html', 'loci-frame-simple-order/new'],
} as const;
const otherFrameFiles = Object.fromEntries(
  Object.values(otherFramedPages).flatMap(([file, template]) => {
    const built = framesPage.replace('loci-frame-reports', template);
    return [
      [file, built],
      [`${file}.gz`, gzipSync(built)],
      [`${file}.br`, gzipSync(built)],
    ];
  }),
);
const withFrames = usePortalFilesApp(server, {
  ...builtFiles,
  'user-account.html': framesPage,
  'user-account.html.gz': gzipSync(framesPage),
  'user-account.html.br': gzipSync(framesPage),
  ...otherFrameFiles,
});

describe('the signed-in frames', () => {
  it('answers /user-account with any query string, its inline style and scripts under the answer’s nonce', async () => {
    const config = await (await fetch(`${withFrames.origin}/config.json`)).json();
    for (const pathname of ['/user-account', '/user-account?from=mail']) {
      const { html, nonce } = await page(pathname, withFrames.origin);
      expect(html, pathname).toContain('<template id="loci-frame-reports">');
      expect(html, pathname).not.toContain(cspNoncePlaceholder);
      expect(html.split(`nonce="${nonce}"`).length - 1, pathname).toBe(5);
      const inline = /id="loci-portal-config" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
      expect(JSON.parse(inline?.[1] ?? 'null'), pathname).toEqual(config);
    }
  });

  it('leaves every other route to its own page', async () => {
    for (const pathname of ['/signin', '/tests?q=x', '/user-accounts', '/index.html']) {
      const { html } = await page(pathname, withFrames.origin);
      expect(html, pathname).toContain('<div id="root"></div>');
      expect(html, pathname).not.toContain('loci-frame');
    }
    expect((await page('/', withFrames.origin)).html).toContain('<h1>Loci provider portal</h1>');
  });

  it('answers the catalogue search and the new order with their own framed page', async () => {
    for (const [pathname, [, template]] of Object.entries(otherFramedPages)) {
      for (const address of [pathname, `${pathname}?term=BRCA`]) {
        const { html, nonce } = await page(address, withFrames.origin);
        expect(html, address).toContain(`<template id="${template}">`);
        expect(html, address).not.toContain('loci-frame-reports');
        expect(html.split(`nonce="${nonce}"`).length - 1, address).toBe(5);
      }
    }
    for (const pathname of ['/tests/search/x', '/test-catalog', '/tests']) {
      expect((await page(pathname, withFrames.origin)).html, pathname).not.toContain('loci-frame');
    }
    for (const [file] of Object.values(otherFramedPages)) {
      for (const suffix of ['', '.gz', '.br']) {
        const answer = await fetch(`${withFrames.origin}/${file}${suffix}`);
        expect(answer.status, file + suffix).toBe(404);
      }
    }
  });

  it('never sends the built file, or its compressed copies, with the placeholders', async () => {
    for (const pathname of [
      '/user-account.html',
      '/user-account.html.gz',
      '/user-account.html.br',
    ]) {
      const answer = await fetch(`${withFrames.origin}${pathname}`);
      expect(answer.status, pathname).toBe(404);
    }
  });
});
