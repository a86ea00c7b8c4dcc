// The answered AOE questions in words, as the requisition form prints them.
import type { AoeQuestion, AoeSection } from '@loci/contract';
import { describe, expect, it } from 'vitest';
import { answeredAoeQuestions } from './aoe-forms.js';

const question = (id: string, overrides: Partial<AoeQuestion> = {}): AoeQuestion => ({
  id,
  label: `Question ${id}`,
  type: 'checkbox',
  required: false,
  options: [],
  children: [],
  ...overrides,
});

const section = (code: 'IC' | 'CI', questions: AoeQuestion[]): AoeSection => ({
  code,
  name: code,
  groups: [{ id: `${code}-1`, name: 'Group', questions }],
});

describe('answeredAoeQuestions', () => {
  const sections = [
    section('CI', [
      question('seizures', { children: [question('onset', { type: 'text' })] }),
      question('family', { children: [question('who', { type: 'text' })] }),
    ]),
    section('IC', [
      question('indication', {
        type: 'radio',
        options: [
          { value: 'dx', label: 'Diagnostic (symptomatic)' },
          { value: 'carrier', label: 'Carrier screening' },
        ],
      }),
      question('findings', {
        type: 'select',
        options: [
          { value: 'hp1', label: 'Hypotonia' },
          { value: 'hp2', label: 'Ataxia' },
        ],
      }),
    ]),
  ];

  it('lists IC before CI, option values by label, ticked boxes as Yes, children under answered parents', () => {
    expect(
      answeredAoeQuestions(sections, {
        seizures: true,
        onset: '8 months',
        family: false,
        who: 'ignored: its parent is not ticked',
        indication: 'dx',
        findings: ['hp2', 'hp1'],
      }),
    ).toEqual([
      { label: 'Question indication', answer: 'Diagnostic (symptomatic)' },
      { label: 'Question findings', answer: 'Ataxia, Hypotonia' },
      { label: 'Question seizures', answer: 'Yes' },
      { label: 'Question onset', answer: '8 months' },
    ]);
  });

  it('leaves out blanks, unknown ids and a form seen twice', () => {
    expect(
      answeredAoeQuestions([...sections, ...sections], {
        indication: '   ',
        findings: [],
        seizures: true,
        unknown: 'x',
      }),
    ).toEqual([{ label: 'Question seizures', answer: 'Yes' }]);
  });
});
