/**
 * Variables of the catalogue GraphQL search (document 2 section 7.3): search queries are sent as
 * graph query parameters leaving out empty values.
 */
import type { CatalogueSearchQuery } from './catalogueSearch.js';
import { normaliseCatalogueSearchQuery } from './catalogueSearch.js';

export type GraphQueryVariables = Readonly<Record<string, unknown>>;

/** Empty: undefined, null, a blank text or an empty list. `false` and `0` are values. */
export function isEmptyGraphQueryValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The variables without their empty values. */
export function withoutEmptyValues<T extends GraphQueryVariables>(variables: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(variables).filter(([, value]) => !isEmptyGraphQueryValue(value)),
  ) as Partial<T>;
}

/** The catalogue search's variables; nyApproved only when true, like the address bar. */
export function catalogueSearchVariables(
  query: CatalogueSearchQuery,
  pageSize?: number,
): Partial<{
  searchType: string;
  term: string;
  category: string;
  nyApproved: true;
  conditions: readonly string[];
  genes: readonly string[];
  page: number;
  pageSize: number;
}> {
  const normal = normaliseCatalogueSearchQuery(query);
  return withoutEmptyValues({
    searchType: normal.searchType,
    term: normal.term.trim(),
    category: normal.category,
    nyApproved: normal.nyApproved ? (true as const) : undefined,
    conditions: normal.conditions,
    genes: normal.genes,
    page: normal.page,
    pageSize,
  });
}
