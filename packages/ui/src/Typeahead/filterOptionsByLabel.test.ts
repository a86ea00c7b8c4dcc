import { describe, expect, it } from 'vitest';
import { filterOptionsByLabel } from './filterOptionsByLabel';

const genes = [
  { value: 'brca1', label: 'BRCA1' },
  { value: 'brca2', label: 'BRCA2' },
  { value: 'panel', label: 'Hereditary Brca panel' },
  { value: 'tp53', label: 'TP53' },
];

describe('filterOptionsByLabel', () => {
  it('matches a substring anywhere in the label, ignoring case', () => {
    expect(filterOptionsByLabel(genes, 'brca').map((o) => o.value)).toEqual([
      'brca1',
      'brca2',
      'panel',
    ]);
    expect(filterOptionsByLabel(genes, 'RCA2').map((o) => o.value)).toEqual(['brca2']);
    expect(filterOptionsByLabel(genes, 'y bR').map((o) => o.value)).toEqual(['panel']);
  });

  it('keeps every option for an empty or blank query, in order, as a new array', () => {
    const all = filterOptionsByLabel(genes, '  ');
    expect(all).toEqual(genes);
    expect(all).not.toBe(genes);
  });

  it('ignores spaces around the query but not inside it', () => {
    expect(filterOptionsByLabel(genes, ' tp53 ').map((o) => o.value)).toEqual(['tp53']);
    expect(filterOptionsByLabel(genes, 'tp 53')).toEqual([]);
  });

  it('matches the label only, not the value', () => {
    expect(filterOptionsByLabel([{ value: 'secret', label: 'Shown' }], 'secret')).toEqual([]);
  });

  it('returns nothing when no label contains the query', () => {
    expect(filterOptionsByLabel(genes, 'cftr')).toEqual([]);
  });
});
