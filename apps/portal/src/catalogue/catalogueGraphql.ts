// The catalogue GraphQL (document 2 section 7.3) through the portal's one API client: the contract's
// query texts POSTed to /graphql/catalog, variables without their empty values, and SWR hooks.
import {
  catalogueGraphqlPath,
  catalogueQueries,
  type CatalogueCategory,
  type CatalogueCondition,
  type CatalogueGene,
  type CatalogueTest,
  type FavoritesVerification,
  type PagedAnswer,
  type Resource,
} from '@loci/contract';
import { withoutEmptyValues } from '@loci/domain';
import type { ApiClient, CallKind } from '../api/apiClient.ts';
import { GraphqlError, sendGraphql } from '../api/graphql.ts';
import { useRead, type CallResponse, type ReadOptions } from '../api/callHooks.tsx';

/** A test as the search lists it (the contract's summary fields). */
export type CatalogueTestSummary = Pick<
  CatalogueTest,
  | 'id'
  | 'key'
  | 'name'
  | 'test_code'
  | 'slug'
  | 'display_name'
  | 'subtitle'
  | 'short_description'
  | 'turnaround_time'
  | 'customizable'
  | 'ny_approved'
  | 'hide_details_page'
  | 'is_test_package'
> & { genes: Array<Pick<CatalogueGene, 'id' | 'name'>> };

export interface GeneSearchHit {
  id: string;
  name: string;
  fullName: string;
  location: string | null;
  variants: string[];
  testCount: number;
}

export interface ResourceCategory {
  id: string;
  name: string;
  parent: string | null;
}

/** What each query answers (the field under `data`). */
export interface CatalogueAnswers {
  testByCode: { test: CatalogueTest | null };
  testById: { test: Pick<CatalogueTest, 'id' | 'test_code' | 'slug' | 'name'> | null };
  categories: { categories: CatalogueCategory[] };
  conditions: { conditions: CatalogueCondition[] };
  genes: { genes: CatalogueGene[] };
  searchTests: { searchTests: PagedAnswer<CatalogueTestSummary> };
  searchGenes: { searchGenes: PagedAnswer<GeneSearchHit> };
  icdCodes: { icdCodes: PagedAnswer<{ code: string; description: string; billable: boolean }> };
  resourceCategories: { resourceCategories: ResourceCategory[] };
  searchResources: { searchResources: PagedAnswer<Resource> };
  verifyFavorites: { verifyFavorites: FavoritesVerification };
}

export type CatalogueOperation = keyof typeof catalogueQueries;

/** A GraphQL answer with errors (HTTP 200 with an `errors` list). */
export class CatalogueQueryError extends GraphqlError {
  override readonly name = 'CatalogueQueryError';
  constructor(
    readonly operation: CatalogueOperation,
    errors: ReadonlyArray<{ message: string }>,
  ) {
    super(errors, `${operation} failed`);
  }
}

/** The name of each operation in the contract's query text (e.g. `query SearchTests(...)`). */
function operationName(operation: CatalogueOperation): string {
  return operation.charAt(0).toUpperCase() + operation.slice(1);
}

export interface CatalogueQueryOptions {
  kind?: CallKind;
  signal?: AbortSignal;
}

/** Operations whose variables are all required (empty lists included): sent as given. */
const operationsWithRequiredVariables: ReadonlySet<CatalogueOperation> = new Set([
  'verifyFavorites',
]);

/**
 * Sends one catalogue query; search variables are sent without their empty values (document 2
 * section 7.3), the verification's required id lists as they are.
 */
export async function queryCatalogue<Operation extends CatalogueOperation>(
  api: ApiClient,
  operation: Operation,
  variables: Record<string, unknown> = {},
  options: CatalogueQueryOptions = {},
): Promise<CatalogueAnswers[Operation]> {
  const answer = await sendGraphql<CatalogueAnswers[Operation]>(api, {
    path: catalogueGraphqlPath,
    operationName: operationName(operation),
    query: catalogueQueries[operation],
    variables: operationsWithRequiredVariables.has(operation)
      ? variables
      : withoutEmptyValues(variables),
    operation,
    ...(options.kind ? { kind: options.kind } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (answer.errors && answer.errors.length > 0) {
    throw new CatalogueQueryError(operation, answer.errors);
  }
  if (!answer.data) throw new CatalogueQueryError(operation, []);
  return answer.data;
}

export type CatalogueQueryKey = readonly ['catalogue', CatalogueOperation, string];

/**
 * Reads a catalogue query through SWR (public data: the key does not name the user). Pass null
 * variables to wait. Search calls run without the global progress indicator.
 */
export function useCatalogueQuery<Operation extends CatalogueOperation>(
  operation: Operation,
  variables: Record<string, unknown> | null,
  config: ReadOptions<CatalogueAnswers[Operation]> = {},
): CallResponse<CatalogueAnswers[Operation]> {
  const key: CatalogueQueryKey | null =
    variables === null ? null : ['catalogue', operation, JSON.stringify(variables)];
  const kind: CallKind = operation.startsWith('search') ? 'tests-search' : 'blocking';
  return useRead(key, (api) => queryCatalogue(api, operation, variables ?? {}, { kind }), config);
}
