import { describe, expect, it } from 'vitest';
import {
  EmptySliceMessage,
  SliceTestLimitsList,
  fittingSliceTestCode,
  notASliceTestMessage,
  sliceReviewProblems,
  sliceTestLimits,
  sliceTestsFor,
  unknownGenesMessage,
  unknownPhenotypesMessage,
} from './sliceRules.js';

describe('slice test rules', () => {
  it('list the five slice tests with their limits', () => {
    expect(SliceTestLimitsList.map((test) => test.code)).toEqual([
      'TG75',
      'TG71',
      'J757',
      '706',
      'TG70',
    ]);
    expect(sliceTestLimits(' j757 ')).toMatchObject({
      minGenes: 151,
      maxGenes: null,
      trioAllowed: true,
    });
    expect(sliceTestLimits('706')).toMatchObject({
      minGenes: 2,
      maxGenes: 150,
      trioAllowed: false,
    });
    expect(sliceTestLimits('C1004')).toBeUndefined();
  });

  it('pick the test that fits a gene count: TG70 for one, 706 up to 150, J757 above', () => {
    expect(fittingSliceTestCode(0)).toBeNull();
    expect(fittingSliceTestCode(1)).toBe('TG70');
    expect(fittingSliceTestCode(2)).toBe('706');
    expect(fittingSliceTestCode(150)).toBe('706');
    expect(fittingSliceTestCode(151)).toBe('J757');
  });

  it('review a set against the chosen test', () => {
    expect(sliceReviewProblems('706', 20)).toEqual([]);
    expect(sliceReviewProblems('706', 0)).toEqual([EmptySliceMessage]);
    expect(sliceReviewProblems('706', 1)).toEqual(['Slice (706) needs at least 2 genes']);
    expect(sliceReviewProblems('706', 151)).toEqual(['Slice (706) takes at most 150 genes']);
    expect(sliceReviewProblems('TG70', 2)).toEqual([
      'Slice single gene (TG70) takes a single gene',
    ]);
    expect(sliceReviewProblems('J757', 5000)).toEqual([]);
    expect(sliceReviewProblems('C1004', 3)).toEqual([notASliceTestMessage('C1004')]);
  });

  it('offer the tests a count may be ordered as, the fitting one first', () => {
    expect(sliceTestsFor(1).map((test) => test.code)).toEqual(['TG70', 'TG75', 'TG71']);
    expect(sliceTestsFor(40).map((test) => test.code)).toEqual(['706', 'TG75', 'TG71']);
    expect(sliceTestsFor(200).map((test) => test.code)).toEqual(['J757']);
    expect(sliceTestsFor(0)).toEqual([]);
  });

  it('name unknown genes and phenotypes', () => {
    expect(unknownGenesMessage(['FOO1', 'BAR'])).toBe('Unknown gene symbols: FOO1, BAR');
    expect(unknownPhenotypesMessage(['HP:9999999'])).toBe('Unknown phenotypes: HP:9999999');
  });
});
