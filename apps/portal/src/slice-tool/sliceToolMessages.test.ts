import { describe, expect, it } from 'vitest';
import { sliceToolMessages as messages } from './sliceToolMessages.ts';

describe('the slice tool’s gene counts', () => {
  it('say "1 gene" for one and "genes" for any other count', () => {
    expect(messages.genes(1)).toBe('1 gene');
    expect(messages.genes(0)).toBe('0 genes');
    expect(messages.genes(2)).toBe('2 genes');
  });

  it('count a part’s genes in the singular for one: a predefined slice and a phenotype suggestion', () => {
    expect(messages.predefinedOption('Otoferlin only', 1)).toBe('Otoferlin only (1 gene)');
    expect(messages.predefinedOption('Hearing loss, core genes', 2)).toBe(
      'Hearing loss, core genes (2 genes)',
    );
    const phenotype = { name: 'Deafness', hpoId: 'HP:0000365', matchedSynonym: null };
    expect(messages.addPhenotype({ ...phenotype, geneCount: 1 })).toBe(
      'Add Deafness (HP:0000365) · 1 gene',
    );
    expect(messages.addPhenotype({ ...phenotype, geneCount: 3 })).toBe(
      'Add Deafness (HP:0000365) · 3 genes',
    );
  });
});
