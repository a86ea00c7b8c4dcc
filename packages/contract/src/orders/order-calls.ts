// The order calls of document 2 section 7.1 (Orders, Results add-on lists and the order list).
import { z } from 'zod';
import { defineCalls, del, get, post, put } from '../call/define-call.js';
import {
  addOnAvailableOrderSchema,
  addOnSearchSchema,
  orderIdField,
  orderListPageSchema,
  orderListRequestSchema,
  orderNotificationSchema,
  orderTestStatusSchema,
  orderTestsChangeSchema,
  patientOrderSummarySchema,
  simpleOrderCreateSchema,
  simpleOrderLightSchema,
  simpleOrderSchema,
  simpleOrderUpdateSchema,
} from './order-schemas.js';

const orderParams = z.object({ orderId: orderIdField });

const calls = defineCalls(
  { feature: 'orders', base: '/api/portal', version: 'v1.0.1', wrapped: true },
  {
    createSimpleOrder: post('/simpleOrder', {
      summary: 'Creates an order (a Draft unless submitted); the lab re-checks its tests',
      request: { body: simpleOrderCreateSchema },
      response: simpleOrderSchema,
      successStatus: 201,
      idempotent: true,
    }),
    updateSimpleOrder: put('/simpleOrder', {
      summary: 'Saves an order; a status change follows the order status state machine',
      request: { body: simpleOrderUpdateSchema },
      response: simpleOrderSchema,
      idempotent: true,
    }),
    getSimpleOrder: get('/simpleOrder/{orderId}', {
      summary: 'The full order',
      request: { params: orderParams },
      response: simpleOrderSchema,
    }),
    getSimpleOrderLight: get('/simpleOrderLight/{orderId}', {
      summary: 'The order without its details',
      request: { params: orderParams },
      response: simpleOrderLightSchema,
    }),
    deleteOrder: del('/order/{orderId}', {
      summary: 'Deletes a draft order',
      request: { params: orderParams },
      response: z.object({ orderId: z.number().int() }),
    }),
    deleteOrders: del('/order', {
      summary: 'Deletes several draft orders at once (all or nothing)',
      request: { body: z.array(orderIdField).min(1, 'Please select at least one value').max(100) },
      response: z.object({ orderIds: z.array(z.number().int()) }),
    }),
    cancelOrderTests: post('/order/test', {
      summary: 'Cancels the listed tests of an order (docs/decisions/cancel-tests-verbs.md)',
      request: { body: orderTestsChangeSchema },
      response: z.array(orderTestStatusSchema),
    }),
    restoreOrderTests: put('/order/test', {
      summary: 'Restores cancelled tests of an order to Ordered',
      request: { body: orderTestsChangeSchema },
      response: z.array(orderTestStatusSchema),
    }),
    getOrderTestStatuses: get('/order/test-statuses/{orderId}', {
      summary: 'The lab status of every test of an order',
      request: { params: orderParams },
      response: z.array(orderTestStatusSchema),
    }),
    getOrderDocumentList: get('/order/documents/{orderId}', {
      summary: 'The documents of an order (name, type, category, dates)',
      request: { params: orderParams },
      response: z.array(
        z.object({
          id: z.number().int(),
          orderId: z.number().int(),
          name: z.string(),
          mimeType: z.string(),
          md5: z.string(),
          tags: z.array(z.string()),
          uploadStatus: z.string(),
          createdDate: z.string(),
        }),
      ),
    }),
    getOrderTestCodeDescriptions: get('/tests/list/TestCodeDescOrder/{orderId}', {
      summary: 'Code and description of every test of an order',
      request: { params: orderParams },
      response: z.array(z.object({ testCode: z.string(), testDescription: z.string().nullable() })),
    }),
    postOrderNotification: post('/order/notification', {
      summary: 'Records a notification about an order for its account’s contacts',
      request: { body: orderNotificationSchema },
      response: z.object({ notificationId: z.number().int(), orderId: z.number().int() }),
    }),
    releaseOrder: post('/order/release/{orderId}', {
      summary: 'Releases a held order (held for benefit investigation or review) to the lab',
      request: { params: orderParams },
      response: simpleOrderSchema,
    }),
    listAddOnAvailableOrders: post('/simpleorder/addonAvailable', {
      summary: 'Submitted orders whose patient qualifies for an add-on order',
      request: { body: addOnSearchSchema },
      response: z.array(addOnAvailableOrderSchema),
    }),
    listResultsAddOnAvailable: post('/results/list/addonavailable', {
      summary: 'Order summaries (results lists) that are available for an add-on',
      request: { body: addOnSearchSchema },
      response: z.array(patientOrderSummarySchema),
    }),
    listOrderTestsAndReports: post('/results/list/orderTestsAndReports', {
      summary: 'Order summaries of the caller’s accounts (top 200)',
      request: { body: orderListRequestSchema },
      response: orderListPageSchema,
    }),
    listOrderTestsAndReportsPaged: post('/results/list/orderTestsAndReportsPaged', {
      summary: 'Order summaries of the caller’s accounts: search, sort, filters and paging',
      request: { body: orderListRequestSchema },
      response: orderListPageSchema,
    }),
  },
);

export const {
  createSimpleOrder,
  updateSimpleOrder,
  getSimpleOrder,
  getSimpleOrderLight,
  deleteOrder,
  deleteOrders,
  cancelOrderTests,
  restoreOrderTests,
  getOrderTestStatuses,
  getOrderDocumentList,
  getOrderTestCodeDescriptions,
  postOrderNotification,
  releaseOrder,
  listAddOnAvailableOrders,
  listResultsAddOnAvailable,
  listOrderTestsAndReports,
  listOrderTestsAndReportsPaged,
} = calls;

export const orderCalls = Object.values(calls);
