import { describe, expect, it } from 'vitest';
import { insurancePolicySaveSchema, patientUpdateSchema } from './patient-calls.js';
import type { z } from '../zod.js';

function problems(value: unknown, schema: z.ZodMiniType = insurancePolicySaveSchema): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('an insurance policy’s conditional rules (as the portal’s policy form)', () => {
  it('refuses an insurance policy without plan, policy id or relation', () => {
    expect(problems({ paymentType: 'Insurance' })).toEqual([
      'insurance.code: This field is required',
      'policyId: This field is required',
      'relationToPatient: This field is required',
    ]);
    expect(
      problems({
        paymentType: 'Insurance',
        insurance: { otherInsuranceName: 'Local plan' },
        policyId: 'W1',
        relationToPatient: 'PT',
      }),
    ).toEqual([]);
    expect(problems({ paymentType: 'Patient' })).toEqual([]);
  });

  it('asks for the subscriber’s names unless the patient is the subscriber; dates in order', () => {
    expect(
      problems({
        paymentType: 'Insurance',
        insurance: { code: 'UHC' },
        policyId: 'W1',
        relationToPatient: 'SP',
        effectiveDate: '02/01/2026',
        expirationDate: '2026-01-31',
      }),
    ).toEqual([
      'subscriberLastName: This field is required',
      'subscriberFirstName: This field is required',
      'expirationDate: Value is too small',
    ]);
  });

  it('names the policy in the patient’s list: insurances.{i}.{field}', () => {
    expect(
      problems(
        {
          id: 1,
          accountInformation: { accountNumber: '1001' },
          insurances: [{ paymentType: 'Patient' }, { paymentType: 'Insurance', policyId: 'W1' }],
        },
        patientUpdateSchema,
      ),
    ).toEqual([
      'insurances.1.insurance.code: This field is required',
      'insurances.1.relationToPatient: This field is required',
    ]);
  });
});
