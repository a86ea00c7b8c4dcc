// The catalogue search's own migrations (names prefixed `catalogue_search_`), appended after the
// catalogue's in src/db/migrations/index.ts.
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The small, rarely edited tables' GIN indexes write straight into the index (no pending list
 * that every search would read), and the pending lists a seed already left are merged.
 */
const catalogueSearch0001: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const index of [
      'catalogue_test_search_document',
      'catalogue_test_search_text_trgm',
      'catalogue_gene_aliases',
    ]) {
      await sql.raw(`alter index ${index} set (fastupdate = off)`).execute(db);
      await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    }
    await sql`analyze catalogue_test`.execute(db);
  },
};

export const catalogueSearchMigrations: ReadonlyArray<readonly [string, Migration]> = [
  ['catalogue_search_0001_gin_without_pending_lists', catalogueSearch0001],
];
