import { sql, type Kysely } from 'kysely';
import type { LabDatabase } from '../db/schema.js';

/**
 * Rebuilds the tests' search documents from their names, codes, synonyms, genes and conditions.
 * Weights: A code and names, B synonyms and gene symbols, C conditions, D descriptions.
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
}
