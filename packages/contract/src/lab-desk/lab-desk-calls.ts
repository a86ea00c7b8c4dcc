// The lab desk's calls (ours: docs/decisions/lab-desk.md). Each area of the desk (orders and
// reports now; messages and supply orders later) is a path under /labdesk/.
import { z } from 'zod';
import { defineCalls, post, put } from '../call/define-call.js';
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

const calls = defineCalls(
  { feature: 'lab-desk', base: '/api/portal', version: 'v1.0.1', wrapped: true },
  {
    listLabDeskOrders: post('/labdesk/orders/list', {
      summary: 'Lab desk: submitted orders to work on, with their tests, lab statuses and reports',
      request: { body: labDeskOrderListRequestSchema },
      response: labDeskOrderPageSchema,
    }),
    setLabDeskTestStatus: put('/labdesk/orderTests/{orderTestId}/labStatus', {
      summary: 'Lab desk: moves an ordered test to another lab status',
      request: { params: labDeskOrderTestParams, body: labDeskLabStatusSchema },
      response: labDeskOrderSchema,
    }),
    setLabDeskAccessionNumber: put('/labdesk/orders/{orderId}/accessionNumber', {
      summary: 'Lab desk: sets the accession number of an order',
      request: { params: labDeskOrderParams, body: labDeskAccessionSchema },
      response: labDeskOrderSchema,
    }),
    releaseLabDeskReport: post('/labdesk/orderTests/{orderTestId}/report', {
      summary: 'Lab desk: releases the first report of a finished test (generated or uploaded PDF)',
      request: { params: labDeskOrderTestParams, body: labDeskReleaseReportSchema },
      response: labDeskReportSchema,
      successStatus: 201,
    }),
    issueLabDeskUpdatedReport: post('/labdesk/reports/{labReportId}/versions', {
      summary: 'Lab desk: issues an updated report (next version, "Updated report")',
      request: { params: labDeskReportParams, body: labDeskReleaseReportSchema },
      response: labDeskReportSchema,
      successStatus: 201,
    }),
    setLabDeskPriorAuthStatus: put('/labdesk/priorAuthCases/{caseNumber}/status', {
      summary: 'Lab desk: sets the status of a prior-authorization case',
      request: { params: labDeskPriorAuthParams, body: labDeskPriorAuthStatusSchema },
      response: z.object({
        caseNumber: z.string(),
        orderId: z.number().int(),
        status: z.number().int(),
        statusLabel: z.string(),
      }),
    }),
  },
);

export const {
  listLabDeskOrders,
  setLabDeskTestStatus,
  setLabDeskAccessionNumber,
  releaseLabDeskReport,
  issueLabDeskUpdatedReport,
  setLabDeskPriorAuthStatus,
} = calls;

export const labDeskCalls = Object.values(calls);
