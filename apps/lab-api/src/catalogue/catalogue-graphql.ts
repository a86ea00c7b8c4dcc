// The catalogue GraphQL at /graphql/catalog (document 2 section 7.3), on mercurius. Public, like
// the lab's website catalogue (docs/decisions/catalogue-graphql.md): it holds no patient or user
// data. Variables are checked against the contract's limits before any query runs.
import {
  catalogueGraphqlPath,
  catalogueSearchVariablesSchema,
  favoritesVerificationVariablesSchema,
  genesVariablesSchema,
  icdCodeListingVariablesSchema,
  resourceSearchVariablesSchema,
} from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import mercurius, {
  type IResolvers,
  type MercuriusContext,
  type MercuriusLoaders,
} from 'mercurius';
import { introspectionRules } from '../http/graphql-introspection.js';
import type { z } from 'zod/mini';
import type { LabDatabase } from '../db/schema.js';
import { inOrderOf } from '../db/in-order-of.js';
import type { CallRegistry } from '../http/register-call.js';
import type { CatalogueTestTable } from './catalogue-schema.js';
import { listIcdCodes, searchGenes, searchResources, searchTests } from './catalogue-search.js';

/** The arguments of both catalogue searches (tests, genes): catalogueSearchVariablesSchema's. */
const catalogueSearchArguments = /* GraphQL */ `
      term: String
      category: ID
      conditions: [ID!]
      genes: [ID!]
      nyApproved: Boolean
      page: Int
      pageSize: Int
    `;

export const catalogueSchema = /* GraphQL */ `
  type Gene {
    id: ID!
    name: String!
    fullName: String!
    location: String
    hgncId: String!
    variants: [String!]!
  }
  type GeneHit {
    id: ID!
    name: String!
    fullName: String!
    location: String
    variants: [String!]!
    testCount: Int!
  }
  type Category {
    id: ID!
    name: String!
    parent: ID
  }
  type Condition {
    id: ID!
    name: String!
    icd10Codes: [String!]!
  }
  type PackageTest {
    test_code: String!
    name: String!
    slug: String!
  }
  type CatalogTest {
    id: ID!
    key: String!
    name: String!
    test_code: String!
    slug: String!
    display_name: String!
    subtitle: String
    tooltip: String
    short_description: String
    customizable: Boolean!
    turnaround_time: String
    max_number_of_genes: Int
    genes: [Gene!]!
    optional_genes: [Gene!]!
    insurance_enabled: Boolean!
    bi_enabled: Boolean!
    hold_for_bi_enabled: Boolean!
    institutional_billing_enabled: Boolean!
    eligible_for_partnerships: Boolean!
    biopharma_eligibilities: [String!]!
    hide_in_test_catalog: Boolean!
    hide_details_page: Boolean!
    program_types: [String!]!
    is_test_package: Boolean!
    package_tests: [PackageTest!]!
    ny_approved: Boolean!
    synonyms: [String!]!
    categories: [Category!]!
    conditions: [Condition!]!
  }
  type TestSearchResult {
    pages: Int!
    page: Int!
    pageSize: Int!
    total: Int!
    items: [CatalogTest!]!
  }
  type GeneSearchResult {
    pages: Int!
    page: Int!
    pageSize: Int!
    total: Int!
    items: [GeneHit!]!
  }
  type IcdCode {
    code: String!
    description: String!
    billable: Boolean!
  }
  type IcdCodePage {
    pages: Int!
    page: Int!
    pageSize: Int!
    total: Int!
    items: [IcdCode!]!
  }
  type ResourceCategory {
    id: ID!
    name: String!
    parent: ID
  }
  type Resource {
    id: ID!
    title: String!
    description: String!
    url: String!
    resourceType: String!
    categories: [ResourceCategory!]!
  }
  type ResourceSearchResult {
    pages: Int!
    page: Int!
    pageSize: Int!
    total: Int!
    items: [Resource!]!
  }
  type VerifiedTest {
    id: ID!
    exists: Boolean!
    testCode: String
    hideDetailsPage: Boolean
    slug: String
  }
  type VerifiedDiagnosis {
    code: String!
    exists: Boolean!
  }
  type FavoritesVerification {
    tests: [VerifiedTest!]!
    diagnoses: [VerifiedDiagnosis!]!
  }
  type Query {
    "A test by its id or its code (hidden tests included: old orders and favorites name them)."
    test(id: ID, code: String): CatalogTest
    "Genes by id (lower-cased symbol); without ids, the genes offered by visible tests."
    genes(ids: [ID!]): [Gene!]!
    conditions: [Condition!]!
    categories: [Category!]!
    searchTests(${catalogueSearchArguments}): TestSearchResult!
    searchGenes(${catalogueSearchArguments}): GeneSearchResult!
    icdCodes(
      code: String
      description: String
      billableOnly: Boolean
      page: Int
      pageSize: Int
    ): IcdCodePage!
    resourceCategories: [ResourceCategory!]!
    searchResources(
      term: String
      categories: [ID!]
      page: Int
      pageSize: Int
    ): ResourceSearchResult!
    verifyFavorites(testIds: [ID!]!, diagnosisIds: [ID!]!): FavoritesVerification!
  }
`;

declare module 'mercurius' {
  interface MercuriusContext {
    /** The lab's database, for the GraphQL resolvers. */
    labDb: Kysely<LabDatabase>;
  }
}

type TestRow = Selectable<CatalogueTestTable>;

function toTest(row: TestRow) {
  const { search_document: _document, search_text: _text, ...rest } = row;
  return { ...rest, id: String(row.id), numericId: row.id };
}

type GraphTest = ReturnType<typeof toTest>;

/** Null-free arguments (GraphQL sends null for absent optional arguments). */
function withoutNulls(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null));
}

/** Parses arguments with a contract schema; a refusal answers BAD_USER_INPUT with the field. */
function parseArguments<Schema extends z.ZodMiniType>(
  schema: Schema,
  args: Record<string, unknown>,
): z.output<Schema> {
  const result = schema.safeParse(withoutNulls(args));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  throw new mercurius.ErrorWithProps(
    `Invalid argument ${path}: ${issue?.message ?? 'invalid'}`,
    { code: 'BAD_USER_INPUT', path, issue: issue?.code },
    400,
  );
}

async function testsByIds(db: Kysely<LabDatabase>, ids: number[]): Promise<GraphTest[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('catalogue_test').selectAll().where('id', 'in', ids).execute();
  return inOrderOf(ids, rows, (row) => row.id).map(toTest);
}

function geneOut(row: {
  id: string;
  symbol: string;
  name: string;
  location: string | null;
  hgnc_id: string;
  aliases: string[];
}) {
  return {
    id: row.id,
    name: row.symbol,
    fullName: row.name,
    location: row.location,
    hgncId: row.hgnc_id,
    variants: row.aliases,
  };
}

/** Groups rows by test id, in the order of the tests asked. */
function byTest<Row extends { test_id: number }, Out>(
  queries: Array<{ obj: GraphTest }>,
  rows: Row[],
  map: (row: Row) => Out,
): Out[][] {
  const grouped = new Map<number, Out[]>();
  for (const row of rows) {
    const list = grouped.get(row.test_id) ?? [];
    list.push(map(row));
    grouped.set(row.test_id, list);
  }
  return queries.map((query) => grouped.get(query.obj.numericId) ?? []);
}

/**
 * A loader of what is linked to each test asked (genes, categories, ...): `load` reads the rows
 * of all the tests at once, `map` gives each row's GraphQL value; answers in the tests' order.
 */
function linkedLoader<Row extends { test_id: number }, Out>(
  load: (db: Kysely<LabDatabase>, testIds: number[]) => Promise<Row[]>,
  map: (row: Row) => Out,
) {
  return async (queries: Array<{ obj: GraphTest }>, { labDb: db }: MercuriusContext) => {
    const testIds = queries.map((query) => query.obj.numericId);
    return byTest(queries, await load(db, testIds), map);
  };
}

/** The genes (or the optional genes) of the tests. */
const geneRows = (optional: boolean) => (db: Kysely<LabDatabase>, testIds: number[]) =>
  db
    .selectFrom('catalogue_test_gene as tg')
    .innerJoin('catalogue_gene as g', 'g.id', 'tg.gene_id')
    .select(['tg.test_id', 'g.id', 'g.symbol', 'g.name', 'g.location', 'g.hgnc_id', 'g.aliases'])
    .where('tg.test_id', 'in', testIds)
    .where('tg.optional', '=', optional)
    .orderBy('g.symbol')
    .execute();

const categoryOut = (row: { id: string; name: string; parent_id: string | null }) => ({
  id: row.id,
  name: row.name,
  parent: row.parent_id,
});

/** A category tree (the tests' or the resources'), in its order. */
const categoryTree = async (
  db: Kysely<LabDatabase>,
  table: 'catalogue_category' | 'resource_category',
) => (await db.selectFrom(table).selectAll().orderBy('position').execute()).map(categoryOut);

const conditionOut = (row: { id: string; name: string; icd10_codes: string[] }) => ({
  id: row.id,
  name: row.name,
  icd10Codes: row.icd10_codes,
});

/** The test's linked fields, one row of this table each: how its rows are read and shown. */
export const catalogueLoaders: MercuriusLoaders = {
  CatalogTest: {
    genes: linkedLoader(geneRows(false), geneOut),
    optional_genes: linkedLoader(geneRows(true), geneOut),
    categories: linkedLoader(
      (db: Kysely<LabDatabase>, testIds: number[]) =>
        db
          .selectFrom('catalogue_test_category as tc')
          .innerJoin('catalogue_category as c', 'c.id', 'tc.category_id')
          .select(['tc.test_id', 'c.id', 'c.name', 'c.parent_id'])
          .where('tc.test_id', 'in', testIds)
          .orderBy('c.position')
          .execute(),
      categoryOut,
    ),
    conditions: linkedLoader(
      (db: Kysely<LabDatabase>, testIds: number[]) =>
        db
          .selectFrom('catalogue_test_condition as tc')
          .innerJoin('catalogue_condition as c', 'c.id', 'tc.condition_id')
          .select(['tc.test_id', 'c.id', 'c.name', 'c.icd10_codes'])
          .where('tc.test_id', 'in', testIds)
          .orderBy('c.name')
          .execute(),
      conditionOut,
    ),
    package_tests: linkedLoader(
      (db: Kysely<LabDatabase>, testIds: number[]) =>
        db
          .selectFrom('catalogue_package_test as p')
          .innerJoin('catalogue_test as t', 't.id', 'p.member_test_id')
          .select(['p.package_test_id as test_id', 't.test_code', 't.name', 't.slug'])
          .where('p.package_test_id', 'in', testIds)
          .orderBy('p.position')
          .execute(),
      ({ test_id: _id, ...member }) => member,
    ),
  },
};

export const catalogueResolvers: IResolvers = {
  Query: {
    async test(
      _root,
      args: { id?: string | null; code?: string | null },
      { labDb: db }: MercuriusContext,
    ) {
      const id = args.id?.trim();
      const code = args.code?.trim();
      if ((id ? 1 : 0) + (code ? 1 : 0) !== 1)
        throw new mercurius.ErrorWithProps(
          'Give exactly one of id and code',
          { code: 'BAD_USER_INPUT' },
          400,
        );
      if (id !== undefined && id !== '') {
        if (!/^\d{1,9}$/.test(id)) return null;
        return (await testsByIds(db, [Number(id)]))[0] ?? null;
      }
      if (!code || code.length > 30) return null;
      const row = await db
        .selectFrom('catalogue_test')
        .selectAll()
        .where(sql`upper(test_code)`, '=', code.toUpperCase())
        .executeTakeFirst();
      return row ? toTest(row) : null;
    },
    async genes(_root, args: Record<string, unknown>, { labDb: db }: MercuriusContext) {
      const { ids } = parseArguments(genesVariablesSchema, args);
      let query = db.selectFrom('catalogue_gene as g').selectAll('g').orderBy('g.symbol');
      if (ids) {
        if (ids.length === 0) return [];
        query = query.where(
          'g.id',
          'in',
          ids.map((id) => id.toLowerCase()),
        );
      } else {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('catalogue_test_gene as tg')
              .innerJoin('catalogue_test as t', 't.id', 'tg.test_id')
              .select('tg.gene_id')
              .whereRef('tg.gene_id', '=', 'g.id')
              .where('tg.optional', '=', false)
              .where('t.hide_in_test_catalog', '=', false),
          ),
        );
      }
      return (await query.execute()).map(geneOut);
    },
    async conditions(_root, _args, { labDb: db }: MercuriusContext) {
      const rows = await db.selectFrom('catalogue_condition').selectAll().orderBy('name').execute();
      return rows.map(conditionOut);
    },
    async categories(_root, _args, { labDb: db }: MercuriusContext) {
      return categoryTree(db, 'catalogue_category');
    },
    async searchTests(_root, args: Record<string, unknown>, { labDb: db }: MercuriusContext) {
      const input = parseArguments(catalogueSearchVariablesSchema, args);
      const page = await searchTests(db, input);
      return {
        ...page,
        items: await testsByIds(
          db,
          page.items.map((hit) => hit.id),
        ),
      };
    },
    async searchGenes(_root, args: Record<string, unknown>, { labDb: db }: MercuriusContext) {
      const input = parseArguments(catalogueSearchVariablesSchema, args);
      const page = await searchGenes(db, input);
      return {
        ...page,
        items: page.items.map((gene) => ({
          id: gene.id,
          name: gene.symbol,
          fullName: gene.name,
          location: gene.location,
          variants: gene.aliases,
          testCount: gene.testCount,
        })),
      };
    },
    async icdCodes(_root, args: Record<string, unknown>, { labDb: db }: MercuriusContext) {
      return listIcdCodes(db, parseArguments(icdCodeListingVariablesSchema, args));
    },
    async resourceCategories(_root, _args, { labDb: db }: MercuriusContext) {
      return categoryTree(db, 'resource_category');
    },
    async searchResources(_root, args: Record<string, unknown>, { labDb: db }: MercuriusContext) {
      const page = await searchResources(db, parseArguments(resourceSearchVariablesSchema, args));
      const ids = page.items.map((item) => item.id);
      if (ids.length === 0) return { ...page, items: [] };
      const rows = await db
        .selectFrom('resource')
        .select(['id', 'title', 'description', 'url', 'resource_type'])
        .where('id', 'in', ids)
        .execute();
      const links = await db
        .selectFrom('resource_category_link as l')
        .innerJoin('resource_category as c', 'c.id', 'l.category_id')
        .select(['l.resource_id', 'c.id', 'c.name', 'c.parent_id'])
        .where('l.resource_id', 'in', ids)
        .orderBy('c.position')
        .execute();
      return {
        ...page,
        items: inOrderOf(ids, rows, (row) => row.id).map((row) => ({
          id: row.id,
          title: row.title,
          description: row.description,
          url: row.url,
          resourceType: row.resource_type,
          categories: links.filter((link) => link.resource_id === row.id).map(categoryOut),
        })),
      };
    },
    async verifyFavorites(_root, args: Record<string, unknown>, { labDb: db }: MercuriusContext) {
      const { testIds, diagnosisIds } = parseArguments(favoritesVerificationVariablesSchema, args);
      const numericIds = [...new Set(testIds.filter((id) => /^\d{1,9}$/.test(id)).map(Number))];
      const tests = numericIds.length
        ? await db
            .selectFrom('catalogue_test')
            .select(['id', 'test_code', 'slug', 'hide_details_page', 'hide_in_test_catalog'])
            .where('id', 'in', numericIds)
            .execute()
        : [];
      const testById = new Map(tests.map((row) => [String(row.id), row]));
      const codes = [...new Set(diagnosisIds.map((code) => code.toUpperCase()))];
      const known = codes.length
        ? await db.selectFrom('icd10_code').select('code').where('code', 'in', codes).execute()
        : [];
      const knownCodes = new Set(known.map((row) => row.code));
      return {
        tests: testIds.map((id) => {
          const row = testById.get(id);
          // A test taken out of the catalogue no longer exists for a favorite.
          if (!row || row.hide_in_test_catalog)
            return { id, exists: false, testCode: null, hideDetailsPage: null, slug: null };
          return {
            id,
            exists: true,
            testCode: row.test_code,
            hideDetailsPage: row.hide_details_page,
            slug: row.slug,
          };
        }),
        diagnoses: diagnosisIds.map((code) => ({
          code,
          exists: knownCodes.has(code.toUpperCase()),
        })),
      };
    },
  },
};

/** Mounts the catalogue GraphQL in its own scope (each GraphQL endpoint has its own schema). */
export function registerCatalogueGraphql(app: FastifyInstance, registry: CallRegistry): void {
  void app.register(async (scope) => {
    await scope.register(mercurius, {
      schema: catalogueSchema,
      resolvers: catalogueResolvers,
      loaders: catalogueLoaders,
      path: catalogueGraphqlPath,
      graphiql: false,
      queryDepth: 6,
      validationRules: introspectionRules(registry.config),
      context: () => ({ labDb: registry.db }),
    });
  });
}
