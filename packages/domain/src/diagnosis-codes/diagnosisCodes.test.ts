import { describe, expect, it } from 'vitest';
import { DiagnosisCodeMessages, diagnosisCodeProblems } from './diagnosisCodes.js';

const codeSet = new Map([
  ['Z13.79', true],
  ['G40', false],
  ['E11.6', false],
  ['E11.65', true],
]);

describe('diagnosisCodeProblems', () => {
  it('accepts billable codes of the code set, whatever their case and spacing', () => {
    expect(diagnosisCodeProblems(['Z13.79', ' e11.65 '], codeSet)).toEqual([]);
    expect(diagnosisCodeProblems([], codeSet)).toEqual([]);
  });

  it('names the header codes once each: a claim needs the specific code', () => {
    expect(diagnosisCodeProblems(['G40', 'Z13.79', 'E11.6', 'g40'], codeSet)).toEqual([
      {
        code: 'diagnosis_code_not_billable',
        message: 'Not billable, choose a more specific code: G40, E11.6',
      },
    ]);
  });

  it('names the codes the code set does not list before the header codes', () => {
    expect(diagnosisCodeProblems(['Q99.99', 'G40'], codeSet)).toEqual([
      { code: 'unknown_diagnosis_code', message: 'Not an ICD-10-CM code: Q99.99' },
      {
        code: 'diagnosis_code_not_billable',
        message: 'Not billable, choose a more specific code: G40',
      },
    ]);
  });

  it('names a code the order holds already as a duplicate', () => {
    expect(DiagnosisCodeMessages.duplicate('Z80.3')).toBe('Already on the order: Z80.3');
  });

  it('says why a header code cannot be chosen, beside it in the list', () => {
    expect(DiagnosisCodeMessages.notBillableOption).toBe(
      'Not billable: choose a more specific code',
    );
  });
});
