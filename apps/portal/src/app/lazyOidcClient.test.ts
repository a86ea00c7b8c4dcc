// The session's OpenID Connect client loads oidc-client-ts only when needed, and reads the same
// stored user as oidc-client-ts's own store.
import { afterEach, describe, expect, it } from 'vitest';
import { User } from 'oidc-client-ts';
import type { PortalConfig } from '../config/portalConfig.ts';
import {
  lazyOidcClient,
  localStorageStateStore,
  oidcUserStoreKey,
  readStoredUser,
} from './portalServices.ts';

const config: PortalConfig = {
  oidcIssuer: 'https://lab.example/oidc',
  oidcClientId: 'loci-portal',
  oidcAudience: 'loci-api',
  accessTokenLifetimeSeconds: 300,
};

afterEach(() => localStorage.clear());

describe('lazyOidcClient', () => {
  it('answers no user when none is stored', async () => {
    expect(await lazyOidcClient(config, 'https://portal.lab.example').getUser()).toBeNull();
  });

  it('answers the user oidc-client-ts stored, through oidc-client-ts', async () => {
    const user = new User({
      access_token: 'access-1',
      token_type: 'Bearer',
      refresh_token: 'refresh-1',
      expires_at: Math.floor(Date.now() / 1000) + 300,
      profile: { sub: 'subject-1', iss: config.oidcIssuer, aud: 'loci-portal', exp: 0, iat: 0 },
    });
    localStorage.setItem(oidcUserStoreKey(config), user.toStorageString());
    const stored = await lazyOidcClient(config, 'https://portal.lab.example').getUser();
    expect(stored?.access_token).toBe('access-1');
    expect(stored?.profile.sub).toBe('subject-1');
  });
});

describe('readStoredUser', () => {
  it('reads every field oidc-client-ts stored, as its own User.fromStorageString reads them', () => {
    const user = new User({
      access_token: 'access-2',
      token_type: 'Bearer',
      refresh_token: 'refresh-2',
      id_token: 'id-2',
      scope: 'openid profile',
      expires_at: 1_900_000_000,
      profile: { sub: 'subject-2', iss: config.oidcIssuer, aud: 'loci-portal', exp: 0, iat: 0 },
    });
    const stored = user.toStorageString();
    const library = User.fromStorageString(stored);
    const read = readStoredUser(stored);
    expect(read).toMatchObject({
      access_token: library.access_token,
      refresh_token: library.refresh_token,
      id_token: library.id_token,
      expires_at: library.expires_at,
      profile: library.profile,
    });
  });

  it('answers no user when none is stored and fails on a stored text that is not a user', () => {
    expect(readStoredUser(null)).toBeNull();
    expect(() => readStoredUser('not json')).toThrow();
    expect(() => readStoredUser('null')).toThrow();
  });
});

describe('localStorageStateStore', () => {
  it('keeps values under the oidc. prefix and lists only its own keys', async () => {
    const store = localStorageStateStore(localStorage);
    localStorage.setItem('loci.other', 'x');
    await store.set('user:a', 'one');
    expect(localStorage.getItem('oidc.user:a')).toBe('one');
    expect(await store.get('user:a')).toBe('one');
    expect(await store.getAllKeys()).toEqual(['user:a']);
    expect(await store.remove('user:a')).toBe('one');
    expect(await store.get('user:a')).toBeNull();
  });
});
