import { describe, expect, it } from 'vitest';
import {
  askedAoeQuestions,
  isAoeAnswered,
  unansweredRequiredAoeQuestions,
  type AoeQuestionFacts,
  type AoeSectionFacts,
} from './index.js';

const question = (
  id: string,
  label: string,
  required: boolean,
  children: AoeQuestionFacts[] = [],
): AoeQuestionFacts => ({ id, label, required, children });

const cardio: AoeSectionFacts[] = [
  {
    code: 'CI',
    groups: [
      {
        questions: [
          question('family-history', 'Family history of cardiomyopathy', false, [
            question('family-relation', 'Affected relatives', true),
          ]),
          question('age-at-onset', 'Age at onset (years)', false),
        ],
      },
    ],
  },
  {
    code: 'IC',
    groups: [{ questions: [question('reason', 'Reason for testing', true)] }],
  },
];

describe('isAoeAnswered', () => {
  it('counts a ticked box, a non-blank text, a number and a non-empty choice', () => {
    expect(isAoeAnswered(true)).toBe(true);
    expect(isAoeAnswered(false)).toBe(false);
    expect(isAoeAnswered('diagnostic')).toBe(true);
    expect(isAoeAnswered('   ')).toBe(false);
    expect(isAoeAnswered(0)).toBe(true);
    expect(isAoeAnswered(Number.NaN)).toBe(false);
    expect(isAoeAnswered(['mother'])).toBe(true);
    expect(isAoeAnswered(['', ' '])).toBe(false);
    expect(isAoeAnswered([])).toBe(false);
    expect(isAoeAnswered(undefined)).toBe(false);
    expect(isAoeAnswered(null)).toBe(false);
    expect(isAoeAnswered({ value: 'x' })).toBe(false);
  });
});

describe('askedAoeQuestions', () => {
  it('asks IC before CI, a child only under an answered parent, a shared question once', () => {
    const ids = (answers: Record<string, unknown>) =>
      askedAoeQuestions([...cardio, ...cardio], answers).map((asked) => asked.id);
    expect(ids({})).toEqual(['reason', 'family-history', 'age-at-onset']);
    expect(ids({ 'family-history': true })).toEqual([
      'reason',
      'family-history',
      'family-relation',
      'age-at-onset',
    ]);
  });
});

describe('unansweredRequiredAoeQuestions', () => {
  it('names each required question left unanswered', () => {
    expect(unansweredRequiredAoeQuestions(cardio, {})).toEqual([
      {
        id: 'reason',
        label: 'Reason for testing',
        message: 'Reason for testing: This field is required',
      },
    ]);
    expect(
      unansweredRequiredAoeQuestions(cardio, { reason: ' ', 'family-history': true }).map(
        (unanswered) => unanswered.id,
      ),
    ).toEqual(['reason', 'family-relation']);
  });

  it('is satisfied once every asked required question is answered', () => {
    expect(unansweredRequiredAoeQuestions(cardio, { reason: 'diagnostic' })).toEqual([]);
    expect(
      unansweredRequiredAoeQuestions(cardio, {
        reason: 'diagnostic',
        'family-history': true,
        'family-relation': ['mother'],
      }),
    ).toEqual([]);
    // No forms, nothing to answer.
    expect(unansweredRequiredAoeQuestions([], {})).toEqual([]);
  });
});
