/**
 * The catalogue search and the resource search in the address bar (documents 1 and 2, section 2),
 * and the legacy category path segment. See docs/decisions/search-query-parameters.md.
 */
import { DefaultSearchType, type SearchType } from '../reference/testCatalogue.js';
import {
  decodeQueryComponent,
  encodeQueryComponent,
  readRawQueryParameters,
  writeQueryString,
} from './queryString.js';

/** The test catalogue search: searchType, term, category, nyApproved, conditions, genes, page. */
export interface CatalogueSearchQuery {
  readonly searchType: SearchType;
  readonly term: string;
  /** The category id; `undefined` for every category. */
  readonly category: string | undefined;
  /** Only tests approved in New York state. */
  readonly nyApproved: boolean;
  /** Condition ids. */
  readonly conditions: readonly string[];
  /** Gene ids. */
  readonly genes: readonly string[];
  /** The result page, from 1. */
  readonly page: number;
}

/** The resource (forms) search: searchType, term, categories, page. */
export interface ResourceSearchQuery {
  /** The resource search type; empty when none is chosen. */
  readonly searchType: string;
  readonly term: string;
  readonly categories: readonly string[];
  readonly page: number;
}

export const EmptyCatalogueSearchQuery: CatalogueSearchQuery = {
  searchType: DefaultSearchType,
  term: '',
  category: undefined,
  nyApproved: false,
  conditions: [],
  genes: [],
  page: 1,
};

export const EmptyResourceSearchQuery: ResourceSearchQuery = {
  searchType: '',
  term: '',
  categories: [],
  page: 1,
};

/** Ids of a comma list: trimmed, blanks dropped, each once, in order. */
export function normaliseIdList(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
}

function normalisePage(page: number | undefined): number {
  return page !== undefined && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function normaliseSearchType(value: string | undefined): SearchType {
  return value?.trim().toLowerCase() === 'genes' ? 'Genes' : 'Tests';
}

/** A complete catalogue query from a partial one (defaults filled, lists and page tidied). */
export function normaliseCatalogueSearchQuery(
  query: Partial<CatalogueSearchQuery>,
): CatalogueSearchQuery {
  const category = query.category?.trim();
  return {
    searchType: normaliseSearchType(query.searchType),
    term: query.term ?? '',
    category: category ? category : undefined,
    nyApproved: query.nyApproved === true,
    conditions: normaliseIdList(query.conditions ?? []),
    genes: normaliseIdList(query.genes ?? []),
    page: normalisePage(query.page),
  };
}

/** A complete resource query from a partial one. */
export function normaliseResourceSearchQuery(
  query: Partial<ResourceSearchQuery>,
): ResourceSearchQuery {
  return {
    searchType: query.searchType?.trim() ?? '',
    term: query.term ?? '',
    categories: normaliseIdList(query.categories ?? []),
    page: normalisePage(query.page),
  };
}

function encodeList(ids: readonly string[]): string {
  return ids.map(encodeQueryComponent).join(',');
}

function decodeList(raw: string | undefined): string[] {
  return raw === undefined ? [] : normaliseIdList(raw.split(',').map(decodeQueryComponent));
}

function decoded(raw: string | undefined): string | undefined {
  return raw === undefined ? undefined : decodeQueryComponent(raw);
}

function parsePage(raw: string | undefined): number {
  return raw !== undefined && /^\d+$/.test(raw) ? normalisePage(Number(raw)) : 1;
}

type Pairs = [string, string][];

function addText(pairs: Pairs, name: string, value: string | undefined): void {
  if (value) pairs.push([name, encodeQueryComponent(value)]);
}

function addList(pairs: Pairs, name: string, ids: readonly string[]): void {
  if (ids.length > 0) pairs.push([name, encodeList(ids)]);
}

function addPage(pairs: Pairs, page: number): void {
  if (page !== 1) pairs.push(['page', String(page)]);
}

/**
 * The catalogue query as a query string (no leading `?`), parameters in the spec's order; empty
 * values are left out, nyApproved is written only when true and page only when it is not 1.
 */
export function serializeCatalogueSearchQuery(query: CatalogueSearchQuery): string {
  const normal = normaliseCatalogueSearchQuery(query);
  const pairs: Pairs = [['searchType', normal.searchType]];
  addText(pairs, 'term', normal.term);
  addText(pairs, 'category', normal.category);
  if (normal.nyApproved) pairs.push(['nyApproved', 'true']);
  addList(pairs, 'conditions', normal.conditions);
  addList(pairs, 'genes', normal.genes);
  addPage(pairs, normal.page);
  return writeQueryString(pairs);
}

/** Reads a catalogue query from a query string; missing or unreadable values take defaults. */
export function parseCatalogueSearchQuery(search: string): CatalogueSearchQuery {
  const raw = readRawQueryParameters(search);
  return normaliseCatalogueSearchQuery({
    searchType: normaliseSearchType(decoded(raw.get('searchType'))),
    term: decoded(raw.get('term')) ?? '',
    category: decoded(raw.get('category')),
    nyApproved: decoded(raw.get('nyApproved'))?.toLowerCase() === 'true',
    conditions: decodeList(raw.get('conditions')),
    genes: decodeList(raw.get('genes')),
    page: parsePage(raw.get('page')),
  });
}

/** The resource query as a query string: searchType, term, categories, page (omitted when 1). */
export function serializeResourceSearchQuery(query: ResourceSearchQuery): string {
  const normal = normaliseResourceSearchQuery(query);
  const pairs: Pairs = [];
  addText(pairs, 'searchType', normal.searchType);
  addText(pairs, 'term', normal.term);
  addList(pairs, 'categories', normal.categories);
  addPage(pairs, normal.page);
  return writeQueryString(pairs);
}

/** Reads a resource query from a query string. */
export function parseResourceSearchQuery(search: string): ResourceSearchQuery {
  const raw = readRawQueryParameters(search);
  return normaliseResourceSearchQuery({
    searchType: decoded(raw.get('searchType')),
    term: decoded(raw.get('term')) ?? '',
    categories: decodeList(raw.get('categories')),
    page: parsePage(raw.get('page')),
  });
}

/** The path segment after which a legacy catalogue address carries its category. */
export const LegacyCategoryMarker = 'category';

/**
 * Converts a legacy catalogue address such as `/tests/category/cardiology?term=x` into
 * `/tests?searchType=Tests&term=x&category=cardiology`: the segment after the marker becomes the
 * category parameter (replacing any there), the page goes back to 1 and the marker, the category
 * and anything after them leave the path. `undefined` when the path holds no legacy category.
 */
export function convertLegacyCategoryPath(
  pathname: string,
  search: string,
): { readonly pathname: string; readonly search: string } | undefined {
  const segments = pathname.split('/');
  const marker = segments.findIndex(
    (segment, index) =>
      segment.toLowerCase() === LegacyCategoryMarker && (segments[index + 1] ?? '').trim() !== '',
  );
  if (marker === -1) return undefined;
  const category = decodeQueryComponent(segments[marker + 1]!);
  const before = segments.slice(0, marker).join('/');
  const query = { ...parseCatalogueSearchQuery(search), category, page: 1 };
  return {
    pathname: before === '' ? '/' : before,
    search: `?${serializeCatalogueSearchQuery(query)}`,
  };
}
