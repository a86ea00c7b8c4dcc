import { beforeEach, describe, expect, it } from 'vitest';
import { createPortalStorage, portalStorageKeys } from './portalStorage.ts';

describe('portal storage', () => {
  beforeEach(() => localStorage.clear());

  it('writes and reads each entry as typed JSON under its own key', () => {
    const storage = createPortalStorage(localStorage);
    storage.write('lastActivity', 1_700_000_000_000);
    storage.write('appSettings', [{ VarName: 'SupportEmail', VarValue: 'support@loci.test' }]);
    expect(storage.read('lastActivity')).toBe(1_700_000_000_000);
    expect(storage.read('appSettings')).toEqual([
      { VarName: 'SupportEmail', VarValue: 'support@loci.test' },
    ]);
    expect(localStorage.getItem(portalStorageKeys.lastActivity)).toBe('1700000000000');
  });

  it('answers null for a missing entry', () => {
    expect(createPortalStorage(localStorage).read('cart')).toBeNull();
  });

  it('drops an entry that is not valid JSON or has the wrong shape', () => {
    localStorage.setItem(portalStorageKeys.cart, '{not json');
    localStorage.setItem(portalStorageKeys.lastActivity, '"yesterday"');
    const storage = createPortalStorage(localStorage);
    expect(storage.read('cart')).toBeNull();
    expect(storage.read('lastActivity')).toBeNull();
    expect(localStorage.getItem(portalStorageKeys.cart)).toBeNull();
    expect(localStorage.getItem(portalStorageKeys.lastActivity)).toBeNull();
  });

  it('refuses to write a value of the wrong shape', () => {
    const storage = createPortalStorage(localStorage);
    expect(() => storage.write('lastActivity', -5)).toThrow();
    expect(localStorage.getItem(portalStorageKeys.lastActivity)).toBeNull();
  });

  it('uses the post-login landing address once, then forgets it', () => {
    const storage = createPortalStorage(localStorage);
    storage.write('postLoginLanding', '/user-account#patients/42');
    expect(storage.takePostLoginLanding()).toBe('/user-account#patients/42');
    expect(storage.takePostLoginLanding()).toBeNull();
  });

  it('never keeps a landing address that leaves the portal', () => {
    const storage = createPortalStorage(localStorage);
    expect(() => storage.write('postLoginLanding', '//evil.example/x')).toThrow();
    expect(() => storage.write('postLoginLanding', '/\\evil.example/x')).toThrow();
    localStorage.setItem(portalStorageKeys.postLoginLanding, '"https://evil.example/"');
    expect(storage.takePostLoginLanding()).toBeNull();
  });

  it('clears every portal entry and nothing else', () => {
    const storage = createPortalStorage(localStorage);
    storage.write('lastActivity', 1);
    storage.write('appSettings', [{ VarName: 'ML_insurance_flow', VarValue: 'true' }]);
    storage.write('cart', [{ code: '706', indent: 0 }]);
    storage.write('user', {
      loginEmailAddress: 'dr.ada@loci.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      portalRegistrationCompleted: true,
      accounts: [],
      selectedAccountNumber: null,
    });
    localStorage.setItem('oidc.user:issuer:client', '{}');
    storage.clear();
    expect(Object.values(portalStorageKeys).map((key) => localStorage.getItem(key))).toEqual(
      Object.values(portalStorageKeys).map(() => null),
    );
    expect(localStorage.getItem('oidc.user:issuer:client')).toBe('{}');
  });
});
