import { sql, type Kysely } from 'kysely';
import type { LabDatabase } from '../db/schema.js';

/**
 * The GIN indexes the catalogue searches read. Rows inserted or updated while an index has
 * `fastupdate` on wait in its pending list, which every search then reads in full (27 ms against
 * 0.02 ms for a code on PGlite, measured with EXPLAIN ANALYZE); PGlite has no autovacuum to merge
 * it, so the refresh merges it itself (docs/decisions/catalogue-search.md).
 */
export const catalogueSearchGinIndexes = [
  'catalogue_test_search_document',
  'catalogue_test_search_text_trgm',
  'catalogue_gene_aliases',
  'icd10_code_description_words',
  'resource_search_document',
] as const;

/** The tables whose planner statistics the searches depend on (PGlite never analyzes by itself). */
const searchedTables = [
  'catalogue_test',
  'catalogue_test_gene',
  'catalogue_test_category',
  'catalogue_test_condition',
  'catalogue_gene',
  'catalogue_gene_variant',
  'catalogue_category',
  'icd10_code',
  'resource',
] as const;

/** Merges the search indexes' pending lists into the indexes and refreshes the planner statistics. */
export async function settleCatalogueSearchIndexes(db: Kysely<LabDatabase>): Promise<void> {
  for (const index of catalogueSearchGinIndexes) {
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
  await sql.raw(`analyze ${searchedTables.join(', ')}`).execute(db);
}

/**
 * Rebuilds the tests' search documents from their names, codes, synonyms, genes and conditions.
 * Weights: A code and names, B synonyms and gene symbols, C conditions, D descriptions. Then
 * settles the indexes (see `settleCatalogueSearchIndexes`).
 */
export async function refreshCatalogueSearch(db: Kysely<LabDatabase>): Promise<void> {
  await sql`
    update catalogue_test t set
      search_document =
        setweight(to_tsvector('english', t.test_code || ' ' || t.name || ' ' || t.display_name), 'A') ||
        setweight(to_tsvector('english', array_to_string(t.synonyms, ' ') || ' ' || coalesce((
          select string_agg(g.symbol, ' ') from catalogue_test_gene tg
          join catalogue_gene g on g.id = tg.gene_id
          where tg.test_id = t.id and not tg.optional), '')), 'B') ||
        setweight(to_tsvector('english', coalesce((
          select string_agg(c.name || ' ' || array_to_string(c.synonyms, ' '), ' ')
          from catalogue_test_condition tc join catalogue_condition c on c.id = tc.condition_id
          where tc.test_id = t.id), '')), 'C') ||
        setweight(to_tsvector('english', coalesce(t.subtitle, '') || ' ' || coalesce(t.short_description, '')), 'D'),
      search_text = lower(t.test_code || ' ' || t.name || ' ' || array_to_string(t.synonyms, ' '))
  `.execute(db);
  await settleCatalogueSearchIndexes(db);
}
