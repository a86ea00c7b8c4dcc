// Orders (document 1 section 3, document 2 section 7.1): the simple order as the portal saves
// it, the ordered test with every field of document 1, and the patient order summary of lists.
import {
  FamilyRelations,
  NumericOrderStatuses,
  OrderSortFields,
  PaymentTypes,
  PriorAuthCaseStatuses,
} from '@loci/domain';
import { z } from '../zod.js';
import { personNameFields } from '../call/answer-fields.js';
import { pageRequestFields, pageSchema } from '../call/page.js';
import {
  accountNumberField,
  fieldMessages,
  isoDateField,
  optionalClinicalText,
  optionalText,
  rowIdField,
  accountNumbersFilterField,
  searchTextFilterField,
  orderPeopleFilterFields,
  optionalCalendarDate,
  sortOrderFilterField,
  trimmedRequired,
} from '../call/fields.js';

/** A numeric id in a path or a body (orders, tests, providers). */
export const orderIdField = rowIdField;

/** The numeric order statuses 0 OrderNow, 1 Draft, 3 BenefitsInvestigation, 4 PendingReview. */
export const numericOrderStatusSchema = z.union(
  NumericOrderStatuses.map((status) => z.literal(status.value)) as unknown as [
    z.ZodMiniLiteral<0>,
    z.ZodMiniLiteral<1>,
    z.ZodMiniLiteral<3>,
    z.ZodMiniLiteral<4>,
  ],
  { error: 'Not an order status (0 OrderNow, 1 Draft, 3 BenefitsInvestigation, 4 PendingReview)' },
);

export const orderPaymentTypeSchema = z.enum(
  PaymentTypes.map((type) => type.value) as [string, ...string[]],
);

const testCodeField = trimmedRequired(40, /^[A-Za-z0-9-]+$/);

/** An ICD-10-CM code as typed (A00, A00.0, E11.65). */
export const diagnosisCodeField = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/, fieldMessages.format),
  );

const shortList = (max: number) =>
  z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200, fieldMessages.maxLength)))
    .check(z.maxLength(max));

export const testReasonSchema = z.object({
  text: optionalText(500),
  code: optionalText(40),
  description: optionalText(500),
});

/** One test the portal orders (from the cart: code, indent, kit flag) with its order details. */
export const orderTestInputSchema = z.object({
  code: testCodeField,
  indent: z._default(z.number().check(z.int(), z.gte(0), z.lte(20)), 0),
  orderedAsKit: z._default(z.boolean(), false),
  testReason: z.nullish(testReasonSchema),
  programCode: optionalText(40),
  userEnteredSliceName: optionalText(100),
  preDefinedSliceNames: z._default(shortList(20), []),
  savedSliceName: optionalText(100),
  phenotypeNames: z._default(shortList(100), []),
});

/** A relative tested with a trio or duo test. */
export const familyMemberSchema = z.object({
  relation: z.enum(FamilyRelations),
  testCode: testCodeField,
  patientId: z.nullish(orderIdField),
  firstName: optionalText(100),
  lastName: optionalText(100),
  /** A real day, year 1900–2100 (the server also refuses a day in the future). */
  birthDate: optionalCalendarDate,
  affected: z.nullish(z.boolean()),
});

export const consentSchema = z.object({
  given: z.boolean(),
  signedBy: optionalText(200),
  /** The day the consent was signed: a real day, year 1900–2100. */
  signedDate: optionalCalendarDate,
});

const orderFields = {
  accountNumber: accountNumberField,
  patientId: orderIdField,
  status: z._default(numericOrderStatusSchema, 1),
  orderingProviderId: z.nullish(orderIdField),
  tests: z
    .array(orderTestInputSchema)
    .check(z.minLength(1, 'Please select at least one value'), z.maxLength(50)),
  diagnosisCodes: z._default(z.array(diagnosisCodeField).check(z.maxLength(12)), []),
  paymentType: z.nullish(orderPaymentTypeSchema),
  /** The patient's insurance policy the order is billed to (insurance payment types). */
  insurancePolicyId: z.nullish(orderIdField),
  /** AOE answers by question id (document 1: IC and CI sections). */
  aoeAnswers: z._default(
    z.record(
      z.string().check(z.maxLength(100)),
      z.union([
        z.string().check(z.maxLength(2000)),
        z.boolean(),
        z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)),
      ]),
    ),
    {},
  ),
  familyMembers: z._default(z.array(familyMemberSchema).check(z.maxLength(10)), []),
  consent: z.nullish(consentSchema),
  notes: optionalClinicalText(2000),
  /** Where the specimen is collected (alpha-3); blocked countries are refused. */
  specimenCountry: z.nullish(
    z.string().check(z.trim(), z.toUpperCase(), z.length(3, fieldMessages.format)),
  ),
  /** Set on an add-on order: the submitted order it adds tests to. */
  originalOrderId: z.nullish(orderIdField),
};

export const simpleOrderCreateSchema = z.object(orderFields);
export const simpleOrderUpdateSchema = z.object({ ...orderFields, orderId: orderIdField });

export type SimpleOrderCreate = z.output<typeof simpleOrderCreateSchema>;
export type SimpleOrderUpdate = z.output<typeof simpleOrderUpdateSchema>;

/** Document 1 section 3: Prior auth record. */
export const priorAuthRecordSchema = z.object({
  qnaRequired: z.boolean(),
  caseNumber: z.nullable(z.string()),
  caseStatus: z.nullable(
    z.number().check(z.int(), z.gte(0), z.lte(PriorAuthCaseStatuses.length - 1)),
  ),
  caseStatusDescription: z.nullable(z.string()),
  runExternally: z.boolean(),
  priorAuthSource: z.nullable(z.string()),
  discardPa: z.boolean(),
});

/** Document 1 section 3: Test issue. */
export const testIssueSchema = z.object({
  orderTestIssueId: z.number().check(z.int()),
  limsIssueId: z.nullable(z.string()),
  issue: z.string(),
  category: z.nullable(z.string()),
  holds: z.boolean(),
  addedDate: z.nullable(z.string()),
  addedBy: z.nullable(z.string()),
  resolvedDate: z.nullable(z.string()),
  resolvedBy: z.nullable(z.string()),
  orderRowId: z.number().check(z.int()),
  createdDate: z.string(),
  createdBy: z.nullable(z.string()),
  displayMessage: z.nullable(z.string()),
});

/** Document 1 section 3: Ordered test, every field. */
export const orderedTestSchema = z.object({
  id: z.number().check(z.int()),
  code: z.string(),
  shortDescription: z.nullable(z.string()),
  reflexOrderingParentTestCode: z.nullable(z.string()),
  startDate: z.nullable(z.string()),
  dueDate: z.nullable(z.string()),
  revisedDueDate: z.nullable(z.string()),
  labStatus: z.string(),
  labReportId: z.nullable(z.number().check(z.int())),
  labStatusUpdateDate: z.nullable(z.string()),
  testCancelledBySystem: z.boolean(),
  wasBi: z.boolean(),
  lastBiRunDate: z.nullable(z.string()),
  biStatus: z.nullable(z.string()),
  holdForBI: z.boolean(),
  bundledBillingQualify: z.boolean(),
  reportedDate: z.nullable(z.string()),
  reportUpdatedDate: z.nullable(z.string()),
  testReason: z.object({
    text: z.nullable(z.string()),
    code: z.nullable(z.string()),
    description: z.nullable(z.string()),
  }),
  testIssues: z.array(testIssueSchema),
  createdDate: z.string(),
  updatedDate: z.string(),
  isTrio: z.boolean(),
  isDuo: z.boolean(),
  allowedRelatives: z.array(z.string()),
  testFinishedDate: z.nullable(z.string()),
  indent: z.number().check(z.int()),
  orderedAsKit: z.boolean(),
  insuranceEnabled: z.boolean(),
  patientPortalUserReportViewed: z.boolean(),
  patientPortalUserReportViewedDate: z.nullable(z.string()),
  priorAuthRecord: z.nullable(priorAuthRecordSchema),
  dplEnabled: z.boolean(),
  institutionalBillingEnabled: z.boolean(),
  eligibleForPartnerships: z.boolean(),
  biopharmaEligibilities: z.array(z.string()),
  enableProgramCode: z.boolean(),
  programCode: z.nullable(z.string()),
  programCodes: z.array(z.string()),
  userEnteredSliceName: z.nullable(z.string()),
  preDefinedSliceNames: z.array(z.string()),
  savedSliceName: z.nullable(z.string()),
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
  orderId: z.number().check(z.int()),
  accountNumber: z.string(),
  patientId: z.number().check(z.int()),
  status: z.number().check(z.int()),
  statusLabel: z.string(),
};

/** The order as stored: every field the portal saved, plus what the lab derived. */
export const simpleOrderSchema = z.object({
  ...storedOrderKeyFields,
  orderingProviderId: z.nullable(z.number().check(z.int())),
  tests: z.array(orderedTestSchema),
  diagnosisCodes: z.array(z.string()),
  paymentType: z.nullable(z.string()),
  insurancePolicyId: z.nullable(z.number().check(z.int())),
  aoeAnswers: z.record(z.string(), z.unknown()),
  familyMembers: z.array(z.record(z.string(), z.unknown())),
  consent: z.nullable(z.record(z.string(), z.unknown())),
  notes: z.nullable(z.string()),
  specimenCountry: z.nullable(z.string()),
  originalOrderId: z.nullable(z.number().check(z.int())),
  accessionNumber: z.nullable(z.string()),
  isHeld: z.boolean(),
  billingEstimate: z.nullable(billingEstimateSchema),
  orderedDate: z.nullable(z.string()),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type SimpleOrder = z.output<typeof simpleOrderSchema>;

export const simpleOrderLightSchema = z.object({
  ...storedOrderKeyFields,
  testCodes: z.array(z.string()),
  originalOrderId: z.nullable(z.number().check(z.int())),
  updatedDate: z.string(),
});

/** Document 1 section 3: Patient order summary. */
export const patientOrderSummarySchema = z.object({
  orderId: z.number().check(z.int()),
  patientId: z.number().check(z.int()),
  ...personNameFields,
  orderedDate: z.nullable(z.string()),
  updatedDate: z.string(),
  orderStatus: z.number().check(z.int()),
  orderStatusLabel: z.string(),
  testCode: z.nullable(z.string()),
  testDescription: z.nullable(z.string()),
  accessionNum: z.nullable(z.string()),
  paymentType: z.nullable(z.string()),
  insuranceCarrier: z.nullable(z.string()),
  group: z.nullable(z.string()),
  policy: z.nullable(z.string()),
  effectiveDate: z.nullable(z.string()),
  patientStatus: z.nullable(z.string()),
  relationToPatient: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
  billingNotes: z.nullable(z.string()),
  institutionName: z.nullable(z.string()),
  labReportId: z.nullable(z.number().check(z.int())),
  originalOrderId: z.nullable(z.number().check(z.int())),
  isAddOnAvailable: z.boolean(),
  accountNumber: z.string(),
});
export type PatientOrderSummary = z.output<typeof patientOrderSummarySchema>;

const isoDateFilter = z.nullish(isoDateField);

/** The order list request (portal `#simple-orders`): search, sort, paging, filters. */
export const orderListRequestSchema = z.object({
  AccountNumbers: accountNumbersFilterField,
  SearchTerm: searchTextFilterField,
  SortField: z._default(z.enum(OrderSortFields), 'UpdatedDate'),
  SortOrder: sortOrderFilterField,
  ...pageRequestFields,
  Statuses: z._default(z.array(numericOrderStatusSchema).check(z.maxLength(4)), []),
  DateFrom: isoDateFilter,
  DateTo: isoDateFilter,
  ...orderPeopleFilterFields,
  /** Only orders whose prior-authorization case waits on the practice (the dashboard's link). */
  PriorAuthActionNeeded: z.optional(z.boolean()),
});
export type OrderListRequest = z.output<typeof orderListRequestSchema>;

export const orderListPageSchema = pageSchema(patientOrderSummarySchema);

/** Cancel or restore tests: Id of the order, Tests each with TestID. */
export const orderTestsChangeSchema = z.object({
  Id: orderIdField,
  Tests: z
    .array(z.object({ TestID: orderIdField }))
    .check(z.minLength(1, 'Please select at least one value'), z.maxLength(50)),
});

export const orderTestStatusSchema = z.object({
  testId: z.number().check(z.int()),
  code: z.string(),
  shortDescription: z.nullable(z.string()),
  labStatus: z.string(),
  labStatusUpdateDate: z.nullable(z.string()),
  dueDate: z.nullable(z.string()),
  cancelled: z.boolean(),
});

export const addOnSearchSchema = z.object({
  SearchTerm: searchTextFilterField,
  AccountNumbers: accountNumbersFilterField,
});

export const addOnAvailableOrderSchema = z.object({
  orderId: z.number().check(z.int()),
  patientId: z.number().check(z.int()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
  accountNumber: z.string(),
  accessionNumber: z.nullable(z.string()),
  orderedDate: z.nullable(z.string()),
  testCodes: z.array(z.string()),
});

export const orderNotificationSchema = z.object({
  orderId: orderIdField,
  /** What happened: submitted, updated or cancelled. */
  event: z.enum(['Submitted', 'Updated', 'Cancelled']),
  recipients: z._default(
    z.array(z.string().check(z.trim(), z.maxLength(254))).check(z.maxLength(10)),
    [],
  ),
  message: optionalText(1000),
});
