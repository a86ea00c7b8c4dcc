// The portal's page under a CSP without 'unsafe-inline': each answer gets its own nonce, in the
// header and in the page's tags (the build leaves a placeholder there, apps/portal/vite.config.ts).
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { usePortalFilesApp, useTestServer } from '../testing/index.js';
import { cspNoncePlaceholder, portalConfigPlaceholder } from './portal-files.js';

const server = useTestServer();

// What Vite writes with `html.cspNonce` (the meta and the nonce on every tag it injects).
const builtPage = `<!doctype html><html lang="en"><head>
<meta property="csp-nonce" nonce="${cspNoncePlaceholder}" />
<script type="module" crossorigin src="/assets/index-abc123.js" nonce="${cspNoncePlaceholder}"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css" nonce="${cspNoncePlaceholder}">
<script type="application/json" id="loci-portal-config">${portalConfigPlaceholder}</script>
</head><body><div id="root"></div></body></html>`;

const portal = usePortalFilesApp(server, {
  'index.html': builtPage,
  'index.html.gz': gzipSync(builtPage),
  'assets/index-abc123.js': 'console.log("portal");',
  'assets/index-abc123.css': '.row { color: red; }',
});

function directive(policy: string, name: string): string {
  return (
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ''
  );
}

async function pageWithNonce(pathname: string): Promise<{ nonce: string; html: string }> {
  const answer = await fetch(`${portal.origin}${pathname}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(answer.status, pathname).toBe(200);
  expect(answer.headers.get('content-type'), pathname).toContain('text/html');
  expect(answer.headers.get('cache-control'), pathname).toBe('no-cache');
  const policy = answer.headers.get('content-security-policy') ?? '';
  const styles = directive(policy, 'style-src');
  const scripts = directive(policy, 'script-src');
  expect(styles).not.toContain('unsafe-inline');
  expect(scripts).not.toContain('unsafe-inline');
  const nonce = /'nonce-([^']+)'/.exec(styles)?.[1] ?? '';
  expect(nonce.length, pathname).toBeGreaterThanOrEqual(22);
  expect(scripts).toContain(`'nonce-${nonce}'`);
  return { nonce, html: await answer.text() };
}

describe('the content security policy of the portal’s page', () => {
  it('allows no inline style or script, only the nonce that the page’s tags carry', async () => {
    for (const pathname of ['/', '/orders', '/test-catalog/requisition?x=1', '/index.html']) {
      const { nonce, html } = await pageWithNonce(pathname);
      expect(html, pathname).not.toContain(cspNoncePlaceholder);
      expect(html.split(`nonce="${nonce}"`).length - 1, pathname).toBe(3);
    }
  });

  it('holds the runtime configuration that /config.json answers, so a first visit needs no second trip', async () => {
    const config = await (await fetch(`${portal.origin}/config.json`)).json();
    for (const pathname of ['/', '/user-account', '/index.html']) {
      const { html } = await pageWithNonce(pathname);
      expect(html, pathname).not.toContain(portalConfigPlaceholder);
      const inline =
        /<script type="application\/json" id="loci-portal-config">([^<]*)<\/script>/.exec(html);
      expect(JSON.parse(inline?.[1] ?? 'null'), pathname).toEqual(config);
    }
  });

  it('gives every answer a nonce of its own', async () => {
    const first = await pageWithNonce('/');
    const second = await pageWithNonce('/');
    expect(second.nonce).not.toBe(first.nonce);
  });

  it('never sends the built page, or its compressed copy, with the placeholder', async () => {
    for (const pathname of ['/index.html.gz', '/index.html.br']) {
      const answer = await fetch(`${portal.origin}${pathname}`);
      expect(answer.status, pathname).toBe(404);
    }
  });

  it('keeps the strict policy on API answers and assets', async () => {
    for (const pathname of ['/assets/index-abc123.css', '/healthz']) {
      const answer = await fetch(`${portal.origin}${pathname}`);
      expect(answer.status, pathname).toBe(200);
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'style-src'), pathname).not.toContain('unsafe-inline');
      expect(directive(policy, 'default-src'), pathname).toBe("default-src 'self'");
    }
  });
});
