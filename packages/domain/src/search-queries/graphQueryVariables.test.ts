import { describe, expect, it } from 'vitest';
import {
  EmptyCatalogueSearchQuery,
  catalogueSearchVariables,
  isEmptyGraphQueryValue,
  withoutEmptyValues,
} from './index.js';

describe('graph query variables', () => {
  it('leaves out undefined, null, blank texts and empty lists, keeping false and 0', () => {
    expect(
      withoutEmptyValues({ a: undefined, b: null, c: ' ', d: [], e: false, f: 0, g: 'x', h: [1] }),
    ).toEqual({ e: false, f: 0, g: 'x', h: [1] });
    expect(isEmptyGraphQueryValue({})).toBe(false);
  });

  it('builds the catalogue search variables', () => {
    expect(catalogueSearchVariables(EmptyCatalogueSearchQuery)).toEqual({
      searchType: 'Tests',
      page: 1,
    });
    expect(
      catalogueSearchVariables(
        {
          ...EmptyCatalogueSearchQuery,
          term: ' brca ',
          category: 'onc',
          nyApproved: true,
          genes: ['brca1'],
          page: 2,
        },
        25,
      ),
    ).toEqual({
      searchType: 'Tests',
      term: 'brca',
      category: 'onc',
      nyApproved: true,
      genes: ['brca1'],
      page: 2,
      pageSize: 25,
    });
  });
});
