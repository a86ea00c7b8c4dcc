// Typed views of the saved diagnosis codes and insurance plans, for screens that offer them (the
// order form's diagnosis and insurance fields): the list, whether an item is saved, add and remove.
import { useMemo } from 'react';
import { useFavorites } from './FavoritesProvider.tsx';
import {
  diagnosisFavorite,
  favoriteDiagnosis,
  favoriteInsurance,
  insuranceFavorite,
  type FavoriteDiagnosis,
  type FavoriteInsurance,
} from './favoriteItems.ts';

export interface FavoriteDiagnosesView {
  /** The saved codes, in the order they were saved. */
  diagnoses: FavoriteDiagnosis[];
  isFavorite(code: string): boolean;
  add(icd: { code: string; description: string }): void;
  remove(code: string): void;
}

/** The user's saved ICD-10-CM codes (needs a FavoritesProvider). */
export function useFavoriteDiagnoses(): FavoriteDiagnosesView {
  const favorites = useFavorites();
  const saved = favorites.favorites.diagnosis;
  const diagnoses = useMemo(() => saved.map(favoriteDiagnosis), [saved]);
  return {
    diagnoses,
    isFavorite: (code) => favorites.isFavorite('Diagnosis', code),
    add: (icd) => favorites.add('Diagnosis', diagnosisFavorite(icd)),
    remove: (code) => favorites.remove('Diagnosis', code),
  };
}

export interface FavoriteInsurancesView {
  /** The saved plans, in the order they were saved (unreadable entries left out). */
  insurances: Array<FavoriteInsurance & { key: string }>;
  add(plan: FavoriteInsurance): void;
  remove(key: string): void;
}

/** The user's saved insurance plans (needs a FavoritesProvider). */
export function useFavoriteInsurances(): FavoriteInsurancesView {
  const favorites = useFavorites();
  const saved = favorites.favorites.insurances;
  const insurances = useMemo(
    () =>
      saved.flatMap((favorite) => {
        const plan = favoriteInsurance(favorite);
        return plan ? [{ ...plan, key: favorite.key }] : [];
      }),
    [saved],
  );
  return {
    insurances,
    add: (plan) => favorites.add('Insurances', insuranceFavorite(plan)),
    remove: (key) => favorites.remove('Insurances', key),
  };
}
