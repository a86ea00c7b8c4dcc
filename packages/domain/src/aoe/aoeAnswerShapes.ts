/**
 * What kind of answer each AOE question takes, in the spec's terms (document 3: question input
 * types FreeText, List, Date, None; answer multiplicities NotApplicable, Single, Multiple), and the
 * rule that an answer has that shape. The server checks every answer an order carries with it, so
 * a caller other than the portal cannot store "soon" as a date or an option the form does not
 * offer (docs/decisions/aoe-answer-shapes.md).
 */
import type { AnswerMultiplicity, QuestionInputType } from '../reference/orders.js';
import { ValidationMessages } from '../validation/messages.js';
import { validDate } from '../validation/dates.js';
import { filterNumericInput, parseNumericInput } from '../validation/numericInput.js';

/** The catalogue's AOE question types; checkbox when a form gives none. */
export const AoeQuestionTypes = ['checkbox', 'radio', 'select', 'text', 'date', 'number'] as const;

export type AoeQuestionType = (typeof AoeQuestionTypes)[number];

/** Each AOE question type as the spec's input type and answer multiplicity. */
export const AoeQuestionInputs: Readonly<
  Record<AoeQuestionType, { inputType: QuestionInputType; multiplicity: AnswerMultiplicity }>
> = {
  // A box ticked or not: nothing typed, nothing chosen.
  checkbox: { inputType: 'None', multiplicity: 'NotApplicable' },
  radio: { inputType: 'List', multiplicity: 'Single' },
  select: { inputType: 'List', multiplicity: 'Single' },
  text: { inputType: 'FreeText', multiplicity: 'NotApplicable' },
  // Typed as free text through the numeric input (0-9 . - E).
  number: { inputType: 'FreeText', multiplicity: 'NotApplicable' },
  date: { inputType: 'Date', multiplicity: 'NotApplicable' },
};

/** The parts of an AOE question its answer's shape depends on. */
export interface AoeAnswerShapeFacts {
  readonly id: string;
  readonly label: string;
  readonly type: AoeQuestionType;
  readonly options: readonly { readonly value: string }[];
  readonly children: readonly AoeAnswerShapeFacts[];
}

const isBlank = (answer: unknown) =>
  answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '');

/** Why `answer` does not fit `question`, or undefined when it does (a blank answer fits). */
export function aoeAnswerProblem(
  question: AoeAnswerShapeFacts,
  answer: unknown,
): string | undefined {
  if (isBlank(answer)) return undefined;
  const chosen = (value: unknown) =>
    typeof value === 'string' && question.options.some((option) => option.value === value);
  // No AOE type takes several answers yet (Multiple): a list answer is one of its options.
  switch (AoeQuestionInputs[question.type].inputType) {
    case 'None':
      return typeof answer === 'boolean' ? undefined : ValidationMessages.format;
    case 'List':
      return chosen(answer) ? undefined : ValidationMessages.format;
    case 'Date':
      return typeof answer === 'string' ? validDate(answer.trim()) : ValidationMessages.date;
    case 'FreeText': {
      if (typeof answer !== 'string') return ValidationMessages.format;
      const text = answer.trim();
      if (question.type !== 'number') return undefined;
      return filterNumericInput(text) === text && !Number.isNaN(parseNumericInput(text))
        ? undefined
        : ValidationMessages.format;
    }
  }
}

/** An answer that does not fit its question, with the message that names the question. */
export interface MisshapenAoeAnswer {
  readonly id: string;
  /** What is wrong, as shown beside the question ("Wrong format"). */
  readonly problem: string;
  /** "{label}: {problem}", as the server names it. */
  readonly message: string;
}

/** Every answer in `answers` that does not fit its question of `sections` (children too). */
export function misshapenAoeAnswers(
  sections: readonly {
    readonly groups: readonly { readonly questions: readonly AoeAnswerShapeFacts[] }[];
  }[],
  answers: Readonly<Record<string, unknown>>,
): MisshapenAoeAnswer[] {
  const seen = new Set<string>();
  const problems: MisshapenAoeAnswer[] = [];
  const visit = (questions: readonly AoeAnswerShapeFacts[]) => {
    for (const question of questions) {
      if (seen.has(question.id)) continue;
      seen.add(question.id);
      const problem = aoeAnswerProblem(question, answers[question.id]);
      if (problem)
        problems.push({ id: question.id, problem, message: `${question.label}: ${problem}` });
      visit(question.children);
    }
  };
  for (const section of sections) for (const group of section.groups) visit(group.questions);
  return problems;
}
