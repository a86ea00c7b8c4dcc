// The slice tool's gene sets on the shipped HGNC and HPO data.
import { describe, expect, it } from 'vitest';
import { findGene, genesOfTerm, predefinedSliceDefinitions, sliceGeneInfo } from './gene-sets.js';

describe('gene sets', () => {
  it('name only current HGNC symbols in the predefined slices', () => {
    for (const slice of predefinedSliceDefinitions) {
      for (const symbol of slice.genes) expect(findGene(symbol)?.symbol, slice.key).toBe(symbol);
    }
  });

  it('resolve previous symbols, and report an ambiguous or unknown symbol instead of guessing', () => {
    expect(findGene('ABCC7')?.symbol).toBe('CFTR');
    expect(findGene('mll2')?.symbol).toBe('KMT2D');
    expect(sliceGeneInfo({ geneSymbols: ['NOTAGENE1'] }).unknownGeneSymbols).toEqual(['NOTAGENE1']);
  });

  it('give each phenotype its annotated genes as HGNC symbols, sorted and unique', () => {
    const genes = genesOfTerm('HP:0001250');
    expect(genes).toContain('SCN1A');
    expect([...new Set(genes)].sort()).toEqual(genes);
    expect(genesOfTerm('HP:9999999')).toEqual([]);
  });
});
