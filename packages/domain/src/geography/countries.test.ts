import { describe, expect, it } from 'vitest';
import {
  Countries,
  alpha3FromAlpha2,
  countriesFromIsoData,
  findCountryByAlpha2,
  findCountryByAlpha3,
} from './countries.js';

describe('countries', () => {
  it('holds about 250 countries with unique codes', () => {
    expect(Countries.length).toBeGreaterThanOrEqual(245);
    expect(Countries.length).toBeLessThanOrEqual(260);
    expect(new Set(Countries.map((country) => country.alpha2Code)).size).toBe(Countries.length);
    expect(new Set(Countries.map((country) => country.alpha3Code)).size).toBe(Countries.length);
    for (const country of Countries) {
      expect(country.alpha2Code).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3Code).toMatch(/^[A-Z]{3}$/);
      expect(country.name).not.toBe('');
    }
  });

  it('is sorted by English name', () => {
    const names = Countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('uses the official English name', () => {
    expect(findCountryByAlpha3('USA')).toEqual({
      name: 'United States of America',
      alpha2Code: 'US',
      alpha3Code: 'USA',
    });
    expect(findCountryByAlpha3('can')?.name).toBe('Canada');
    expect(findCountryByAlpha2('gb')?.alpha3Code).toBe('GBR');
    expect(findCountryByAlpha3('XYZ')).toBeUndefined();
  });

  it('converts an alpha-2 code to alpha-3', () => {
    expect(alpha3FromAlpha2('PR')).toBe('PRI');
    expect(alpha3FromAlpha2(' de ')).toBe('DEU');
    expect(alpha3FromAlpha2('ZZ')).toBeUndefined();
  });

  it('builds the list from package data, leaving out codes without an English name', () => {
    expect(
      countriesFromIsoData({ AA: 'Bravo', BB: ['Alpha Official', 'Alpha'], CC: [] }, [
        ['AA', 'AAA', '001'],
        ['BB', 'BBB', '002'],
        ['CC', 'CCC', '003'],
        ['DD', 'DDD', '004'],
        [],
      ]),
    ).toEqual([
      { name: '', alpha2Code: 'CC', alpha3Code: 'CCC' },
      { name: 'Alpha Official', alpha2Code: 'BB', alpha3Code: 'BBB' },
      { name: 'Bravo', alpha2Code: 'AA', alpha3Code: 'AAA' },
    ]);
  });
});
