import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CanadaRegions,
  UsArmedForces,
  UsRegions,
  UsStates,
  UsTerritories,
  findRegionByCode,
  findRegionByName,
  regionsOfCountry,
} from './regions.js';

describe('US regions', () => {
  it('holds 50 states, DC, the territories and the armed-forces codes', () => {
    expect(UsStates).toHaveLength(50);
    expect(UsArmedForces.map((region) => region.code)).toEqual(['AA', 'AE', 'AP']);
    expect(UsTerritories.map((region) => region.code)).toEqual([
      'AS',
      'GU',
      'MP',
      'PR',
      'VI',
      'UM',
    ]);
    expect(UsRegions).toHaveLength(50 + 1 + 6 + 3);
    expect(findRegionByCode(UsRegions, 'DC')?.name).toBe('District of Columbia');
  });

  it('has unique two-letter codes and unique names', () => {
    for (const regions of [UsRegions, CanadaRegions]) {
      expect(new Set(regions.map((region) => region.code)).size).toBe(regions.length);
      expect(new Set(regions.map((region) => region.name)).size).toBe(regions.length);
      for (const region of regions) expect(region.code).toMatch(/^[A-Z]{2}$/);
    }
  });
});

describe('Canadian regions', () => {
  it('holds the 13 provinces and territories', () => {
    expect(CanadaRegions).toHaveLength(13);
    expect(findRegionByCode(CanadaRegions, 'qc')?.name).toBe('Quebec');
  });
});

describe('regions of a country', () => {
  it('gives the US and Canadian lists, none elsewhere', () => {
    expect(regionsOfCountry('USA')).toBe(UsRegions);
    expect(regionsOfCountry(' can ')).toBe(CanadaRegions);
    expect(regionsOfCountry('MEX')).toEqual([]);
  });
});

describe('finding a region', () => {
  it('finds a region by name ignoring case and spacing', () => {
    expect(findRegionByName(UsRegions, 'new  york')?.code).toBe('NY');
    expect(findRegionByName(UsRegions, ' District of Columbia ')?.code).toBe('DC');
    expect(findRegionByName(UsRegions, 'Ontario')).toBeUndefined();
    expect(findRegionByCode(UsRegions, 'ZZ')).toBeUndefined();
  });

  it('finds every region back from its own name and code in any case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UsRegions, ...CanadaRegions),
        fc.boolean(),
        (region, upper) => {
          const regions = regionsOfCountry(CanadaRegions.includes(region as never) ? 'CAN' : 'USA');
          const name = upper ? region.name.toUpperCase() : region.name.toLowerCase();
          return (
            findRegionByName(regions, name) === region &&
            findRegionByCode(regions, region.code.toLowerCase()) === region
          );
        },
      ),
    );
  });
});
