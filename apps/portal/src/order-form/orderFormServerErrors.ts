// Where the server's refusals of an order land in the form: each error's path names the field
// of the order body (document 2's error shape); the form shows it beside the control a user must
// change, and lists the refusals that name no control of the form (the order's status, the
// specimen country, an error without a path) in one message by the submit button.
import type { ApiFieldError } from '../api/apiErrors.ts';
import { familyMemberServerProblems, type FamilyMemberProblems } from './familyMembers.ts';
import type { OrderFormProblems, OrderFormValues } from './orderForm.ts';

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

export function orderFormServerProblems(
  errors: readonly ApiFieldError[],
  values: Pick<OrderFormValues, 'familyMembers' | 'tests'>,
): OrderFormServerProblems {
  const found: OrderFormServerProblems = { fields: {}, tests: {}, aoe: {}, family: {}, other: [] };
  const onField = (field: keyof OrderFormValues, message: string) => {
    found.fields[field] ??= message;
  };
  for (const error of errors) {
    const [head = '', next] = (error.path ?? '').split('.');
    if (sameNamedFields.has(head)) onField(head as keyof OrderFormValues, error.message);
    else if (head === 'consent') onField('consentGiven', error.message);
    else if (head === 'tests' && next !== undefined && values.tests[Number(next)])
      found.tests[Number(next)] ??= error.message;
    else if (head === 'tests' && next === undefined) onField('tests', error.message);
    else if (head === 'aoeAnswers' && next) found.aoe[next] ??= error.message;
    else if (head === 'familyMembers') {
      const beside = familyMemberServerProblems(values.familyMembers, [error]);
      if (Object.keys(beside).length > 0) found.family = { ...beside, ...found.family };
      else found.other.push(error.message);
    } else if (!found.other.includes(error.message)) found.other.push(error.message);
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
