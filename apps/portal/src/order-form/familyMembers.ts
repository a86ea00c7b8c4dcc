// Family members tested with a trio or duo test (document 1 section 3: Ordered test isTrio, isDuo,
// allowedRelatives; document 3: family relations and symptom states), kept as typed, with the
// rules shown beside each field and the order body's `familyMembers` they make.
import {
  FamilyMemberMessages,
  FamilyRelations,
  SymptomStates,
  ValidationMessages,
  dateOfBirth,
  familyMemberLimit,
  familyMemberRuleProblems,
  type FamilyRelation,
  type SymptomState,
} from '@loci/domain';
import type { SimpleOrderCreate } from '@loci/contract';
import { z } from 'zod/mini';

/** One relative as typed: the relation, names, ISO date of birth ('' when none) and status. */
export interface FamilyMemberValues {
  /** Stable key of the row (React key and field ids). */
  key: string;
  testCode: string;
  relation: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  affectedStatus: SymptomState;
}

export const familyMemberValuesSchema = z.object({
  key: z.string(),
  testCode: z.string(),
  relation: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  affectedStatus: z.enum(SymptomStates),
}) satisfies z.ZodMiniType<FamilyMemberValues>;

/** What the order form knows of a test's relatives (the extra test info of the catalogue). */
export interface FamilyTest {
  code: string;
  isTrio: boolean;
  isDuo: boolean;
  allowedRelatives: readonly string[];
}

/** Relatives a test takes: two for a trio (the proband's parents), one for a duo (@loci/domain). */
export { familyMemberLimit };

/** The tests of the order that take relatives, with their allowed relations in document order. */
export function familyTests(tests: readonly FamilyTest[]): FamilyTest[] {
  return tests
    .filter((test) => familyMemberLimit(test) > 0 && test.allowedRelatives.length > 0)
    .map((test) => ({
      ...test,
      allowedRelatives: FamilyRelations.filter((relation) =>
        test.allowedRelatives.includes(relation),
      ),
    }));
}

export function newFamilyMember(testCode: string, key: string): FamilyMemberValues {
  return {
    key,
    testCode,
    relation: '',
    firstName: '',
    lastName: '',
    birthDate: '',
    affectedStatus: 'Unknown',
  };
}

export const familyMemberMessages = {
  required: ValidationMessages.required,
  relationNotAllowed: (relation: string, testCode: string) =>
    `A ${relation} cannot be tested with ${testCode}.`,
  relationTwice: FamilyMemberMessages.relationTwice,
  tooMany: FamilyMemberMessages.tooMany,
  testNotOrdered: (testCode: string) =>
    `${testCode} is no longer in this order: remove this relative.`,
} as const;

/** Field problems of one relative: `{rowKey}.{field}` → message. */
export type FamilyMemberProblems = Record<string, string>;

/**
 * The rules of the relatives. Drafts check what was typed (allowed relation, a real date of birth
 * not in the future); `complete` also asks for relation, names and date of birth.
 */
export function familyMemberProblems(
  members: readonly FamilyMemberValues[],
  tests: readonly FamilyTest[],
  { complete, today }: { complete: boolean; today: string },
): FamilyMemberProblems {
  const problems: FamilyMemberProblems = {};
  const byCode = new Map(familyTests(tests).map((test) => [test.code, test]));
  const birthRule = dateOfBirth(today);
  // The limit per test and the father and mother once per test (@loci/domain, as the server).
  const counted = familyMemberRuleProblems(members, (code) => {
    const test = byCode.get(code);
    return test && familyMemberLimit(test);
  });
  members.forEach((member, index) => {
    const test = byCode.get(member.testCode);
    if (!test) {
      problems[`${member.key}.relation`] = familyMemberMessages.testNotOrdered(member.testCode);
      return;
    }
    const rule = counted[index];
    if (rule?.reason === 'too-many') {
      problems[`${member.key}.relation`] = rule.message;
    } else if (member.relation && !test.allowedRelatives.includes(member.relation)) {
      problems[`${member.key}.relation`] = familyMemberMessages.relationNotAllowed(
        member.relation,
        test.code,
      );
    } else if (rule) {
      problems[`${member.key}.relation`] = rule.message;
    } else if (complete && !member.relation) {
      problems[`${member.key}.relation`] = familyMemberMessages.required;
    }
    if (complete && !member.firstName.trim())
      problems[`${member.key}.firstName`] = familyMemberMessages.required;
    if (complete && !member.lastName.trim())
      problems[`${member.key}.lastName`] = familyMemberMessages.required;
    const birth = member.birthDate ? birthRule(member.birthDate) : undefined;
    if (birth) problems[`${member.key}.birthDate`] = birth;
    else if (complete && !member.birthDate)
      problems[`${member.key}.birthDate`] = familyMemberMessages.required;
  });
  return problems;
}

/** How each affected status reads in the form and the review. */
export const affectedStatusLabels = {
  Unknown: 'Unknown',
  Symptomatic: 'Affected (symptomatic)',
  Asymptomatic: 'Unaffected (asymptomatic)',
} as const satisfies Record<SymptomState, string>;

const affectedOf: Record<SymptomState, boolean | null> = {
  Unknown: null,
  Symptomatic: true,
  Asymptomatic: false,
};

/** The status a saved relative's `affected` flag stands for. */
export function affectedStatusOf(affected: unknown): SymptomState {
  if (affected === true) return 'Symptomatic';
  if (affected === false) return 'Asymptomatic';
  return 'Unknown';
}

/** The relatives the server is sent: those with a relation chosen (the rest stay in the browser). */
export function sentFamilyMembers(
  members: readonly FamilyMemberValues[],
): Array<FamilyMemberValues & { relation: FamilyRelation }> {
  return members.filter((member): member is FamilyMemberValues & { relation: FamilyRelation } =>
    (FamilyRelations as readonly string[]).includes(member.relation),
  );
}

/** The server's field errors on `familyMembers.{index}.{field}`, beside the relative's field. */
export function familyMemberServerProblems(
  members: readonly FamilyMemberValues[],
  errors: ReadonlyArray<{ path?: string | undefined; message: string }>,
): FamilyMemberProblems {
  const sent = sentFamilyMembers(members);
  const problems: FamilyMemberProblems = {};
  for (const error of errors) {
    const [head, index, field] = (error.path ?? '').split('.');
    const member = sent[Number(index)];
    if (head !== 'familyMembers' || !member) continue;
    const shownField = field === 'testCode' || !field ? 'relation' : field;
    problems[`${member.key}.${shownField}`] = error.message;
  }
  return problems;
}

export function familyMembersBody(
  members: readonly FamilyMemberValues[],
): SimpleOrderCreate['familyMembers'] {
  return sentFamilyMembers(members).map((member) => ({
    relation: member.relation,
    testCode: member.testCode,
    firstName: member.firstName.trim() || null,
    lastName: member.lastName.trim() || null,
    birthDate: member.birthDate || null,
    affected: affectedOf[member.affectedStatus],
  }));
}

/** The relatives of a saved order, as the form shows them. */
export function familyMembersOf(
  saved: ReadonlyArray<Record<string, unknown>>,
): FamilyMemberValues[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return saved.map((member, index) => ({
    key: `saved-${index + 1}`,
    testCode: text(member['testCode']),
    relation: text(member['relation']),
    firstName: text(member['firstName']),
    lastName: text(member['lastName']),
    birthDate: text(member['birthDate']),
    affectedStatus: affectedStatusOf(member['affected']),
  }));
}
