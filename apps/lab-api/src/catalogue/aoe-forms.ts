// Ask-on-order-entry (AOE) forms: read by AOE test code, and the answered questions of an order
// put in words (the requisition form prints them for the lab's clinical team).
import { aoeSectionSchema, type AoeQuestion, type AoeSection } from '@loci/contract';
import { unansweredRequiredAoeQuestions } from '@loci/domain';
import { sql } from 'kysely';
import { z } from 'zod/mini';
import type { LabKysely } from '../db/create-database.js';

export async function aoeFormsByCode(
  db: LabKysely,
  codes: string[],
): Promise<Map<string, AoeSection[]>> {
  if (codes.length === 0) return new Map();
  const forms = await db
    .selectFrom('aoe_form')
    .select(['aoe_test_code', 'sections'])
    .where('aoe_test_code', 'in', codes)
    .execute();
  return new Map(
    forms.map((form) => [form.aoe_test_code, z.array(aoeSectionSchema).parse(form.sections)]),
  );
}

/** The AOE sections of the given tests (each AOE form once, in the order of the tests). */
export async function aoeSectionsOfTests(
  db: LabKysely,
  testCodes: readonly string[],
): Promise<AoeSection[]> {
  const upper = [...new Set(testCodes.map((code) => code.toUpperCase()))];
  if (upper.length === 0) return [];
  const infos = await db
    .selectFrom('test_extra_info')
    .select(['test_code', 'aoe_test_code'])
    .where(sql<string>`upper(test_code)`, 'in', upper)
    .execute();
  const aoeCodeOf = new Map(
    infos.map((info) => [info.test_code.toUpperCase(), info.aoe_test_code]),
  );
  const codes = [
    ...new Set(upper.flatMap((code) => (aoeCodeOf.get(code) ? [aoeCodeOf.get(code)!] : []))),
  ];
  const forms = await aoeFormsByCode(db, codes);
  return codes.flatMap((code) => forms.get(code) ?? []);
}

export type AoeAnswerValue = string | boolean | readonly string[];

/**
 * The answered questions, IC sections before CI, each once, with option values shown by their
 * labels; a child counts only under an answered parent. Unticked boxes and blanks are left out.
 */
export function answeredAoeQuestions(
  sections: readonly AoeSection[],
  answers: Readonly<Record<string, unknown>>,
): Array<{ label: string; answer: string }> {
  const seen = new Set<string>();
  const lines: Array<{ label: string; answer: string }> = [];
  const words = (question: AoeQuestion, value: unknown): string | null => {
    const labelOf = (option: string) =>
      question.options.find((candidate) => candidate.value === option)?.label ?? option;
    if (value === true) return 'Yes';
    if (typeof value === 'string' && value.trim() !== '') return labelOf(value.trim());
    if (Array.isArray(value) && value.length > 0) return value.map(String).map(labelOf).join(', ');
    return null;
  };
  const visit = (questions: readonly AoeQuestion[]) => {
    for (const question of questions) {
      if (seen.has(question.id)) continue;
      seen.add(question.id);
      const answer = words(question, answers[question.id]);
      if (answer === null) continue;
      lines.push({ label: question.label, answer });
      visit(question.children);
    }
  };
  for (const code of ['IC', 'CI'] as const) {
    for (const section of sections.filter((candidate) => candidate.code === code)) {
      for (const group of section.groups) visit(group.questions);
    }
  }
  return lines;
}

/** A plausible answer to one question: the first option, a ticked box, a number or a text. */
function sampleAnswer(question: AoeQuestion): string | boolean {
  if (question.options.length > 0) return question.options[0]!.value;
  if (question.type === 'checkbox') return true;
  if (question.type === 'number') return '1';
  if (question.type === 'date') return '2025-01-01';
  return 'Not known';
}

/**
 * Answers every required question of the sections (children asked once their parent is
 * answered), on top of `answers`: for the demo seed and test fixtures of submitted orders.
 */
export function answerRequiredAoe(
  sections: readonly AoeSection[],
  answers: Readonly<Record<string, AoeAnswerValue>> = {},
): Record<string, AoeAnswerValue> {
  const byId = new Map<string, AoeQuestion>();
  const collect = (questions: readonly AoeQuestion[]) => {
    for (const question of questions) {
      byId.set(question.id, question);
      collect(question.children);
    }
  };
  for (const section of sections) for (const group of section.groups) collect(group.questions);
  const answered: Record<string, AoeAnswerValue> = { ...answers };
  // Each round answers the questions asked so far; a required child is asked in the next.
  for (let round = 0; round < 20; round += 1) {
    const left = unansweredRequiredAoeQuestions(sections, answered);
    if (left.length === 0) break;
    for (const { id } of left) answered[id] = sampleAnswer(byId.get(id)!);
  }
  return answered;
}
