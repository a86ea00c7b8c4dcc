// Results (document 2 §7.1 "Results"): the lists of orders and reports by account (top 200), the
// name look-ups of their filters, a report's accession details, who viewed it, and the
// acknowledgement that a provider reviewed it (ours: docs/decisions/results-api.md).
import { OrderSortFields, TopResultsCap } from '@loci/domain';
import { z } from '../zod.js';
import { orderedTestStatusFields, personNameFields } from '../call/answer-fields.js';
import {
  accountNumbersFilterField,
  isoDateField,
  orderPeopleFilterFields,
  searchTextFilterField,
  sortOrderFilterField,
} from '../call/fields.js';
import { orderIdField } from '../orders/order-schemas.js';

/** A lab report's id in a path (the same id across its versions). */
export const labReportIdField = orderIdField;

export const labReportParams = z.object({ labReportId: labReportIdField });

const isoDate = z.optional(isoDateField);

/**
 * The request of `ordersByAccount` and `reportsByAccount`: the caller's accounts (all approved
 * ones when empty), a search term (patient name, accession number or order id), sort field and
 * order of document 2 (OrderedDate, Patient, UpdatedDate, ResultDt; Ascending 0, Descending 1),
 * and filters. The answer holds at most 200 rows (top-200 lists).
 */
export const resultsByAccountRequestSchema = z.object({
  AccountNumbers: accountNumbersFilterField,
  SearchTerm: searchTextFilterField,
  SortField: z._default(z.enum(OrderSortFields), 'ResultDt'),
  SortOrder: sortOrderFilterField,
  ...orderPeopleFilterFields,
  /** Reports only: true for reviewed, false for not yet reviewed, absent for both. */
  Reviewed: z.optional(z.boolean()),
  DateFrom: isoDate,
  DateTo: isoDate,
  /**
   * Paging inside the top 200 (ours: the portal's reports table shows them a page at a time); by
   * default one page of all 200. A page beyond the 200th row is empty.
   */
  PageNumber: z._default(z.number().check(z.int(), z.gte(1), z.lte(TopResultsCap)), 1),
  PageSize: z._default(z.number().check(z.int(), z.gte(1), z.lte(TopResultsCap)), TopResultsCap),
});
export type ResultsByAccountRequest = z.output<typeof resultsByAccountRequestSchema>;

/** One ordered test of an order in `ordersByAccount`, with its report when released. */
export const orderTestResultSchema = z.object({
  ...orderedTestStatusFields,
  labReportId: z.nullable(z.number().check(z.int())),
  reportVersion: z.nullable(z.number().check(z.int())),
  resultDate: z.nullable(z.string()),
});

const orderFacts = {
  orderId: z.number().check(z.int()),
  accountNumber: z.string(),
  institutionName: z.string(),
  patientId: z.number().check(z.int()),
  ...personNameFields,
  birthDate: z.nullable(z.string()),
  accessionNum: z.nullable(z.string()),
  orderStatus: z.number().check(z.int()),
  orderedDate: z.nullable(z.string()),
  updatedDate: z.string(),
  orderingProviderId: z.nullable(z.number().check(z.int())),
  orderingProviderName: z.nullable(z.string()),
  orderedBy: z.nullable(z.string()),
};

/** Whether a report was marked reviewed, by whom and when (its list row and its acknowledgement). */
const reportReviewFields = {
  reviewed: z.boolean(),
  reviewedBy: z.nullable(z.string()),
  reviewedDate: z.nullable(z.string()),
};

/** An order of `ordersByAccount`: the order, its patient and its tests with their reports. */
export const orderByAccountSchema = z.object({
  ...orderFacts,
  resultDate: z.nullable(z.string()),
  tests: z.array(orderTestResultSchema),
});

/** A report of `reportsByAccount`: one released report (its latest version) of one ordered test. */
export const reportByAccountSchema = z.object({
  ...orderFacts,
  labReportId: z.number().check(z.int()),
  orderTestId: z.number().check(z.int()),
  testCode: z.string(),
  testDescription: z.nullable(z.string()),
  labStatus: z.string(),
  reportVersion: z.number().check(z.int()),
  /** "Updated report" from version 2 on, else "Report". */
  reportTitle: z.string(),
  resultDate: z.string(),
  ...reportReviewFields,
});
export type ReportByAccount = z.output<typeof reportByAccountSchema>;

export const topListSchema = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({
    items: z.array(item).check(z.maxLength(TopResultsCap)),
    /** How many match (the list shows the first 200 of them). */
    totalCount: z.number().check(z.int()),
  });

/** The name look-ups of the lists' filters: request AccountNumbers, SearchName. */
export const nameLookupRequestSchema = z.object({
  AccountNumbers: accountNumbersFilterField,
  SearchName: searchTextFilterField,
});

/** A name found: what to show, and what the list's filter sends (a provider id or an e-mail). */
export const nameLookupItemSchema = z.object({ name: z.string(), value: z.string() });

/** `GET /results/reportLabAccessionDetails/{labReportId}`: the specimen's journey through the lab. */
export const reportLabAccessionDetailsSchema = z.object({
  labReportId: z.number().check(z.int()),
  orderId: z.number().check(z.int()),
  orderTestId: z.number().check(z.int()),
  accountNumber: z.string(),
  accessionNumber: z.nullable(z.string()),
  testCode: z.string(),
  testDescription: z.nullable(z.string()),
  labStatus: z.string(),
  specimenType: z.nullable(z.string()),
  orderedDate: z.nullable(z.string()),
  specimenReceivedDate: z.nullable(z.string()),
  testFinishedDate: z.nullable(z.string()),
  reportedDate: z.nullable(z.string()),
  reportUpdatedDate: z.nullable(z.string()),
  reportVersion: z.number().check(z.int()),
  orderingProviderName: z.nullable(z.string()),
});

/** `GET /results/report/viewedUsers/{labReportId}`: who viewed the report and when, newest first. */
export const reportViewedUserSchema = z.object({
  userName: z.string(),
  email: z.nullable(z.string()),
  viewedDate: z.string(),
  /** Portal: a portal user opened or downloaded it; PatientPortal: the patient read it there. */
  source: z.enum(['Portal', 'PatientPortal']),
  action: z.enum(['View', 'Download']),
});

/** The acknowledgement of a report (ours): who marked it reviewed and when. */
export const reportReviewSchema = z.object({
  labReportId: z.number().check(z.int()),
  ...reportReviewFields,
});

/** `GET /results/report/{labReportId}`: `download=true` sends it as an attachment. */
export const reportFileQuerySchema = z.object({
  download: z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((value) => value === 'true'),
  ),
});
