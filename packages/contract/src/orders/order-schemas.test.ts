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
