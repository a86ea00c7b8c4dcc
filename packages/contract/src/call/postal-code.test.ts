import { describe, expect, it } from 'vitest';
import { insurancePolicySaveSchema } from '../patients/patient-calls.js';
import {
  clientContactInfoUpdateSchema,
  clientRegistrationSchema,
} from '../profile/profile-calls.js';
import { shipToSchema } from '../supplies/supply-schemas.js';
import type { z } from '../zod.js';

/** Every issue of a refused value as `path: message`; [] when accepted. */
function problems(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '617-555-0100',
  address1: '1 Main St',
  city: 'Boston',
  stateCode: 'MA',
};
const shipTo = { street1: '1 Main St', city: 'Boston', state: 'MA' };

describe('the US ZIP rule applies to USA addresses only', () => {
  it('registration: a US ZIP in the USA (the default), a foreign postal code elsewhere', () => {
    expect(problems(clientRegistrationSchema, { ...registration, zip: '02110' })).toEqual([]);
    expect(problems(clientRegistrationSchema, { ...registration, zip: 'K1A 0B1' })).toEqual([
      'zip: Wrong format',
    ]);
    expect(
      problems(clientRegistrationSchema, { ...registration, zip: 'K1A 0B1', countryCode: 'CAN' }),
    ).toEqual([]);
    expect(
      problems(clientRegistrationSchema, { ...registration, zip: 'K1A<0B1>', countryCode: 'CAN' }),
    ).toEqual(['zip: Value contains invalid characters']);
    expect(
      problems(clientRegistrationSchema, { ...registration, zip: ' ', countryCode: 'CAN' }),
    ).toEqual(['zip: This field is required']);
  });

  it('contact information: by the country sent, the USA when none is sent', () => {
    expect(
      problems(clientContactInfoUpdateSchema, { zip: 'SW1A 1AA', countryCode: 'GBR' }),
    ).toEqual([]);
    expect(
      problems(clientContactInfoUpdateSchema, { zip: 'SW1A 1AA', countryCode: 'USA' }),
    ).toEqual(['zip: Wrong format']);
    expect(problems(clientContactInfoUpdateSchema, { zip: 'SW1A 1AA' })).toEqual([
      'zip: Wrong format',
    ]);
    expect(problems(clientContactInfoUpdateSchema, { zip: '' })).toEqual([]);
    // Every field shows its message at once, the postal code too.
    expect(
      problems(clientContactInfoUpdateSchema, { zip: '12345678901', countryCode: 'CAN', city: 12 }),
    ).toEqual(['city: Wrong format', 'zip: Value is too long']);
  });

  it('supply ship-to and insurance policy address: the US rule when the country is USA', () => {
    expect(problems(shipToSchema, { ...shipTo, zip: 'ABCDE', country: 'usa' })).toEqual([
      'zip: Wrong format',
    ]);
    expect(problems(shipToSchema, { ...shipTo, zip: '02110-1234', country: 'USA' })).toEqual([]);
    expect(problems(shipToSchema, { ...shipTo, zip: 'K1A 0B1', country: 'CAN' })).toEqual([]);
    expect(problems(insurancePolicySaveSchema, { zip: 'ABCDE', country: 'USA' })).toEqual([
      'zip: Wrong format',
    ]);
    expect(problems(insurancePolicySaveSchema, { zip: 'ABCDE', country: 'CAN' })).toEqual([]);
    expect(problems(insurancePolicySaveSchema, { zip: '02110' })).toEqual([]);
  });
});
