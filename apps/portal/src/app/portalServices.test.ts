import { afterEach, describe, expect, it, vi } from 'vitest';
import { OidcClient } from 'oidc-client-ts';
import type { PortalConfig } from '../config/portalConfig.ts';
import { audienceParameters, userManagerSettings } from './portalServices.ts';

/** A lab's own identity provider, as /config.json names it. */
const labIdp: PortalConfig = {
  oidcIssuer: 'https://idp.lab.example/',
  oidcClientId: 'lab-portal',
  oidcAudience: 'https://api.lab.example',
  accessTokenLifetimeSeconds: 900,
};

const metadata = {
  issuer: 'https://idp.lab.example/',
  authorization_endpoint: 'https://idp.lab.example/authorize',
  token_endpoint: 'https://idp.lab.example/oauth/token',
};

/** oidc-client-ts's client with the portal's settings (discovery answered by the metadata). */
function clientFor(config: PortalConfig) {
  return new OidcClient({ ...userManagerSettings(config, 'https://portal.lab.example'), metadata });
}

describe('signing in at a lab’s own identity provider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the configured audience with the sign-in request and the code exchange', async () => {
    const client = clientFor(labIdp);
    const request = await client.createSigninRequest({});
    const address = new URL(request.url);
    expect(address.origin + address.pathname).toBe('https://idp.lab.example/authorize');
    expect(address.searchParams.get('audience')).toBe('https://api.lab.example');
    expect(address.searchParams.get('client_id')).toBe('lab-portal');
    expect(address.searchParams.get('code_challenge_method')).toBe('S256');

    const tokenBodies: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        tokenBodies.push(new URLSearchParams(String(init?.body)));
        return new Response(JSON.stringify({ error: 'invalid_grant' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    await expect(
      client.processSigninResponse(
        `https://portal.lab.example/signin-callback?code=c0de&state=${request.state.id}`,
      ),
    ).rejects.toThrow();
    expect(tokenBodies).toHaveLength(1);
    expect(tokenBodies[0]?.get('grant_type')).toBe('authorization_code');
    expect(tokenBodies[0]?.get('audience')).toBe('https://api.lab.example');
  });

  it('sends no audience when none is configured', async () => {
    const { oidcAudience: _none, ...withoutAudience } = labIdp;
    expect(audienceParameters({})).toEqual({});
    expect(audienceParameters({ oidcAudience: '  ' })).toEqual({});
    const request = await clientFor(withoutAudience).createSigninRequest({});
    expect(new URL(request.url).searchParams.has('audience')).toBe(false);
  });
});
