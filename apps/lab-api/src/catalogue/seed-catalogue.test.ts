import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/index.js';
import { catalogueConditions } from './catalogue-definition.js';
import { hgncGenes, icd10cmCodes } from './reference-data.js';
import { seedCatalogue, type CatalogueSeedSummary } from './seed-catalogue.js';

let summary: CatalogueSeedSummary;
const database = useTestDatabase({
  prepare: async (db) => {
    summary = await seedCatalogue(db, { scope: 'compact' });
  },
});

const count = async (table: string) =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        database.db,
      )
    ).rows[0]?.n,
  );

describe('catalogue seed', () => {
  it('reads the shipped reference data', () => {
    const genes = hgncGenes();
    expect(genes.length).toBe(19_221);
    expect(genes.find((gene) => gene.symbol === 'BRCA1')).toMatchObject({
      hgncId: 'HGNC:1100',
      location: '17q21.31',
    });
    const icd = icd10cmCodes();
    expect(icd.length).toBe(95_524);
    expect(icd.find((row) => row.code === 'E84.0')).toEqual({
      code: 'E84.0',
      billable: true,
      description: 'Cystic fibrosis with pulmonary manifestations',
    });
  });

  it('writes at least 300 tests with real genes, the spec’s special codes and real billable ICD-10-CM codes', async () => {
    expect(summary.tests).toBeGreaterThanOrEqual(300);
    expect(await count('catalogue_test')).toBe(summary.tests);
    const codes = (
      await database.db.selectFrom('catalogue_test').select('test_code').execute()
    ).map((row) => row.test_code);
    for (const code of [
      '896',
      'J774',
      '706',
      'TG70',
      'J757',
      'TG75',
      'TG71',
      '906-Custom',
      '9011-Custom',
      '9012-Custom',
      '9001',
      'URGb',
      'B370-CUSTOM',
      '902a',
      '703',
      '906',
      '9011',
      '9012',
    ])
      expect(codes, code).toContain(code);
    const unknownGenes = await sql<{ gene_id: string }>`
      select tg.gene_id from catalogue_test_gene tg
      left join catalogue_gene g on g.id = tg.gene_id where g.id is null`.execute(database.db);
    expect(unknownGenes.rows).toEqual([]);
    const icd = await database.db.selectFrom('icd10_code').select(['code', 'billable']).execute();
    const billable = new Map(icd.map((row) => [row.code, row.billable]));
    for (const condition of catalogueConditions)
      for (const code of condition.icd10) expect(billable.get(code), code).toBe(true);
    const roots = await database.db
      .selectFrom('catalogue_category')
      .select('id')
      .where('parent_id', 'is', null)
      .execute();
    expect(roots.map((row) => row.id)).toEqual(
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

  it('is deterministic and idempotent', async () => {
    const before = await database.db
      .selectFrom('catalogue_test')
      .select(['id', 'test_code', 'slug', 'ny_approved', 'bi_enabled'])
      .orderBy('id')
      .execute();
    const links = await count('catalogue_test_gene');
    await seedCatalogue(database.db, { scope: 'compact' });
    expect(await count('catalogue_test_gene')).toBe(links);
    const after = await database.db
      .selectFrom('catalogue_test')
      .select(['id', 'test_code', 'slug', 'ny_approved', 'bi_enabled'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });
});
