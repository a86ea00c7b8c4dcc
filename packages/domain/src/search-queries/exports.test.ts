import { expect, it } from 'vitest';
import * as folder from './index.js';

// The public surface of this folder: a change here is a change to @loci/domain's API.
it('exports a known set of names', () => {
  expect(Object.keys(folder).sort()).toMatchInlineSnapshot(`
    [
      "EmptyCatalogueSearchQuery",
      "EmptyResourceSearchQuery",
      "LegacyCategoryMarker",
      "catalogueSearchVariables",
      "convertLegacyCategoryPath",
      "decodeQueryComponent",
      "encodeQueryComponent",
      "isEmptyGraphQueryValue",
      "normaliseCatalogueSearchQuery",
      "normaliseIdList",
      "normaliseResourceSearchQuery",
      "parseCatalogueSearchQuery",
      "parseResourceSearchQuery",
      "readQueryParameter",
      "readRawQueryParameters",
      "serializeCatalogueSearchQuery",
      "serializeResourceSearchQuery",
      "withoutEmptyValues",
      "writeQueryString",
    ]
  `);
});
