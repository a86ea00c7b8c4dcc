/** Catalogue values: test codes, slice types, search types, favorites (documents 1 and 3). */

/** The slice tests (gene-set tests built with the slice tool). */
export const SliceTests = [
  { code: 'TG75', name: 'Slice Priority', description: 'Ultra-fast slice' },
  { code: 'TG71', name: 'Slice Xpress', description: 'Ultra-fast slice' },
  { code: 'J757', name: 'Slice Xpanded', description: 'Over 150 genes, proband or trio' },
  { code: '706', name: 'Slice', description: '2-150 genes, proband only' },
  { code: 'TG70', name: 'Slice single gene', description: 'One gene' },
] as const;

export type SliceTestCode = (typeof SliceTests)[number]['code'];

/** The slice test chosen when none is: 706. */
export const DefaultSliceTestCode = '706' satisfies SliceTestCode;

/** The ultra-fast slices. */
export const UltraFastSliceTestCodes = ['TG75', 'TG71'] as const satisfies readonly SliceTestCode[];

/** Other test codes the portal treats specially (the spec names these and says others exist). */
export const SpecialTestCodes = ['B370-CUSTOM', '902a', '9011', '9012', '906', '703'] as const;

export type SpecialTestCode = (typeof SpecialTestCodes)[number];

/** Whether a test code is one of the slice tests. */
export function isSliceTestCode(code: string): code is SliceTestCode {
  return SliceTests.some((test) => test.code === code);
}

/** What a slice is built from. */
export const SliceTypes = ['Unknown', 'Gene', 'Pheno', 'Slice'] as const;

export type SliceType = (typeof SliceTypes)[number];

/** What the site search looks for. */
export const SearchTypes = ['Tests', 'Genes'] as const;

export type SearchType = (typeof SearchTypes)[number];

/** The search type of a fresh search. */
export const DefaultSearchType = 'Tests' satisfies SearchType;

/** The state of the site search before anything is typed. */
export const DefaultSearchState = { searchText: '', searchType: DefaultSearchType } as const;

/** The kinds of favorite a user keeps (sent as Type with each saved item). */
export const FavoriteTypes = [
  'Panels',
  'Tests',
  'Slices',
  'Diagnosis',
  'Insurances',
  'Filters',
] as const;

export type FavoriteType = (typeof FavoriteTypes)[number];

/** The values of the favorites view's `fav` query parameter. */
export const FavoritesViewTypes = [
  'Tests',
  'Slices',
  'Panels',
  'Diagnosis',
] as const satisfies readonly FavoriteType[];

export type FavoritesViewType = (typeof FavoritesViewTypes)[number];

/** The filter types of the publications listing. */
export const PublicationFilterTypes = ['Publication', 'News'] as const;

export type PublicationFilterType = (typeof PublicationFilterTypes)[number];
