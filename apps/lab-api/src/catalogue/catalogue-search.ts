// The catalogue search (docs/decisions/catalogue-search.md): full-text over codes, names,
// synonyms, genes and conditions with weighted ranking; exact codes and gene symbols first; typo
// tolerance by one-edit symbol variants (genes) and trigram word similarity (names). Plain SQL
// that runs the same on PGlite and PostgreSQL.
import { sql, type Kysely } from 'kysely';
import type { LabDatabase } from '../db/schema.js';
import { looksLikeSymbol, symbolVariants } from './symbol-variants.js';

export interface CatalogueSearchInput {
  term: string;
  category?: string | undefined;
  conditions: readonly string[];
  genes: readonly string[];
  nyApproved: boolean;
  page: number;
  pageSize: number;
}

export interface Page<Item> {
  pages: number;
  page: number;
  pageSize: number;
  total: number;
  items: Item[];
}

/** Words of the term as a prefix tsquery text (`brca:* & panel:*`), or '' when none. */
export function prefixQueryText(term: string): string {
  const words = term.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** A text for LIKE with its wildcards taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function pageOf<Item>(items: Item[], total: number, page: number, pageSize: number): Page<Item> {
  return { pages: Math.ceil(total / pageSize), page, pageSize, total, items };
}

/** Category ids with every descendant. */
function categoryTree(category: string | undefined) {
  return sql`(
    with recursive tree (id) as (
      select id from catalogue_category where id = ${category ?? ''}
      union all
      select c.id from catalogue_category c join tree on c.parent_id = tree.id
    ) select id from tree)`;
}

/** Filters shared by the test and gene searches, on the test alias `t`. */
function testFilters(input: CatalogueSearchInput) {
  return sql`
    not t.hide_in_test_catalog and t.is_orderable
    and (${input.nyApproved} = false or t.ny_approved)
    and (${input.category ?? null}::text is null or exists (
      select 1 from catalogue_test_category tc
      where tc.test_id = t.id and tc.category_id in ${categoryTree(input.category)}))
    and (cardinality(${[...input.conditions]}::text[]) = 0 or exists (
      select 1 from catalogue_test_condition tc
      where tc.test_id = t.id and tc.condition_id = any(${[...input.conditions]}::text[])))
    and (cardinality(${[...input.genes]}::text[]) = 0 or exists (
      select 1 from catalogue_test_gene tg
      where tg.test_id = t.id and not tg.optional and tg.gene_id = any(${[...input.genes.map((id) => id.toLowerCase())]}::text[])))`;
}

/**
 * Genes the term names: exactly (symbol or alias), else within one edit of a symbol. Empty when
 * the term does not look like a symbol.
 */
async function genesNamedBy(
  db: Kysely<LabDatabase>,
  term: string,
): Promise<{ exact: string[]; fuzzy: string[] }> {
  if (!looksLikeSymbol(term)) return { exact: [], fuzzy: [] };
  const upper = term.toUpperCase();
  const exact = await sql<{ id: string }>`
    select id from catalogue_gene where id = ${term.toLowerCase()}
    union select id from catalogue_gene where aliases @> array[${upper}]::text[] and ${upper.length >= 3}
  `.execute(db);
  if (exact.rows.length > 0) return { exact: exact.rows.map((row) => row.id), fuzzy: [] };
  const fuzzy = await sql<{ gene_id: string }>`
    select distinct gene_id from catalogue_gene_variant
    where variant = any(${symbolVariants(upper)}::text[])`.execute(db);
  return { exact: [], fuzzy: fuzzy.rows.map((row) => row.gene_id) };
}

export interface TestHit {
  id: number;
  score: number;
}

/** Searches the visible tests; best first (by name when there is no term). */
export async function searchTests(
  db: Kysely<LabDatabase>,
  input: CatalogueSearchInput,
): Promise<Page<TestHit>> {
  const term = input.term.trim();
  const query = prefixQueryText(term);
  const { exact, fuzzy } = term ? await genesNamedBy(db, term) : { exact: [], fuzzy: [] };
  const named = exact.length > 0 ? exact : fuzzy;
  const geneBonus = exact.length > 0 ? 300 : 120;
  const offset = (input.page - 1) * input.pageSize;
  const likePrefix = `${escapeLike(term.toUpperCase())}%`;
  const result = await sql<{ id: number; score: number; total: number }>`
    with q as (select case when ${query} = '' then null else to_tsquery('english', ${query}) end as query),
    scored as (
      select t.id, t.name,
        case when ${term} = '' then 0 else
          (case when upper(t.test_code) = upper(${term}) then 1000 else 0 end)
          + (case when upper(t.test_code) like ${likePrefix} and length(${term}) >= 2 then 150 else 0 end)
          + coalesce((select ${geneBonus}::float8 + 100.0 / count(*)
              from catalogue_test_gene g2 where g2.test_id = t.id and not g2.optional
              having bool_or(g2.gene_id = any(${named}::text[]))), 0)
          + coalesce(ts_rank(t.search_document, q.query, 1) * 100, 0)
          + word_similarity(${term.toLowerCase()}, t.search_text) * 60
        end as score
      from catalogue_test t, q
      where ${testFilters(input)}
        and (${term} = ''
          or t.search_document @@ q.query
          or upper(t.test_code) = upper(${term})
          or word_similarity(${term.toLowerCase()}, t.search_text) >= 0.6
          or exists (select 1 from catalogue_test_gene g where g.test_id = t.id and not g.optional
                     and g.gene_id = any(${named}::text[])))
    )
    select id, score::float8 as score, count(*) over () as total
    from scored order by score desc, name, id
    limit ${input.pageSize} offset ${offset}`.execute(db);
  const total = Number(
    result.rows[0]?.total ?? (offset > 0 ? await countTests(db, input, query, term, named) : 0),
  );
  return pageOf(
    result.rows.map((row) => ({ id: row.id, score: Number(row.score) })),
    total,
    input.page,
    input.pageSize,
  );
}

/** The count of a search whose page is past the end (the windowed count is then absent). */
async function countTests(
  db: Kysely<LabDatabase>,
  input: CatalogueSearchInput,
  query: string,
  term: string,
  named: string[],
): Promise<number> {
  const result = await sql<{ n: number }>`
    with q as (select case when ${query} = '' then null else to_tsquery('english', ${query}) end as query)
    select count(*) as n from catalogue_test t, q
    where ${testFilters(input)}
      and (${term} = '' or t.search_document @@ q.query or upper(t.test_code) = upper(${term})
        or word_similarity(${term.toLowerCase()}, t.search_text) >= 0.6
        or exists (select 1 from catalogue_test_gene g where g.test_id = t.id and not g.optional
                   and g.gene_id = any(${named}::text[])))`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

export interface GeneHit {
  id: string;
  symbol: string;
  name: string;
  location: string | null;
  hgncId: string;
  aliases: string[];
  testCount: number;
}

/**
 * Searches the genes offered by visible tests (that pass the filters): exact symbol or alias
 * first, then one-edit symbol matches, symbol prefixes and words of the gene's name.
 */
export async function searchGenes(
  db: Kysely<LabDatabase>,
  input: CatalogueSearchInput,
): Promise<Page<GeneHit>> {
  const term = input.term.trim();
  const { exact, fuzzy } = term ? await genesNamedBy(db, term) : { exact: [], fuzzy: [] };
  const words = term.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const offset = (input.page - 1) * input.pageSize;
  const nameQuery = words.slice(0, 8).join(' ');
  const likePrefix = `${escapeLike(term.toUpperCase())}%`;
  const result = await sql<GeneHit & { score: number; total: number; hgnc_id: string }>`
    with offered as (
      select tg.gene_id, count(distinct t.id) as test_count
      from catalogue_test t join catalogue_test_gene tg on tg.test_id = t.id and not tg.optional
      where ${testFilters({ ...input, genes: input.genes })}
      group by tg.gene_id
    ),
    scored as (
      select g.id, g.symbol, g.name, g.location, g.hgnc_id, g.aliases, o.test_count,
        case when ${term} = '' then 0 else
          (case when g.id = any(${exact}::text[]) then 1000 else 0 end)
          + (case when g.id = any(${fuzzy}::text[]) then 300 else 0 end)
          + (case when g.symbol like ${likePrefix} then 200 - length(g.symbol) else 0 end)
          + (case when ${nameQuery} <> '' then word_similarity(${nameQuery}, lower(g.name)) * 100 else 0 end)
        end as score
      from offered o join catalogue_gene g on g.id = o.gene_id
      where ${term} = ''
        or g.id = any(${[...exact, ...fuzzy]}::text[])
        or g.symbol like ${likePrefix}
        or (${nameQuery} <> '' and word_similarity(${nameQuery}, lower(g.name)) >= 0.6)
    )
    select id, symbol, name, location, hgnc_id, aliases, test_count::int as "testCount", score::float8 as score,
      count(*) over () as total
    from scored order by score desc, symbol
    limit ${input.pageSize} offset ${offset}`.execute(db);
  const total = Number(result.rows[0]?.total ?? 0);
  return pageOf(
    result.rows.map((row) => ({
      id: row.id,
      symbol: row.symbol,
      name: row.name,
      location: row.location,
      hgncId: row.hgnc_id,
      aliases: row.aliases,
      testCount: Number(row.testCount),
    })),
    total,
    input.page,
    input.pageSize,
  );
}

export interface IcdListingInput {
  code: string;
  description: string;
  billableOnly: boolean;
  page: number;
  pageSize: number;
}

/**
 * ICD-10-CM codes whose code starts with `code` and whose description has a word starting with
 * each word given (`cystic fibro` finds E84.0).
 */
export async function listIcdCodes(
  db: Kysely<LabDatabase>,
  input: IcdListingInput,
): Promise<Page<{ code: string; description: string; billable: boolean }>> {
  const code = input.code.toUpperCase().replace(/[^A-Z0-9.]/g, '');
  const query = prefixQueryText(input.description);
  const offset = (input.page - 1) * input.pageSize;
  const result = await sql<{ code: string; description: string; billable: boolean; total: number }>`
    select code, description, billable, count(*) over () as total
    from icd10_code
    where (${code} = '' or code like ${`${code}%`})
      and (${input.billableOnly} = false or billable)
      and (${query} = '' or to_tsvector('english', description) @@ to_tsquery('english', ${query}))
    order by code
    limit ${input.pageSize} offset ${offset}`.execute(db);
  const total = Number(result.rows[0]?.total ?? 0);
  return pageOf(
    result.rows.map(({ total: _total, ...row }) => row),
    total,
    input.page,
    input.pageSize,
  );
}

export interface ResourceSearchInput {
  term: string;
  categories: readonly string[];
  page: number;
  pageSize: number;
}

/** Resources matching the words of the term (prefixes) in the given categories (any of them). */
export async function searchResources(
  db: Kysely<LabDatabase>,
  input: ResourceSearchInput,
): Promise<Page<{ id: string }>> {
  const query = prefixQueryText(input.term);
  const offset = (input.page - 1) * input.pageSize;
  const result = await sql<{ id: string; total: number }>`
    with q as (select case when ${query} = '' then null else to_tsquery('english', ${query}) end as query)
    select r.id, count(*) over () as total
    from resource r, q
    where (q.query is null or r.search_document @@ q.query)
      and (cardinality(${[...input.categories]}::text[]) = 0 or exists (
        select 1 from resource_category_link l
        join resource_category c on c.id = l.category_id
        where l.resource_id = r.id
          and (c.id = any(${[...input.categories]}::text[]) or c.parent_id = any(${[...input.categories]}::text[]))))
    order by case when q.query is null then 0 else ts_rank(r.search_document, q.query) end desc, r.title
    limit ${input.pageSize} offset ${offset}`.execute(db);
  const total = Number(result.rows[0]?.total ?? 0);
  return pageOf(
    result.rows.map((row) => ({ id: row.id })),
    total,
    input.page,
    input.pageSize,
  );
}
