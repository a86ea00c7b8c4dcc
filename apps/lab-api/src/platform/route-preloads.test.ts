// A deep link's page asks for its screen's code beside the entry (issue 18): the portal's build
// lists each path's files (route-preloads.json, apps/portal/routePreloads.ts) and the page of that
// path carries them as preloads under the answer's nonce; other paths, and a build without the
// list, get the page as built.
import { describe, expect, it } from 'vitest';
import { usePortalFilesApp, useTestServer } from '../testing/index.js';
import { cspNoncePlaceholder, portalConfigPlaceholder, routePreloadsFile } from './portal-files.js';

const server = useTestServer();

const indexPage = `<!doctype html><html lang="en"><head>
<script type="application/json" id="loci-portal-config" nonce="${cspNoncePlaceholder}">${portalConfigPlaceholder}</script>
<script type="module" crossorigin src="/assets/index-abc123.js" nonce="${cspNoncePlaceholder}"></script>
</head><body><div id="root"></div></body></html>`;

const preloads = {
  routes: {
    '/user-account': {
      scripts: ['/assets/account-1.js', '/assets/shared-2.js'],
      styles: ['/assets/page-3.css'],
    },
    // Nothing but built asset addresses is written into the page.
    '/tests': { scripts: ['/assets/a.js"><script>alert(1)</script>', 'https://elsewhere/x.js'] },
  },
};

const withList = usePortalFilesApp(server, {
  'index.html': indexPage,
  [routePreloadsFile]: JSON.stringify(preloads),
});
const withoutList = usePortalFilesApp(server, { 'index.html': indexPage });

async function page(origin: string, pathname: string): Promise<{ html: string; nonce: string }> {
  const answer = await fetch(`${origin}${pathname}`);
  expect(answer.status, pathname).toBe(200);
  const policy = answer.headers.get('content-security-policy') ?? '';
  const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  expect(nonce.length, pathname).toBeGreaterThanOrEqual(22);
  return { html: await answer.text(), nonce };
}

describe('a deep link’s page', () => {
  it('asks for its screen’s scripts and styles under the answer’s nonce, any query string', async () => {
    for (const pathname of ['/user-account', '/user-account?x=1']) {
      const { html, nonce } = await page(withList.origin, pathname);
      expect(html, pathname).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/account-1.js" nonce="${nonce}">`,
      );
      expect(html, pathname).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/shared-2.js" nonce="${nonce}">`,
      );
      expect(html, pathname).toContain(
        `<link rel="preload" as="style" crossorigin href="/assets/page-3.css" nonce="${nonce}">`,
      );
      expect(html, pathname).not.toContain(cspNoncePlaceholder);
      // After the entry: the entry is asked for first.
      expect(html.indexOf('index-abc123.js'), pathname).toBeLessThan(html.indexOf('account-1.js'));
    }
  });

  it('leaves other paths, other builds and anything but asset addresses out', async () => {
    for (const pathname of ['/tests', '/signin', '/user-account/x']) {
      const { html } = await page(withList.origin, pathname);
      expect(html, pathname).not.toContain('modulepreload');
      expect(html, pathname).not.toContain('alert(1)');
      expect(html, pathname).not.toContain('elsewhere');
    }
    const { html } = await page(withoutList.origin, '/user-account');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<div id="root"></div>');
  });
});
