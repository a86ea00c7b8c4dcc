import type { TypeaheadOption } from '@loci/ui';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { queryCatalogue } from '../catalogue/catalogueGraphql.ts';
import { FavoriteList } from './FavoriteList.tsx';
import { FavoriteSearch, favoriteOption } from './FavoriteSearch.tsx';
import { favoriteDiagnosis } from './favoriteItems.ts';
import { useFavoriteDiagnoses } from './useFavoriteCollections.ts';

interface IcdOption extends TypeaheadOption {
  code: string;
  icdDescription: string;
}

/** Codes start with a letter and a digit (E84, Z15.01); anything else searches the descriptions. */
export function icdListingVariables(query: string): { code: string; description: string } {
  const text = query.trim();
  return /^[A-Za-z]\d/.test(text)
    ? { code: text, description: '' }
    : { code: '', description: text };
}

/** The diagnosis codes tab: an ICD-10-CM typeahead to save a code, and the saved codes. */
export function DiagnosisFavorites() {
  const { api } = usePortalServices();
  const diagnoses = useFavoriteDiagnoses();

  const loadCodes = async (query: string, { signal }: { signal: AbortSignal }) => {
    const answer = await queryCatalogue(
      api,
      'icdCodes',
      { ...icdListingVariables(query), billableOnly: true, page: 1, pageSize: 20 },
      { kind: 'tests-search', signal },
    );
    return answer.icdCodes.items.map((icd) =>
      favoriteOption<IcdOption>(
        {
          value: icd.code,
          label: `${icd.code} ${icd.description}`,
          code: icd.code,
          icdDescription: icd.description,
        },
        diagnoses.isFavorite(icd.code),
      ),
    );
  };

  return (
    <>
      <FavoriteSearch<IcdOption>
        label="Add a diagnosis code"
        description="Type an ICD-10-CM code (E84.0) or words of its description (cystic fibrosis)."
        loadOptions={loadCodes}
        minSearchLength={2}
        onPick={(option) =>
          diagnoses.add({ code: option.code, description: option.icdDescription })
        }
      />
      <FavoriteList
        type="Diagnosis"
        label="Saved diagnosis codes"
        detailOf={(favorite) => `ICD-10-CM ${favoriteDiagnosis(favorite).code}`}
      />
    </>
  );
}
