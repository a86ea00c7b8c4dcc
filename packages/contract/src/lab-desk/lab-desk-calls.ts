// The lab desk's calls (ours: docs/decisions/lab-desk.md). Each area of the desk (orders and
// reports now; messages and supply orders later) is a path under /labdesk/.
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
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

export const labDeskCalls = defineCalls(
  { feature: 'lab-desk', ...portalApi, wrapped: true },
  {
    listLabDeskOrders: {
      summary: 'Lab desk: submitted orders to work on, with their tests, lab statuses and reports',
      method: 'POST',
      path: '/labdesk/orders/list',
      request: { body: labDeskOrderListRequestSchema },
      response: labDeskOrderPageSchema,
    },
    setLabDeskTestStatus: {
      summary: 'Lab desk: moves an ordered test to another lab status',
      method: 'PUT',
      path: '/labdesk/orderTests/{orderTestId}/labStatus',
      request: { params: labDeskOrderTestParams, body: labDeskLabStatusSchema },
      response: labDeskOrderSchema,
    },
    setLabDeskAccessionNumber: {
      summary: 'Lab desk: sets the accession number of an order',
      method: 'PUT',
      path: '/labdesk/orders/{orderId}/accessionNumber',
      request: { params: labDeskOrderParams, body: labDeskAccessionSchema },
      response: labDeskOrderSchema,
    },
    releaseLabDeskReport: {
      summary: 'Lab desk: releases the first report of a finished test (generated or uploaded PDF)',
      method: 'POST',
      path: '/labdesk/orderTests/{orderTestId}/report',
      request: { params: labDeskOrderTestParams, body: labDeskReleaseReportSchema },
      response: labDeskReportSchema,
      successStatus: 201,
    },
    issueLabDeskUpdatedReport: {
      summary: 'Lab desk: issues an updated report (next version, "Updated report")',
      method: 'POST',
      path: '/labdesk/reports/{labReportId}/versions',
      request: { params: labDeskReportParams, body: labDeskReleaseReportSchema },
      response: labDeskReportSchema,
      successStatus: 201,
    },
    setLabDeskPriorAuthStatus: {
      summary: 'Lab desk: sets the status of a prior-authorization case',
      method: 'PUT',
      path: '/labdesk/priorAuthCases/{caseNumber}/status',
      request: { params: labDeskPriorAuthParams, body: labDeskPriorAuthStatusSchema },
      response: z.object({
        caseNumber: z.string(),
        orderId: z.number().check(z.int()),
        status: z.number().check(z.int()),
        statusLabel: z.string(),
      }),
    },
  },
);

export const {
  listLabDeskOrders,
  setLabDeskTestStatus,
  setLabDeskAccessionNumber,
  releaseLabDeskReport,
  issueLabDeskUpdatedReport,
  setLabDeskPriorAuthStatus,
} = labDeskCalls;
