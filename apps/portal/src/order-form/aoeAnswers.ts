// Ask-on-order-entry (AOE) questions of the ordered tests: which questions are shown (a child
// only once its parent is answered) and which required ones are still unanswered (the domain's
// rule, the same one the server applies on submission).
import type { AoeForm, AoeQuestion } from '@loci/contract';
import {
  aoeAnswerMessages,
  isAoeAnswered,
  misshapenAoeAnswers,
  unansweredRequiredAoeQuestions,
} from '@loci/domain';

export type AoeAnswer = string | boolean;
export type AoeAnswers = Record<string, AoeAnswer>;

export const aoeMessages = aoeAnswerMessages;

/** Whether a question counts as answered (a ticked box, a non-blank value). */
export const isAnswered: (answer: AoeAnswer | undefined) => boolean = isAoeAnswered;

/** The shown questions, depth first: children follow their parent once it is answered. */
export function shownQuestions(
  questions: readonly AoeQuestion[],
  answers: AoeAnswers,
): { question: AoeQuestion; depth: number }[] {
  const shown: { question: AoeQuestion; depth: number }[] = [];
  const visit = (list: readonly AoeQuestion[], depth: number) => {
    for (const question of list) {
      shown.push({ question, depth });
      if (question.children.length > 0 && isAnswered(answers[question.id]))
        visit(question.children, depth + 1);
    }
  };
  visit(questions, 0);
  return shown;
}

/** The questions of every form, IC sections before CI sections, in the order asked. */
export function formQuestions(forms: readonly AoeForm[]): AoeQuestion[] {
  return (['IC', 'CI'] as const).flatMap((code) =>
    forms.flatMap((form) =>
      form.sections
        .filter((section) => section.code === code)
        .flatMap((section) => section.groups.flatMap((group) => group.questions)),
    ),
  );
}

/**
 * The required shown questions without an answer, and the answers that do not fit their question
 * (a number question's "12 years"), with the message beside each: the server's rules.
 */
export function aoeProblems(
  forms: readonly AoeForm[],
  answers: AoeAnswers,
): Record<string, string> {
  const sections = forms.flatMap((form) => form.sections);
  return Object.fromEntries([
    ...misshapenAoeAnswers(sections, answers).map(({ id, problem }) => [id, problem]),
    ...unansweredRequiredAoeQuestions(sections, answers).map((question) => [
      question.id,
      aoeMessages.required,
    ]),
  ]);
}

/** Only the answers of shown questions are sent (a hidden child's answer is dropped). */
export function shownAnswers(forms: readonly AoeForm[], answers: AoeAnswers): AoeAnswers {
  const shown = new Set(
    shownQuestions(formQuestions(forms), answers).map(({ question }) => question.id),
  );
  return Object.fromEntries(Object.entries(answers).filter(([id]) => shown.has(id)));
}
