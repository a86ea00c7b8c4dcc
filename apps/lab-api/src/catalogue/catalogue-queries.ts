// The catalogue's reads: every SQL statement of the catalogue's portal calls and of the cart's
// recheck (the routes map them to calls).
import type { CatalogueTestEntry } from '@loci/contract';
import type { PaymentType } from '@loci/domain';
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import { aoeFormsByCode } from './aoe-forms.js';

/** Catalogue rows of these codes (letter case ignored), keyed by upper-cased code. */
export async function testsByCode(db: LabKysely, codes: readonly string[]) {
  const upper = [...new Set(codes.map((code) => code.toUpperCase()))];
  if (upper.length === 0) return new Map<string, never>();
  const rows = await db
    .selectFrom('catalogue_test')
    .select([
      'id',
      'test_code',
      'name',
      'slug',
      'short_description',
      'customizable',
      'hide_in_test_catalog',
      'is_orderable',
    ])
    .where(sql<string>`upper(test_code)`, 'in', upper)
    .execute();
  return new Map(rows.map((row) => [row.test_code.toUpperCase(), row]));
}

export async function requireTest(db: LabKysely, code: string) {
  const test = (await testsByCode(db, [code])).get(code.toUpperCase());
  if (!test) throw problems.notFound(`No test with code ${code}`);
  return test;
}

export async function allTests(db: LabKysely): Promise<CatalogueTestEntry[]> {
  const rows = await db.selectFrom('catalogue_test').selectAll().orderBy('id').execute();
  const genes = await db
    .selectFrom('catalogue_test_gene as tg')
    .innerJoin('catalogue_gene as g', 'g.id', 'tg.gene_id')
    .select(['tg.test_id', 'g.symbol', 'tg.optional'])
    .orderBy('g.symbol')
    .execute();
  const categories = await db
    .selectFrom('catalogue_test_category')
    .select(['test_id', 'category_id'])
    .execute();
  const packages = await db
    .selectFrom('catalogue_package_test as p')
    .innerJoin('catalogue_test as t', 't.id', 'p.member_test_id')
    .select(['p.package_test_id', 't.test_code'])
    .orderBy('p.position')
    .execute();
  const programs = await db
    .selectFrom('partnership_program_test as pt')
    .innerJoin('partnership_program as p', 'p.program_code', 'pt.program_code')
    .select(['pt.test_code', 'pt.program_code'])
    .where('p.is_active', '=', true)
    .orderBy('pt.program_code')
    .execute();
  /** The values of one column of the rows, by another column (a test's genes by its id, ...). */
  const group = <Row, Key extends keyof Row, Value extends keyof Row>(
    list: readonly Row[],
    key: Key,
    value: Value,
  ) => {
    const map = new Map<Row[Key], Row[Value][]>();
    for (const row of list) map.set(row[key], [...(map.get(row[key]) ?? []), row[value]]);
    return map;
  };
  const genesOf = group(
    genes.filter((g) => !g.optional),
    'test_id',
    'symbol',
  );
  const optionalOf = group(
    genes.filter((g) => g.optional),
    'test_id',
    'symbol',
  );
  const categoriesOf = group(categories, 'test_id', 'category_id');
  const packagesOf = group(packages, 'package_test_id', 'test_code');
  const programsOf = group(programs, 'test_code', 'program_code');
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    testCode: row.test_code,
    genericCode: row.generic_code,
    slug: row.slug,
    displayName: row.display_name,
    subtitle: row.subtitle,
    tooltip: row.tooltip,
    shortDescription: row.short_description,
    customizable: row.customizable,
    turnaroundTime: row.turnaround_time,
    maxNumberOfGenes: row.max_number_of_genes,
    genes: genesOf.get(row.id) ?? [],
    optionalGenes: optionalOf.get(row.id) ?? [],
    insuranceEnabled: row.insurance_enabled,
    biEnabled: row.bi_enabled,
    holdForBiEnabled: row.hold_for_bi_enabled,
    institutionalBillingEnabled: row.institutional_billing_enabled,
    eligibleForPartnerships: row.eligible_for_partnerships,
    biopharmaEligibilities: row.biopharma_eligibilities,
    hideInTestCatalog: row.hide_in_test_catalog,
    hideDetailsPage: row.hide_details_page,
    programTypes: row.program_types,
    programCodes: programsOf.get(row.test_code) ?? [],
    isTestPackage: row.is_test_package,
    packageTests: packagesOf.get(row.id) ?? [],
    nyApproved: row.ny_approved,
    categoryIds: categoriesOf.get(row.id) ?? [],
  }));
}

/** Whether each of the codes the ICD-10-CM code set lists is billable (codes it lacks are absent). */
export async function icdCodeBillability(
  db: LabKysely,
  codes: readonly string[],
): Promise<Map<string, boolean>> {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('icd10_code')
    .select(['code', 'billable'])
    .where('code', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.code, row.billable]));
}

/** The billable ICD-10 codes of the catalogue's conditions, each once, by code. */
export async function billableDiagnoses(db: LabKysely) {
  const rows = await sql<{ code: string; description: string }>`
    select distinct i.code, i.description
    from catalogue_condition c cross join lateral unnest(c.icd10_codes) as u (code)
    join icd10_code i on i.code = u.code
    where i.billable
    order by i.code`.execute(db);
  return rows.rows.map((row) => ({ ...row, isBookmark: false }));
}

/** The AOE forms of the tests asked for (each test once, in the order asked). */
export async function aoeQuestionsOfTests(db: LabKysely, testCodes: readonly string[]) {
  const tests = await testsByCode(db, testCodes);
  const infos = await db
    .selectFrom('test_extra_info')
    .select(['test_code', 'aoe_test_code'])
    .where(sql<string>`upper(test_code)`, 'in', [...tests.keys()].length ? [...tests.keys()] : [''])
    .execute();
  const aoeCodeOf = new Map(
    infos.map((info) => [info.test_code.toUpperCase(), info.aoe_test_code]),
  );
  const forms = await aoeFormsByCode(db, [
    ...new Set(infos.flatMap((i) => (i.aoe_test_code ? [i.aoe_test_code] : []))),
  ]);
  const seen = new Set<string>();
  return testCodes.flatMap((code) => {
    const upper = code.toUpperCase();
    const test = tests.get(upper);
    const aoeTestCode = aoeCodeOf.get(upper);
    if (!test || !aoeTestCode || seen.has(upper)) return [];
    seen.add(upper);
    return [{ testCode: test.test_code, aoeTestCode, sections: forms.get(aoeTestCode) ?? [] }];
  });
}

/** The orderable tests suggested for a custom cardio test, most shared genes first. */
export async function suggestedCardioTests(db: LabKysely, customTestCode: string) {
  const custom = await requireTest(db, customTestCode);
  if (!custom.customizable) throw problems.notFound(`${custom.test_code} is not a custom test`);
  const rows = await sql<{
    test_code: string;
    name: string;
    slug: string;
    shared: number;
    gene_count: number;
  }>`
    select t.test_code, t.name, t.slug,
      (select count(*) from catalogue_test_gene g
         where g.test_id = t.id and not g.optional
           and g.gene_id in (select gene_id from catalogue_test_gene where test_id = ${custom.id})) as shared,
      (select count(*) from catalogue_test_gene g where g.test_id = t.id and not g.optional) as gene_count
    from custom_cardio_suggestion s
    join catalogue_test t on t.test_code = s.suggested_test_code
    where s.custom_test_code = ${custom.test_code} and not t.hide_in_test_catalog and t.is_orderable
    order by shared desc, gene_count, t.test_code`.execute(db);
  return rows.rows.map((row) => ({
    testCode: row.test_code,
    name: row.name,
    slug: row.slug,
    sharedGenes: Number(row.shared),
    geneCount: Number(row.gene_count),
  }));
}

/** The payment types a test may not be billed to. */
export async function restrictedPaymentTypes(db: LabKysely, testCode: string) {
  const test = await requireTest(db, testCode);
  const rows = await db
    .selectFrom('test_restricted_payment')
    .select('payment_type')
    .where('test_code', '=', test.test_code)
    .orderBy('payment_type')
    .execute();
  return rows.map((row) => row.payment_type as PaymentType);
}

/** Every test code of the catalogue, upper-cased. */
export async function catalogueTestCodes(db: LabKysely): Promise<Set<string>> {
  const rows = await db.selectFrom('catalogue_test').select('test_code').execute();
  return new Set(rows.map((row) => row.test_code.toUpperCase()));
}

/**
 * The extra information of the tests asked for: their catalogue rows, extra-info rows, the
 * sponsorships of the given accounts and the AOE forms; undefined when no code is in the catalogue.
 */
export async function extraTestInfoRows(
  db: LabKysely,
  testCodes: readonly string[],
  accountNumbers: readonly string[],
) {
  const tests = await testsByCode(db, testCodes);
  const codes = [...tests.values()].map((test) => test.test_code);
  if (codes.length === 0) return undefined;
  const infos = await db
    .selectFrom('test_extra_info')
    .selectAll()
    .where('test_code', 'in', codes)
    .execute();
  const infoOf = new Map(infos.map((info) => [info.test_code, info]));
  const sponsored = accountNumbers.length
    ? await db
        .selectFrom('test_sponsored_account')
        .selectAll()
        .where('test_code', 'in', codes)
        .where('account_number', 'in', [...accountNumbers])
        .orderBy('account_number')
        .execute()
    : [];
  const forms = await aoeFormsByCode(db, [
    ...new Set(infos.flatMap((i) => (i.aoe_test_code ? [i.aoe_test_code] : []))),
  ]);
  return { tests, infoOf, sponsored, forms };
}
