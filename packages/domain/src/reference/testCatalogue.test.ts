import { describe, expect, it } from 'vitest';
import {
  DefaultSearchState,
  DefaultSearchType,
  DefaultSliceTestCode,
  FavoriteTypes,
  FavoritesViewTypes,
  PublicationFilterTypes,
  SearchTypes,
  SliceTests,
  SliceTypes,
  SpecialTestCodes,
  UltraFastSliceTestCodes,
  isSliceTestCode,
} from './testCatalogue.js';

describe('catalogue values', () => {
  it('knows the five slice tests, 706 being the default and TG75, TG71 ultra-fast', () => {
    expect(SliceTests.map((test) => [test.code, test.name])).toEqual([
      ['TG75', 'Slice Priority'],
      ['TG71', 'Slice Xpress'],
      ['J757', 'Slice Xpanded'],
      ['706', 'Slice'],
      ['TG70', 'Slice single gene'],
    ]);
    expect(DefaultSliceTestCode).toBe('706');
    expect(UltraFastSliceTestCodes).toEqual(['TG75', 'TG71']);
    expect(isSliceTestCode('J757')).toBe(true);
    expect(isSliceTestCode('896')).toBe(false);
    expect(SpecialTestCodes).toContain('B370-CUSTOM');
  });

  it('holds slice, search, favorite and publication types', () => {
    expect(SliceTypes).toEqual(['Unknown', 'Gene', 'Pheno', 'Slice']);
    expect(SearchTypes).toEqual(['Tests', 'Genes']);
    expect(DefaultSearchType).toBe('Tests');
    expect(DefaultSearchState).toEqual({ searchText: '', searchType: 'Tests' });
    expect(FavoriteTypes).toEqual([
      'Panels',
      'Tests',
      'Slices',
      'Diagnosis',
      'Insurances',
      'Filters',
    ]);
    expect(FavoritesViewTypes).toEqual(['Tests', 'Slices', 'Panels', 'Diagnosis']);
    expect(PublicationFilterTypes).toEqual(['Publication', 'News']);
  });
});
