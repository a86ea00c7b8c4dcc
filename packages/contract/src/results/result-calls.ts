// The results calls of document 2 §7.1 (the share calls, sendReport and documentStatus, live
// with the sharing feature). Paths: docs/decisions/results-api.md.
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { pdfBytesSchema } from '../requisition/requisition-calls.js';
import {
  labReportParams,
  nameLookupItemSchema,
  nameLookupRequestSchema,
  orderByAccountSchema,
  reportByAccountSchema,
  reportFileQuerySchema,
  reportLabAccessionDetailsSchema,
  reportReviewSchema,
  reportViewedUserSchema,
  resultsByAccountRequestSchema,
  topListSchema,
} from './result-schemas.js';

/** The four name look-ups: one body and one answer, each at its own path. */
const nameLookup = (path: string, summary: string) => ({
  summary,
  method: 'POST' as const,
  path: `/results/list/byAccount/${path}`,
  request: { body: nameLookupRequestSchema },
  response: z.array(nameLookupItemSchema),
});

export const resultCalls = defineCalls(
  { feature: 'results', ...portalApi, wrapped: true },
  {
    listOrdersByAccount: {
      summary: 'Submitted orders of the caller’s accounts with their tests and reports (top 200)',
      method: 'POST',
      path: '/results/ordersByAccount',
      request: { body: resultsByAccountRequestSchema },
      response: topListSchema(orderByAccountSchema),
    },
    listReportsByAccount: {
      summary: 'Released reports of the caller’s accounts, with their reviewed state (top 200)',
      method: 'POST',
      path: '/results/reportsByAccount',
      request: { body: resultsByAccountRequestSchema },
      response: topListSchema(reportByAccountSchema),
    },
    orderPlacedByForName: nameLookup(
      'orderPlacedByForName',
      'Who placed orders of the accounts, by name',
    ),
    orderingProviderByName: nameLookup(
      'orderingProviderByName',
      'Ordering providers of the accounts’ orders, by name',
    ),
    reportOrderedByForName: nameLookup(
      'reportOrderedByForName',
      'Who placed orders that have a report, by name',
    ),
    reportOrderingProviderByName: nameLookup(
      'reportOrderingProviderByName',
      'Ordering providers of orders that have a report, by name',
    ),
    getReportLabAccessionDetails: {
      summary: 'The accession details of a report: specimen, test and dates in the lab',
      method: 'GET',
      path: '/results/reportLabAccessionDetails/{labReportId}',
      request: { params: labReportParams },
      response: reportLabAccessionDetailsSchema,
    },
    getReportViewedUsers: {
      summary: 'Who viewed or downloaded a report and when (from the audit trail)',
      method: 'GET',
      path: '/results/report/viewedUsers/{labReportId}',
      request: { params: labReportParams },
      response: z.array(reportViewedUserSchema),
    },
    getReport: {
      summary: 'The report’s latest version as a PDF (inline, or an attachment with download=true)',
      method: 'GET',
      path: '/results/report/{labReportId}',
      wrapped: false,
      request: { params: labReportParams, query: reportFileQuerySchema },
      response: pdfBytesSchema,
    },
    markReportReviewed: {
      summary: 'A provider acknowledges a report: marks it reviewed (ours, beyond document 2)',
      method: 'POST',
      path: '/results/report/reviewed/{labReportId}',
      request: { params: labReportParams },
      response: reportReviewSchema,
    },
  },
);

export const {
  listOrdersByAccount,
  listReportsByAccount,
  orderPlacedByForName,
  orderingProviderByName,
  reportOrderedByForName,
  reportOrderingProviderByName,
  getReportLabAccessionDetails,
  getReportViewedUsers,
  getReport,
  markReportReviewed,
} = resultCalls;
