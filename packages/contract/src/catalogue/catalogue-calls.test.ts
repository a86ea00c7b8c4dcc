import { describe, expect, it } from 'vitest';
import { favoriteBlobField, saveFavorites } from '../favorites/favorites-calls.js';
import {
  catalogueSearchVariablesSchema,
  favoritesVerificationVariablesSchema,
} from './catalogue-graphql.js';
import { testCodeField, validateTestCodes } from './catalogue-calls.js';

describe('catalogue contract', () => {
  it('accepts the lab’s test codes and refuses others', () => {
    for (const code of ['896', 'J774', '906-Custom', 'B370-CUSTOM', '902a', 'URGb'])
      expect(testCodeField.safeParse(code).success, code).toBe(true);
    for (const code of ['', '-x', 'a b', "C1'--", 'x'.repeat(31)])
      expect(testCodeField.safeParse(code).success, code).toBe(false);
    expect(validateTestCodes.request.body.parse({ testCodes: ['C1001'] })).toEqual({
      testCodes: ['C1001'],
      orderedAsKit: false,
    });
  });

  it('defaults and limits the search variables', () => {
    expect(catalogueSearchVariablesSchema.parse({})).toEqual({
      term: '',
      conditions: [],
      genes: [],
      nyApproved: false,
      page: 1,
      pageSize: 10,
    });
    expect(catalogueSearchVariablesSchema.safeParse({ pageSize: 101 }).success).toBe(false);
    expect(catalogueSearchVariablesSchema.safeParse({ term: 'x'.repeat(101) }).success).toBe(false);
    expect(
      favoritesVerificationVariablesSchema.safeParse({ testIds: [], diagnosisIds: [] }).success,
    ).toBe(true);
  });

  it('takes a favorites Blob only as an encoded list of at most 200 items', () => {
    expect(favoriteBlobField.safeParse('[{"id":"1"},"searchType=Tests"]').success).toBe(true);
    for (const blob of [
      '{}',
      'nope',
      '[1]',
      '[[]]',
      JSON.stringify(Array.from({ length: 201 }, () => 'x')),
    ])
      expect(favoriteBlobField.safeParse(blob).success, blob.slice(0, 20)).toBe(false);
    expect(
      saveFavorites.request.body.safeParse([
        { Type: 'Tests', Blob: '[]' },
        { Type: 'Tests', Blob: '[]' },
      ]).success,
    ).toBe(false);
  });
});
