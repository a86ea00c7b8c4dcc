import { useCallback, useMemo } from 'react';
import { Button, type TypeaheadOption } from '@loci/ui';
import { DiagnosisCodeMessages } from '@loci/domain';
import { LazyTypeahead } from '../forms/LazyTypeahead.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { queryCatalogue } from '../catalogue/catalogueGraphql.ts';
import { useFavoriteDiagnoses } from '../favorites/useFavoriteCollections.ts';
import * as styles from '../shell/page.css.ts';
import { typedDiagnosisCodes } from './orderForm.ts';

/** Most codes offered for one search. */
export const diagnosisSuggestionCount = 20;

/** Whether the typed text reads as the start of an ICD-10-CM code (a letter then a digit). */
export function looksLikeDiagnosisCode(text: string): boolean {
  return /^[A-Za-z]\d[0-9A-Za-z.]*$/.test(text.trim());
}

/** The catalogue's ICD listing variables for what was typed: by code prefix or by description. */
export function diagnosisSearchVariables(text: string) {
  const term = text.trim();
  return looksLikeDiagnosisCode(term)
    ? { code: term.toUpperCase(), pageSize: diagnosisSuggestionCount }
    : { description: term, pageSize: diagnosisSuggestionCount };
}

export const diagnosisLabel = (code: string, description: string | undefined) =>
  description ? `${code} · ${description}` : code;

export interface DiagnosisCodesProps {
  /** ICD-10-CM codes as the form keeps them (comma-separated). */
  codes: string;
  descriptions: Record<string, string>;
  error?: string | undefined;
  required?: boolean;
  onChange: (codes: string, descriptions: Record<string, string>) => void;
}

/**
 * Diagnosis codes (ICD-10-CM): a typeahead over the catalogue's ICD listing (by code or by
 * description), the chosen codes as removable chips, and the user's favorite codes offered.
 */
export function DiagnosisCodes({
  codes,
  descriptions,
  error,
  required,
  onChange,
}: DiagnosisCodesProps) {
  const { api } = usePortalServices();
  const { diagnoses: favoriteDiagnoses, isFavorite, add: addFavorite } = useFavoriteDiagnoses();
  const chosenCodes = useMemo(() => typedDiagnosisCodes(codes), [codes]);
  const chosen = useMemo<TypeaheadOption[]>(
    () =>
      chosenCodes.map((code) => ({
        value: code.toUpperCase(),
        label: diagnosisLabel(code.toUpperCase(), descriptions[code.toUpperCase()]),
      })),
    [chosenCodes, descriptions],
  );

  const loadOptions = useCallback(
    async (text: string, { signal }: { signal: AbortSignal }) => {
      const answer = await queryCatalogue(api, 'icdCodes', diagnosisSearchVariables(text), {
        kind: 'tests-search',
        signal,
      });
      return answer.icdCodes.items.map((item) => ({
        value: item.code,
        label: diagnosisLabel(item.code, item.description),
        // A header code heads more specific ones: shown, with why, but a claim cannot name it.
        description: item.billable ? undefined : DiagnosisCodeMessages.notBillableOption,
        disabled: !item.billable,
      }));
    },
    [api],
  );

  const choose = (next: readonly TypeaheadOption[]) => {
    const nextDescriptions: Record<string, string> = {};
    for (const option of next) {
      const description =
        option.label.startsWith(`${option.value} · `) &&
        option.label.slice(option.value.length + 3);
      if (description) nextDescriptions[option.value] = description;
    }
    onChange(next.map((option) => option.value).join(', '), nextDescriptions);
  };

  const favoriteCodes = favoriteDiagnoses.map((favorite) => ({
    code: favorite.code.toUpperCase(),
    description: favorite.description,
  }));

  return (
    <div>
      <LazyTypeahead
        selectionMode="multiple"
        label="Diagnosis codes (ICD-10-CM)"
        description="Search by code (Z80.3) or by description (family history breast). At most 12."
        placeholder="Type a code or a description"
        required={required}
        error={error}
        value={chosen}
        loadOptions={loadOptions}
        onChange={choose}
      />
      {chosen.some((option) => !isFavorite(option.value)) ? (
        <div role="group" aria-label="Save as favorites" className={styles.actions}>
          {chosen
            .filter((option) => !isFavorite(option.value))
            .map((option) => (
              <Button
                key={option.value}
                variant="secondary"
                aria-label={`Save ${option.label} as a favorite`}
                onClick={() =>
                  addFavorite({
                    code: option.value,
                    description: descriptions[option.value] ?? '',
                  })
                }
              >
                ☆ {option.value}
              </Button>
            ))}
        </div>
      ) : null}
      {favoriteCodes.length > 0 ? (
        <div role="group" aria-label="Favorite diagnosis codes" className={styles.actions}>
          {favoriteCodes.map((favorite) => {
            const taken = chosen.some((option) => option.value === favorite.code);
            return (
              <Button
                key={favorite.code}
                variant="secondary"
                disabled={taken}
                aria-label={`Add favorite ${diagnosisLabel(favorite.code, favorite.description)}`}
                onClick={() =>
                  choose([
                    ...chosen,
                    {
                      value: favorite.code,
                      label: diagnosisLabel(favorite.code, favorite.description),
                    },
                  ])
                }
              >
                {favorite.code}
              </Button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
