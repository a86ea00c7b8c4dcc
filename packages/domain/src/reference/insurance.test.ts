import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InsuranceCategories,
  InsuranceNetworks,
  RelationsToPatient,
  insuranceCategoryGroup,
  insuranceCategoryRequiresPriorAuth,
  isGovernmentInsuranceCategory,
  isMedicaidCategory,
  isMedicareCategory,
} from './insurance.js';

describe('insurance categories', () => {
  it('holds the categories of the spec', () => {
    expect(InsuranceCategories.map((category) => category.code)).toEqual([
      'UHC',
      'ANTH',
      'MCR',
      'MCAD',
      'MAMC',
      'Other',
      'MISC',
    ]);
  });

  it('requires prior authorization for UHC and ANTH only', () => {
    expect(insuranceCategoryRequiresPriorAuth('UHC')).toBe(true);
    expect(insuranceCategoryRequiresPriorAuth('ANTH')).toBe(true);
    for (const code of ['MCR', 'MCAD', 'MAMC', 'Other', 'MISC'])
      expect(insuranceCategoryRequiresPriorAuth(code)).toBe(false);
  });

  it('reads MCR as Medicare and MCAD, MAMC as Medicaid', () => {
    expect(isMedicareCategory('MCR')).toBe(true);
    expect(isMedicareCategory('MCAD')).toBe(false);
    expect(isMedicaidCategory('MCAD')).toBe(true);
    expect(isMedicaidCategory('MAMC')).toBe(true);
    expect(isMedicaidCategory('MCR')).toBe(false);
    expect(isGovernmentInsuranceCategory('MAMC')).toBe(true);
    expect(isGovernmentInsuranceCategory('MCR')).toBe(true);
    expect(isGovernmentInsuranceCategory('UHC')).toBe(false);
  });

  it('compares codes without regard to case or surrounding spaces', () => {
    expect(insuranceCategoryRequiresPriorAuth(' uhc ')).toBe(true);
    expect(insuranceCategoryGroup('other')).toBe('Other');
  });

  it('treats a missing or unknown category as Other', () => {
    expect(insuranceCategoryGroup(undefined)).toBe('Other');
    expect(insuranceCategoryGroup(null)).toBe('Other');
    fc.assert(
      fc.property(
        fc
          .string()
          .filter(
            (text) =>
              !InsuranceCategories.some((c) => c.code.toUpperCase() === text.trim().toUpperCase()),
          ),
        (text) => insuranceCategoryGroup(text) === 'Other',
      ),
    );
  });
});

describe('policy values', () => {
  it('has the IN and OUT networks', () => {
    expect(InsuranceNetworks.map((network) => network.code)).toEqual(['IN', 'OUT']);
  });

  it('has the relations to the patient', () => {
    expect(RelationsToPatient).toEqual([
      { code: 'PT', description: 'Self' },
      { code: 'SP', description: 'Spouse' },
      { code: 'CH', description: 'Child' },
      { code: 'OT', description: 'Other' },
      { code: 'UN', description: 'Unknown' },
    ]);
  });
});
