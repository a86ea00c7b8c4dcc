/**
 * Ask-on-order-entry (AOE) answers: which required questions of an order's AOE forms are still
 * unanswered. The portal shows the message beside the question; the server refuses to submit an
 * order while any is left (a draft may be incomplete). A child question is asked only once its
 * parent is answered, so a required child counts only then. IC sections come before CI sections,
 * and a question shared by two forms is asked once.
 */

/** The parts of an AOE question the rule reads (the contract's AoeQuestion has them all). */
export interface AoeQuestionFacts {
  readonly id: string;
  readonly label: string;
  readonly required: boolean;
  readonly children: readonly AoeQuestionFacts[];
}

/** The parts of an AOE form section the rule reads. */
export interface AoeSectionFacts {
  readonly code: 'IC' | 'CI';
  readonly groups: readonly { readonly questions: readonly AoeQuestionFacts[] }[];
}

export const aoeAnswerMessages = {
  required: 'This field is required',
} as const;

/** Whether an answer counts: a ticked box, a non-blank value, a number, a non-empty choice. */
export function isAoeAnswered(answer: unknown): boolean {
  if (typeof answer === 'boolean') return answer;
  if (typeof answer === 'number') return Number.isFinite(answer);
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.some(isAoeAnswered);
  return false;
}

/** A required question left unanswered, with the message that names it. */
export interface UnansweredAoeQuestion {
  readonly id: string;
  readonly label: string;
  /** "{label}: This field is required". */
  readonly message: string;
}

/** The asked questions, IC before CI, depth first: a child once its parent is answered. */
export function askedAoeQuestions(
  sections: readonly AoeSectionFacts[],
  answers: Readonly<Record<string, unknown>>,
): AoeQuestionFacts[] {
  const seen = new Set<string>();
  const asked: AoeQuestionFacts[] = [];
  const visit = (questions: readonly AoeQuestionFacts[]) => {
    for (const question of questions) {
      if (seen.has(question.id)) continue;
      seen.add(question.id);
      asked.push(question);
      if (isAoeAnswered(answers[question.id])) visit(question.children);
    }
  };
  for (const code of ['IC', 'CI'] as const) {
    for (const section of sections) {
      if (section.code !== code) continue;
      for (const group of section.groups) visit(group.questions);
    }
  }
  return asked;
}

/** The required asked questions without an answer, in the order they are asked. */
export function unansweredRequiredAoeQuestions(
  sections: readonly AoeSectionFacts[],
  answers: Readonly<Record<string, unknown>>,
): UnansweredAoeQuestion[] {
  return askedAoeQuestions(sections, answers)
    .filter((question) => question.required && !isAoeAnswered(answers[question.id]))
    .map((question) => ({
      id: question.id,
      label: question.label,
      message: `${question.label}: ${aoeAnswerMessages.required}`,
    }));
}
