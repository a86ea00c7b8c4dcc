import { describe, expect, it } from 'vitest';
import type { AoeForm, AoeQuestion } from '@loci/contract';
import { aoeProblems, formQuestions, shownAnswers, shownQuestions } from './aoeAnswers.ts';

const question = (id: string, overrides: Partial<AoeQuestion> = {}): AoeQuestion => ({
  id,
  label: id,
  type: 'text',
  required: false,
  options: [],
  children: [],
  ...overrides,
});

const form: AoeForm = {
  testCode: 'TG70',
  aoeTestCode: 'TG70',
  sections: [
    {
      code: 'CI',
      name: 'Clinical information',
      groups: [{ id: 'g2', name: 'History', questions: [question('ci1', { required: true })] }],
    },
    {
      code: 'IC',
      name: 'Indication',
      groups: [
        {
          id: 'g1',
          name: 'Indication',
          questions: [
            question('affected', {
              type: 'checkbox',
              children: [question('ageAtDiagnosis', { required: true })],
            }),
          ],
        },
      ],
    },
  ],
};

describe('AOE questions', () => {
  it('asks IC before CI and shows a child only once its parent is answered', () => {
    expect(formQuestions([form]).map((q) => q.id)).toEqual(['affected', 'ci1']);
    expect(shownQuestions(formQuestions([form]), {}).map(({ question: q }) => q.id)).toEqual([
      'affected',
      'ci1',
    ]);
    expect(
      shownQuestions(formQuestions([form]), { affected: true }).map(
        ({ question: q, depth }) => `${q.id}@${depth}`,
      ),
    ).toEqual(['affected@0', 'ageAtDiagnosis@1', 'ci1@0']);
  });

  it('requires the required questions that are shown, and sends only shown answers', () => {
    expect(aoeProblems([form], {})).toEqual({ ci1: 'This field is required' });
    expect(aoeProblems([form], { affected: true, ci1: ' ' })).toEqual({
      ageAtDiagnosis: 'This field is required',
      ci1: 'This field is required',
    });
    expect(aoeProblems([form], { affected: true, ageAtDiagnosis: '41', ci1: 'none' })).toEqual({});
    expect(shownAnswers([form], { affected: false, ageAtDiagnosis: '41', ci1: 'x' })).toEqual({
      affected: false,
      ci1: 'x',
    });
  });

  it('names an answer that does not fit its question, as the server would', () => {
    const typed: AoeForm = {
      ...form,
      sections: [
        {
          code: 'CI',
          name: 'Clinical information',
          groups: [
            {
              id: 'g3',
              name: 'Pregnancy',
              questions: [
                question('weeks', { type: 'number', required: true }),
                question('due', { type: 'date' }),
              ],
            },
          ],
        },
      ],
    };
    expect(aoeProblems([typed], { weeks: '12 weeks', due: 'soon' })).toEqual({
      weeks: 'Wrong format',
      due: 'Please enter a valid date',
    });
    expect(aoeProblems([typed], { weeks: '12', due: '05/01/2027' })).toEqual({});
  });
});
