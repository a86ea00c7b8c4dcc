import { describe, expect, it } from 'vitest';
import {
  diagnosisFavorite,
  favoriteDiagnosis,
  favoriteInsurance,
  favoritePanel,
  favoriteSlice,
  insuranceFavorite,
  panelFavorite,
  sliceFavorite,
  sliceSlugOf,
} from './favoriteItems.ts';

const panelTest = {
  id: '11',
  name: 'Hypertrophic Cardiomyopathy Panel',
  test_code: 'C1004',
  slug: 'hcm-panel',
  genes: [
    { id: 'myh7', name: 'MYH7' },
    { id: 'mybpc3', name: 'MYBPC3' },
  ],
};

describe('favorite items', () => {
  it('saves a panel with the spec fields and every gene selected, and reads it back', () => {
    const favorite = panelFavorite(panelTest);
    expect(favorite).toEqual({
      key: '11',
      name: 'Hypertrophic Cardiomyopathy Panel',
      data: {
        id: '11',
        name: 'Hypertrophic Cardiomyopathy Panel',
        saveName: 'Hypertrophic Cardiomyopathy Panel',
        slug: 'hcm-panel',
        code: 'C1004',
        genes: [
          { id: 'myh7', name: 'MYH7', selected: true },
          { id: 'mybpc3', name: 'MYBPC3', selected: true },
        ],
      },
    });
    expect(favoritePanel(favorite)).toEqual({ key: '11', ...(favorite.data as object) });
  });

  it('refuses panels and slices whose data is not readable', () => {
    expect(favoritePanel({ key: '1', name: 'x', data: null })).toBeNull();
    expect(
      favoritePanel({ key: '1', name: 'x', data: { slug: 's', code: 'C', genes: 'MYH7' } }),
    ).toBeNull();
    expect(
      favoritePanel({ key: '1', name: 'x', data: { slug: 's', code: 'C', genes: [{ id: 1 }] } }),
    ).toBeNull();
    expect(favoriteSlice({ key: '1', name: 'x', data: { slug: 's', genes: [] } })).toBeNull();
  });

  it('names a slice by a slug of its name, keyed by test code and slug', () => {
    expect(sliceSlugOf('  My HCM genes (v2)! ')).toBe('my-hcm-genes-v2');
    expect(sliceSlugOf('***')).toBe('slice');
    const favorite = sliceFavorite({ name: 'Slice', test_code: '706' }, ' My HCM genes ', [
      { id: 'myh7', name: 'MYH7' },
    ]);
    expect(favorite.key).toBe('706:my-hcm-genes');
    expect(favoriteSlice(favorite)).toEqual({
      key: '706:my-hcm-genes',
      name: 'My HCM genes',
      slug: 'my-hcm-genes',
      testCode: '706',
      testName: 'Slice',
      genes: [{ id: 'myh7', name: 'MYH7', selected: true }],
    });
  });

  it('keeps a diagnosis code as code, description and isBookmark, keyed by the code', () => {
    const favorite = diagnosisFavorite({ code: 'E84.0', description: 'Cystic fibrosis' });
    expect(favorite.key).toBe('E84.0');
    expect(favoriteDiagnosis(favorite)).toEqual({
      code: 'E84.0',
      description: 'Cystic fibrosis',
      isBookmark: true,
    });
    // An entry saved with no data still reads as its key and name.
    expect(
      favoriteDiagnosis({ key: 'Z15.01', name: 'Genetic susceptibility', data: null }),
    ).toEqual({
      code: 'Z15.01',
      description: 'Genetic susceptibility',
      isBookmark: true,
    });
  });

  it('keeps an insurance plan with its payment type; other payment types are unreadable', () => {
    const plan = {
      planCode: 'AETNA-PPO',
      planName: 'Aetna Choice POS II',
      company: 'Aetna',
      paymentType: 'Insurance' as const,
    };
    const favorite = insuranceFavorite(plan);
    expect(favorite.key).toBe('Insurance:AETNA-PPO');
    expect(favoriteInsurance(favorite)).toEqual(plan);
    expect(
      favoriteInsurance({ key: 'x', name: 'x', data: { ...plan, paymentType: 'Patient' } }),
    ).toBeNull();
  });
});
