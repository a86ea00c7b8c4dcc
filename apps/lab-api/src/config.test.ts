// Production mode (LOCI_ENV=production) refuses to start without each required setting, by name.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, serverConfigFromEnvironment } from './config.js';

const signingKeys = JSON.stringify({
  keys: [{ kty: 'RSA', kid: 'k1', n: 'AQAB', e: 'AQAB', d: 'AQAB', alg: 'RS256', use: 'sig' }],
});

const production = {
  LOCI_ENV: 'production',
  DATABASE_URL: 'postgres://loci@db.lab.example/loci',
  PUBLIC_URL: 'https://portal.lab.example',
  SMTP_URL: 'smtp://relay.lab.example:587',
  OIDC_SIGNING_KEYS: signingKeys,
  OIDC_COOKIE_KEYS: 'cookie-key-one,cookie-key-two',
  TOTP_ENCRYPTION_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
  RRD_CALLBACK_SECRET: 'a-fulfilment-secret-of-the-lab',
};

function refusal(env: NodeJS.ProcessEnv): ConfigurationError {
  try {
    serverConfigFromEnvironment(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('production mode', () => {
  it('starts with every required setting: no seed, no introspection, no public source maps', () => {
    const config = serverConfigFromEnvironment(production);
    expect(config).toMatchObject({
      environment: 'production',
      seedOnStart: false,
      graphqlIntrospection: false,
      publicSourceMaps: false,
      oidcCookieKeys: ['cookie-key-one', 'cookie-key-two'],
      publicUrl: 'https://portal.lab.example',
    });
    expect(config.oidcSigningKeys?.[0]?.kid).toBe('k1');
  });

  it.each(['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'OIDC_SIGNING_KEYS', 'OIDC_COOKIE_KEYS'])(
    'refuses to start without %s, naming it',
    (setting) => {
      const error = refusal({ ...production, [setting]: '' });
      expect(error.settings).toEqual([setting]);
      expect(error.message).toContain(setting);
    },
  );

  it('names every missing setting at once', () => {
    expect(refusal({ LOCI_ENV: 'production' }).settings).toEqual([
      'DATABASE_URL',
      'PUBLIC_URL',
      'SMTP_URL',
      'OIDC_SIGNING_KEYS',
      'OIDC_COOKIE_KEYS',
    ]);
  });

  it('refuses a PGlite folder, plain http and an attempt to seed demo data', () => {
    expect(refusal({ ...production, DATABASE_URL: 'file:///var/lib/loci' }).settings).toEqual([
      'DATABASE_URL',
    ]);
    expect(refusal({ ...production, PUBLIC_URL: 'http://portal.lab.example' }).settings).toEqual([
      'PUBLIC_URL',
    ]);
    expect(refusal({ ...production, SEED_ON_START: '1' }).settings).toEqual(['SEED_ON_START']);
  });

  it('refuses to start without the fulfilment callback secret, or with the demo’s', () => {
    expect(refusal({ ...production, RRD_CALLBACK_SECRET: '' }).settings).toEqual([
      'RRD_CALLBACK_SECRET',
    ]);
    expect(
      refusal({ ...production, RRD_CALLBACK_SECRET: 'loci-demo-rrd-callback-secret' }).settings,
    ).toEqual(['RRD_CALLBACK_SECRET']);
    expect(serverConfigFromEnvironment(production).fulfilment.callbackSecret).toBe(
      'a-fulfilment-secret-of-the-lab',
    );
  });

  it('reads the secrets from files (OIDC_*_FILE)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'loci-secrets-'));
    writeFileSync(path.join(folder, 'signing.json'), signingKeys);
    writeFileSync(path.join(folder, 'cookies'), 'from-a-file\n');
    const config = serverConfigFromEnvironment({
      ...production,
      OIDC_SIGNING_KEYS: '',
      OIDC_COOKIE_KEYS: '',
      OIDC_SIGNING_KEYS_FILE: path.join(folder, 'signing.json'),
      OIDC_COOKIE_KEYS_FILE: path.join(folder, 'cookies'),
    });
    expect(config.oidcCookieKeys).toEqual(['from-a-file']);
    expect(config.oidcSigningKeys?.[0]?.kid).toBe('k1');
  });

  it('refuses signing keys without their private part', () => {
    expect(() =>
      serverConfigFromEnvironment({
        ...production,
        OIDC_SIGNING_KEYS: JSON.stringify({ keys: [{ kty: 'RSA', kid: 'k1', n: 'x', e: 'AQAB' }] }),
      }),
    ).toThrow(/OIDC_SIGNING_KEYS/);
  });

  it('needs no embedded-provider secrets with a lab identity provider (OIDC_ISSUER)', () => {
    expect(
      serverConfigFromEnvironment({
        ...production,
        OIDC_SIGNING_KEYS: '',
        OIDC_COOKIE_KEYS: '',
        OIDC_ISSUER: 'https://login.lab.example',
      }).externalIdentityProvider,
    ).toBe(true);
  });
});

describe('TOTP secrets at rest (TOTP_ENCRYPTION_KEY)', () => {
  it('refuses a production start without the key, naming it, and a key that is not 32 bytes', () => {
    const error = refusal({ ...production, TOTP_ENCRYPTION_KEY: '' });
    expect(error.settings).toEqual(['TOTP_ENCRYPTION_KEY']);
    expect(error.message).toContain('TOTP_ENCRYPTION_KEY');
    expect(() =>
      serverConfigFromEnvironment({ ...production, TOTP_ENCRYPTION_KEY: 'c2hvcnQ=' }),
    ).toThrow(/TOTP_ENCRYPTION_KEY must be 32 random bytes/);
  });

  it('reads the key from a file, and needs none with a lab identity provider', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'loci-totp-key-'));
    const keyFile = path.join(folder, 'totp-key');
    writeFileSync(keyFile, `${Buffer.alloc(32, 7).toString('base64')}\n`);
    const config = serverConfigFromEnvironment({
      ...production,
      TOTP_ENCRYPTION_KEY: '',
      TOTP_ENCRYPTION_KEY_FILE: keyFile,
    });
    expect(config.totpEncryptionKey).toEqual(Buffer.alloc(32, 7));
    expect(
      serverConfigFromEnvironment({
        ...production,
        TOTP_ENCRYPTION_KEY: '',
        OIDC_ISSUER: 'https://login.lab.example',
      }).totpEncryptionKey,
    ).toBeUndefined();
  });

  it('keeps a generated key in the database in the demo', () => {
    expect(serverConfigFromEnvironment({}).totpEncryptionKey).toBeUndefined();
  });
});

describe('rotating the TOTP key (TOTP_ENCRYPTION_KEY_PREVIOUS)', () => {
  const keyText = (fill: number) => Buffer.alloc(32, fill).toString('base64');

  it('reads the previous keys, newest first, from the variable or its file', () => {
    const config = serverConfigFromEnvironment({
      ...production,
      TOTP_ENCRYPTION_KEY_PREVIOUS: `${keyText(8)}, ${keyText(9)}`,
    });
    expect(config.totpPreviousKeys).toEqual([Buffer.alloc(32, 8), Buffer.alloc(32, 9)]);
    const folder = mkdtempSync(path.join(tmpdir(), 'loci-totp-previous-'));
    const keyFile = path.join(folder, 'previous');
    writeFileSync(keyFile, `${keyText(8)}\n`);
    expect(
      serverConfigFromEnvironment({ ...production, TOTP_ENCRYPTION_KEY_PREVIOUS_FILE: keyFile })
        .totpPreviousKeys,
    ).toEqual([Buffer.alloc(32, 8)]);
    expect(serverConfigFromEnvironment(production).totpPreviousKeys).toEqual([]);
  });

  it('refuses a previous key that is not 32 bytes, or one without a current key, by name', () => {
    expect(() =>
      serverConfigFromEnvironment({
        ...production,
        TOTP_ENCRYPTION_KEY_PREVIOUS: `${keyText(8)},c2hvcnQ=`,
      }),
    ).toThrow(/TOTP_ENCRYPTION_KEY_PREVIOUS must be 32 random bytes/);
    const error = refusal({ TOTP_ENCRYPTION_KEY_PREVIOUS: keyText(8) });
    expect(error.settings).toEqual(['TOTP_ENCRYPTION_KEY']);
    expect(error.message).toContain('TOTP_ENCRYPTION_KEY_PREVIOUS');
  });
});

describe('the demo (default)', () => {
  it('seeds, allows introspection and source maps, and keeps generated secrets', () => {
    expect(serverConfigFromEnvironment({})).toMatchObject({
      environment: 'demo',
      seedOnStart: true,
      graphqlIntrospection: true,
      publicSourceMaps: true,
      oidcCookieKeys: [],
      oidcSigningKeys: undefined,
    });
  });
});

describe('TRUST_PROXY', () => {
  it('is a hop count or an address list, never every hop', () => {
    expect(serverConfigFromEnvironment({}).trustProxy).toBe(false);
    expect(serverConfigFromEnvironment({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      serverConfigFromEnvironment({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => serverConfigFromEnvironment({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
