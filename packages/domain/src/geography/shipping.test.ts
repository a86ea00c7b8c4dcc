import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCountryByAlpha3 } from './countries.js';
import {
  BlockedCountryCodes,
  ShippableCountryCodes,
  blockedCountryMessage,
  isBlockedCountry,
  isShippableCountry,
} from './shipping.js';

describe('blocked countries', () => {
  it('holds the 36 codes of the spec, each a real country', () => {
    expect(BlockedCountryCodes).toHaveLength(36);
    for (const code of BlockedCountryCodes) expect(findCountryByAlpha3(code)).toBeDefined();
  });

  it('blocks listed countries in any case and nothing else', () => {
    expect(isBlockedCountry('GBR')).toBe(true);
    expect(isBlockedCountry(' deu ')).toBe(true);
    expect(isBlockedCountry('USA')).toBe(false);
    expect(isBlockedCountry('MEX')).toBe(false);
    expect(isBlockedCountry(undefined)).toBe(false);
    expect(isBlockedCountry(null)).toBe(false);
  });

  it('never blocks a shippable country', () => {
    for (const code of ShippableCountryCodes) expect(isBlockedCountry(code)).toBe(false);
  });

  it('names the lab’s e-mail in the message', () => {
    expect(blockedCountryMessage('support@loci.test')).toBe(
      'We are unable to accept orders or specimens from the selected country at this time. If you have any questions, please contact support@loci.test.',
    );
  });

  it('substitutes any e-mail verbatim', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) =>
        blockedCountryMessage(email).endsWith(`please contact ${email}.`),
      ),
    );
  });
});

describe('shippable countries', () => {
  it('ships to the US, Canada and the US territories', () => {
    expect(ShippableCountryCodes).toEqual(['USA', 'CAN', 'UMI', 'PRI', 'GUM', 'ASM', 'VIR', 'MNP']);
    for (const code of ShippableCountryCodes) expect(findCountryByAlpha3(code)).toBeDefined();
    expect(isShippableCountry('pri')).toBe(true);
    expect(isShippableCountry('MEX')).toBe(false);
    expect(isShippableCountry(undefined)).toBe(false);
  });
});
