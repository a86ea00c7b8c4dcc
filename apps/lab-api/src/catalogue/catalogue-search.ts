// The catalogue search (docs/decisions/catalogue-search.md): full-text over codes, names,
// synonyms, genes and conditions with weighted ranking; exact codes and gene symbols first; typo
// tolerance by one-edit symbol variants (genes) and trigram word similarity (names). Plain SQL
// that runs the same on PGlite and PostgreSQL.
import { sql, type Kysely } from 'kysely';
import type { LabDatabase } from '../db/schema.js';
import { looksLikeSymbol, symbolVariants } from './symbol-variants.js';
import { likeEscape } from '../db/like-escape.js';

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

/**
 * Filters shared by the test and gene searches, on the test alias `t`. Only the filters asked for
 * are written: the planner then has less to plan (planning is most of a search's cost on PGlite).
 */
function testFilters(input: CatalogueSearchInput) {
  const filters = [sql`not t.hide_in_test_catalog and t.is_orderable`];
  if (input.nyApproved) filters.push(sql`t.ny_approved`);
  if (input.category) {
    filters.push(sql`exists (
      select 1 from catalogue_test_category tc
      where tc.test_id = t.id and tc.category_id in ${categoryTree(input.category)})`);
  }
  if (input.conditions.length > 0) {
    filters.push(sql`exists (
      select 1 from catalogue_test_condition tc
      where tc.test_id = t.id and tc.condition_id = any(${[...input.conditions]}::text[]))`);
  }
  if (input.genes.length > 0) {
    const genes = input.genes.map((id) => id.toLowerCase());
    filters.push(sql`exists (
      select 1 from catalogue_test_gene tg
      where tg.test_id = t.id and not tg.optional and tg.gene_id = any(${genes}::text[]))`);
  }
  return sql.join(filters, sql` and `);
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
  const first = await searchTestsOnce(db, input, term, false);
  // Names with a typo: only when the words, codes and genes found nothing (trigram similarity
  // is the costly part, so it is the fallback, as a "did you mean" would be). A second statement,
  // not a part of the first: planning that part for every search cost 1.8 ms more CPU per search
  // on PGlite than the round trip it saves for the few terms that need it (measured A/B).
  if (first.total > 0 || term === '' || term.length < 4) return first;
  return searchTestsOnce(db, input, term, true);
}

/**
 * The genes a symbol-like term names, as CTEs of the search statement (one round trip):
 * `exact_genes` (the symbol or an HGNC alias), `fuzzy_genes` (within one edit of a symbol, only
 * when nothing is exact) and `named` (whichever applies; the score gives 300 for exact, 120 for
 * fuzzy).
 */
function namedGenesCtes(term: string) {
  const upper = term.toUpperCase();
  return sql`
    exact_genes as (
      select id from catalogue_gene where id = ${term.toLowerCase()}
      union select id from catalogue_gene
        where ${upper.length >= 3} and aliases @> array[${upper}]::text[]
    ),
    fuzzy_genes as (
      select distinct gene_id as id from catalogue_gene_variant
      where variant = any(${symbolVariants(upper)}::text[])
        and not exists (select 1 from exact_genes)
    ),
    named as (select id from exact_genes union all select id from fuzzy_genes),`;
}

/**
 * One statement: the genes the term names, the candidate tests (each way through its own
 * index), the filters, the score, the page and the total (a window count). Only the parts the
 * term needs are written (no gene CTEs for a term that is not symbol-like, no full-text part for
 * a term without words), which keeps planning short.
 */
async function searchTestsOnce(
  db: Kysely<LabDatabase>,
  input: CatalogueSearchInput,
  term: string,
  bySimilarName: boolean,
): Promise<Page<TestHit>> {
  const query = prefixQueryText(term);
  const offset = (input.page - 1) * input.pageSize;
  const likePrefix = `${likeEscape(term.toUpperCase())}%`;
  const lowerTerm = term.toLowerCase();
  const namesGenes = term !== '' && !bySimilarName && looksLikeSymbol(term);
  const byWords = query !== '';
  // The tests the term can match, each way through its own index, so only they are scored.
  const ways = [sql`select id from catalogue_test where upper(test_code) like ${likePrefix}`];
  if (byWords) {
    ways.push(
      sql`select id from catalogue_test where search_document @@ to_tsquery('english', ${query})`,
    );
  }
  if (namesGenes) {
    ways.push(sql`select test_id from catalogue_test_gene
      where not optional and gene_id in (select id from named)`);
  }
  const candidates = !term
    ? sql`(select id from catalogue_test)`
    : bySimilarName
      ? sql`(select id from catalogue_test where ${lowerTerm} <% search_text)`
      : sql`(${sql.join(ways, sql` union `)})`;
  const geneScore = namesGenes
    ? sql`coalesce((select (case when exists (select 1 from exact_genes) then 300 else 120 end)
              + 100.0 / count(*)
            from catalogue_test_gene g2 where g2.test_id = t.id and not g2.optional
            having bool_or(g2.gene_id in (select id from named))), 0)`
    : sql`0`;
  const wordScore = byWords
    ? sql`ts_rank(t.search_document, to_tsquery('english', ${query}), 1) * 100`
    : sql`0`;
  const score = !term
    ? sql`0`
    : bySimilarName
      ? sql`word_similarity(${lowerTerm}, t.search_text) * 100`
      : sql`(case when upper(t.test_code) = upper(${term}) then 1000 else 0 end)
        + (case when upper(t.test_code) like ${likePrefix} and length(${term}) >= 2 then 150 else 0 end)
        + ${geneScore} + ${wordScore}`;
  const genes = namesGenes ? namedGenesCtes(term) : sql``;
  const matching = sql`
    ${genes}
    matching as (
      select t.* from catalogue_test t where t.id in ${candidates} and ${testFilters(input)}
    )`;
  const result = await sql<{ id: number; score: number; total: number }>`
    with ${matching}
    select t.id, (${score})::float8 as score, count(*) over () as total
    from matching t
    order by score desc, t.name, t.id
    limit ${input.pageSize} offset ${offset}`.execute(db);
  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && offset > 0) {
    const counted = await sql<{ n: number }>`
      with ${matching} select count(*) as n from matching`.execute(db);
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return pageOf(
    result.rows.map((row) => ({ id: row.id, score: Number(row.score) })),
    total,
    input.page,
    input.pageSize,
  );
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
  const likePrefix = `${likeEscape(term.toUpperCase())}%`;
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
