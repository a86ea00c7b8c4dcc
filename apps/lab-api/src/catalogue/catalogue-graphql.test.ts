import { catalogueQueries, type CatalogueTest, type PagedAnswer } from '@loci/contract';
import { describe, expect, it } from 'vitest';
import { postGraphql, useTestServer } from '../testing/index.js';

const server = useTestServer({ catalogue: true });

type SearchItem = Pick<
  CatalogueTest,
  'id' | 'test_code' | 'name' | 'ny_approved' | 'hide_details_page'
> & {
  genes: Array<{ id: string; name: string }>;
};

async function searchTests(variables: Record<string, unknown>) {
  const { status, body } = await postGraphql<{ searchTests: PagedAnswer<SearchItem> }>(
    server,
    catalogueQueries.searchTests,
    variables,
  );
  expect(status, JSON.stringify(body.errors)).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.searchTests;
}

const withConditions = `query ($term: String, $conditions: [ID!], $category: ID, $nyApproved: Boolean, $pageSize: Int) {
  searchTests(term: $term, conditions: $conditions, category: $category, nyApproved: $nyApproved, pageSize: $pageSize) {
    total items { test_code ny_approved conditions { id } categories { id parent } }
  }
}`;

describe('catalogue GraphQL: public, read-only', () => {
  it('answers without a token and lists categories with their parents', async () => {
    const { status, body } = await postGraphql<{
      categories: Array<{ id: string; parent: string | null }>;
    }>(server, catalogueQueries.categories);
    expect(status).toBe(200);
    const categories = body.data!.categories;
    expect(categories).toContainEqual({
      id: 'cardiomyopathy',
      name: 'Cardiomyopathy',
      parent: 'cardiology',
    });
    expect(categories.filter((c) => c.parent === null).map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'cardiology',
        'neurology',
        'oncology',
        'prenatal',
        'metabolic',
        'exome-genome',
        'slices',
      ]),
    );
  });

  it('gets a test by code (any letter case) with every catalogue field, and by id', async () => {
    const { body } = await postGraphql<{ test: CatalogueTest }>(
      server,
      catalogueQueries.testByCode,
      { code: 'pk01' },
    );
    const test = body.data!.test;
    expect(test).toMatchObject({
      test_code: 'PK01',
      is_test_package: true,
      package_tests: [
        expect.objectContaining({ test_code: 'C1004' }),
        expect.objectContaining({ test_code: 'C1008' }),
      ],
    });
    for (const field of [
      'id',
      'key',
      'name',
      'test_code',
      'slug',
      'display_name',
      'subtitle',
      'tooltip',
      'short_description',
      'customizable',
      'turnaround_time',
      'max_number_of_genes',
      'genes',
      'optional_genes',
      'insurance_enabled',
      'bi_enabled',
      'hold_for_bi_enabled',
      'institutional_billing_enabled',
      'eligible_for_partnerships',
      'biopharma_eligibilities',
      'hide_in_test_catalog',
      'hide_details_page',
      'program_types',
      'is_test_package',
      'package_tests',
    ])
      expect(test, field).toHaveProperty(field);
    const custom = (
      await postGraphql<{ test: CatalogueTest }>(server, catalogueQueries.testByCode, {
        code: 'B370-CUSTOM',
      })
    ).body.data!.test;
    expect(custom).toMatchObject({ customizable: true, max_number_of_genes: 150 });
    expect(custom.optional_genes.map((gene) => gene.name)).toEqual(
      expect.arrayContaining(['MYH7', 'KCNQ1', 'FBN1']),
    );
    const brca = (
      await postGraphql<{ test: CatalogueTest }>(server, catalogueQueries.testByCode, {
        code: 'H3002',
      })
    ).body.data!.test;
    expect(brca.genes).toEqual([
      expect.objectContaining({ id: 'brca1', name: 'BRCA1', location: '17q21.31' }),
      expect.objectContaining({ id: 'brca2', name: 'BRCA2' }),
    ]);
    expect(brca.conditions.map((condition) => condition.id)).toEqual(['hboc']);
    const byId = await postGraphql<{ test: { test_code: string } }>(
      server,
      catalogueQueries.testById,
      { id: brca.id },
    );
    expect(byId.body.data!.test.test_code).toBe('H3002');
    const missing = await postGraphql<{ test: null }>(server, catalogueQueries.testById, {
      id: '999999',
    });
    expect(missing.body.data!.test).toBeNull();
  });

  it('refuses a test query with neither or both of id and code', async () => {
    for (const variables of [{}, { id: '1', code: 'C1001' }]) {
      const { body } = await postGraphql(
        server,
        'query ($id: ID, $code: String) { test(id: $id, code: $code) { id } }',
        variables,
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('lists genes by id and conditions with ICD-10-CM codes', async () => {
    const genes = await postGraphql<{
      genes: Array<{ id: string; hgncId: string; variants: string[] }>;
    }>(server, catalogueQueries.genes, { ids: ['BRCA1', 'cftr', 'nope'] });
    expect(genes.body.data!.genes.map((gene) => [gene.id, gene.hgncId])).toEqual([
      ['brca1', 'HGNC:1100'],
      ['cftr', 'HGNC:1884'],
    ]);
    const conditions = await postGraphql<{
      conditions: Array<{ id: string; icd10Codes: string[] }>;
    }>(server, catalogueQueries.conditions);
    expect(conditions.body.data!.conditions).toContainEqual({
      id: 'cystic-fibrosis',
      name: 'Cystic fibrosis',
      icd10Codes: ['E84.0', 'E84.9'],
    });
  });
});

describe('searchTests: relevance', () => {
  it('puts the exact test code first', async () => {
    for (const code of ['C1001', 'c1001', '896', 'URGb', 'B370-CUSTOM']) {
      const page = await searchTests({ term: code });
      expect(page.items[0]?.test_code.toUpperCase(), code).toBe(code.toUpperCase());
    }
  });

  it('finds a gene’s tests by its symbol, the single-gene test first', async () => {
    const page = await searchTests({ term: 'BRCA1', pageSize: 10 });
    expect(page.total).toBeGreaterThan(3);
    expect(page.items[0]?.genes.map((gene) => gene.name)).toEqual(['BRCA1']);
    // Then the two-gene tests (BRCA1 and BRCA2), before the larger panels.
    expect(
      page.items
        .slice(1, 3)
        .map((item) => item.test_code)
        .sort(),
    ).toEqual(['H3002', 'H3099']);
    for (const item of page.items.slice(0, 5))
      expect(item.genes.map((gene) => gene.name)).toContain('BRCA1');
  });

  it('tolerates a typo in a gene symbol (BRAC1 finds the BRCA1 tests)', async () => {
    const page = await searchTests({ term: 'BRAC1' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items[0]?.genes.map((gene) => gene.name)).toContain('BRCA1');
    expect(page.items.map((item) => item.test_code)).toContain('H3002');
  });

  it('tolerates a typo in a test name and ranks names and conditions', async () => {
    const typo = await searchTests({ term: 'cardiomyopaty' });
    expect(typo.items.map((item) => item.test_code)).toEqual(
      expect.arrayContaining(['C1001', 'C1002']),
    );
    const words = await searchTests({ term: 'hypertrophic cardiomyopathy' });
    expect(words.items[0]?.test_code).toBe('C1001');
    const synonym = await searchTests({ term: 'catecholaminergic polymorphic' });
    expect(synonym.items[0]?.test_code).toBe('C1007');
    // HNPCC is both a synonym of the Lynch panel and an HGNC alias of MLH1 and MSH2.
    const alias = await searchTests({ term: 'HNPCC' });
    expect(alias.items.slice(0, 5).map((item) => item.test_code)).toContain('H3003');
    const prefix = await searchTests({ term: 'epilep' });
    expect(prefix.items.map((item) => item.test_code)).toContain('N2001');
  });

  it('filters by condition, category (with its children) and nyApproved', async () => {
    const cf = await postGraphql<{
      searchTests: {
        total: number;
        items: Array<{ test_code: string; conditions: Array<{ id: string }> }>;
      };
    }>(server, withConditions, { conditions: ['cystic-fibrosis'], pageSize: 100 });
    const cfItems = cf.body.data!.searchTests.items;
    expect(cfItems.map((item) => item.test_code)).toEqual(
      expect.arrayContaining(['P4003', 'P4001']),
    );
    for (const item of cfItems)
      expect(item.conditions.map((c) => c.id)).toContain('cystic-fibrosis');

    const cardio = await postGraphql<{
      searchTests: {
        total: number;
        items: Array<{ test_code: string; categories: Array<{ id: string }> }>;
      };
    }>(server, withConditions, { category: 'cardiology', term: 'hypertrophic', pageSize: 100 });
    expect(cardio.body.data!.searchTests.items.map((item) => item.test_code)).toContain('C1001');
    const epilepsyInCardio = await searchTests({ term: 'epilepsy', category: 'cardiology' });
    expect(epilepsyInCardio.items.map((item) => item.test_code)).not.toContain('N2001');

    const all = await searchTests({ pageSize: 100 });
    const ny = await searchTests({ nyApproved: true, pageSize: 100 });
    expect(ny.total).toBeGreaterThan(0);
    expect(ny.total).toBeLessThan(all.total);
    for (const item of ny.items) expect(item.ny_approved).toBe(true);

    const byGene = await searchTests({ genes: ['tp53'], pageSize: 100 });
    for (const item of byGene.items) expect(item.genes.map((gene) => gene.id)).toContain('tp53');
    expect(byGene.items.map((item) => item.test_code)).toContain('H3012');
  });

  it('pages: pages, page, pageSize and items; past the end is empty', async () => {
    const first = await searchTests({ term: 'panel', pageSize: 5 });
    const second = await searchTests({ term: 'panel', pageSize: 5, page: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 5, pages: Math.ceil(first.total / 5) });
    expect(first.items).toHaveLength(5);
    expect(second.page).toBe(2);
    expect(second.items.map((item) => item.id)).not.toEqual(first.items.map((item) => item.id));
    const beyond = await searchTests({ term: 'panel', pageSize: 5, page: first.pages + 1 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('leaves tests hidden from the catalogue out of searches (they stay readable by code)', async () => {
    const page = await searchTests({ term: 'C1099' });
    expect(page.items.map((item) => item.test_code)).not.toContain('C1099');
    const { body } = await postGraphql<{ test: { hide_in_test_catalog: boolean } }>(
      server,
      catalogueQueries.testByCode,
      { code: 'C1099' },
    );
    expect(body.data!.test.hide_in_test_catalog).toBe(true);
  });

  it('refuses variables beyond the limits', async () => {
    for (const variables of [
      { pageSize: 1000 },
      { page: 0 },
      { term: 'x'.repeat(101) },
      { conditions: Array.from({ length: 51 }, (_, i) => `c${i}`) },
    ]) {
      const { status, body } = await postGraphql(server, catalogueQueries.searchTests, variables);
      expect(status, JSON.stringify(variables)).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const wrongType = await postGraphql(server, catalogueQueries.searchTests, { page: 'two' });
    expect(wrongType.status).toBe(400);
    const unknownField = await postGraphql(server, '{ searchTests { items { password } } }');
    expect(unknownField.status).toBe(400);
  });
});

describe('searchGenes, ICD codes, resources and favorites verification', () => {
  it('searches genes offered by the catalogue, exact symbol first, with typo tolerance', async () => {
    const search = async (term: string) =>
      (
        await postGraphql<{
          searchGenes: PagedAnswer<{ id: string; name: string; testCount: number }>;
        }>(server, catalogueQueries.searchGenes, { term })
      ).body.data!.searchGenes;
    const brca = await search('BRCA');
    expect(
      brca.items
        .slice(0, 2)
        .map((gene) => gene.name)
        .sort(),
    ).toEqual(['BRCA1', 'BRCA2']);
    const exact = await search('brca1');
    expect(exact.items[0]).toMatchObject({ id: 'brca1', name: 'BRCA1' });
    expect(exact.items[0]!.testCount).toBeGreaterThan(3);
    expect((await search('BRAC1')).items[0]?.name).toBe('BRCA1');
    expect((await search('cystic fibrosis transmembrane')).items[0]?.name).toBe('CFTR');
  });

  it('lists ICD-10-CM codes by code prefix or description words, paged', async () => {
    const list = async (variables: Record<string, unknown>) =>
      (
        await postGraphql<{
          icdCodes: PagedAnswer<{ code: string; description: string; billable: boolean }>;
        }>(server, catalogueQueries.icdCodes, variables)
      ).body.data!.icdCodes;
    const cf = await list({ description: 'cystic fibrosis pulmonary' });
    expect(cf.items).toContainEqual({
      code: 'E84.0',
      description: 'Cystic fibrosis with pulmonary manifestations',
      billable: true,
    });
    const prefix = await list({ code: 'e84', pageSize: 3 });
    expect(prefix.items.map((item) => item.code)).toEqual(['E84', 'E84.0', 'E84.1']);
    expect(prefix.pages).toBe(Math.ceil(prefix.total / 3));
    const billable = await list({ code: 'E84', billableOnly: true, pageSize: 100 });
    expect(billable.items.every((item) => item.billable)).toBe(true);
    const wildcard = await list({ description: '%' });
    expect(wildcard.total).toBe((await list({})).total);
    const bad = await postGraphql(server, catalogueQueries.icdCodes, { code: 'E84.0123456789' });
    expect(bad.status).toBe(400);
  });

  it('lists resource categories and searches resources by words and categories', async () => {
    const categories = await postGraphql<{ resourceCategories: Array<{ id: string }> }>(
      server,
      catalogueQueries.resourceCategories,
    );
    expect(categories.body.data!.resourceCategories.map((c) => c.id)).toContain('consent-forms');
    const search = async (variables: Record<string, unknown>) =>
      (
        await postGraphql<{
          searchResources: PagedAnswer<{ id: string; categories: Array<{ id: string }> }>;
        }>(server, catalogueQueries.searchResources, variables)
      ).body.data!.searchResources;
    const consent = await search({ term: 'consent' });
    expect(consent.items.map((item) => item.id)).toEqual(
      expect.arrayContaining(['informed-consent', 'exome-consent']),
    );
    const inGuides = await search({ term: 'genetic', categories: ['clinical-resources'] });
    for (const item of inGuides.items)
      expect(item.categories.map((c) => c.id).some((id) => id.startsWith('clinical'))).toBe(true);
    expect((await search({ categories: ['specimen'] })).total).toBe(4);
  });

  it('verifies favorites: hidden or unknown tests and unknown diagnosis codes do not exist', async () => {
    const code = async (testCode: string) =>
      (
        await postGraphql<{ test: { id: string; slug: string } }>(
          server,
          catalogueQueries.testByCode,
          { code: testCode },
        )
      ).body.data!.test;
    const visible = await code('C1001');
    const detailsHidden = await code('H3099');
    const withdrawn = await code('C1099');
    const { body } = await postGraphql<{ verifyFavorites: unknown }>(
      server,
      catalogueQueries.verifyFavorites,
      {
        testIds: [visible.id, detailsHidden.id, withdrawn.id, '999999', 'not-a-number'],
        diagnosisIds: ['E84.0', 'e84.9', 'Z99.999'],
      },
    );
    expect(body.data!.verifyFavorites).toEqual({
      tests: [
        {
          id: visible.id,
          exists: true,
          testCode: 'C1001',
          hideDetailsPage: false,
          slug: visible.slug,
        },
        {
          id: detailsHidden.id,
          exists: true,
          testCode: 'H3099',
          hideDetailsPage: true,
          slug: detailsHidden.slug,
        },
        { id: withdrawn.id, exists: false, testCode: null, hideDetailsPage: null, slug: null },
        { id: '999999', exists: false, testCode: null, hideDetailsPage: null, slug: null },
        { id: 'not-a-number', exists: false, testCode: null, hideDetailsPage: null, slug: null },
      ],
      diagnoses: [
        { code: 'E84.0', exists: true },
        { code: 'e84.9', exists: true },
        { code: 'Z99.999', exists: false },
      ],
    });
    const tooMany = await postGraphql(server, catalogueQueries.verifyFavorites, {
      testIds: Array.from({ length: 501 }, (_, i) => String(i)),
      diagnosisIds: [],
    });
    expect(tooMany.status).toBe(400);
  });
});

/** An answer that refuses: 400, no data, a message naming the argument, nothing internal. */
async function expectRefused(query: string, variables: Record<string, unknown>, argument: string) {
  const response = await server.request('/graphql/catalog', {
    method: 'POST',
    json: { query, variables },
  });
  const text = await response.text();
  const label = `${argument} ${text.slice(0, 300)}`;
  expect(response.status, label).toBe(400);
  const body = JSON.parse(text) as {
    data?: unknown;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  expect(body.data ?? null, label).toBeNull();
  expect(body.errors?.length, label).toBeGreaterThan(0);
  expect(body.errors![0]!.message, label).toContain(argument);
  // Nothing of the server's insides: no stack, no file, no SQL, no table.
  expect(text, label).not.toMatch(
    /\bat .+\.[jt]s:\d+|node_modules|\/src\/|stack|\bselect\b.+\bfrom\b|catalogue_|kysely|pglite/i,
  );
  return body.errors![0]!;
}

describe('searchGenes, searchResources and genes(ids): bad input', () => {
  const filterIds = (count: number) => Array.from({ length: count }, (_, i) => `no-such-${i}`);

  it('searchGenes refuses oversize pages, long terms and lists, and wrong types', async () => {
    for (const [variables, argument] of [
      [{ pageSize: 101 }, 'pageSize'],
      [{ pageSize: 1_000_000 }, 'pageSize'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ page: 0 }, 'page'],
      [{ page: 10_001 }, 'page'],
      [{ term: 'B'.repeat(101) }, 'term'],
      [{ genes: filterIds(51) }, 'genes'],
      [{ conditions: filterIds(51) }, 'conditions'],
      [{ category: 'c'.repeat(101) }, 'category'],
      [{ genes: [''] }, 'genes'],
    ] as const) {
      const error = await expectRefused(catalogueQueries.searchGenes, variables, argument);
      expect(error.extensions?.code, argument).toBe('BAD_USER_INPUT');
    }
    // Wrong types are refused by GraphQL's own variable coercion, naming the variable.
    for (const [variables, argument] of [
      [{ pageSize: 'ten' }, '$pageSize'],
      [{ page: 1.5 }, '$page'],
      [{ nyApproved: 'yes' }, '$nyApproved'],
      [{ term: { $ne: '' } }, '$term'],
      [{ genes: [['brca1']] }, '$genes'],
      [{ pageSize: 2 ** 31 }, '$pageSize'],
    ] as const)
      await expectRefused(catalogueQueries.searchGenes, variables, argument);
  });

  it('searchResources refuses oversize pages, long terms and lists, and wrong types', async () => {
    for (const [variables, argument] of [
      [{ pageSize: 101 }, 'pageSize'],
      [{ page: 0 }, 'page'],
      [{ page: -1 }, 'page'],
      [{ term: 'c'.repeat(101) }, 'term'],
      [{ categories: filterIds(51) }, 'categories'],
      [{ categories: ['x'.repeat(101)] }, 'categories'],
    ] as const) {
      const error = await expectRefused(catalogueQueries.searchResources, variables, argument);
      expect(error.extensions?.code, argument).toBe('BAD_USER_INPUT');
    }
    for (const [variables, argument] of [
      [{ pageSize: '5' }, '$pageSize'],
      [{ categories: [{ id: 'specimen' }] }, '$categories'],
      [{ term: ['consent'] }, '$term'],
    ] as const)
      await expectRefused(catalogueQueries.searchResources, variables, argument);
  });

  it('genes(ids) refuses more than 500 ids, empty or long ids and wrong types', async () => {
    for (const ids of [filterIds(501), [''], ['g'.repeat(101)]]) {
      const error = await expectRefused(catalogueQueries.genes, { ids }, 'ids');
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    }
    await expectRefused(catalogueQueries.genes, { ids: { brca1: true } }, '$ids');
    await expectRefused(catalogueQueries.genes, { ids: [null] }, '$ids');
    // 500 ids are still answered.
    const most = await postGraphql<{ genes: unknown[] }>(server, catalogueQueries.genes, {
      ids: [...filterIds(499), 'brca1'],
    });
    expect(most.status).toBe(200);
    expect(most.body.data!.genes).toHaveLength(1);
  });

  it('treats injection strings and wildcards as text: nothing more is found, nothing changes', async () => {
    const geneCount = async () =>
      (await postGraphql<{ genes: unknown[] }>(server, catalogueQueries.genes)).body.data!.genes
        .length;
    const genesBefore = await geneCount();
    expect(genesBefore).toBeGreaterThan(10);
    const injections = [
      "brca1' OR '1'='1",
      "x'); drop table catalogue_gene; --",
      'brca1" OR 1=1 --',
      '%',
      '_',
      '*',
      '\\',
      '<script>alert(1)</script>',
    ];

    const genes = await postGraphql<{ genes: Array<{ id: string }> }>(
      server,
      catalogueQueries.genes,
      { ids: injections },
    );
    expect(genes.status).toBe(200);
    expect(genes.body.data!.genes).toEqual([]);

    const allResources = (
      await postGraphql<{ searchResources: { total: number } }>(
        server,
        catalogueQueries.searchResources,
        {},
      )
    ).body.data!.searchResources.total;
    expect(allResources).toBeGreaterThan(4);
    for (const injection of injections) {
      const byCategory = await postGraphql<{ searchResources: { total: number } }>(
        server,
        catalogueQueries.searchResources,
        { categories: [injection] },
      );
      expect(byCategory.status, injection).toBe(200);
      expect(byCategory.body.data!.searchResources.total, injection).toBe(0);

      for (const query of [catalogueQueries.searchGenes, catalogueQueries.searchResources]) {
        const { status, body } = await postGraphql<Record<string, { total: number }>>(
          server,
          query,
          { term: injection },
        );
        expect(status, `${injection} ${JSON.stringify(body.errors)}`).toBe(200);
        expect(body.errors, injection).toBeUndefined();
      }
      const byGene = await postGraphql<{ searchGenes: { total: number } }>(
        server,
        catalogueQueries.searchGenes,
        { genes: [injection] },
      );
      expect(byGene.status, injection).toBe(200);
      expect(byGene.body.data!.searchGenes.total, injection).toBe(0);
    }
    expect(await geneCount()).toBe(genesBefore);
  });
});
