import { describe, expect, it } from 'vitest';
import { emptyOrderForm } from './orderForm.ts';
import { hasProblemsBesideFields, orderFormServerProblems } from './orderFormServerErrors.ts';

const values = {
  ...emptyOrderForm([
    { code: '9001', indent: 0, orderedAsKit: false },
    { code: '896', indent: 0, orderedAsKit: false },
  ]),
  familyMembers: [],
};

describe('where the server’s refusals of an order are shown', () => {
  it('puts each refusal beside the control of its path', () => {
    const found = orderFormServerProblems(
      [
        { code: 'test_conflict', message: 'Conflicts with J774', path: 'tests.1.code' },
        { code: 'required', message: 'This field is required', path: 'consent.given' },
        { code: 'blocked_country', message: 'Blocked', path: 'patientId' },
        { code: 'invalid', message: 'Not a code', path: 'diagnosisCodes.0' },
        { code: 'addon_not_available', message: 'No add-on', path: 'originalOrderId' },
        { code: 'required', message: 'Answer it', path: 'aoeAnswers.affected' },
        { code: 'unknown_provider', message: 'No such provider', path: 'orderingProviderId' },
      ],
      values,
    );
    expect(found).toEqual({
      fields: {
        consentGiven: 'This field is required',
        patientId: 'Blocked',
        diagnosisCodes: 'Not a code',
        originalOrderId: 'No add-on',
        orderingProviderId: 'No such provider',
      },
      tests: { 1: 'Conflicts with J774' },
      aoe: { affected: 'Answer it' },
      family: {},
      other: [],
    });
    expect(hasProblemsBesideFields(found)).toBe(true);
  });

  it('lists the refusals of no control of the form: the status, the specimen country, no path, an unknown test', () => {
    const found = orderFormServerProblems(
      [
        { code: 'transition_not_allowed', message: 'Cannot go back to Draft', path: 'status' },
        { code: 'blocked_country', message: 'Blocked specimen', path: 'specimenCountry' },
        { code: 'not_found', message: 'Patient not found' },
        { code: 'test_conflict', message: 'Gone', path: 'tests.5.code' },
        {
          code: 'family_member_test',
          message: 'Not in this order',
          path: 'familyMembers.3.testCode',
        },
      ],
      values,
    );
    expect(found.other).toEqual([
      'Cannot go back to Draft',
      'Blocked specimen',
      'Patient not found',
      'Gone',
      'Not in this order',
    ]);
    expect(hasProblemsBesideFields(found)).toBe(false);
  });
});
