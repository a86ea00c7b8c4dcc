import { describe, expect, it } from 'vitest';
import {
  FamilyMemberMessages,
  familyMemberLimit,
  familyMemberRuleProblems,
} from './familyMembers.js';

describe('familyMemberLimit', () => {
  it('is two for a trio, one for a duo, none otherwise', () => {
    expect(familyMemberLimit({ isTrio: true, isDuo: false })).toBe(2);
    expect(familyMemberLimit({ isTrio: false, isDuo: true })).toBe(1);
    expect(familyMemberLimit({ isTrio: false, isDuo: false })).toBe(0);
  });
});

describe('the texts', () => {
  it('name the relation, or the test and its limit', () => {
    expect(FamilyMemberMessages.relationTwice('Mother')).toBe(
      'The Mother is already listed for this test.',
    );
    expect(FamilyMemberMessages.tooMany('902a', 2)).toBe('902a tests at most 2 relatives.');
    expect(FamilyMemberMessages.tooMany('903', 1)).toBe('903 tests at most 1 relative.');
  });
});

describe('familyMemberRuleProblems', () => {
  const limits: Record<string, number> = { TRIO: 2, DUO: 1 };
  const limitOf = (code: string) => limits[code.toUpperCase()];

  it('counts the relatives of each test, the first ones within the limit', () => {
    expect(
      familyMemberRuleProblems(
        [
          { testCode: 'TRIO', relation: 'Father' },
          { testCode: 'DUO', relation: 'Mother' },
          { testCode: 'trio', relation: 'Mother' },
          { testCode: 'TRIO', relation: 'Sibling' },
          { testCode: 'DUO', relation: 'Sibling' },
        ],
        limitOf,
        (code) => code.toUpperCase(),
      ),
    ).toEqual([
      undefined,
      undefined,
      undefined,
      { reason: 'too-many', message: 'TRIO tests at most 2 relatives.' },
      { reason: 'too-many', message: 'DUO tests at most 1 relative.' },
    ]);
  });

  it('lists the father and the mother once per test; other relations may repeat', () => {
    expect(
      familyMemberRuleProblems(
        [
          { testCode: 'TRIO', relation: 'Mother' },
          { testCode: 'TRIO', relation: 'Mother' },
          { testCode: 'OTHER', relation: 'Sibling' },
          { testCode: 'OTHER', relation: 'Sibling' },
          { testCode: 'OTHER', relation: 'Father' },
          { testCode: 'OTHER2', relation: 'Father' },
        ],
        (code) => (code.startsWith('OTHER') ? 5 : limitOf(code)),
      ),
    ).toEqual([
      undefined,
      { reason: 'relation-twice', message: 'The Mother is already listed for this test.' },
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('neither counts nor judges a relative of a test the order does not hold', () => {
    expect(
      familyMemberRuleProblems(
        [
          { testCode: 'GONE', relation: 'Father' },
          { testCode: 'DUO', relation: 'Father' },
          { testCode: 'GONE', relation: 'Father' },
          { testCode: 'duo', relation: 'Mother' },
        ],
        limitOf,
      ),
    ).toEqual([
      undefined,
      undefined,
      undefined,
      { reason: 'too-many', message: 'duo tests at most 1 relative.' },
    ]);
  });
});
