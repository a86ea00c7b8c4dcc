import { describe, expect, it } from 'vitest';
import { AnswerMultiplicities, QuestionInputTypes } from '../reference/orders.js';
import {
  AoeQuestionInputs,
  AoeQuestionTypes,
  aoeAnswerProblem,
  misshapenAoeAnswers,
  type AoeAnswerShapeFacts,
  type AoeQuestionType,
} from './index.js';

const question = (
  type: AoeQuestionType,
  id: string = type,
  children: AoeAnswerShapeFacts[] = [],
): AoeAnswerShapeFacts => ({
  id,
  label: `The ${type} question`,
  type,
  options: [{ value: 'yes' }, { value: 'no' }],
  children,
});

describe('AoeQuestionInputs', () => {
  it('gives every AOE type one of the spec’s input types and multiplicities', () => {
    for (const type of AoeQuestionTypes) {
      expect(QuestionInputTypes).toContain(AoeQuestionInputs[type].inputType);
      expect(AnswerMultiplicities).toContain(AoeQuestionInputs[type].multiplicity);
    }
    expect(AoeQuestionInputs.select).toEqual({ inputType: 'List', multiplicity: 'Single' });
    expect(AoeQuestionInputs.date.inputType).toBe('Date');
    expect(AoeQuestionInputs.checkbox.inputType).toBe('None');
  });
});

describe('aoeAnswerProblem', () => {
  it('lets a blank answer through: whether one is required is the required rule’s', () => {
    for (const type of AoeQuestionTypes) {
      expect(aoeAnswerProblem(question(type), undefined)).toBeUndefined();
      expect(aoeAnswerProblem(question(type), null)).toBeUndefined();
      expect(aoeAnswerProblem(question(type), '  ')).toBeUndefined();
    }
  });

  it('takes a tick for a checkbox, and nothing else', () => {
    expect(aoeAnswerProblem(question('checkbox'), true)).toBeUndefined();
    expect(aoeAnswerProblem(question('checkbox'), false)).toBeUndefined();
    expect(aoeAnswerProblem(question('checkbox'), 'yes')).toBe('Wrong format');
  });

  it('takes one of the offered options for a radio or select question', () => {
    expect(aoeAnswerProblem(question('radio'), 'yes')).toBeUndefined();
    expect(aoeAnswerProblem(question('select'), 'no')).toBeUndefined();
    expect(aoeAnswerProblem(question('select'), 'maybe')).toBe('Wrong format');
    expect(aoeAnswerProblem(question('radio'), ['yes'])).toBe('Wrong format');
    expect(aoeAnswerProblem(question('radio'), true)).toBe('Wrong format');
  });

  it('takes a real date in 1900–2100, with the spec’s date messages', () => {
    expect(aoeAnswerProblem(question('date'), '03/14/2024')).toBeUndefined();
    expect(aoeAnswerProblem(question('date'), '2024-03-14')).toBeUndefined();
    expect(aoeAnswerProblem(question('date'), 'soon')).toBe('Please enter a valid date');
    expect(aoeAnswerProblem(question('date'), '02/30/2024')).toBe('Please enter a valid date');
    expect(aoeAnswerProblem(question('date'), '01/01/1850')).toBe(
      'Please enter a year between 1900 and 2100',
    );
    expect(aoeAnswerProblem(question('date'), true)).toBe('Please enter a valid date');
  });

  it('takes any text for a text question, and only a number for a number question', () => {
    expect(aoeAnswerProblem(question('text'), 'Onset at 3 years <ish>')).toBeUndefined();
    expect(aoeAnswerProblem(question('text'), ['a'])).toBe('Wrong format');
    expect(aoeAnswerProblem(question('number'), '42')).toBeUndefined();
    expect(aoeAnswerProblem(question('number'), ' -1.5E3 ')).toBeUndefined();
    expect(aoeAnswerProblem(question('number'), '12 years')).toBe('Wrong format');
    expect(aoeAnswerProblem(question('number'), '-')).toBe('Wrong format');
    expect(aoeAnswerProblem(question('number'), false)).toBe('Wrong format');
  });
});

describe('misshapenAoeAnswers', () => {
  const sections = [
    {
      groups: [
        {
          questions: [
            question('checkbox', 'history', [question('date', 'onset'), question('number', 'age')]),
            question('select', 'reason'),
          ],
        },
      ],
    },
    // A question two tests' forms share is checked once.
    { groups: [{ questions: [question('select', 'reason')] }] },
  ];

  it('names each answer that does not fit its question, children included, once', () => {
    expect(
      misshapenAoeAnswers(sections, {
        history: true,
        onset: 'last spring',
        age: '7',
        reason: 'curiosity',
        'not-a-question': 'kept as it is',
      }),
    ).toEqual([
      {
        id: 'onset',
        problem: 'Please enter a valid date',
        message: 'The date question: Please enter a valid date',
      },
      { id: 'reason', problem: 'Wrong format', message: 'The select question: Wrong format' },
    ]);
    expect(misshapenAoeAnswers(sections, { history: true, age: '7', reason: 'yes' })).toEqual([]);
  });
});
