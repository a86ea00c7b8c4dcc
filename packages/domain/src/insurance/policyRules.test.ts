import { describe, expect, it } from 'vitest';
import { insurancePolicyProblems } from './policyRules.js';

const insured = {
  paymentType: 'Insurance',
  planCode: 'UHC',
  policyId: 'W123',
  relationToPatient: 'PT',
};

describe('insurancePolicyProblems', () => {
  it('asks nothing of a policy that is not paid by insurance', () => {
    expect(insurancePolicyProblems({ paymentType: 'Patient' })).toEqual({});
    expect(insurancePolicyProblems({})).toEqual({});
  });

  it('asks an insurance policy for a plan, the policy id and the relation', () => {
    expect(insurancePolicyProblems(insured)).toEqual({});
    expect(insurancePolicyProblems({ paymentType: 'Insurance', policyId: ' ' })).toEqual({
      plan: 'This field is required',
      policyId: 'This field is required',
      relationToPatient: 'This field is required',
    });
    expect(
      insurancePolicyProblems({ ...insured, planCode: null, otherInsuranceName: 'Local plan' }),
    ).toEqual({});
  });

  it('asks for the subscriber’s names unless the patient is the subscriber', () => {
    expect(insurancePolicyProblems({ ...insured, relationToPatient: 'SP' })).toEqual({
      subscriberLastName: 'This field is required',
      subscriberFirstName: 'This field is required',
    });
    expect(
      insurancePolicyProblems({
        ...insured,
        relationToPatient: 'SP',
        subscriberFirstName: 'Sam',
        subscriberLastName: 'Lee',
      }),
    ).toEqual({});
  });

  it('refuses an expiration before the effective date, typed or ISO', () => {
    expect(
      insurancePolicyProblems({ effectiveDate: '2026-02-01', expirationDate: '01/31/2026' }),
    ).toEqual({ expirationDate: 'Value is too small' });
    expect(
      insurancePolicyProblems({ effectiveDate: '2026-02-01', expirationDate: '2026-02-01' }),
    ).toEqual({});
    expect(
      insurancePolicyProblems({ effectiveDate: '2026-02-30', expirationDate: '2026-01-01' }),
    ).toEqual({});
    expect(insurancePolicyProblems({ effectiveDate: null, expirationDate: '2026-01-01' })).toEqual(
      {},
    );
  });
});
