// The catalogue's tables: tests, genes (HGNC), conditions, ICD-10-CM codes, categories, AOE forms,
// extra test info, payment restrictions, partnership programs, resources and favorites.
import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type TextArray = ColumnType<string[], string[], string[]>;

export interface CatalogueCategoryTable {
  id: string;
  name: string;
  parent_id: string | null;
  position: number;
}

export interface CatalogueGeneTable {
  /** The lower-cased HGNC symbol (document 1: a gene's id is its lower-cased name). */
  id: string;
  symbol: string;
  name: string;
  hgnc_id: string;
  location: string | null;
  /** Alias and previous symbols (the gene's other names). */
  aliases: TextArray;
}

/** One-deletion neighbours of each gene symbol (and the symbol itself), for typo matching. */
export interface CatalogueGeneVariantTable {
  variant: string;
  gene_id: string;
}

export interface CatalogueConditionTable {
  id: string;
  name: string;
  synonyms: TextArray;
  icd10_codes: TextArray;
}

export interface Icd10CodeTable {
  code: string;
  billable: boolean;
  description: string;
}

export interface CatalogueTestTable {
  id: number;
  key: string;
  name: string;
  test_code: string;
  generic_code: string;
  slug: string;
  display_name: string;
  subtitle: string | null;
  tooltip: string | null;
  short_description: string | null;
  customizable: boolean;
  turnaround_time: string | null;
  max_number_of_genes: number | null;
  insurance_enabled: boolean;
  bi_enabled: boolean;
  hold_for_bi_enabled: boolean;
  institutional_billing_enabled: boolean;
  eligible_for_partnerships: boolean;
  biopharma_eligibilities: TextArray;
  hide_in_test_catalog: boolean;
  hide_details_page: boolean;
  program_types: TextArray;
  is_test_package: boolean;
  ny_approved: boolean;
  /** Withdrawn from ordering (kept for old orders and favorites). */
  is_orderable: boolean;
  synonyms: TextArray;
  /** Weighted full-text document, refreshed by `refreshCatalogueSearch`. */
  search_document: ColumnType<string, never, never>;
  /** Lower-cased code, names and synonyms, for trigram (typo) matching. */
  search_text: ColumnType<string, string | undefined, string>;
}

export interface CatalogueTestGeneTable {
  test_id: number;
  gene_id: string;
  /** An optional gene a customizable test can add. */
  optional: boolean;
}

export interface CatalogueTestCategoryTable {
  test_id: number;
  category_id: string;
}

export interface CatalogueTestConditionTable {
  test_id: number;
  condition_id: string;
}

export interface CataloguePackageTestTable {
  package_test_id: number;
  member_test_id: number;
  position: number;
}

export interface AoeFormTable {
  aoe_test_code: string;
  sections: Json<unknown>;
}

export interface TestExtraInfoTable {
  test_code: string;
  aoe_test_code: string | null;
  test_types: TextArray;
  is_prenatal: boolean;
  is_trio: boolean;
  is_duo: boolean;
  is_no_charge: boolean;
  allowed_relatives: TextArray;
  dpl_enabled: boolean;
  allowed_insurance_providers: TextArray;
  is_biopharma_only: boolean;
  sponsored_by_coupon: boolean;
}

/** Accounts whose orders of a test are sponsored. */
export interface TestSponsoredAccountTable {
  test_code: string;
  account_number: string;
  force_manual: boolean;
  for_minors_only: boolean;
}

export interface TestRestrictedPaymentTable {
  test_code: string;
  payment_type: string;
}

export interface CustomCardioSuggestionTable {
  custom_test_code: string;
  suggested_test_code: string;
}

export interface PartnershipProgramTable {
  program_code: string;
  name: string;
  description: string;
  sponsor_name: string;
  program_type: string;
  payment_type: string;
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
}

export interface PartnershipProgramTestTable {
  program_code: string;
  test_code: string;
}

export interface ResourceCategoryTable {
  id: string;
  name: string;
  parent_id: string | null;
  position: number;
}

export interface ResourceTable {
  id: string;
  title: string;
  description: string;
  url: string;
  resource_type: string;
  search_document: ColumnType<string, never, never>;
}

export interface ResourceCategoryLinkTable {
  resource_id: string;
  category_id: string;
}

/** A user's saved favorites: one encoded collection per type. */
export interface FavoriteCollectionTable {
  /** The identity provider's subject of the user. */
  subject: string;
  favorite_type: string;
  blob: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CatalogueDatabase {
  catalogue_category: CatalogueCategoryTable;
  catalogue_gene: CatalogueGeneTable;
  catalogue_gene_variant: CatalogueGeneVariantTable;
  catalogue_condition: CatalogueConditionTable;
  icd10_code: Icd10CodeTable;
  catalogue_test: CatalogueTestTable;
  catalogue_test_gene: CatalogueTestGeneTable;
  catalogue_test_category: CatalogueTestCategoryTable;
  catalogue_test_condition: CatalogueTestConditionTable;
  catalogue_package_test: CataloguePackageTestTable;
  aoe_form: AoeFormTable;
  test_extra_info: TestExtraInfoTable;
  test_sponsored_account: TestSponsoredAccountTable;
  test_restricted_payment: TestRestrictedPaymentTable;
  custom_cardio_suggestion: CustomCardioSuggestionTable;
  partnership_program: PartnershipProgramTable;
  partnership_program_test: PartnershipProgramTestTable;
  resource_category: ResourceCategoryTable;
  resource: ResourceTable;
  resource_category_link: ResourceCategoryLinkTable;
  favorite_collection: FavoriteCollectionTable;
}
