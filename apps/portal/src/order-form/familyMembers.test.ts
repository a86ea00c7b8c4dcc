import { describe, expect, it } from 'vitest';
import {
  affectedStatusOf,
  familyMemberMessages,
  familyMemberProblems,
  familyMemberServerProblems,
  familyMembersBody,
  familyMembersOf,
  familyTests,
  newFamilyMember,
  type FamilyMemberValues,
} from './familyMembers.ts';

const trio = { code: '902a', isTrio: true, isDuo: false, allowedRelatives: ['Mother', 'Father'] };
const duo = { code: '903', isTrio: false, isDuo: true, allowedRelatives: ['Sibling', 'Father'] };
const carrier = { code: 'CAR1', isTrio: false, isDuo: false, allowedRelatives: ['Mother'] };
const today = '2026-11-22';

const member = (patch: Partial<FamilyMemberValues>): FamilyMemberValues => ({
  ...newFamilyMember('902a', patch.key ?? 'a'),
  firstName: 'Grace',
  lastName: 'Hopper',
  birthDate: '1960-01-02',
  relation: 'Mother',
  ...patch,
});

describe('family members of trio and duo tests', () => {
  it('offers only trio and duo tests, their allowed relatives in the spec’s order', () => {
    expect(familyTests([trio, duo, carrier])).toEqual([
      { ...trio, allowedRelatives: ['Father', 'Mother'] },
      { ...duo, allowedRelatives: ['Father', 'Sibling'] },
    ]);
  });

  it('asks for relation, names and date of birth only when the order is submitted', () => {
    const blank = newFamilyMember('902a', 'a');
    expect(familyMemberProblems([blank], [trio], { complete: false, today })).toEqual({});
    expect(familyMemberProblems([blank], [trio], { complete: true, today })).toEqual({
      'a.relation': 'This field is required',
      'a.firstName': 'This field is required',
      'a.lastName': 'This field is required',
      'a.birthDate': 'This field is required',
    });
  });

  it('refuses relatives the test does not allow, a second mother, a third relative of a trio and future births', () => {
    const problems = familyMemberProblems(
      [
        member({ key: 'a' }),
        member({ key: 'b' }),
        member({ key: 'c', relation: 'Father' }),
        member({ key: 'd', testCode: '903', relation: 'Mother', birthDate: '2030-01-01' }),
      ],
      [trio, duo],
      { complete: true, today },
    );
    expect(problems).toEqual({
      'b.relation': familyMemberMessages.relationTwice('Mother'),
      'c.relation': familyMemberMessages.tooMany('902a', 2),
      'd.relation': familyMemberMessages.relationNotAllowed('Mother', '903'),
      'd.birthDate': 'Date of birth cannot be in the future',
    });
    expect(
      familyMemberProblems([member({ testCode: 'GONE' })], [trio], { complete: false, today }),
    ).toEqual({ 'a.relation': familyMemberMessages.testNotOrdered('GONE') });
  });

  it('sends the relatives with a relation, the affected status as the contract’s flag, and reads them back', () => {
    const members = [
      member({ key: 'a', affectedStatus: 'Symptomatic', firstName: ' Grace ' }),
      member({ key: 'b', relation: 'Father', affectedStatus: 'Asymptomatic', birthDate: '' }),
      member({ key: 'c', relation: '' }),
    ];
    const body = familyMembersBody(members);
    expect(body).toEqual([
      {
        relation: 'Mother',
        testCode: '902a',
        firstName: 'Grace',
        lastName: 'Hopper',
        birthDate: '1960-01-02',
        affected: true,
      },
      {
        relation: 'Father',
        testCode: '902a',
        firstName: 'Grace',
        lastName: 'Hopper',
        birthDate: null,
        affected: false,
      },
    ]);
    expect(familyMembersOf(body).map((read) => [read.relation, read.affectedStatus])).toEqual([
      ['Mother', 'Symptomatic'],
      ['Father', 'Asymptomatic'],
    ]);
    expect(affectedStatusOf(null)).toBe('Unknown');
  });

  it('puts the server’s errors on familyMembers.{index} beside the relative sent at that index', () => {
    const members = [
      member({ key: 'blank', relation: '' }),
      member({ key: 'a' }),
      member({ key: 'b', relation: 'Father' }),
    ];
    expect(
      familyMemberServerProblems(members, [
        { path: 'familyMembers.1.relation', message: 'A Father cannot be tested with 902a' },
        { path: 'familyMembers.0.testCode', message: 'Test 902a is not in this order' },
        { path: 'diagnosisCodes.0', message: 'Wrong format' },
      ]),
    ).toEqual({
      'b.relation': 'A Father cannot be tested with 902a',
      'a.relation': 'Test 902a is not in this order',
    });
  });
});
