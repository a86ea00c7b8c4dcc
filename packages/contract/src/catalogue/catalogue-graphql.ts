// The catalogue GraphQL (document 2 section 7.3), POSTed to `/graphql/catalog`: the query texts
// the portal sends, the limits the server enforces on their variables, and the answers' shapes.
import { z } from '../zod.js';

/** Where the catalogue GraphQL is served (public: docs/decisions/catalogue-graphql.md). */
export const catalogueGraphqlPath = '/graphql/catalog';

export const catalogueSearchLimits = {
  /** Longest search term (characters). */
  termMaxLength: 100,
  defaultPageSize: 10,
  maxPageSize: 100,
  /** Most ids in one filter list (conditions, genes, categories). */
  maxFilterIds: 50,
  /** Most ids in one favorites verification. */
  maxVerifyIds: 500,
} as const;

const idField = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const idList = z.array(idField).check(z.maxLength(catalogueSearchLimits.maxFilterIds));
const pageFields = {
  page: z._default(z.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(
    z.number().check(z.int(), z.gte(1), z.lte(catalogueSearchLimits.maxPageSize)),
    catalogueSearchLimits.defaultPageSize,
  ),
};
const termField = z._default(
  z.string().check(z.trim(), z.maxLength(catalogueSearchLimits.termMaxLength)),
  '',
);

/** searchTests and searchGenes: text, category, condition ids, gene ids, nyApproved, paging. */
export const catalogueSearchVariablesSchema = z.object({
  term: termField,
  category: z.optional(idField),
  conditions: z._default(idList, []),
  genes: z._default(idList, []),
  nyApproved: z._default(z.boolean(), false),
  ...pageFields,
});
export type CatalogueSearchVariables = z.input<typeof catalogueSearchVariablesSchema>;

/** icdCodes: by code (prefix) or description (words or a part of one), paged. */
export const icdCodeListingVariablesSchema = z.object({
  code: z._default(z.string().check(z.trim(), z.maxLength(10)), ''),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(catalogueSearchLimits.termMaxLength)),
    '',
  ),
  billableOnly: z._default(z.boolean(), false),
  ...pageFields,
});

/** searchResources: text and resource category ids, paged. */
export const resourceSearchVariablesSchema = z.object({
  term: termField,
  categories: z._default(idList, []),
  ...pageFields,
});

/** verifyFavorites: the saved test ids and diagnosis codes. */
export const favoritesVerificationVariablesSchema = z.object({
  testIds: z.array(idField).check(z.maxLength(catalogueSearchLimits.maxVerifyIds)),
  diagnosisIds: z.array(idField).check(z.maxLength(catalogueSearchLimits.maxVerifyIds)),
});

export const genesVariablesSchema = z.object({
  ids: z.optional(z.array(idField).check(z.maxLength(catalogueSearchLimits.maxVerifyIds))),
});

/** A paged answer: pages, page, pageSize, items (and the total item count). */
export interface PagedAnswer<Item> {
  pages: number;
  page: number;
  pageSize: number;
  total: number;
  items: Item[];
}

export interface CatalogueGene {
  id: string;
  name: string;
  fullName: string;
  location: string | null;
  hgncId: string;
  variants: string[];
}

export interface CatalogueCondition {
  id: string;
  name: string;
  icd10Codes: string[];
}

export interface CatalogueCategory {
  id: string;
  name: string;
  parent: string | null;
}

/** A catalogue test with every field of document 1 (snake_case), plus ny_approved and links. */
export interface CatalogueTest {
  id: string;
  key: string;
  name: string;
  test_code: string;
  slug: string;
  display_name: string;
  subtitle: string | null;
  tooltip: string | null;
  short_description: string | null;
  customizable: boolean;
  turnaround_time: string | null;
  max_number_of_genes: number | null;
  genes: CatalogueGene[];
  optional_genes: CatalogueGene[];
  insurance_enabled: boolean;
  bi_enabled: boolean;
  hold_for_bi_enabled: boolean;
  institutional_billing_enabled: boolean;
  eligible_for_partnerships: boolean;
  biopharma_eligibilities: string[];
  hide_in_test_catalog: boolean;
  hide_details_page: boolean;
  program_types: string[];
  is_test_package: boolean;
  package_tests: Array<{ test_code: string; name: string; slug: string }>;
  ny_approved: boolean;
  synonyms: string[];
  categories: CatalogueCategory[];
  conditions: CatalogueCondition[];
}

export interface IcdCode {
  code: string;
  description: string;
  billable: boolean;
}

export interface Resource {
  id: string;
  title: string;
  description: string;
  url: string;
  resourceType: string;
  categories: Array<{ id: string; name: string }>;
}

export interface FavoritesVerification {
  tests: Array<{
    id: string;
    exists: boolean;
    testCode: string | null;
    hideDetailsPage: boolean | null;
    slug: string | null;
  }>;
  diagnoses: Array<{ code: string; exists: boolean }>;
}

const testSummaryFields = `id key name test_code slug display_name subtitle short_description turnaround_time
      customizable ny_approved hide_details_page is_test_package
      genes { id name }`;

/** The query texts the portal sends (operation name = key). */
export const catalogueQueries = {
  testByCode: `query TestByCode($code: String!) {
  test(code: $code) {
    id key name test_code slug display_name subtitle tooltip short_description customizable
    turnaround_time max_number_of_genes insurance_enabled bi_enabled hold_for_bi_enabled
    institutional_billing_enabled eligible_for_partnerships biopharma_eligibilities
    hide_in_test_catalog hide_details_page program_types is_test_package ny_approved synonyms
    genes { id name fullName location } optional_genes { id name }
    package_tests { test_code name slug }
    categories { id name parent } conditions { id name icd10Codes }
  }
}`,
  testById: `query TestById($id: ID!) {
  test(id: $id) { id test_code slug name display_name hide_details_page genes { id name } }
}`,
  categories: `query Categories { categories { id name parent } }`,
  conditions: `query Conditions { conditions { id name icd10Codes } }`,
  genes: `query Genes($ids: [ID!]) { genes(ids: $ids) { id name fullName location hgncId variants } }`,
  searchTests: `query SearchTests($term: String, $category: ID, $conditions: [ID!], $genes: [ID!], $nyApproved: Boolean, $page: Int, $pageSize: Int) {
  searchTests(term: $term, category: $category, conditions: $conditions, genes: $genes, nyApproved: $nyApproved, page: $page, pageSize: $pageSize) {
    pages page pageSize total
    items { ${testSummaryFields} }
  }
}`,
  searchGenes: `query SearchGenes($term: String, $category: ID, $conditions: [ID!], $genes: [ID!], $nyApproved: Boolean, $page: Int, $pageSize: Int) {
  searchGenes(term: $term, category: $category, conditions: $conditions, genes: $genes, nyApproved: $nyApproved, page: $page, pageSize: $pageSize) {
    pages page pageSize total
    items { id name fullName location variants testCount }
  }
}`,
  icdCodes: `query IcdCodes($code: String, $description: String, $billableOnly: Boolean, $page: Int, $pageSize: Int) {
  icdCodes(code: $code, description: $description, billableOnly: $billableOnly, page: $page, pageSize: $pageSize) {
    pages page pageSize total items { code description billable }
  }
}`,
  resourceCategories: `query ResourceCategories { resourceCategories { id name parent } }`,
  searchResources: `query SearchResources($term: String, $categories: [ID!], $page: Int, $pageSize: Int) {
  searchResources(term: $term, categories: $categories, page: $page, pageSize: $pageSize) {
    pages page pageSize total
    items { id title description url resourceType categories { id name } }
  }
}`,
  verifyFavorites: `query VerifyFavorites($testIds: [ID!]!, $diagnosisIds: [ID!]!) {
  verifyFavorites(testIds: $testIds, diagnosisIds: $diagnosisIds) {
    tests { id exists testCode hideDetailsPage slug }
    diagnoses { code exists }
  }
}`,
} as const;
