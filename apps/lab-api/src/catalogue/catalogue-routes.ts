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
  type ExtraTestInfo,
  type TestException,
} from '@loci/contract';
import {
  ConflictingTestPairs,
  CustomSliceTestCodes,
  RepeatableTestCodes,
  UltraRapidTestCode,
  type FamilyRelation,
} from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes, approvedAccess } from '../accounts/account-scope.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { recheckOrderTests } from './cart-recheck.js';
import {
  allTests,
  aoeQuestionsOfTests,
  billableDiagnoses,
  catalogueTestCodes,
  extraTestInfoRows,
  restrictedPaymentTypes,
  suggestedCardioTests,
} from './catalogue-queries.js';

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
    handler: async ({ db }) => billableDiagnoses(db),
  });

  registerCall(app, registry, getAoeQuestions, {
    access: { scope: 'signed-in' },
    handler: async ({ db, input }) => aoeQuestionsOfTests(db, input.body.testCodes),
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
    handler: async ({ db, input }) => suggestedCardioTests(db, input.params.customTestCode),
  });

  registerCall(app, registry, getRestrictedPaymentMethods, {
    access: { scope: 'signed-in' },
    handler: async ({ db, input }) => restrictedPaymentTypes(db, input.params.testCode),
  });

  registerCall(app, registry, getTestExceptions, {
    access: { scope: 'signed-in' },
    handler: async ({ db }) => testExceptions(await catalogueTestCodes(db)),
  });

  registerCall(app, registry, getExtraTestInfo, {
    access: { scope: 'signed-in' },
    async handler({ db, input, caller }) {
      // Sponsorship of other clients' accounts is theirs: list only the caller's approved accounts.
      const mine = new Map(
        approvedAccess(caller, allAccessTypes).map((access) => [
          access.accountNumber,
          access.clientName,
        ]),
      );
      const extra = await extraTestInfoRows(db, input.body.testCodes, [...mine.keys()]);
      if (!extra) return [];
      const { tests, infoOf, sponsored, forms } = extra;
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
