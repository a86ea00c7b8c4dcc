// Orders (document 1 section 3, document 2 section 7.1): the simple order as the portal saves
// it, the ordered test with every field of document 1, and the patient order summary of lists.
import {
  FamilyRelations,
  NumericOrderStatuses,
  OrderSortFields,
  PaymentTypes,
  PriorAuthCaseStatuses,
  SortOrder,
} from '@loci/domain';
import { z } from 'zod';
import { personNameFields } from '../call/answer-fields.js';
import { pageSchema } from '../call/page.js';
import {
  accountNumberField,
  fieldMessages,
  isoDateField,
  optionalText,
  rowIdField,
  accountNumbersFilterField,
  searchTextFilterField,
} from '../call/fields.js';

/** A numeric id in a path or a body (orders, tests, providers). */
export const orderIdField = rowIdField;

/** The numeric order statuses 0 OrderNow, 1 Draft, 3 BenefitsInvestigation, 4 PendingReview. */
export const numericOrderStatusSchema = z.union(
  NumericOrderStatuses.map((status) => z.literal(status.value)) as unknown as [
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
  ],
  { error: 'Not an order status (0 OrderNow, 1 Draft, 3 BenefitsInvestigation, 4 PendingReview)' },
);

export const orderPaymentTypeSchema = z.enum(
  PaymentTypes.map((type) => type.value) as [string, ...string[]],
);

const testCodeField = z
  .string()
  .trim()
  .min(1, fieldMessages.required)
  .max(40, fieldMessages.maxLength)
  .regex(/^[A-Za-z0-9-]+$/, fieldMessages.format);

/** An ICD-10-CM code as typed (A00, A00.0, E11.65). */
export const diagnosisCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/, fieldMessages.format);

const shortList = (max: number) =>
  z.array(z.string().trim().min(1).max(200, fieldMessages.maxLength)).max(max);

export const testReasonSchema = z.object({
  text: optionalText(500),
  code: optionalText(40),
  description: optionalText(500),
});

/** One test the portal orders (from the cart: code, indent, kit flag) with its order details. */
export const orderTestInputSchema = z.object({
  code: testCodeField,
  indent: z.number().int().min(0).max(20).default(0),
  orderedAsKit: z.boolean().default(false),
  testReason: testReasonSchema.nullish(),
  programCode: optionalText(40),
  userEnteredSliceName: optionalText(100),
  preDefinedSliceNames: shortList(20).default([]),
  savedSliceName: optionalText(100),
  phenotypeNames: shortList(100).default([]),
});

/** A relative tested with a trio or duo test. */
export const familyMemberSchema = z.object({
  relation: z.enum(FamilyRelations),
  testCode: testCodeField,
  patientId: orderIdField.nullish(),
  firstName: optionalText(100),
  lastName: optionalText(100),
  birthDate: z.string().trim().max(10).nullish(),
  affected: z.boolean().nullish(),
});

export const consentSchema = z.object({
  given: z.boolean(),
  signedBy: optionalText(200),
  signedDate: z.string().trim().max(30).nullish(),
});

const orderFields = {
  accountNumber: accountNumberField,
  patientId: orderIdField,
  status: numericOrderStatusSchema.default(1),
  orderingProviderId: orderIdField.nullish(),
  tests: z.array(orderTestInputSchema).min(1, 'Please select at least one value').max(50),
  diagnosisCodes: z.array(diagnosisCodeField).max(12).default([]),
  paymentType: orderPaymentTypeSchema.nullish(),
  /** The patient's insurance policy the order is billed to (insurance payment types). */
  insurancePolicyId: orderIdField.nullish(),
  /** AOE answers by question id (document 1: IC and CI sections). */
  aoeAnswers: z
    .record(
      z.string().max(100),
      z.union([z.string().max(2000), z.boolean(), z.array(z.string().max(200)).max(50)]),
    )
    .default({}),
  familyMembers: z.array(familyMemberSchema).max(10).default([]),
  consent: consentSchema.nullish(),
  notes: optionalText(2000),
  /** Where the specimen is collected (alpha-3); blocked countries are refused. */
  specimenCountry: z.string().trim().toUpperCase().length(3, fieldMessages.format).nullish(),
  /** Set on an add-on order: the submitted order it adds tests to. */
  originalOrderId: orderIdField.nullish(),
};

export const simpleOrderCreateSchema = z.object(orderFields);
export const simpleOrderUpdateSchema = z.object({ ...orderFields, orderId: orderIdField });

export type SimpleOrderCreate = z.output<typeof simpleOrderCreateSchema>;
export type SimpleOrderUpdate = z.output<typeof simpleOrderUpdateSchema>;

/** Document 1 section 3: Prior auth record. */
export const priorAuthRecordSchema = z.object({
  qnaRequired: z.boolean(),
  caseNumber: z.string().nullable(),
  caseStatus: z
    .number()
    .int()
    .min(0)
    .max(PriorAuthCaseStatuses.length - 1)
    .nullable(),
  caseStatusDescription: z.string().nullable(),
  runExternally: z.boolean(),
  priorAuthSource: z.string().nullable(),
  discardPa: z.boolean(),
});

/** Document 1 section 3: Test issue. */
export const testIssueSchema = z.object({
  orderTestIssueId: z.number().int(),
  limsIssueId: z.string().nullable(),
  issue: z.string(),
  category: z.string().nullable(),
  holds: z.boolean(),
  addedDate: z.string().nullable(),
  addedBy: z.string().nullable(),
  resolvedDate: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  orderRowId: z.number().int(),
  createdDate: z.string(),
  createdBy: z.string().nullable(),
  displayMessage: z.string().nullable(),
});

/** Document 1 section 3: Ordered test, every field. */
export const orderedTestSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  shortDescription: z.string().nullable(),
  reflexOrderingParentTestCode: z.string().nullable(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  revisedDueDate: z.string().nullable(),
  labStatus: z.string(),
  labReportId: z.number().int().nullable(),
  labStatusUpdateDate: z.string().nullable(),
  testCancelledBySystem: z.boolean(),
  wasBi: z.boolean(),
  lastBiRunDate: z.string().nullable(),
  biStatus: z.string().nullable(),
  holdForBI: z.boolean(),
  bundledBillingQualify: z.boolean(),
  reportedDate: z.string().nullable(),
  reportUpdatedDate: z.string().nullable(),
  testReason: z.object({
    text: z.string().nullable(),
    code: z.string().nullable(),
    description: z.string().nullable(),
  }),
  testIssues: z.array(testIssueSchema),
  createdDate: z.string(),
  updatedDate: z.string(),
  isTrio: z.boolean(),
  isDuo: z.boolean(),
  allowedRelatives: z.array(z.string()),
  testFinishedDate: z.string().nullable(),
  indent: z.number().int(),
  orderedAsKit: z.boolean(),
  insuranceEnabled: z.boolean(),
  patientPortalUserReportViewed: z.boolean(),
  patientPortalUserReportViewedDate: z.string().nullable(),
  priorAuthRecord: priorAuthRecordSchema.nullable(),
  dplEnabled: z.boolean(),
  institutionalBillingEnabled: z.boolean(),
  eligibleForPartnerships: z.boolean(),
  biopharmaEligibilities: z.array(z.string()),
  enableProgramCode: z.boolean(),
  programCode: z.string().nullable(),
  programCodes: z.array(z.string()),
  userEnteredSliceName: z.string().nullable(),
  preDefinedSliceNames: z.array(z.string()),
  savedSliceName: z.string().nullable(),
  phenotypeNames: z.array(z.string()),
});
export type OrderedTest = z.output<typeof orderedTestSchema>;

export const billingEstimateSchema = z.object({
  planCode: z.string(),
  planName: z.string(),
  network: z.enum(['IN', 'OUT']),
  currency: z.literal('USD'),
  listPrice: z.number(),
  allowedAmount: z.number(),
  deductibleRemaining: z.number(),
  coinsurancePercent: z.number(),
  outOfPocketMaxRemaining: z.number(),
  estimatedPatientResponsibility: z.number(),
  estimatedInsurancePays: z.number(),
  tests: z.array(z.object({ code: z.string(), listPrice: z.number() })),
  estimatedAt: z.string(),
});
export type BillingEstimate = z.output<typeof billingEstimateSchema>;

/** Which order it is, whose, and its status: the stored order and its light view begin with them. */
const storedOrderKeyFields = {
  orderId: z.number().int(),
  accountNumber: z.string(),
  patientId: z.number().int(),
  status: z.number().int(),
  statusLabel: z.string(),
};

/** The order as stored: every field the portal saved, plus what the lab derived. */
export const simpleOrderSchema = z.object({
  ...storedOrderKeyFields,
  orderingProviderId: z.number().int().nullable(),
  tests: z.array(orderedTestSchema),
  diagnosisCodes: z.array(z.string()),
  paymentType: z.string().nullable(),
  insurancePolicyId: z.number().int().nullable(),
  aoeAnswers: z.record(z.string(), z.unknown()),
  familyMembers: z.array(z.record(z.string(), z.unknown())),
  consent: z.record(z.string(), z.unknown()).nullable(),
  notes: z.string().nullable(),
  specimenCountry: z.string().nullable(),
  originalOrderId: z.number().int().nullable(),
  accessionNumber: z.string().nullable(),
  isHeld: z.boolean(),
  billingEstimate: billingEstimateSchema.nullable(),
  orderedDate: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type SimpleOrder = z.output<typeof simpleOrderSchema>;

export const simpleOrderLightSchema = z.object({
  ...storedOrderKeyFields,
  testCodes: z.array(z.string()),
  originalOrderId: z.number().int().nullable(),
  updatedDate: z.string(),
});

/** Document 1 section 3: Patient order summary. */
export const patientOrderSummarySchema = z.object({
  orderId: z.number().int(),
  patientId: z.number().int(),
  ...personNameFields,
  orderedDate: z.string().nullable(),
  updatedDate: z.string(),
  orderStatus: z.number().int(),
  orderStatusLabel: z.string(),
  testCode: z.string().nullable(),
  testDescription: z.string().nullable(),
  accessionNum: z.string().nullable(),
  paymentType: z.string().nullable(),
  insuranceCarrier: z.string().nullable(),
  group: z.string().nullable(),
  policy: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  patientStatus: z.string().nullable(),
  relationToPatient: z.string().nullable(),
  birthDate: z.string().nullable(),
  billingNotes: z.string().nullable(),
  institutionName: z.string().nullable(),
  labReportId: z.number().int().nullable(),
  originalOrderId: z.number().int().nullable(),
  isAddOnAvailable: z.boolean(),
  accountNumber: z.string(),
});
export type PatientOrderSummary = z.output<typeof patientOrderSummarySchema>;

const isoDateFilter = isoDateField.nullish();

/** The order list request (portal `#simple-orders`): search, sort, paging, filters. */
export const orderListRequestSchema = z.object({
  AccountNumbers: accountNumbersFilterField,
  SearchTerm: searchTextFilterField,
  SortField: z.enum(OrderSortFields).default('UpdatedDate'),
  SortOrder: z
    .union([z.literal(SortOrder.Ascending), z.literal(SortOrder.Descending)])
    .default(SortOrder.Descending),
  PageNumber: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(200).default(25),
  Statuses: z.array(numericOrderStatusSchema).max(4).default([]),
  DateFrom: isoDateFilter,
  DateTo: isoDateFilter,
  /** Ordering providers (their ids, from `orderingProviderByName`). */
  OrderingProviderIds: z.array(orderIdField).max(50).default([]),
  /** Who placed the order (the values of `orderPlacedByForName`). */
  OrderedBy: z.array(z.string().trim().max(254)).max(50).default([]),
  /** Only orders whose prior-authorization case waits on the practice (the dashboard's link). */
  PriorAuthActionNeeded: z.boolean().optional(),
});
export type OrderListRequest = z.output<typeof orderListRequestSchema>;

export const orderListPageSchema = pageSchema(patientOrderSummarySchema);

/** Cancel or restore tests: Id of the order, Tests each with TestID. */
export const orderTestsChangeSchema = z.object({
  Id: orderIdField,
  Tests: z
    .array(z.object({ TestID: orderIdField }))
    .min(1, 'Please select at least one value')
    .max(50),
});

export const orderTestStatusSchema = z.object({
  testId: z.number().int(),
  code: z.string(),
  shortDescription: z.string().nullable(),
  labStatus: z.string(),
  labStatusUpdateDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  cancelled: z.boolean(),
});

export const addOnSearchSchema = z.object({
  SearchTerm: searchTextFilterField,
  AccountNumbers: accountNumbersFilterField,
});

export const addOnAvailableOrderSchema = z.object({
  orderId: z.number().int(),
  patientId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthDate: z.string().nullable(),
  accountNumber: z.string(),
  accessionNumber: z.string().nullable(),
  orderedDate: z.string().nullable(),
  testCodes: z.array(z.string()),
});

export const orderNotificationSchema = z.object({
  orderId: orderIdField,
  /** What happened: submitted, updated or cancelled. */
  event: z.enum(['Submitted', 'Updated', 'Cancelled']),
  recipients: z.array(z.string().trim().max(254)).max(10).default([]),
  message: optionalText(1000),
});
