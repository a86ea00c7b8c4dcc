// What the user has put in a slice: genes, HPO phenotypes and predefined slices, each once, in
// the order added; and how a finished slice rides on an ordered test (document 1's ordered test:
// userEnteredSliceName, preDefinedSliceNames, savedSliceName, phenotypeNames).
import type { SliceSelection } from '@loci/contract';

export interface SlicePhenotype {
  hpoId: string;
  name: string;
}

export interface SlicePredefined {
  key: string;
  name: string;
}

export interface SliceChoice {
  genes: string[];
  phenotypes: SlicePhenotype[];
  predefined: SlicePredefined[];
}

export const emptySliceChoice: SliceChoice = { genes: [], phenotypes: [], predefined: [] };

export function addGene(choice: SliceChoice, symbol: string): SliceChoice {
  const gene = symbol.trim().toUpperCase();
  return gene === '' || choice.genes.includes(gene)
    ? choice
    : { ...choice, genes: [...choice.genes, gene] };
}

export function addPhenotypes(choice: SliceChoice, terms: readonly SlicePhenotype[]): SliceChoice {
  const known = new Set(choice.phenotypes.map((term) => term.hpoId));
  const added = terms.filter((term) => !known.has(term.hpoId) && Boolean(known.add(term.hpoId)));
  return added.length === 0 ? choice : { ...choice, phenotypes: [...choice.phenotypes, ...added] };
}

export function addPredefined(choice: SliceChoice, slice: SlicePredefined): SliceChoice {
  return choice.predefined.some((each) => each.key === slice.key)
    ? choice
    : { ...choice, predefined: [...choice.predefined, slice] };
}

export function removeGene(choice: SliceChoice, symbol: string): SliceChoice {
  return { ...choice, genes: choice.genes.filter((gene) => gene !== symbol) };
}

export function removePhenotype(choice: SliceChoice, hpoId: string): SliceChoice {
  return { ...choice, phenotypes: choice.phenotypes.filter((term) => term.hpoId !== hpoId) };
}

export function removePredefined(choice: SliceChoice, key: string): SliceChoice {
  return { ...choice, predefined: choice.predefined.filter((slice) => slice.key !== key) };
}

export function isEmptyChoice(choice: SliceChoice): boolean {
  return choice.genes.length + choice.phenotypes.length + choice.predefined.length === 0;
}

/** The selection the server's slice calls take. */
export function selectionOf(choice: SliceChoice): Required<SliceSelection> {
  return {
    geneSymbols: choice.genes,
    hpoIds: choice.phenotypes.map((term) => term.hpoId),
    predefinedSlices: choice.predefined.map((slice) => slice.key),
  };
}

/** A finished slice as the ordered test carries it. */
export interface OrderedSliceSet {
  userEnteredSliceName: string | null;
  preDefinedSliceNames: string[];
  savedSliceName: string | null;
  phenotypeNames: string[];
  /** The number of genes (shown in the cart and the order form); null when not known here. */
  geneCount: number | null;
}

export function orderedSliceOf(
  choice: SliceChoice,
  names: { userEntered: string | null; saved: string | null },
  geneCount: number,
): OrderedSliceSet {
  return {
    userEnteredSliceName: names.userEntered,
    preDefinedSliceNames: choice.predefined.map((slice) => slice.name),
    savedSliceName: names.saved,
    phenotypeNames: choice.phenotypes.map((term) => term.name),
    geneCount,
  };
}

/** A slice read back from storage (the cart), or null when it is not one. */
export function readOrderedSlice(value: unknown): OrderedSliceSet | null {
  if (typeof value !== 'object' || value === null) return null;
  const slice = value as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : null);
  const texts = (field: unknown) =>
    Array.isArray(field) ? field.filter((item): item is string => typeof item === 'string') : [];
  return {
    userEnteredSliceName: text(slice.userEnteredSliceName),
    preDefinedSliceNames: texts(slice.preDefinedSliceNames),
    savedSliceName: text(slice.savedSliceName),
    phenotypeNames: texts(slice.phenotypeNames),
    geneCount: typeof slice.geneCount === 'number' ? slice.geneCount : null,
  };
}

/** The slice an ordered test carries (read back from a saved order), or null for none. */
export function sliceOfOrderedTest(test: {
  userEnteredSliceName: string | null;
  preDefinedSliceNames: string[];
  savedSliceName: string | null;
  phenotypeNames: string[];
}): OrderedSliceSet | null {
  const any =
    test.userEnteredSliceName !== null ||
    test.savedSliceName !== null ||
    test.preDefinedSliceNames.length > 0 ||
    test.phenotypeNames.length > 0;
  return any
    ? {
        userEnteredSliceName: test.userEnteredSliceName,
        preDefinedSliceNames: test.preDefinedSliceNames,
        savedSliceName: test.savedSliceName,
        phenotypeNames: test.phenotypeNames,
        geneCount: null,
      }
    : null;
}

/** "Slice: Hearing work-up, 3 genes; phenotypes: Seizure" */
export function describeOrderedSlice(slice: OrderedSliceSet): string {
  const name = slice.savedSliceName ?? slice.userEnteredSliceName ?? 'Custom slice';
  const parts = [`Slice: ${name}`];
  if (slice.geneCount !== null)
    parts[0] += `, ${slice.geneCount} ${slice.geneCount === 1 ? 'gene' : 'genes'}`;
  if (slice.preDefinedSliceNames.length > 0)
    parts.push(`predefined: ${slice.preDefinedSliceNames.join(', ')}`);
  if (slice.phenotypeNames.length > 0) parts.push(`phenotypes: ${slice.phenotypeNames.join(', ')}`);
  return parts.join('; ');
}
