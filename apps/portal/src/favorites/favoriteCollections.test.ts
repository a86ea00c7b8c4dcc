import { describe, expect, it } from 'vitest';
import {
  applyFavoritesVerification,
  emptyFavorites,
  favoriteItemsOf,
  favoritesFromItems,
  verificationRequest,
  verifyFavoritesInvalidMessage,
} from './favoriteCollections.ts';

const savedTest = (id: string, code: string, slug: string) => ({
  key: id,
  name: `Test ${code}`,
  data: { id, code, slug },
});

const favorites = {
  ...emptyFavorites(),
  tests: [
    savedTest('1', 'C1004', 'hcm-panel'),
    savedTest('2', 'C1099', 'old-hcm-panel'),
    savedTest('3', 'H3099', 'founder-variants'),
    savedTest('4', 'X1', 'gone'),
  ],
  diagnosis: [
    { key: 'I42.1', name: 'Obstructive hypertrophic cardiomyopathy', data: null },
    { key: 'Z99.999', name: 'Not a code', data: null },
  ],
};

describe('favorites verification', () => {
  it('asks about the saved tests’ catalogue ids and the saved diagnosis codes', () => {
    expect(verificationRequest(favorites)).toEqual({
      testIds: ['1', '2', '3', '4'],
      diagnosisIds: ['I42.1', 'Z99.999'],
    });
  });

  it('drops tests that no longer exist or hide their details page, updates slugs, drops unknown codes', () => {
    const result = applyFavoritesVerification(favorites, {
      tests: [
        { id: '1', exists: true, testCode: 'C1004', hideDetailsPage: false, slug: 'hcm-panel-v2' },
        { id: '2', exists: true, testCode: 'C1099', hideDetailsPage: true, slug: 'old-hcm-panel' },
        {
          id: '3',
          exists: true,
          testCode: 'H3099',
          hideDetailsPage: false,
          slug: 'founder-variants',
        },
        { id: '4', exists: false, testCode: null, hideDetailsPage: null, slug: null },
      ],
      diagnoses: [
        { code: 'I42.1', exists: true },
        { code: 'Z99.999', exists: false },
      ],
    });
    expect(result.changed).toBe(true);
    expect(result.favorites.tests).toEqual([
      savedTest('1', 'C1004', 'hcm-panel-v2'),
      savedTest('3', 'H3099', 'founder-variants'),
    ]);
    expect(result.favorites.diagnosis.map((item) => item.key)).toEqual(['I42.1']);
  });

  it('reports no change when everything still holds', () => {
    const kept = { ...emptyFavorites(), tests: [savedTest('1', 'C1004', 'hcm-panel')] };
    const result = applyFavoritesVerification(kept, {
      tests: [
        { id: '1', exists: true, testCode: 'C1004', hideDetailsPage: false, slug: 'hcm-panel' },
      ],
      diagnoses: [],
    });
    expect(result).toEqual({ favorites: kept, changed: false });
  });

  it('refuses an answer that is malformed or leaves out what was asked', () => {
    expect(() => applyFavoritesVerification(favorites, null)).toThrow(
      verifyFavoritesInvalidMessage,
    );
    expect(() => applyFavoritesVerification(favorites, { tests: [], diagnoses: [] })).toThrow(
      'Call to verify favorites returned an invalid result',
    );
  });
});

describe('favorites on the wire', () => {
  it('sends each collection as Type and a JSON Blob and reads them back', () => {
    const items = favoriteItemsOf(favorites);
    expect(items.map((item) => item.Type)).toEqual([
      'Panels',
      'Tests',
      'Slices',
      'Diagnosis',
      'Insurances',
      'Filters',
    ]);
    expect(favoritesFromItems(items)).toEqual(favorites);
    expect(favoriteItemsOf(favorites, ['Tests'])).toEqual([
      { Type: 'Tests', Blob: JSON.stringify(favorites.tests) },
    ]);
  });

  it('leaves out unreadable Blobs', () => {
    expect(
      favoritesFromItems([
        { Type: 'Tests', Blob: 'not json' },
        { Type: 'Diagnosis', Blob: JSON.stringify([{ key: 'I10', name: 'Hypertension' }, 7]) },
      ]),
    ).toEqual({ ...emptyFavorites(), diagnosis: [{ key: 'I10', name: 'Hypertension' }] });
  });
});
