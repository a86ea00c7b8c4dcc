/**
 * The slice tests' rules (document 3 "Slice tests", document 1 section 5): how many genes each
 * slice test takes, who is tested, which test fits a gene set, and what a review of a set against
 * a chosen test reports. The spec gives the limits but no messages; the wording is ours
 * (docs/decisions/slice-tool.md). The ultra-fast slices' limits are not given: they follow 706.
 */
import {
  DefaultSliceTestCode,
  SliceTests,
  type SliceTestCode,
} from '../reference/testCatalogue.js';

export interface SliceTestLimits {
  code: SliceTestCode;
  name: string;
  minGenes: number;
  /** null: no upper limit. */
  maxGenes: number | null;
  /** Proband only, or proband or trio. */
  trioAllowed: boolean;
  ultraFast: boolean;
}

/** The slice test codes, in the catalogue's order. */
export const SliceTestCodes = [
  'TG75',
  'TG71',
  'J757',
  '706',
  'TG70',
] as const satisfies readonly SliceTestCode[];

/** The limit between a slice (706) and an expanded slice (J757). */
export const MaxSliceGenes = 150;

const limitsByCode: Record<SliceTestCode, Omit<SliceTestLimits, 'code' | 'name'>> = {
  TG70: { minGenes: 1, maxGenes: 1, trioAllowed: false, ultraFast: false },
  '706': { minGenes: 2, maxGenes: MaxSliceGenes, trioAllowed: false, ultraFast: false },
  J757: { minGenes: MaxSliceGenes + 1, maxGenes: null, trioAllowed: true, ultraFast: false },
  TG75: { minGenes: 1, maxGenes: MaxSliceGenes, trioAllowed: false, ultraFast: true },
  TG71: { minGenes: 1, maxGenes: MaxSliceGenes, trioAllowed: false, ultraFast: true },
};

/** Every slice test with its limits, in the catalogue's order. */
export const SliceTestLimitsList: readonly SliceTestLimits[] = SliceTests.map((test) => ({
  code: test.code,
  name: test.name,
  ...limitsByCode[test.code],
}));

/** The limits of a slice test (codes compared case-insensitively); undefined for other tests. */
export function sliceTestLimits(code: string): SliceTestLimits | undefined {
  const wanted = code.trim().toUpperCase();
  return SliceTestLimitsList.find((test) => test.code.toUpperCase() === wanted);
}

/**
 * The slice test that fits a set of this many genes: one gene TG70, 2–150 the default slice 706,
 * over 150 J757; none for an empty set.
 */
export function fittingSliceTestCode(geneCount: number): SliceTestCode | null {
  if (geneCount < 1) return null;
  if (geneCount === 1) return 'TG70';
  if (geneCount <= MaxSliceGenes) return DefaultSliceTestCode;
  return 'J757';
}

export const EmptySliceMessage = 'Add at least one gene to the slice';

export function tooFewSliceGenesMessage(test: SliceTestLimits): string {
  return `${test.name} (${test.code}) needs at least ${test.minGenes} genes`;
}

export function tooManySliceGenesMessage(test: SliceTestLimits): string {
  return test.maxGenes === 1
    ? `${test.name} (${test.code}) takes a single gene`
    : `${test.name} (${test.code}) takes at most ${String(test.maxGenes)} genes`;
}

export function notASliceTestMessage(code: string): string {
  return `Test ${code} is not a slice test`;
}

export function unknownGenesMessage(symbols: readonly string[]): string {
  return `Unknown gene symbols: ${symbols.join(', ')}`;
}

export function unknownPhenotypesMessage(ids: readonly string[]): string {
  return `Unknown phenotypes: ${ids.join(', ')}`;
}

/** What a review of a gene set against a slice test finds: empty when the set may be ordered. */
export function sliceReviewProblems(testCode: string, geneCount: number): string[] {
  const test = sliceTestLimits(testCode);
  if (!test) return [notASliceTestMessage(testCode)];
  if (geneCount < 1) return [EmptySliceMessage];
  if (geneCount < test.minGenes) return [tooFewSliceGenesMessage(test)];
  if (test.maxGenes !== null && geneCount > test.maxGenes) return [tooManySliceGenesMessage(test)];
  return [];
}

/** The slice tests a set of this many genes may be ordered as (the fitting one first). */
export function sliceTestsFor(geneCount: number): SliceTestLimits[] {
  const fitting = fittingSliceTestCode(geneCount);
  return SliceTestLimitsList.filter(
    (test) => sliceReviewProblems(test.code, geneCount).length === 0,
  ).sort((left, right) => Number(right.code === fitting) - Number(left.code === fitting));
}
