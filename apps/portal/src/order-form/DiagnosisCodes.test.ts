import { describe, expect, it } from 'vitest';
import {
  diagnosisLabel,
  diagnosisSearchVariables,
  looksLikeDiagnosisCode,
} from './DiagnosisCodes.tsx';

describe('the diagnosis typeahead’s search', () => {
  it('searches by code when the text starts like an ICD-10-CM code, else by description', () => {
    expect(looksLikeDiagnosisCode('z80.3')).toBe(true);
    expect(looksLikeDiagnosisCode('E11')).toBe(true);
    expect(looksLikeDiagnosisCode('breast')).toBe(false);
    expect(looksLikeDiagnosisCode('Z')).toBe(false);
    expect(diagnosisSearchVariables(' z80 ')).toEqual({ code: 'Z80', pageSize: 20 });
    expect(diagnosisSearchVariables('cystic fibro')).toEqual({
      description: 'cystic fibro',
      pageSize: 20,
    });
  });

  it('labels a code with its description when known', () => {
    expect(diagnosisLabel('E84.0', 'Cystic fibrosis with pulmonary manifestations')).toBe(
      'E84.0 · Cystic fibrosis with pulmonary manifestations',
    );
    expect(diagnosisLabel('E84.0', undefined)).toBe('E84.0');
  });
});
