// Results (document 2 §7.1 "Results"): the lists of orders and reports by account (top 200), the
// name look-ups of their filters, a report's accession details, who viewed it, and the
// acknowledgement that a provider reviewed it (ours: docs/decisions/results-api.md).
import { OrderSortFields, SortOrder, TopResultsCap } from '@loci/domain';
import { z } from 'zod';
import { orderedTestStatusFields, personNameFields } from '../call/answer-fields.js';
import { accountNumbersFilterField, isoDateField, searchTextFilterField } from '../call/fields.js';
import { orderIdField } from '../orders/order-schemas.js';

/** A lab report's id in a path (the same id across its versions). */
export const labReportIdField = orderIdField;

export const labReportParams = z.object({ labReportId: labReportIdField });

const isoDate = isoDateField.optional();

/**
 * The request of `ordersByAccount` and `reportsByAccount`: the caller's accounts (all approved
 * ones when empty), a search term (patient name, accession number or order id), sort field and
 * order of document 2 (OrderedDate, Patient, UpdatedDate, ResultDt; Ascending 0, Descending 1),
 * and filters. The answer holds at most 200 rows (top-200 lists).
 */
export const resultsByAccountRequestSchema = z.object({
  AccountNumbers: accountNumbersFilterField,
  SearchTerm: searchTextFilterField,
  SortField: z.enum(OrderSortFields).default('ResultDt'),
  SortOrder: z
    .union([z.literal(SortOrder.Ascending), z.literal(SortOrder.Descending)])
    .default(SortOrder.Descending),
  /** Ordering providers (their ids, from `orderingProviderByName`). */
  OrderingProviderIds: z.array(orderIdField).max(50).default([]),
  /** Who placed the order (the values of `orderPlacedByForName`). */
  OrderedBy: z.array(z.string().trim().max(254)).max(50).default([]),
  /** Reports only: true for reviewed, false for not yet reviewed, absent for both. */
  Reviewed: z.boolean().optional(),
  DateFrom: isoDate,
  DateTo: isoDate,
  /**
   * Paging inside the top 200 (ours: the portal's reports table shows them a page at a time); by
   * default one page of all 200. A page beyond the 200th row is empty.
   */
  PageNumber: z.number().int().min(1).max(TopResultsCap).default(1),
  PageSize: z.number().int().min(1).max(TopResultsCap).default(TopResultsCap),
});
export type ResultsByAccountRequest = z.output<typeof resultsByAccountRequestSchema>;

/** One ordered test of an order in `ordersByAccount`, with its report when released. */
export const orderTestResultSchema = z.object({
  ...orderedTestStatusFields,
  labReportId: z.number().int().nullable(),
  reportVersion: z.number().int().nullable(),
  resultDate: z.string().nullable(),
});

const orderFacts = {
  orderId: z.number().int(),
  accountNumber: z.string(),
  institutionName: z.string(),
  patientId: z.number().int(),
  ...personNameFields,
  birthDate: z.string().nullable(),
  accessionNum: z.string().nullable(),
  orderStatus: z.number().int(),
  orderedDate: z.string().nullable(),
  updatedDate: z.string(),
  orderingProviderId: z.number().int().nullable(),
  orderingProviderName: z.string().nullable(),
  orderedBy: z.string().nullable(),
};

/** Whether a report was marked reviewed, by whom and when (its list row and its acknowledgement). */
const reportReviewFields = {
  reviewed: z.boolean(),
  reviewedBy: z.string().nullable(),
  reviewedDate: z.string().nullable(),
};

/** An order of `ordersByAccount`: the order, its patient and its tests with their reports. */
export const orderByAccountSchema = z.object({
  ...orderFacts,
  resultDate: z.string().nullable(),
  tests: z.array(orderTestResultSchema),
});

/** A report of `reportsByAccount`: one released report (its latest version) of one ordered test. */
export const reportByAccountSchema = z.object({
  ...orderFacts,
  labReportId: z.number().int(),
  orderTestId: z.number().int(),
  testCode: z.string(),
  testDescription: z.string().nullable(),
  labStatus: z.string(),
  reportVersion: z.number().int(),
  /** "Updated report" from version 2 on, else "Report". */
  reportTitle: z.string(),
  resultDate: z.string(),
  ...reportReviewFields,
});
export type ReportByAccount = z.output<typeof reportByAccountSchema>;

export const topListSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item).max(TopResultsCap),
    /** How many match (the list shows the first 200 of them). */
    totalCount: z.number().int(),
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
  labReportId: z.number().int(),
  orderId: z.number().int(),
  orderTestId: z.number().int(),
  accountNumber: z.string(),
  accessionNumber: z.string().nullable(),
  testCode: z.string(),
  testDescription: z.string().nullable(),
  labStatus: z.string(),
  specimenType: z.string().nullable(),
  orderedDate: z.string().nullable(),
  specimenReceivedDate: z.string().nullable(),
  testFinishedDate: z.string().nullable(),
  reportedDate: z.string().nullable(),
  reportUpdatedDate: z.string().nullable(),
  reportVersion: z.number().int(),
  orderingProviderName: z.string().nullable(),
});

/** `GET /results/report/viewedUsers/{labReportId}`: who viewed the report and when, newest first. */
export const reportViewedUserSchema = z.object({
  userName: z.string(),
  email: z.string().nullable(),
  viewedDate: z.string(),
  /** Portal: a portal user opened or downloaded it; PatientPortal: the patient read it there. */
  source: z.enum(['Portal', 'PatientPortal']),
  action: z.enum(['View', 'Download']),
});

/** The acknowledgement of a report (ours): who marked it reviewed and when. */
export const reportReviewSchema = z.object({
  labReportId: z.number().int(),
  ...reportReviewFields,
});

/** `GET /results/report/{labReportId}`: `download=true` sends it as an attachment. */
export const reportFileQuerySchema = z.object({
  download: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
