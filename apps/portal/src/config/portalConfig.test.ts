import { describe, expect, it, vi } from 'vitest';
import { loadPortalConfig } from './portalConfig.ts';

const valid = {
  oidcIssuer: 'http://localhost:8080/oidc',
  oidcClientId: 'loci-portal',
  oidcAudience: 'loci-api',
  accessTokenLifetimeSeconds: 300,
};

describe('portal configuration', () => {
  it('loads /config.json without caching', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(valid)));
    await expect(loadPortalConfig(fetch)).resolves.toEqual(valid);
    expect(fetch).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('accepts a configuration without an audience (none is then sent to the provider)', async () => {
    const { oidcAudience: _none, ...withoutAudience } = valid;
    const fetch = vi.fn(async () => new Response(JSON.stringify(withoutAudience)));
    await expect(loadPortalConfig(fetch)).resolves.toEqual(withoutAudience);
  });

  it('refuses a configuration without an issuer or lifetime', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ...valid, oidcIssuer: 'nope' })));
    await expect(loadPortalConfig(fetch)).rejects.toThrow();
  });

  it('fails when the server does not answer it', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 503 }));
    await expect(loadPortalConfig(fetch)).rejects.toThrow(/503/);
  });

  it('reads the configuration the server wrote into the page, without fetching it', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 503 }));
    const page = pageWithConfig(JSON.stringify({ ...valid, extra: 'dropped' }));
    await expect(loadPortalConfig(fetch, page)).resolves.toEqual(valid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches /config.json when the page holds only the placeholder (the dev server)', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(valid)));
    await expect(loadPortalConfig(fetch, pageWithConfig('LOCI_PORTAL_CONFIG'))).resolves.toEqual(
      valid,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses an invalid configuration in the page as it refuses the file', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(valid)));
    const page = pageWithConfig(JSON.stringify({ ...valid, accessTokenLifetimeSeconds: -1 }));
    await expect(loadPortalConfig(fetch, page)).rejects.toThrow(/accessTokenLifetimeSeconds/);
  });
});

/** A page whose config element holds `text`. */
function pageWithConfig(text: string): Pick<Document, 'getElementById'> {
  const element = { textContent: text } as HTMLElement;
  return { getElementById: (id: string) => (id === 'loci-portal-config' ? element : null) };
}
