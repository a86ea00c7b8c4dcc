// The slice tool's gene sets: HGNC genes (symbols, previous and alias symbols), the genes HPO links
// to each class, and the lab's predefined slices. Pure lookups over data read once.
import { DefaultSliceTestCode, fittingSliceTestCode, sliceTestLimits } from '@loci/domain';
import { hgncGenes, type HgncGene } from '../catalogue/reference-data.js';
import { hpoData } from './hpo-data.js';
import type { HpoTerm } from './text-to-hpo.js';

export interface PredefinedSliceDefinition {
  key: string;
  name: string;
  genes: readonly string[];
}

/**
 * The lab's predefined slices: small, well-known gene sets (docs/decisions/slice-tool.md). Each
 * is ordered as the slice test its size fits.
 */
export const predefinedSliceDefinitions: readonly PredefinedSliceDefinition[] = [
  {
    key: 'hearing-loss-core',
    name: 'Hearing loss, core genes',
    genes: [
      'GJB2',
      'GJB6',
      'SLC26A4',
      'OTOF',
      'MYO7A',
      'CDH23',
      'TMC1',
      'USH2A',
      'MYO15A',
      'TECTA',
    ],
  },
  {
    key: 'epilepsy-early-onset',
    name: 'Early-onset epilepsy',
    genes: [
      'SCN1A',
      'SCN2A',
      'SCN8A',
      'KCNQ2',
      'KCNQ3',
      'STXBP1',
      'CDKL5',
      'PCDH19',
      'SLC2A1',
      'ARX',
      'GABRA1',
      'SYNGAP1',
    ],
  },
  {
    key: 'cardiomyopathy-core',
    name: 'Cardiomyopathy, core genes',
    genes: [
      'MYH7',
      'MYBPC3',
      'TNNT2',
      'TNNI3',
      'TPM1',
      'ACTC1',
      'MYL2',
      'MYL3',
      'LMNA',
      'TTN',
      'DSP',
      'PKP2',
    ],
  },
  {
    key: 'rasopathies',
    name: 'RASopathies',
    genes: [
      'PTPN11',
      'SOS1',
      'RAF1',
      'RIT1',
      'KRAS',
      'NRAS',
      'HRAS',
      'BRAF',
      'MAP2K1',
      'MAP2K2',
      'SHOC2',
      'CBL',
    ],
  },
  { key: 'cystic-fibrosis', name: 'Cystic fibrosis', genes: ['CFTR'] },
];

interface GeneIndex {
  bySymbol: ReadonlyMap<string, HgncGene>;
  /** Previous symbols, then alias symbols, to the current gene (only when unambiguous). */
  byPreviousSymbol: ReadonlyMap<string, HgncGene>;
  byAlias: ReadonlyMap<string, HgncGene>;
  genes: readonly HgncGene[];
}

let geneIndex: GeneIndex | undefined;

/** Other symbols to their gene, leaving out a symbol two genes share and current symbols. */
function unambiguous(
  all: readonly HgncGene[],
  symbolsOf: (gene: HgncGene) => readonly string[],
  current: ReadonlyMap<string, HgncGene>,
): Map<string, HgncGene> {
  const found = new Map<string, HgncGene>();
  const ambiguous = new Set<string>();
  for (const gene of all) {
    for (const other of symbolsOf(gene)) {
      const key = other.toUpperCase();
      if (current.has(key)) continue;
      if (found.has(key) && found.get(key) !== gene) ambiguous.add(key);
      found.set(key, gene);
    }
  }
  for (const key of ambiguous) found.delete(key);
  return found;
}

function genes(): GeneIndex {
  if (geneIndex) return geneIndex;
  const all = hgncGenes();
  const bySymbol = new Map(all.map((gene) => [gene.symbol.toUpperCase(), gene]));
  geneIndex = {
    bySymbol,
    byPreviousSymbol: unambiguous(all, (gene) => gene.previousSymbols, bySymbol),
    byAlias: unambiguous(all, (gene) => gene.aliases, bySymbol),
    genes: all,
  };
  return geneIndex;
}

/** A gene by its symbol, or by a previous (then alias) symbol that names one gene only. */
export function findGene(symbol: string): HgncGene | undefined {
  const key = symbol.trim().toUpperCase();
  const index = genes();
  return index.bySymbol.get(key) ?? index.byPreviousSymbol.get(key) ?? index.byAlias.get(key);
}

/**
 * HPO's gene symbols are NCBI's of 2023; a few were renamed after the 2018 HGNC set. The current
 * symbol when HGNC knows it under another name, else the symbol as HPO gives it.
 */
function hgncSymbolOf(symbol: string): string {
  return findGene(symbol)?.symbol ?? symbol;
}

export function findTerm(hpoId: string): HpoTerm | undefined {
  return hpoData().index.terms.get(hpoId.trim().toUpperCase());
}

let termsByName: Map<string, HpoTerm> | undefined;

/** A class by its name or one of its synonyms (case-insensitive). */
export function findTermByName(name: string): HpoTerm | undefined {
  if (!termsByName) {
    termsByName = new Map();
    const terms = hpoData().terms;
    for (const term of terms) termsByName.set(term.name.toLowerCase(), term);
    for (const term of terms) {
      for (const synonym of term.synonyms) {
        if (!termsByName.has(synonym.toLowerCase())) termsByName.set(synonym.toLowerCase(), term);
      }
    }
  }
  return termsByName.get(name.trim().toLowerCase());
}

/** The genes HPO links to a class (directly annotated), as HGNC symbols. */
export function genesOfTerm(hpoId: string): string[] {
  const linked = hpoData().genesByTerm.get(hpoId) ?? [];
  return [...new Set(linked.map(hgncSymbolOf))].sort();
}

export function findPredefinedSlice(keyOrName: string): PredefinedSliceDefinition | undefined {
  const wanted = keyOrName.trim().toLowerCase();
  return predefinedSliceDefinitions.find(
    (slice) => slice.key === wanted || slice.name.toLowerCase() === wanted,
  );
}

export function predefinedSlices() {
  return predefinedSliceDefinitions.map((slice) => {
    const testCode = fittingSliceTestCode(slice.genes.length) ?? DefaultSliceTestCode;
    return {
      name: slice.name,
      slug: slice.key,
      key: slice.key,
      testCode,
      testName: sliceTestLimits(testCode)?.name ?? '',
      genes: [...slice.genes],
    };
  });
}

/** Typeahead over gene symbols (then previous and alias symbols), best matches first. */
export function searchGenes(term: string, limit = 10) {
  const wanted = term.trim().toUpperCase();
  if (wanted === '') return [];
  const found: Array<{ gene: HgncGene; matchedSymbol: string | null; rank: number }> = [];
  for (const gene of genes().genes) {
    const symbol = gene.symbol.toUpperCase();
    if (symbol === wanted) found.push({ gene, matchedSymbol: null, rank: 0 });
    else if (symbol.startsWith(wanted)) found.push({ gene, matchedSymbol: null, rank: 1 });
    else {
      const alias = gene.aliases.find((other) => other.toUpperCase().startsWith(wanted));
      if (alias)
        found.push({ gene, matchedSymbol: alias, rank: alias.toUpperCase() === wanted ? 2 : 3 });
    }
  }
  return found
    .sort(
      (left, right) => left.rank - right.rank || left.gene.symbol.localeCompare(right.gene.symbol),
    )
    .slice(0, limit)
    .map(({ gene, matchedSymbol }) => ({ ...toSliceGene(gene), matchedSymbol }));
}

/** Typeahead over HPO names and synonyms: every typed word must start a word of the phrase. */
export function searchPhenotypes(term: string, limit = 10) {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return [];
  const phraseMatches = (phrase: string): boolean => {
    const phraseWords = phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    return words.every((word) => phraseWords.some((candidate) => candidate.startsWith(word)));
  };
  const found: Array<{ term: HpoTerm; matchedSynonym: string | null; rank: number }> = [];
  for (const candidate of hpoData().index.terms.values()) {
    if (phraseMatches(candidate.name)) {
      found.push({ term: candidate, matchedSynonym: null, rank: candidate.name.length });
      continue;
    }
    const synonym = candidate.synonyms.find(phraseMatches);
    if (synonym)
      found.push({ term: candidate, matchedSynonym: synonym, rank: 1000 + synonym.length });
  }
  return found
    .sort((left, right) => left.rank - right.rank || left.term.name.localeCompare(right.term.name))
    .slice(0, limit)
    .map(({ term: hit, matchedSynonym }) => ({
      hpoId: hit.hpoId,
      name: hit.name,
      matchedSynonym,
      geneCount: genesOfTerm(hit.hpoId).length,
    }));
}

export function toSliceGene(gene: HgncGene) {
  return { symbol: gene.symbol, hgncId: gene.hgncId, name: gene.name, location: gene.location };
}

export interface SliceSelectionInput {
  geneSymbols?: readonly string[];
  hpoIds?: readonly string[];
  phenotypeNames?: readonly string[];
  predefinedSlices?: readonly string[];
}

export interface SlicePartInfo {
  sliceType: 'Gene' | 'Pheno' | 'Slice';
  id: string;
  name: string;
  genes: string[];
  geneCount: number;
}

export interface SliceGeneInfo {
  parts: SlicePartInfo[];
  genes: string[];
  unknownGeneSymbols: string[];
  unknownHpoIds: string[];
  unknownPhenotypeNames: string[];
  unknownPredefinedSlices: string[];
}

const part = (
  sliceType: SlicePartInfo['sliceType'],
  id: string,
  name: string,
  list: string[],
): SlicePartInfo => ({
  sliceType,
  id,
  name,
  genes: list,
  geneCount: list.length,
});

/** The genes of a selection, part by part; whatever is not found is named, never dropped. */
export function sliceGeneInfo(selection: SliceSelectionInput): SliceGeneInfo {
  const info: SliceGeneInfo = {
    parts: [],
    genes: [],
    unknownGeneSymbols: [],
    unknownHpoIds: [],
    unknownPhenotypeNames: [],
    unknownPredefinedSlices: [],
  };
  const seen = new Set<string>();
  const once = (key: string): boolean => !seen.has(key) && Boolean(seen.add(key));
  for (const symbol of selection.geneSymbols ?? []) {
    const gene = findGene(symbol);
    if (!gene) info.unknownGeneSymbols.push(symbol);
    else if (once(`g:${gene.symbol}`))
      info.parts.push(part('Gene', gene.symbol, gene.name, [gene.symbol]));
  }
  const addTerm = (term: HpoTerm): void => {
    if (once(`p:${term.hpoId}`))
      info.parts.push(part('Pheno', term.hpoId, term.name, genesOfTerm(term.hpoId)));
  };
  for (const hpoId of selection.hpoIds ?? []) {
    const term = findTerm(hpoId);
    if (term) addTerm(term);
    else info.unknownHpoIds.push(hpoId);
  }
  for (const name of selection.phenotypeNames ?? []) {
    const term = findTermByName(name);
    if (term) addTerm(term);
    else info.unknownPhenotypeNames.push(name);
  }
  for (const key of selection.predefinedSlices ?? []) {
    const slice = findPredefinedSlice(key);
    if (!slice) info.unknownPredefinedSlices.push(key);
    else if (once(`s:${slice.key}`))
      info.parts.push(part('Slice', slice.key, slice.name, [...slice.genes]));
  }
  info.genes = [...new Set(info.parts.flatMap((each) => each.genes))].sort();
  return info;
}

/** Details of each gene: name, location and the HPO classes annotated to it. */
export function genesDetails(symbols: readonly string[]) {
  const details = [];
  const unknownGeneSymbols: string[] = [];
  for (const symbol of symbols) {
    const gene = findGene(symbol);
    if (!gene) {
      unknownGeneSymbols.push(symbol);
      continue;
    }
    const linked = hpoData().termsByGene.get(gene.symbol) ?? [];
    details.push({
      ...toSliceGene(gene),
      phenotypeCount: linked.length,
      phenotypeNames: linked
        .slice(0, 10)
        .map((hpoId) => findTerm(hpoId)?.name)
        .filter((name): name is string => name !== undefined),
    });
  }
  return { genes: details, unknownGeneSymbols };
}
