import { describe, expect, it } from 'vitest';
import type { AoeForm } from '@loci/contract';
import { newFamilyMember } from './familyMembers.ts';
import { emptyOrderForm, orderFormMessages } from './orderForm.ts';
import {
  aoeProblemsOf,
  familyProblemPaths,
  familyProblemsOf,
  formErrorsOf,
  problemAt,
  submissionProblems,
} from './orderFormErrors.ts';

const trio = { code: 'TG70', isTrio: true, isDuo: false, allowedRelatives: ['Mother', 'Father'] };
const members = [newFamilyMember('TG70', 'first'), newFamilyMember('TG70', 'second')];

const aoeForm: AoeForm = {
  testCode: 'TG70',
  aoeTestCode: 'TG70',
  sections: [
    {
      code: 'IC',
      name: 'Indication',
      groups: [
        {
          id: 'g1',
          name: 'History',
          questions: [
            {
              id: 'age-at-diagnosis',
              label: 'Age at diagnosis',
              type: 'number',
              required: true,
              options: [],
              children: [],
            },
          ],
        },
      ],
    },
  ],
};

describe('the order form’s problems as the form keeps them', () => {
  it('puts each rule of the submission beside its value: fields, questions, relatives by row', () => {
    const values = {
      ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
      accountNumber: '1001',
      patientId: '7',
      familyMembers: [{ ...members[0]!, relation: 'Mother', firstName: 'Grace' }, members[1]!],
    };
    const errors = formErrorsOf(submissionProblems(values, [aoeForm], [trio]));
    expect(problemAt(errors, 'consentGiven')).toBe(orderFormMessages.consentRequired);
    expect(problemAt(errors, 'accountNumber')).toBeUndefined();
    expect(aoeProblemsOf(errors)).toEqual({ 'age-at-diagnosis': 'This field is required' });
    expect(familyProblemsOf(errors, values.familyMembers)).toEqual({
      'first.lastName': 'This field is required',
      'first.birthDate': 'This field is required',
      'second.relation': 'This field is required',
      'second.firstName': 'This field is required',
      'second.lastName': 'This field is required',
      'second.birthDate': 'This field is required',
    });
  });

  it('finds a relative’s problem by its row, wherever the row now stands', () => {
    const paths = familyProblemPaths({ 'second.relation': 'Not a Sibling' }, members);
    expect(paths).toEqual([['familyMembers.1.relation', 'Not a Sibling']]);
    expect(familyProblemsOf(formErrorsOf(paths), members)).toEqual({
      'second.relation': 'Not a Sibling',
    });
    // A row that is gone has no place for its problem.
    expect(familyProblemPaths({ 'gone.relation': 'Not a Sibling' }, members)).toEqual([]);
  });

  it('has nothing to say when every rule holds', () => {
    expect(formErrorsOf([])).toEqual({});
    expect(aoeProblemsOf({})).toEqual({});
    expect(familyProblemsOf({}, members)).toEqual({});
  });
});
