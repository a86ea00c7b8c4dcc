import { describe, expect, it } from 'vitest';
import {
  defaultTransmissionProtocol,
  findMainOrderingProvider,
  isMainOrderingProvider,
} from './index.js';

describe('main ordering provider', () => {
  it('is of type OrderingProvider with a clientMasterProviderId other than 0', () => {
    expect(isMainOrderingProvider({ type: 'OrderingProvider', clientMasterProviderId: 12 })).toBe(
      true,
    );
    expect(isMainOrderingProvider({ type: 'OrderingProvider', clientMasterProviderId: 0 })).toBe(
      false,
    );
    expect(isMainOrderingProvider({ type: 'OrderingProvider', clientMasterProviderId: null })).toBe(
      false,
    );
    expect(isMainOrderingProvider({ type: 'Staff', clientMasterProviderId: 12 })).toBe(false);
    expect(isMainOrderingProvider({})).toBe(false);
  });

  it('is found in a list', () => {
    const providers = [
      { id: 1, type: 'OrderingProvider', clientMasterProviderId: 0 },
      { id: 2, type: 'Staff', clientMasterProviderId: 5 },
      { id: 3, type: 'OrderingProvider', clientMasterProviderId: 9 },
    ];
    expect(findMainOrderingProvider(providers)?.id).toBe(3);
    expect(findMainOrderingProvider(providers.slice(0, 2))).toBeUndefined();
  });
});

describe('transmission protocol', () => {
  it('keeps a given protocol (1 e-mail, 2 fax)', () => {
    expect(defaultTransmissionProtocol({ transmissionProtocol: 1, fax: '555-0100' })).toBe(1);
    expect(defaultTransmissionProtocol({ transmissionProtocol: 2, email: 'a@b.co' })).toBe(2);
  });

  it('defaults to fax only when a fax number exists without an e-mail', () => {
    expect(defaultTransmissionProtocol({ fax: '555-0100' })).toBe(2);
    expect(defaultTransmissionProtocol({ fax: '555-0100', email: ' ' })).toBe(2);
    expect(defaultTransmissionProtocol({ transmissionProtocol: 0, fax: '555-0100' })).toBe(2);
    expect(defaultTransmissionProtocol({ fax: '555-0100', email: 'a@b.co' })).toBe(1);
    expect(defaultTransmissionProtocol({ email: 'a@b.co' })).toBe(1);
    expect(defaultTransmissionProtocol({ fax: ' ' })).toBe(1);
    expect(defaultTransmissionProtocol({})).toBe(1);
  });
});
