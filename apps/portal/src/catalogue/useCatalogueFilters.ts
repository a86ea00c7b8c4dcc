// The catalogue search's filters in the address bar: searchType, term, category, nyApproved (only
// when true), conditions and genes (comma lists), page (omitted when 1), by the domain's serialiser.
import {
  normaliseCatalogueSearchQuery,
  parseCatalogueSearchQuery,
  serializeCatalogueSearchQuery,
  type CatalogueSearchQuery,
} from '@loci/domain';
import { useAddressQuery, type AddressQuery, type AddressQueryCodec } from './useAddressQuery.ts';

export const catalogueQueryCodec: AddressQueryCodec<CatalogueSearchQuery> = {
  parse: parseCatalogueSearchQuery,
  serialize: serializeCatalogueSearchQuery,
  normalise: normaliseCatalogueSearchQuery,
};

export function useCatalogueFilters(debounceMs?: number): AddressQuery<CatalogueSearchQuery> {
  return useAddressQuery(catalogueQueryCodec, debounceMs);
}
