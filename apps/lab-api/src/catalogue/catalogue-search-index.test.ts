// The search indexes after a seed: nothing left in a GIN pending list (which every search would
// read in full), the small catalogue indexes written without one, planner statistics present,
// and a later edit of a test found through the index once the documents are refreshed.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/index.js';
import { catalogueSearchGinIndexes, refreshCatalogueSearch } from './catalogue-search-index.js';
import { searchTests } from './catalogue-search.js';
import { seedCatalogue } from './seed-catalogue.js';

const database = useTestDatabase({ prepare: (db) => seedCatalogue(db, { scope: 'compact' }) });

/** Pages a GIN index still holds in its pending list (merging them answers how many there were). */
async function pendingPages(index: string): Promise<number> {
  const result = await sql<{ pages: number }>`
    select gin_clean_pending_list(${index}::regclass)::int as pages`.execute(database.db);
  return Number(result.rows[0]?.pages);
}

describe('catalogue search indexes', () => {
  it('leaves no pending list behind the seed', async () => {
    for (const index of catalogueSearchGinIndexes) {
      expect(await pendingPages(index), index).toBe(0);
    }
  });

  it('writes the catalogue test and gene indexes straight into the index', async () => {
    const result = await sql<{ name: string; options: string[] | null }>`
      select relname as name, reloptions as options from pg_class
      where relname in ('catalogue_test_search_document', 'catalogue_test_search_text_trgm',
        'catalogue_gene_aliases')
      order by relname`.execute(database.db);
    expect(result.rows).toEqual([
      { name: 'catalogue_gene_aliases', options: ['fastupdate=off'] },
      { name: 'catalogue_test_search_document', options: ['fastupdate=off'] },
      { name: 'catalogue_test_search_text_trgm', options: ['fastupdate=off'] },
    ]);
  });

  it('gives the planner statistics of the searched tables', async () => {
    const result = await sql<{ n: number }>`
      select count(distinct tablename)::int as n from pg_stats
      where schemaname = 'public' and tablename in ('catalogue_test', 'catalogue_test_gene',
        'catalogue_gene', 'catalogue_gene_variant', 'icd10_code')`.execute(database.db);
    expect(result.rows[0]?.n).toBe(5);
  });

  it('finds a renamed test by its new name after a refresh, with the index settled again', async () => {
    const base = { conditions: [], genes: [], nyApproved: false, page: 1, pageSize: 10 };
    const before = await searchTests(database.db, { ...base, term: 'zebrafishomics' });
    expect(before.total).toBe(0);
    const test = await database.db
      .selectFrom('catalogue_test')
      .select(['id'])
      .where('hide_in_test_catalog', '=', false)
      .where('is_orderable', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('catalogue_test')
      .set({ name: 'Zebrafishomics Panel' })
      .where('id', '=', test.id)
      .execute();
    await refreshCatalogueSearch(database.db);
    const after = await searchTests(database.db, { ...base, term: 'zebrafishomics' });
    expect(after.items.map((hit) => hit.id)).toEqual([test.id]);
    expect(await pendingPages('catalogue_test_search_document')).toBe(0);
  });
});
