// The order form's problems as react-hook-form keeps them: each beside the value it is about
// (`notes`, `aoeAnswers.{questionId}`, `familyMembers.{index}.{field}`), and read back in the
// shapes the question and relative components show. The server's AOE paths name questions the
// same way (`aoeAnswers.{questionId}`), so question ids hold no dot.
import { get, type FieldError, type FieldErrors, type FieldPath } from 'react-hook-form';
import type { AoeForm } from '@loci/contract';
import { todayIso } from '../format/todayIso.ts';
import { aoeProblems } from './aoeAnswers.ts';
import {
  familyMemberProblems,
  type FamilyMemberProblems,
  type FamilyMemberValues,
  type FamilyTest,
} from './familyMembers.ts';
import { submitProblems, type OrderFormProblems, type OrderFormValues } from './orderForm.ts';

export type OrderFormErrors = FieldErrors<OrderFormValues>;

/** A problem to put beside a value of the form. */
export type OrderFormProblem = [path: FieldPath<OrderFormValues>, message: string];

/** The problems of the form's own fields, as paths. */
export function fieldProblems(problems: OrderFormProblems): OrderFormProblem[] {
  return Object.entries(problems).flatMap(([field, message]) =>
    message ? [[field as keyof OrderFormValues, message] satisfies OrderFormProblem] : [],
  );
}

/** The problems of the AOE questions (by question id), as paths. */
export function aoeProblemPaths(problems: Record<string, string>): OrderFormProblem[] {
  return Object.entries(problems).map(([id, message]) => [`aoeAnswers.${id}`, message]);
}

/** The problems of the relatives (`{rowKey}.{field}`), as paths by the relative's index. */
export function familyProblemPaths(
  problems: FamilyMemberProblems,
  members: readonly FamilyMemberValues[],
): OrderFormProblem[] {
  const indexOf = new Map(members.map((member, index) => [member.key, index]));
  return Object.entries(problems).flatMap(([key, message]) => {
    const dot = key.lastIndexOf('.');
    const index = indexOf.get(key.slice(0, dot));
    return index === undefined
      ? []
      : [[`familyMembers.${index}.${key.slice(dot + 1)}`, message] as OrderFormProblem];
  });
}

/** What the rules of the submission find: the form's fields, the questions, the relatives. */
export function submissionProblems(
  values: OrderFormValues,
  aoeForms: readonly AoeForm[],
  familyTests: readonly FamilyTest[],
): OrderFormProblem[] {
  return [
    ...fieldProblems(submitProblems(values)),
    ...aoeProblemPaths(aoeProblems(aoeForms, values.aoeAnswers)),
    ...familyProblemPaths(
      familyMemberProblems(values.familyMembers, familyTests, {
        complete: true,
        today: todayIso(),
      }),
      values.familyMembers,
    ),
  ];
}

/** The problems as react-hook-form's nested errors (a resolver's answer). */
export function formErrorsOf(problems: readonly OrderFormProblem[]): OrderFormErrors {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of problems) {
    const parts = path.split('.');
    let node = errors;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] ??= { type: 'validate', message };
        return;
      }
      node[part] ??= /^\d+$/.test(parts[index + 1] ?? '') ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return errors as OrderFormErrors;
}

/** The message beside a value of the form, if any. */
export function problemAt(
  errors: OrderFormErrors,
  path: FieldPath<OrderFormValues>,
): string | undefined {
  return (get(errors, path) as FieldError | undefined)?.message;
}

/** The problems beside the AOE questions, by question id. */
export function aoeProblemsOf(errors: OrderFormErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors.aoeAnswers ?? {}).flatMap(([id, error]) =>
      typeof error?.message === 'string' ? [[id, error.message]] : [],
    ),
  );
}

/** The problems beside the relatives, keyed `{rowKey}.{field}` as the relatives' rules key them. */
export function familyProblemsOf(
  errors: OrderFormErrors,
  members: readonly FamilyMemberValues[],
): FamilyMemberProblems {
  const problems: FamilyMemberProblems = {};
  members.forEach((member, index) => {
    const fields = (errors.familyMembers?.[index] ?? {}) as Record<string, FieldError | undefined>;
    for (const [field, error] of Object.entries(fields))
      if (error?.message) problems[`${member.key}.${field}`] = error.message;
  });
  return problems;
}
