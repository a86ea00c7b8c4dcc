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
});
