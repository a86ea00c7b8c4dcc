import { describe, expect, it } from 'vitest';
import { getPayorRequiredDocuments } from '../payor/payor-calls.js';
import { clinicalAnswersSchema } from '../prior-authorization/prior-authorization-calls.js';
import {
  orderListRequestSchema,
  orderTestsChangeSchema,
  simpleOrderCreateSchema,
} from './order-schemas.js';

describe('order schemas', () => {
  it('default a new order to Draft with empty lists and refuse unknown statuses', () => {
    const order = simpleOrderCreateSchema.parse({
      accountNumber: '1001',
      patientId: '100001',
      tests: [{ code: 'C1001' }],
      diagnosisCodes: ['e11.65'],
    });
    expect(order).toMatchObject({
      status: 1,
      patientId: 100001,
      diagnosisCodes: ['E11.65'],
      familyMembers: [],
      aoeAnswers: {},
      tests: [{ code: 'C1001', indent: 0, orderedAsKit: false, phenotypeNames: [] }],
    });
    for (const status of [2, 5, -1, '0']) {
      expect(
        simpleOrderCreateSchema.safeParse({
          accountNumber: '1001',
          patientId: 1,
          status,
          tests: [{ code: 'A' }],
        }).success,
        String(status),
      ).toBe(false);
    }
    const empty = simpleOrderCreateSchema.safeParse({
      accountNumber: '1001',
      patientId: 1,
      tests: [],
    });
    expect(empty.success ? [] : empty.error.issues.map((issue) => issue.message)).toEqual([
      'Please select at least one value',
    ]);
    expect(
      simpleOrderCreateSchema.safeParse({
        accountNumber: '1001',
        patientId: 1,
        tests: [{ code: "C1001'; drop table lab_order; --" }],
      }).success,
    ).toBe(false);
  });

  it('take a relative’s date of birth and the consent’s date as real days, year 1900–2100', () => {
    const order = (familyMember: Record<string, unknown>, consent: Record<string, unknown>) =>
      simpleOrderCreateSchema.safeParse({
        accountNumber: '1001',
        patientId: 1,
        tests: [{ code: 'C1001' }],
        familyMembers: [{ relation: 'Mother', testCode: 'C1001', ...familyMember }],
        consent: { given: true, ...consent },
      });
    const ok = order({ birthDate: '03/14/1962' }, { signedDate: '2026-01-05' });
    expect(
      ok.success && [ok.data.familyMembers[0]?.birthDate, ok.data.consent?.signedDate],
    ).toEqual(['1962-03-14', '2026-01-05']);
    const cleared = order({ birthDate: '' }, { signedDate: null });
    expect(cleared.success && cleared.data.familyMembers[0]?.birthDate).toBeNull();
    const problems = (result: ReturnType<typeof order>) =>
      result.success
        ? []
        : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(problems(order({ birthDate: 'abcdefghij' }, { signedDate: '02/30/2026' }))).toEqual([
      ['familyMembers.0.birthDate', 'Please enter a valid date'],
      ['consent.signedDate', 'Please enter a valid date'],
    ]);
    expect(problems(order({ birthDate: '01/01/1850' }, { signedDate: '2101-01-01' }))).toEqual([
      ['familyMembers.0.birthDate', 'Please enter a year between 1900 and 2100'],
      ['consent.signedDate', 'Please enter a year between 1900 and 2100'],
    ]);
  });

  it('take the list request with defaults: UpdatedDate descending, page 1 of 25', () => {
    expect(orderListRequestSchema.parse({})).toMatchObject({
      SortField: 'UpdatedDate',
      SortOrder: 1,
      PageNumber: 1,
      PageSize: 25,
      SearchTerm: '',
      Statuses: [],
      AccountNumbers: [],
    });
    expect(orderListRequestSchema.safeParse({ SortField: 'ResultDt' }).success).toBe(true);
    expect(orderListRequestSchema.safeParse({ PageSize: 201 }).success).toBe(false);
    expect(orderListRequestSchema.safeParse({ SortOrder: 2 }).success).toBe(false);
  });

  it('cancel tests with Id and Tests of TestID', () => {
    expect(orderTestsChangeSchema.parse({ Id: 5, Tests: [{ TestID: '7' }] })).toEqual({
      Id: 5,
      Tests: [{ TestID: 7 }],
    });
    expect(orderTestsChangeSchema.safeParse({ Id: 5, Tests: [] }).success).toBe(false);
  });

  it('split the payor’s test codes and require every clinical answer to have text', () => {
    expect(getPayorRequiredDocuments.request.query.parse({ testCodes: 'c1001, 896,,' })).toEqual({
      testCodes: ['C1001', '896'],
    });
    expect(getPayorRequiredDocuments.request.query.parse({})).toEqual({ testCodes: [] });
    expect(
      clinicalAnswersSchema.safeParse({
        orderId: 1,
        caseNumber: 'PA1',
        answers: [{ questionId: 'a', answer: ' ' }],
      }).success,
    ).toBe(false);
  });
});
