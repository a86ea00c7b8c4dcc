import { ValidationMessages } from '@loci/domain';
import { describe, expect, it } from 'vitest';
import { dateTimeExpectedMessage, requiredText } from './call/fields.js';
import { simpleOrderCreateSchema } from './orders/order-schemas.js';
import { publicationListingVariablesSchema } from './publications/publications-graphql.js';
import { insurancePolicySaveSchema, patientCreateSchema } from './patients/patient-calls.js';
import { faxReportRequestSchema } from './report-sharing/report-sharing-calls.js';
import type { z } from './zod.js';

/** Every issue of a refused value as `path: message`. */
function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const specMessages = new Set<string>([
  ...Object.values(ValidationMessages),
  dateTimeExpectedMessage,
]);

describe('the messages the schemas do not word themselves are the spec’s', () => {
  it('a missing or blank required field is “This field is required”', () => {
    expect(
      messages(faxReportRequestSchema, { LastName: ' ', FaxNumber: '2065550100', LabReportId: 1 }),
    ).toEqual(['FirstName: This field is required', 'LastName: This field is required']);
    expect(messages(requiredText(10), undefined)).toEqual([': This field is required']);
    expect(messages(simpleOrderCreateSchema, { patientId: 1, tests: [{}] })).toEqual([
      'accountNumber: This field is required',
      'tests.0.code: This field is required',
    ]);
  });

  it('a value that is not a date where a date is expected is “Expected DateTime object”', () => {
    expect(messages(patientCreateSchema, { birthDate: 19800101 })).toContain(
      `birthDate: ${dateTimeExpectedMessage}`,
    );
    expect(messages(insurancePolicySaveSchema, { effectiveDate: true })).toEqual([
      `effectiveDate: ${dateTimeExpectedMessage}`,
    ]);
  });

  it('a blank list entry, a wrong shape, a wrong kind or a size out of bounds use the spec’s texts', () => {
    const refused = [
      messages(patientCreateSchema, { ethnicGroup: [' '] }),
      messages(patientCreateSchema, { ethnicGroup: ['a'.repeat(51)], gender: 'X' }),
      messages(simpleOrderCreateSchema, {
        accountNumber: '1001',
        patientId: 1,
        tests: [{ code: 'C1001', indent: 21, orderedAsKit: 'yes' }],
        familyMembers: [{ relation: 'Niece', testCode: 'C1001' }],
      }),
      messages(faxReportRequestSchema, { FirstName: 7, LastName: ['x'], FaxNumber: null }),
    ].flat();
    expect(refused.length).toBeGreaterThan(6);
    for (const line of refused) {
      expect(specMessages.has(line.slice(line.indexOf(': ') + 2)), line).toBe(true);
    }
  });

  it('a key the call does not know is named, and a bad record key is “Wrong format”, never zod’s English', () => {
    expect(messages(publicationListingVariablesSchema, { first: 5, last: 1, after: 'x' })).toEqual([
      ': Unrecognized keys: last, after',
    ]);
    expect(messages(publicationListingVariablesSchema, { size: 5 })).toEqual([
      ': Unrecognized key: size',
    ]);
    const badKey = messages(simpleOrderCreateSchema, {
      accountNumber: '1001',
      patientId: 1,
      tests: [{ code: 'C1001' }],
      aoeAnswers: { ['q'.repeat(101)]: 'yes' },
    });
    expect(badKey.length).toBeGreaterThan(0);
    for (const line of badKey) {
      expect(specMessages.has(line.slice(line.indexOf(': ') + 2)), line).toBe(true);
    }
  });
});
