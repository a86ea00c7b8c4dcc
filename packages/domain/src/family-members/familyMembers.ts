/**
 * Relatives tested with a trio or duo test (document 1 section 3: Ordered test isTrio, isDuo,
 * allowedRelatives): how many a test takes, and the father and mother listed at most once per
 * test. The portal shows these beside each relative; the server refuses an order breaking them.
 */
import { isSameTestCode } from '../cart/cartRules.js';
import type { FamilyRelation } from '../reference/patient.js';

/** What decides a test's number of relatives. */
export interface FamilyTestKind {
  readonly isTrio: boolean;
  readonly isDuo: boolean;
}

/** Relatives a test takes: two for a trio (the proband's parents), one for a duo, else none. */
export function familyMemberLimit(test: FamilyTestKind): number {
  if (test.isTrio) return 2;
  if (test.isDuo) return 1;
  return 0;
}

/** Relations listed at most once per test (other relations may repeat). */
export const SingleFamilyRelations: readonly FamilyRelation[] = ['Father', 'Mother'];

/** Our wording (the spec states no text for these rules). */
export const FamilyMemberMessages = {
  relationTwice: (relation: string) => `The ${relation} is already listed for this test.`,
  tooMany: (testCode: string, limit: number) =>
    `${testCode} tests at most ${String(limit)} ${limit === 1 ? 'relative' : 'relatives'}.`,
} as const;

/** One relative as far as these rules go: the test it is tested with and its relation. */
export interface FamilyMemberEntry {
  readonly testCode: string;
  readonly relation: string;
}

export interface FamilyMemberRuleProblem {
  /** `too-many`: past the test's limit; `relation-twice`: a second Father or Mother for the test. */
  readonly reason: 'too-many' | 'relation-twice';
  readonly message: string;
}

/**
 * The limit and once-only rules, one answer per relative in the order given: the relatives past
 * a test's limit are too many (the first ones count); a Father or Mother already listed earlier
 * for the same test is listed twice. `limitOf` gives the limit of a test of the order and
 * `undefined` for a code the order does not hold: such a relative is neither counted nor judged.
 * The test's display code for the message comes from `codeOf` (the member's code by default).
 */
export function familyMemberRuleProblems(
  members: readonly FamilyMemberEntry[],
  limitOf: (testCode: string) => number | undefined,
  codeOf: (testCode: string) => string = (testCode) => testCode,
): (FamilyMemberRuleProblem | undefined)[] {
  const counted: FamilyMemberEntry[] = [];
  return members.map((member) => {
    const limit = limitOf(member.testCode);
    if (limit === undefined) return undefined;
    const earlier = counted.filter((other) => isSameTestCode(other.testCode, member.testCode));
    counted.push(member);
    if (earlier.length >= limit) {
      return {
        reason: 'too-many',
        message: FamilyMemberMessages.tooMany(codeOf(member.testCode), limit),
      };
    }
    const single = (SingleFamilyRelations as readonly string[]).includes(member.relation);
    if (single && earlier.some((other) => other.relation === member.relation)) {
      return {
        reason: 'relation-twice',
        message: FamilyMemberMessages.relationTwice(member.relation),
      };
    }
    return undefined;
  });
}
