import { describe, expect, it } from 'vitest';
import {
  InsuranceCardLookupFailure,
  insurancePlanSearchTerm,
  isBenefitInvestigationEnabled,
  readBenefitInvestigation,
  requiresPriorAuthorization,
} from './index.js';

const both = { biEnabled: true, canPerformFederalInsuranceBi: true };
const flagOn = { ML_insurance_flow: true };
const flagOff = { ML_insurance_flow: false };

describe('benefit investigation', () => {
  it('needs both biEnabled and canPerformFederalInsuranceBi', () => {
    expect(isBenefitInvestigationEnabled({ ...both, insuranceCategory: 'UHC' }, {})).toBe(true);
    expect(isBenefitInvestigationEnabled({ ...both, biEnabled: false }, {})).toBe(false);
    expect(isBenefitInvestigationEnabled({ ...both, canPerformFederalInsuranceBi: null }, {})).toBe(
      false,
    );
    expect(isBenefitInvestigationEnabled({}, flagOff)).toBe(false);
  });

  it.each(['MCR', 'MCAD', 'MAMC', ' mcr '])(
    'excludes %j (Medicare/Medicaid) only while ML_insurance_flow is on',
    (insuranceCategory) => {
      expect(isBenefitInvestigationEnabled({ ...both, insuranceCategory }, flagOn)).toBe(false);
      expect(isBenefitInvestigationEnabled({ ...both, insuranceCategory }, flagOff)).toBe(true);
      expect(isBenefitInvestigationEnabled({ ...both, insuranceCategory }, {})).toBe(true);
    },
  );

  it('keeps other plans with the flag on', () => {
    for (const insuranceCategory of ['UHC', 'ANTH', 'Other', 'MISC', null, undefined]) {
      expect(isBenefitInvestigationEnabled({ ...both, insuranceCategory }, flagOn)).toBe(true);
    }
  });
});

describe('prior authorization', () => {
  it('is needed for UHC and ANTH plans only', () => {
    expect(requiresPriorAuthorization({ insuranceCategory: 'UHC' })).toBe(true);
    expect(requiresPriorAuthorization({ insuranceCategory: 'ANTH' })).toBe(true);
    expect(requiresPriorAuthorization({ insuranceCategory: 'MCR' })).toBe(false);
    expect(requiresPriorAuthorization({})).toBe(false);
  });
});

describe('insurance plan search term', () => {
  it('is trimmed, and empty when only blanks are left', () => {
    expect(insurancePlanSearchTerm('  Aetna Choice ')).toBe('Aetna Choice');
    expect(insurancePlanSearchTerm('   ')).toBeUndefined();
    expect(insurancePlanSearchTerm(null)).toBeUndefined();
    expect(insurancePlanSearchTerm(undefined)).toBeUndefined();
  });
});

describe('benefit investigation answer', () => {
  it('fails with the spec’s text when no information is returned', () => {
    const none = {
      ok: false,
      reason: 'no-information',
      message: 'No BI info returned from server.',
    };
    expect(readBenefitInvestigation(null)).toEqual(none);
    expect(readBenefitInvestigation(undefined)).toEqual(none);
    expect(readBenefitInvestigation({})).toEqual(none);
    expect(readBenefitInvestigation([])).toEqual(none);
  });

  it('passes an estimate on', () => {
    expect(readBenefitInvestigation({ patientResponsibility: 100 })).toEqual({
      ok: true,
      estimate: { patientResponsibility: 100 },
    });
    expect(readBenefitInvestigation(0)).toEqual({ ok: true, estimate: 0 });
  });

  it('falls back to the card extraction error', () => {
    expect(InsuranceCardLookupFailure).toEqual({
      error: true,
      message: 'There was an error with extracting the insurance card.',
    });
  });
});
