// Where the server's refusals of an order land in the form: each error's path names the field
// of the order body (document 2's error shape); the form shows it beside the control a user must
// change (through the portal's one server field-error mapper), beside the ordered test it names,
// and lists the refusals that name no control of the form (the order's status, the specimen
// country, an error without a path) in one message by the submit button.
import type { FieldPath } from 'react-hook-form';
import type { ApiFieldError } from '../api/apiErrors.ts';
import { sortServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { sentFamilyMembers, type FamilyMemberProblems } from './familyMembers.ts';
import type { OrderFormProblems, OrderFormValues } from './orderForm.ts';

type SentValues = Pick<OrderFormValues, 'familyMembers' | 'tests'>;

export interface OrderFormServerProblems {
  /** Beside the form's own fields. */
  fields: OrderFormProblems;
  /** Beside an ordered test, by its index in the order (cart conflicts, tests not orderable). */
  tests: Record<number, string>;
  /** Beside an AOE question, by its id. */
  aoe: Record<string, string>;
  /** Beside a relative's field. */
  family: FamilyMemberProblems;
  /** Refusals that name no control of the form, shown together by the submit button. */
  other: string[];
}

/** Body fields that are the form's field of the same name. */
const sameNamedFields = new Set<string>([
  'accountNumber',
  'patientId',
  'orderingProviderId',
  'diagnosisCodes',
  'paymentType',
  'insurancePolicyId',
  'notes',
  'originalOrderId',
] satisfies (keyof OrderFormValues)[]);

/** The ordered test a server path names (`tests.{index}…`), by its index in the order. */
function testIndexOf(path: string | undefined, values: SentValues): number | null {
  const [head, next] = (path ?? '').split('.');
  return head === 'tests' && next !== undefined && values.tests[Number(next)] ? Number(next) : null;
}

/**
 * The value of the form a server path names (`consent.given` → `consentGiven`,
 * `aoeAnswers.{id}`, `familyMembers.{index}.{field}` by the relative's row in the form), or null.
 */
export function orderFormPathOf(
  path: string,
  values: SentValues,
): FieldPath<OrderFormValues> | null {
  const [head = '', next, field] = path.split('.');
  if (sameNamedFields.has(head)) return head as keyof OrderFormValues;
  if (head === 'consent') return 'consentGiven';
  if (head === 'tests' && next === undefined) return 'tests';
  if (head === 'aoeAnswers' && next) return `aoeAnswers.${next}`;
  if (head === 'familyMembers') {
    // The server numbers the relatives sent (those with a relation), the form all of them.
    const member = sentFamilyMembers(values.familyMembers)[Number(next)];
    if (!member) return null;
    const shown = field === 'testCode' || !field ? 'relation' : field;
    return `familyMembers.${values.familyMembers.indexOf(member)}.${shown}` as FieldPath<OrderFormValues>;
  }
  return null;
}

/** The refusals beside the ordered tests, by index (the first for each test). */
export function testRefusalsOf(
  errors: readonly ApiFieldError[],
  values: SentValues,
): Record<number, string> {
  const tests: Record<number, string> = {};
  for (const error of errors) {
    const index = testIndexOf(error.path, values);
    if (index !== null) tests[index] ??= error.message;
  }
  return tests;
}

/** The refusals that are not beside an ordered test. */
export function besideNoTest(errors: readonly ApiFieldError[], values: SentValues) {
  return errors.filter((error) => testIndexOf(error.path, values) === null);
}

/** The refusal sorted by where the form shows each error. */
export function orderFormServerProblems(
  errors: readonly ApiFieldError[],
  values: SentValues,
): OrderFormServerProblems {
  const sorted = sortServerFieldErrors(besideNoTest(errors, values), {
    pathMap: (path) => orderFormPathOf(path, values),
  });
  const found: OrderFormServerProblems = {
    fields: {},
    tests: testRefusalsOf(errors, values),
    aoe: {},
    family: {},
    other: [...new Set(sorted.other)],
  };
  for (const [path, message] of Object.entries(sorted.fields)) {
    const [head = '', next = '', field] = path.split('.');
    if (head === 'aoeAnswers') found.aoe[next] = message;
    else if (head === 'familyMembers')
      found.family[`${values.familyMembers[Number(next)]?.key}.${field}`] = message;
    else found.fields[head as keyof OrderFormValues] = message;
  }
  return found;
}

/** Whether any refusal is shown beside a control of the form. */
export function hasProblemsBesideFields(problems: OrderFormServerProblems): boolean {
  return (
    Object.keys(problems.fields).length > 0 ||
    Object.keys(problems.tests).length > 0 ||
    Object.keys(problems.aoe).length > 0 ||
    Object.keys(problems.family).length > 0
  );
}
