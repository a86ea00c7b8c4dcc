export {
  EmptyCatalogueSearchQuery,
  EmptyResourceSearchQuery,
  LegacyCategoryMarker,
  convertLegacyCategoryPath,
  normaliseCatalogueSearchQuery,
  normaliseIdList,
  normaliseResourceSearchQuery,
  parseCatalogueSearchQuery,
  parseResourceSearchQuery,
  serializeCatalogueSearchQuery,
  serializeResourceSearchQuery,
  type CatalogueSearchQuery,
  type ResourceSearchQuery,
} from './catalogueSearch.js';
export {
  catalogueSearchVariables,
  isEmptyGraphQueryValue,
  withoutEmptyValues,
  type GraphQueryVariables,
} from './graphQueryVariables.js';
export {
  decodeQueryComponent,
  encodeQueryComponent,
  readQueryParameter,
  readRawQueryParameters,
  writeQueryString,
} from './queryString.js';
