// The lab desk's calls (ours: docs/decisions/lab-desk.md). Each area of the desk (orders and
// reports now; messages and supply orders later) is a path under /labdesk/.
import { z } from 'zod';
import { defineCall } from '../call/define-call.js';
import {
  labDeskAccessionSchema,
  labDeskLabStatusSchema,
  labDeskOrderListRequestSchema,
  labDeskOrderPageSchema,
  labDeskOrderParams,
  labDeskOrderSchema,
  labDeskOrderTestParams,
  labDeskPriorAuthParams,
  labDeskPriorAuthStatusSchema,
  labDeskReleaseReportSchema,
  labDeskReportParams,
  labDeskReportSchema,
} from './lab-desk-schemas.js';

const common = { feature: 'lab-desk', base: '/api/portal', version: 'v1.0.1' } as const;

export const listLabDeskOrders = defineCall({
  ...common,
  operationId: 'listLabDeskOrders',
  summary: 'Lab desk: submitted orders to work on, with their tests, lab statuses and reports',
  method: 'POST',
  path: '/labdesk/orders/list',
  request: { body: labDeskOrderListRequestSchema },
  response: labDeskOrderPageSchema,
  wrapped: true,
});

export const setLabDeskTestStatus = defineCall({
  ...common,
  operationId: 'setLabDeskTestStatus',
  summary: 'Lab desk: moves an ordered test to another lab status',
  method: 'PUT',
  path: '/labdesk/orderTests/{orderTestId}/labStatus',
  request: { params: labDeskOrderTestParams, body: labDeskLabStatusSchema },
  response: labDeskOrderSchema,
  wrapped: true,
});

export const setLabDeskAccessionNumber = defineCall({
  ...common,
  operationId: 'setLabDeskAccessionNumber',
  summary: 'Lab desk: sets the accession number of an order',
  method: 'PUT',
  path: '/labdesk/orders/{orderId}/accessionNumber',
  request: { params: labDeskOrderParams, body: labDeskAccessionSchema },
  response: labDeskOrderSchema,
  wrapped: true,
});

export const releaseLabDeskReport = defineCall({
  ...common,
  operationId: 'releaseLabDeskReport',
  summary: 'Lab desk: releases the first report of a finished test (generated or uploaded PDF)',
  method: 'POST',
  path: '/labdesk/orderTests/{orderTestId}/report',
  request: { params: labDeskOrderTestParams, body: labDeskReleaseReportSchema },
  response: labDeskReportSchema,
  wrapped: true,
  successStatus: 201,
});

export const issueLabDeskUpdatedReport = defineCall({
  ...common,
  operationId: 'issueLabDeskUpdatedReport',
  summary: 'Lab desk: issues an updated report (next version, "Updated report")',
  method: 'POST',
  path: '/labdesk/reports/{labReportId}/versions',
  request: { params: labDeskReportParams, body: labDeskReleaseReportSchema },
  response: labDeskReportSchema,
  wrapped: true,
  successStatus: 201,
});

export const setLabDeskPriorAuthStatus = defineCall({
  ...common,
  operationId: 'setLabDeskPriorAuthStatus',
  summary: 'Lab desk: sets the status of a prior-authorization case',
  method: 'PUT',
  path: '/labdesk/priorAuthCases/{caseNumber}/status',
  request: { params: labDeskPriorAuthParams, body: labDeskPriorAuthStatusSchema },
  response: z.object({
    caseNumber: z.string(),
    orderId: z.number().int(),
    status: z.number().int(),
    statusLabel: z.string(),
  }),
  wrapped: true,
});

export const labDeskCalls = [
  listLabDeskOrders,
  setLabDeskTestStatus,
  setLabDeskAccessionNumber,
  releaseLabDeskReport,
  issueLabDeskUpdatedReport,
  setLabDeskPriorAuthStatus,
] as const;
