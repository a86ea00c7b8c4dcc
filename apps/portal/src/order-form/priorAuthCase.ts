// The prior-authorization case of the order as the form keeps it: the case the check opened (its
// number, status label from document 3 and the plan's clinical questions) and the answers typed.
// Kept with the rest of the form in the browser, so that typed answers survive a reload.
import { PriorAuthCaseStatus, priorAuthCaseStatusLabel } from '@loci/domain';
import { z } from 'zod/mini';
import type { priorAuthCaseSchema } from '@loci/contract';

export interface PriorAuthCaseValues {
  /** Whether the plan needs prior authorization for this order. */
  required: boolean;
  caseNumber: string | null;
  /** The case status label (document 3: prior authorization case statuses). */
  statusLabel: string;
  questions: Array<{ id: string; text: string }>;
  /** Answers typed, by question id. */
  answers: Record<string, string>;
  /** Whether the plan still waits for the answers (qnaRequired). */
  answersNeeded: boolean;
}

export const priorAuthCaseValuesSchema = z.object({
  required: z.boolean(),
  caseNumber: z.nullable(z.string()),
  statusLabel: z.string(),
  questions: z.array(z.object({ id: z.string(), text: z.string() })),
  answers: z.record(z.string(), z.string()),
  answersNeeded: z.boolean(),
}) satisfies z.ZodMiniType<PriorAuthCaseValues>;

type PriorAuthCaseAnswer = z.output<typeof priorAuthCaseSchema>;

export const priorAuthMessages = {
  required: 'This field is required',
  answersNeeded: 'Answer the plan’s clinical questions and send them before submitting the order.',
} as const;

/** The status label of a case record: the case's own description, else the label of its number. */
export function priorAuthStatusLabel(record: PriorAuthCaseAnswer['record']): string {
  if (record.caseStatusDescription) return record.caseStatusDescription;
  return record.caseStatus === null ? 'Case opened' : priorAuthCaseStatusLabel(record.caseStatus);
}

/** The case as the form keeps it, after the check or after the answers were sent. */
export function priorAuthCaseOf(
  answer: PriorAuthCaseAnswer,
  answers: Record<string, string> = {},
): PriorAuthCaseValues {
  return {
    required: answer.required,
    caseNumber: answer.record.caseNumber,
    statusLabel: priorAuthStatusLabel(answer.record),
    questions: answer.clinicalQuestions,
    answers,
    answersNeeded: answer.record.qnaRequired && answer.clinicalQuestions.length > 0,
  };
}

/**
 * The case the lab holds on the order's tests (a draft continued on another device, without the
 * browser's copy): the first kept record, or null before any check. The plan's questions are not
 * part of the order, so a case still waiting for answers has none here: checking again asks them.
 */
export function priorAuthCaseOfOrder(
  tests: ReadonlyArray<{ priorAuthRecord: PriorAuthCaseAnswer['record'] | null }>,
): PriorAuthCaseValues | null {
  const record = tests
    .map((test) => test.priorAuthRecord)
    .find((found) => found && !found.discardPa);
  if (!record) return null;
  return {
    required: record.caseStatus !== PriorAuthCaseStatus.PaNotRequired,
    caseNumber: record.caseNumber,
    statusLabel: priorAuthStatusLabel(record),
    questions: [],
    answers: {},
    answersNeeded: record.qnaRequired,
  };
}

/** Each unanswered question's id → 'This field is required'. */
export function unansweredQuestions(priorAuth: PriorAuthCaseValues): Record<string, string> {
  return Object.fromEntries(
    priorAuth.questions
      .filter((question) => !(priorAuth.answers[question.id] ?? '').trim())
      .map((question) => [question.id, priorAuthMessages.required]),
  );
}

/** The body of POST /priorAuthorization/clinicalQuestions. */
export function clinicalAnswersBody(orderId: number, priorAuth: PriorAuthCaseValues) {
  return {
    orderId,
    caseNumber: priorAuth.caseNumber ?? '',
    answers: priorAuth.questions.map((question) => ({
      questionId: question.id,
      answer: (priorAuth.answers[question.id] ?? '').trim(),
    })),
  };
}
