// The portal's pre-rendered signed-out home (issue 18) over real HTTP: `GET /` (any query string)
// answers the build's home.html, every other route index.html, each with its own nonce, the
// runtime configuration, the same policy, cache and compression; the built file itself never.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { usePortalFilesApp, useTestServer } from '../testing/index.js';
import { cspNoncePlaceholder, portalConfigPlaceholder } from './portal-files.js';

const server = useTestServer();

// Above the server's compression threshold, as the real pages are.
const filler = `<!-- ${'x'.repeat(2000)} -->`;
const head = `<head>
<script type="application/json" id="loci-portal-config" nonce="${cspNoncePlaceholder}">${portalConfigPlaceholder}</script>
<script type="module" crossorigin src="/assets/index-abc123.js" nonce="${cspNoncePlaceholder}"></script>`;
const indexPage = `<!doctype html><html lang="en">${head}</head><body><div id="root"></div>${filler}</body></html>`;
const homePage = `<!doctype html><html lang="en">${head}
<style nonce="${cspNoncePlaceholder}">html[data-loci-prerender] #loci-prerender{display:none}</style>
<script nonce="${cspNoncePlaceholder}">document.documentElement</script></head>
<body><div id="loci-prerender"><h1>Loci provider portal</h1></div><div id="root" hidden></div>${filler}</body></html>`;

const portal = usePortalFilesApp(server, {
  'index.html': indexPage,
  'home.html': homePage,
  'home.html.gz': gzipSync(homePage),
  'home.html.br': gzipSync(homePage),
  'assets/index-abc123.js': 'console.log("portal");',
});

async function page(pathname: string): Promise<{ html: string; nonce: string }> {
  const answer = await fetch(`${portal.origin}${pathname}`);
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
