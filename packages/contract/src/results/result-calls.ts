// The results calls of document 2 §7.1 (the share calls, sendReport and documentStatus, live
// with the sharing feature). Paths: docs/decisions/results-api.md.
import { z } from 'zod';
import { defineCall } from '../call/define-call.js';
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

const common = { feature: 'results', base: '/api/portal', version: 'v1.0.1' } as const;

export const listOrdersByAccount = defineCall({
  ...common,
  operationId: 'listOrdersByAccount',
  summary: 'Submitted orders of the caller’s accounts with their tests and reports (top 200)',
  method: 'POST',
  path: '/results/ordersByAccount',
  request: { body: resultsByAccountRequestSchema },
  response: topListSchema(orderByAccountSchema),
  wrapped: true,
});

export const listReportsByAccount = defineCall({
  ...common,
  operationId: 'listReportsByAccount',
  summary: 'Released reports of the caller’s accounts, with their reviewed state (top 200)',
  method: 'POST',
  path: '/results/reportsByAccount',
  request: { body: resultsByAccountRequestSchema },
  response: topListSchema(reportByAccountSchema),
  wrapped: true,
});

const nameLookup = (operationId: string, path: string, summary: string) =>
  defineCall({
    ...common,
    operationId,
    summary,
    method: 'POST',
    path: `/results/list/byAccount/${path}`,
    request: { body: nameLookupRequestSchema },
    response: z.array(nameLookupItemSchema),
    wrapped: true,
  });

export const orderPlacedByForName = nameLookup(
  'orderPlacedByForName',
  'orderPlacedByForName',
  'Who placed orders of the accounts, by name',
);
export const orderingProviderByName = nameLookup(
  'orderingProviderByName',
  'orderingProviderByName',
  'Ordering providers of the accounts’ orders, by name',
);
export const reportOrderedByForName = nameLookup(
  'reportOrderedByForName',
  'reportOrderedByForName',
  'Who placed orders that have a report, by name',
);
export const reportOrderingProviderByName = nameLookup(
  'reportOrderingProviderByName',
  'reportOrderingProviderByName',
  'Ordering providers of orders that have a report, by name',
);

export const getReportLabAccessionDetails = defineCall({
  ...common,
  operationId: 'getReportLabAccessionDetails',
  summary: 'The accession details of a report: specimen, test and dates in the lab',
  method: 'GET',
  path: '/results/reportLabAccessionDetails/{labReportId}',
  request: { params: labReportParams },
  response: reportLabAccessionDetailsSchema,
  wrapped: true,
});

export const getReportViewedUsers = defineCall({
  ...common,
  operationId: 'getReportViewedUsers',
  summary: 'Who viewed or downloaded a report and when (from the audit trail)',
  method: 'GET',
  path: '/results/report/viewedUsers/{labReportId}',
  request: { params: labReportParams },
  response: z.array(reportViewedUserSchema),
  wrapped: true,
});

export const getReport = defineCall({
  ...common,
  operationId: 'getReport',
  summary: 'The report’s latest version as a PDF (inline, or an attachment with download=true)',
  method: 'GET',
  path: '/results/report/{labReportId}',
  request: { params: labReportParams, query: reportFileQuerySchema },
  response: pdfBytesSchema,
  wrapped: false,
});

export const markReportReviewed = defineCall({
  ...common,
  operationId: 'markReportReviewed',
  summary: 'A provider acknowledges a report: marks it reviewed (ours, beyond document 2)',
  method: 'POST',
  path: '/results/report/reviewed/{labReportId}',
  request: { params: labReportParams },
  response: reportReviewSchema,
  wrapped: true,
});

export const resultCalls = [
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
] as const;
