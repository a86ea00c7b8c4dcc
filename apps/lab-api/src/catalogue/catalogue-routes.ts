// The catalogue's portal API calls (References and Tests of document 2 section 7.1).
import {
  getAllDiagnoses,
  getAllTests,
  getAoeQuestions,
  getExtraTestInfo,
  getRestrictedPaymentMethods,
  getSuggestedCardioTests,
  getTestExceptions,
  validateTestCodes,
  type CatalogueTestEntry,
  type ExtraTestInfo,
  type TestException,
} from '@loci/contract';
import {
  ConflictingTestPairs,
  CustomSliceTestCodes,
  RepeatableTestCodes,
  UltraRapidTestCode,
  type FamilyRelation,
  type PaymentType,
} from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { allAccessTypes, approvedAccess } from '../accounts/account-scope.js';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { aoeFormsByCode } from './aoe-forms.js';
import { recheckOrderTests } from './cart-recheck.js';

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

async function requireTest(db: LabKysely, code: string) {
  const test = (await testsByCode(db, [code])).get(code.toUpperCase());
  if (!test) throw problems.notFound(`No test with code ${code}`);
  return test;
}

async function allTests(db: LabKysely): Promise<CatalogueTestEntry[]> {
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
  const group = <Row, Key, Value>(
    list: Row[],
    key: (row: Row) => Key,
    value: (row: Row) => Value,
  ) => {
    const map = new Map<Key, Value[]>();
    for (const row of list) map.set(key(row), [...(map.get(key(row)) ?? []), value(row)]);
    return map;
  };
  const genesOf = group(
    genes.filter((g) => !g.optional),
    (g) => g.test_id,
    (g) => g.symbol,
  );
  const optionalOf = group(
    genes.filter((g) => g.optional),
    (g) => g.test_id,
    (g) => g.symbol,
  );
  const categoriesOf = group(
    categories,
    (c) => c.test_id,
    (c) => c.category_id,
  );
  const packagesOf = group(
    packages,
    (p) => p.package_test_id,
    (p) => p.test_code,
  );
  const programsOf = group(
    programs,
    (p) => p.test_code,
    (p) => p.program_code,
  );
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

/** The cart's special tests, from the lab's rules in @loci/domain, for tests in the catalogue. */
function testExceptions(known: Set<string>): TestException[] {
  const has = (code: string) => known.has(code.toUpperCase());
  return [
    ...RepeatableTestCodes.filter(has).map((code) => ({
      testCode: code,
      exceptionType: 'RepeatableInCart' as const,
      relatedTestCode: null,
      description: 'May be added to the cart more than once',
    })),
    ...(has(UltraRapidTestCode)
      ? [
          {
            testCode: UltraRapidTestCode,
            exceptionType: 'NotOrderableAsKit' as const,
            relatedTestCode: null,
            description: 'Ultra-rapid test: not orderable as a kit',
          },
        ]
      : []),
    ...CustomSliceTestCodes.filter(has).map((code) => ({
      testCode: code,
      exceptionType: 'CustomSliceExclusive' as const,
      relatedTestCode: null,
      description: 'At most one custom slice test per order',
    })),
    ...ConflictingTestPairs.flatMap(([first, second]) =>
      has(first) && has(second)
        ? [
            {
              testCode: first,
              exceptionType: 'CannotShareOrder' as const,
              relatedTestCode: second,
              description: `Cannot be included in the same order as ${second}`,
            },
            {
              testCode: second,
              exceptionType: 'CannotShareOrder' as const,
              relatedTestCode: first,
              description: `Cannot be included in the same order as ${first}`,
            },
          ]
        : [],
    ),
  ];
}

export function registerCatalogueRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, getAllTests, {
    access: { scope: 'signed-in' },
    handler: async ({ db }) => allTests(db),
  });

  registerCall(app, registry, getAllDiagnoses, {
    access: { scope: 'signed-in' },
    async handler({ db }) {
      const rows = await sql<{ code: string; description: string }>`
        select distinct i.code, i.description
        from catalogue_condition c cross join lateral unnest(c.icd10_codes) as u (code)
        join icd10_code i on i.code = u.code
        where i.billable
        order by i.code`.execute(db);
      return rows.rows.map((row) => ({ ...row, isBookmark: false }));
    },
  });

  registerCall(app, registry, getAoeQuestions, {
    access: { scope: 'signed-in' },
    async handler({ db, input }) {
      const tests = await testsByCode(db, input.body.testCodes);
      const infos = await db
        .selectFrom('test_extra_info')
        .select(['test_code', 'aoe_test_code'])
        .where(
          sql<string>`upper(test_code)`,
          'in',
          [...tests.keys()].length ? [...tests.keys()] : [''],
        )
        .execute();
      const aoeCodeOf = new Map(
        infos.map((info) => [info.test_code.toUpperCase(), info.aoe_test_code]),
      );
      const forms = await aoeFormsByCode(db, [
        ...new Set(infos.flatMap((i) => (i.aoe_test_code ? [i.aoe_test_code] : []))),
      ]);
      const seen = new Set<string>();
      return input.body.testCodes.flatMap((code) => {
        const upper = code.toUpperCase();
        const test = tests.get(upper);
        const aoeTestCode = aoeCodeOf.get(upper);
        if (!test || !aoeTestCode || seen.has(upper)) return [];
        seen.add(upper);
        return [{ testCode: test.test_code, aoeTestCode, sections: forms.get(aoeTestCode) ?? [] }];
      });
    },
  });

  registerCall(app, registry, validateTestCodes, {
    access: { scope: 'signed-in' },
    async handler({ db, input }) {
      return recheckOrderTests(
        db,
        input.body.testCodes.map((code) => ({ code, orderedAsKit: input.body.orderedAsKit })),
      ).then((check) => check.results);
    },
  });

  registerCall(app, registry, getSuggestedCardioTests, {
    access: { scope: 'signed-in' },
    async handler({ db, input }) {
      const custom = await requireTest(db, input.params.customTestCode);
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
    },
  });

  registerCall(app, registry, getRestrictedPaymentMethods, {
    access: { scope: 'signed-in' },
    async handler({ db, input }) {
      const test = await requireTest(db, input.params.testCode);
      const rows = await db
        .selectFrom('test_restricted_payment')
        .select('payment_type')
        .where('test_code', '=', test.test_code)
        .orderBy('payment_type')
        .execute();
      return rows.map((row) => row.payment_type as PaymentType);
    },
  });

  registerCall(app, registry, getTestExceptions, {
    access: { scope: 'signed-in' },
    async handler({ db }) {
      const rows = await db.selectFrom('catalogue_test').select('test_code').execute();
      return testExceptions(new Set(rows.map((row) => row.test_code.toUpperCase())));
    },
  });

  registerCall(app, registry, getExtraTestInfo, {
    access: { scope: 'signed-in' },
    async handler({ db, input, caller }) {
      const tests = await testsByCode(db, input.body.testCodes);
      const codes = [...tests.values()].map((test) => test.test_code);
      if (codes.length === 0) return [];
      const infos = await db
        .selectFrom('test_extra_info')
        .selectAll()
        .where('test_code', 'in', codes)
        .execute();
      const infoOf = new Map(infos.map((info) => [info.test_code, info]));
      // Sponsorship of other clients' accounts is theirs: list only the caller's approved accounts.
      const mine = new Map(
        approvedAccess(caller, allAccessTypes).map((access) => [
          access.accountNumber,
          access.clientName,
        ]),
      );
      const sponsored = mine.size
        ? await db
            .selectFrom('test_sponsored_account')
            .selectAll()
            .where('test_code', 'in', codes)
            .where('account_number', 'in', [...mine.keys()])
            .orderBy('account_number')
            .execute()
        : [];
      const forms = await aoeFormsByCode(db, [
        ...new Set(infos.flatMap((i) => (i.aoe_test_code ? [i.aoe_test_code] : []))),
      ]);
      const seen = new Set<string>();
      return input.body.testCodes.flatMap((code): ExtraTestInfo[] => {
        const test = tests.get(code.toUpperCase());
        const info = test && infoOf.get(test.test_code);
        if (!test || !info || seen.has(test.test_code)) return [];
        seen.add(test.test_code);
        const accounts = sponsored
          .filter((row) => row.test_code === test.test_code)
          .map((row) => ({
            name: mine.get(row.account_number) ?? '',
            accountNumber: row.account_number,
            forceManual: row.force_manual,
            forMinorsOnly: row.for_minors_only,
          }));
        const isSponsored =
          info.is_biopharma_only || info.sponsored_by_coupon || accounts.length > 0;
        return [
          {
            code: test.test_code,
            sponsoredInfo: isSponsored
              ? {
                  isBiopharmaOnly: info.is_biopharma_only,
                  sponsoredByCoupon: info.sponsored_by_coupon,
                  accounts,
                }
              : null,
            aoeTestCode: info.aoe_test_code,
            aoe: (info.aoe_test_code && forms.get(info.aoe_test_code)) || [],
            testTypes: info.test_types,
            isPrenatal: info.is_prenatal,
            isTrio: info.is_trio,
            isDuo: info.is_duo,
            isNoCharge: info.is_no_charge,
            allowedRelatives: info.allowed_relatives as FamilyRelation[],
            dplEnabled: info.dpl_enabled,
            shortDescription: test.short_description,
            allowedInsuranceProviders: info.allowed_insurance_providers,
          },
        ];
      });
    },
  });
}
