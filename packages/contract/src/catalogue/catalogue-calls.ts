// The catalogue's portal API calls (document 2 section 7.1, References and Tests): every test,
// the diagnosis codes, AOE questions, test-code validation, custom cardiology suggestions,
// restricted payment methods, test exceptions and extra test info.
import {
  AoeQuestionTypes,
  FamilyRelations,
  type AoeQuestionType,
  type FamilyRelation,
} from '@loci/domain';
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { trimmedRequired } from '../call/fields.js';
import { paymentTypeSchema } from './payment-type-schema.js';

/** A test code: a letter or digit, then letters, digits or hyphens (30 at most), e.g. `906-Custom`. */
export const testCodeField = trimmedRequired(30, /^[A-Za-z0-9][A-Za-z0-9-]*$/);

/** 1 to 50 test codes. */
export const testCodeListField = z.array(testCodeField).check(z.minLength(1), z.maxLength(50));

export { paymentTypeSchema };

export const familyRelationSchema = z.enum(
  FamilyRelations as unknown as [FamilyRelation, ...FamilyRelation[]],
);

/**
 * A test of the catalogue as the ordering form uses it (document 1: the camelCase equivalents of
 * the catalogue test, plus genericCode and programCodes). Genes are HGNC symbols.
 */
export const catalogueTestEntrySchema = z.object({
  id: z.number().check(z.int()),
  key: z.string(),
  name: z.string(),
  testCode: z.string(),
  genericCode: z.string(),
  slug: z.string(),
  displayName: z.string(),
  subtitle: z.nullable(z.string()),
  tooltip: z.nullable(z.string()),
  shortDescription: z.nullable(z.string()),
  customizable: z.boolean(),
  turnaroundTime: z.nullable(z.string()),
  maxNumberOfGenes: z.nullable(z.number().check(z.int())),
  genes: z.array(z.string()),
  optionalGenes: z.array(z.string()),
  insuranceEnabled: z.boolean(),
  biEnabled: z.boolean(),
  holdForBiEnabled: z.boolean(),
  institutionalBillingEnabled: z.boolean(),
  eligibleForPartnerships: z.boolean(),
  biopharmaEligibilities: z.array(z.string()),
  hideInTestCatalog: z.boolean(),
  hideDetailsPage: z.boolean(),
  programTypes: z.array(z.string()),
  programCodes: z.array(z.string()),
  isTestPackage: z.boolean(),
  packageTests: z.array(z.string()),
  nyApproved: z.boolean(),
  categoryIds: z.array(z.string()),
});
export type CatalogueTestEntry = z.infer<typeof catalogueTestEntrySchema>;

/** A diagnosis code (document 1): code, description, isBookmark. */
export const diagnosisCodeSchema = z.object({
  code: z.string(),
  description: z.string(),
  isBookmark: z.boolean(),
});
export type DiagnosisCode = z.infer<typeof diagnosisCodeSchema>;

/** The AOE question types (the domain's, with the spec's input type of each); checkbox when none is given. */
export const aoeQuestionTypes = AoeQuestionTypes;
export type { AoeQuestionType };

export interface AoeQuestion {
  id: string;
  label: string;
  type: AoeQuestionType;
  required: boolean;
  options: Array<{ value: string; label: string }>;
  children: AoeQuestion[];
}

export const aoeQuestionSchema: z.ZodMiniType<AoeQuestion> = z.lazy(() =>
  z.object({
    id: z.string(),
    label: z.string(),
    type: z.enum(aoeQuestionTypes),
    required: z.boolean(),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
    children: z.array(aoeQuestionSchema),
  }),
);

/** The two AOE sections: IC (indication and clinical history) and CI (clinical information). */
export const aoeSectionCodes = ['IC', 'CI'] as const;

export const aoeSectionSchema = z.object({
  code: z.enum(aoeSectionCodes),
  name: z.string(),
  groups: z.array(
    z.object({ id: z.string(), name: z.string(), questions: z.array(aoeQuestionSchema) }),
  ),
});
export type AoeSection = z.infer<typeof aoeSectionSchema>;

/** The ask-on-order-entry form of one test. */
export const aoeFormSchema = z.object({
  testCode: z.string(),
  aoeTestCode: z.string(),
  sections: z.array(aoeSectionSchema),
});
export type AoeForm = z.infer<typeof aoeFormSchema>;

/** The outcome of one test code; the portal takes a code as valid when the first result is Valid. */
export const testCodeValidationResults = ['Valid', 'NotFound', 'NotOrderable', 'Conflict'] as const;

export const testCodeValidationSchema = z.object({
  testCode: z.string(),
  result: z.enum(testCodeValidationResults),
  message: z.nullable(z.string()),
});
export type TestCodeValidation = z.infer<typeof testCodeValidationSchema>;

export const suggestedTestSchema = z.object({
  testCode: z.string(),
  name: z.string(),
  slug: z.string(),
  /** How many of the custom test's genes the suggested test covers. */
  sharedGenes: z.number().check(z.int()),
  geneCount: z.number().check(z.int()),
});
export type SuggestedTest = z.infer<typeof suggestedTestSchema>;

/** Tests the ordering rules treat specially (the cart's exceptions). */
export const testExceptionTypes = [
  'RepeatableInCart',
  'NotOrderableAsKit',
  'CustomSliceExclusive',
  'CannotShareOrder',
] as const;

export const testExceptionSchema = z.object({
  testCode: z.string(),
  exceptionType: z.enum(testExceptionTypes),
  /** The other test of a CannotShareOrder pair. */
  relatedTestCode: z.nullable(z.string()),
  description: z.string(),
});
export type TestException = z.infer<typeof testExceptionSchema>;

/** Extra test info (document 1 section 3). */
export const extraTestInfoSchema = z.object({
  code: z.string(),
  sponsoredInfo: z.nullable(
    z.object({
      isBiopharmaOnly: z.boolean(),
      sponsoredByCoupon: z.boolean(),
      /** Only the caller’s own approved accounts are listed. */
      accounts: z.array(
        z.object({
          name: z.string(),
          accountNumber: z.string(),
          forceManual: z.boolean(),
          forMinorsOnly: z.boolean(),
        }),
      ),
    }),
  ),
  aoeTestCode: z.nullable(z.string()),
  aoe: z.array(aoeSectionSchema),
  testTypes: z.array(z.string()),
  isPrenatal: z.boolean(),
  isTrio: z.boolean(),
  isDuo: z.boolean(),
  isNoCharge: z.boolean(),
  allowedRelatives: z.array(familyRelationSchema),
  dplEnabled: z.boolean(),
  shortDescription: z.nullable(z.string()),
  allowedInsuranceProviders: z.array(z.string()),
});
export type ExtraTestInfo = z.infer<typeof extraTestInfoSchema>;

export const catalogueCalls = defineCalls(
  { feature: 'catalogue', ...portalApi, wrapped: false },
  {
    getAllTests: {
      summary: 'Every orderable test of the catalogue (hidden ones included, flagged)',
      method: 'GET',
      path: '/references/test/all',
      request: {},
      response: z.array(catalogueTestEntrySchema),
    },
    getAllDiagnoses: {
      summary:
        'The diagnosis codes of the catalogue’s conditions (billable ICD-10-CM); the whole code set is paged in the catalogue GraphQL',
      method: 'GET',
      path: '/references/diagnosis/all',
      request: {},
      response: z.array(diagnosisCodeSchema),
    },
    getAoeQuestions: {
      summary: 'AOE questions of the given tests (one form per known test, in the order asked)',
      method: 'POST',
      path: '/references/questions',
      request: { body: z.object({ testCodes: testCodeListField }) },
      response: z.array(aoeFormSchema),
    },
    validateTestCodes: {
      summary:
        'Validates test codes together (existence, orderability, the cart’s conflict rules); one result per code, in order',
      method: 'POST',
      path: '/references/tests/validate',
      request: {
        body: z.object({
          testCodes: testCodeListField,
          /** The tests are ordered as kits (an ultra-rapid test is then not orderable). */
          orderedAsKit: z._default(z.boolean(), false),
        }),
      },
      response: z.array(testCodeValidationSchema),
    },
    getSuggestedCardioTests: {
      summary:
        'Ready-made cardiology panels covering the genes of a custom cardiology test, most shared genes first',
      method: 'GET',
      path: '/references/suggestedCardioNonCustomForCustomCardio/{customTestCode}',
      request: { params: z.object({ customTestCode: testCodeField }) },
      response: z.array(suggestedTestSchema),
    },
    getRestrictedPaymentMethods: {
      summary: 'Payment types that cannot be used for a test',
      method: 'GET',
      path: '/test/restrictedPaymentMethods/{testCode}',
      request: { params: z.object({ testCode: testCodeField }) },
      response: z.array(paymentTypeSchema),
    },
    getTestExceptions: {
      summary: 'The tests the cart’s rules treat specially, and how',
      method: 'GET',
      path: '/test/exceptions',
      request: {},
      response: z.array(testExceptionSchema),
    },
    getExtraTestInfo: {
      summary:
        'Extra test info of the given tests (unknown codes are left out), in the order asked',
      method: 'POST',
      path: '/test/extraInfo',
      request: { body: z.object({ testCodes: testCodeListField }) },
      response: z.array(extraTestInfoSchema),
    },
  },
);

export const {
  getAllTests,
  getAllDiagnoses,
  getAoeQuestions,
  validateTestCodes,
  getSuggestedCardioTests,
  getRestrictedPaymentMethods,
  getTestExceptions,
  getExtraTestInfo,
} = catalogueCalls;
