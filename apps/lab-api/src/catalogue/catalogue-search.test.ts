// The typo fallback: names with a typo are found by trigram similarity only when the words, codes
// and genes find nothing, ranked by similarity, within the filters, and never for terms shorter
// than four characters.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/index.js';
import { searchTests, type CatalogueSearchInput } from './catalogue-search.js';
import { seedCatalogue } from './seed-catalogue.js';

const database = useTestDatabase({ prepare: (db) => seedCatalogue(db, { scope: 'compact' }) });

const search = (input: Partial<CatalogueSearchInput>) =>
  searchTests(database.db, {
    term: '',
    conditions: [],
    genes: [],
    nyApproved: false,
    page: 1,
    pageSize: 100,
    ...input,
  });

/** Ids of the visible tests whose search document has every word of the term (prefixes). */
async function fullTextMatches(query: string): Promise<number[]> {
  const result = await sql<{ id: number }>`
    select id from catalogue_test
    where not hide_in_test_catalog and is_orderable
      and search_document @@ to_tsquery('english', ${query})
    order by id`.execute(database.db);
  return result.rows.map((row) => row.id);
}

describe('searchTests: the typo fallback', () => {
  it('adds no similar names when the words find tests', async () => {
    const found = await search({ term: 'cardiomyopathy' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.map((hit) => hit.id).sort((a, b) => a - b)).toEqual(
      await fullTextMatches('cardiomyopathy:*'),
    );
  });

  it('finds names with a typo when nothing else matches, most similar first', async () => {
    const typo = await search({ term: 'cardiomyopaty' });
    expect(typo.total).toBeGreaterThan(0);
    const scores = typo.items.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Similarity scores (word_similarity × 100), not the word ranking's.
    expect(Math.max(...scores)).toBeLessThanOrEqual(100);
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(60);
  });

  it('keeps the filters in the fallback', async () => {
    const all = await search({ term: 'cardiomyopaty' });
    const newYork = await search({ term: 'cardiomyopaty', nyApproved: true });
    expect(newYork.total).toBeLessThanOrEqual(all.total);
    const approved = await sql<{ id: number }>`
      select id from catalogue_test where ny_approved`.execute(database.db);
    const approvedIds = new Set(approved.rows.map((row) => row.id));
    expect(newYork.items.every((hit) => approvedIds.has(hit.id))).toBe(true);
  });

  it('does not guess for terms shorter than four characters', async () => {
    expect((await search({ term: 'qzx' })).total).toBe(0);
  });
});
