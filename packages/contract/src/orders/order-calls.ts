// The order calls of document 2 section 7.1 (Orders, Results add-on lists and the order list).
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
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

export const orderCalls = defineCalls(
  { feature: 'orders', ...portalApi, wrapped: true },
  {
    createSimpleOrder: {
      summary: 'Creates an order (a Draft unless submitted); the lab re-checks its tests',
      method: 'POST',
      path: '/simpleOrder',
      request: { body: simpleOrderCreateSchema },
      response: simpleOrderSchema,
      successStatus: 201,
      idempotent: true,
    },
    updateSimpleOrder: {
      summary: 'Saves an order; a status change follows the order status state machine',
      method: 'PUT',
      path: '/simpleOrder',
      request: { body: simpleOrderUpdateSchema },
      response: simpleOrderSchema,
      idempotent: true,
    },
    getSimpleOrder: {
      summary: 'The full order',
      method: 'GET',
      path: '/simpleOrder/{orderId}',
      request: { params: orderParams },
      response: simpleOrderSchema,
    },
    getSimpleOrderLight: {
      summary: 'The order without its details',
      method: 'GET',
      path: '/simpleOrderLight/{orderId}',
      request: { params: orderParams },
      response: simpleOrderLightSchema,
    },
    deleteOrder: {
      summary: 'Deletes a draft order',
      method: 'DELETE',
      path: '/order/{orderId}',
      request: { params: orderParams },
      response: z.object({ orderId: z.number().check(z.int()) }),
    },
    deleteOrders: {
      summary: 'Deletes several draft orders at once (all or nothing)',
      method: 'DELETE',
      path: '/order',
      request: {
        body: z
          .array(orderIdField)
          .check(z.minLength(1, 'Please select at least one value'), z.maxLength(100)),
      },
      response: z.object({ orderIds: z.array(z.number().check(z.int())) }),
    },
    cancelOrderTests: {
      summary: 'Cancels the listed tests of an order (docs/decisions/cancel-tests-verbs.md)',
      method: 'POST',
      path: '/order/test',
      request: { body: orderTestsChangeSchema },
      response: z.array(orderTestStatusSchema),
    },
    restoreOrderTests: {
      summary: 'Restores cancelled tests of an order to Ordered',
      method: 'PUT',
      path: '/order/test',
      request: { body: orderTestsChangeSchema },
      response: z.array(orderTestStatusSchema),
    },
    getOrderTestStatuses: {
      summary: 'The lab status of every test of an order',
      method: 'GET',
      path: '/order/test-statuses/{orderId}',
      request: { params: orderParams },
      response: z.array(orderTestStatusSchema),
    },
    getOrderDocumentList: {
      summary: 'The documents of an order (name, type, category, dates)',
      method: 'GET',
      path: '/order/documents/{orderId}',
      request: { params: orderParams },
      response: z.array(
        z.object({
          id: z.number().check(z.int()),
          orderId: z.number().check(z.int()),
          name: z.string(),
          mimeType: z.string(),
          md5: z.string(),
          tags: z.array(z.string()),
          uploadStatus: z.string(),
          createdDate: z.string(),
        }),
      ),
    },
    getOrderTestCodeDescriptions: {
      summary: 'Code and description of every test of an order',
      method: 'GET',
      path: '/tests/list/TestCodeDescOrder/{orderId}',
      request: { params: orderParams },
      response: z.array(
        z.object({ testCode: z.string(), testDescription: z.nullable(z.string()) }),
      ),
    },
    postOrderNotification: {
      summary: 'Records a notification about an order for its account’s contacts',
      method: 'POST',
      path: '/order/notification',
      request: { body: orderNotificationSchema },
      response: z.object({
        notificationId: z.number().check(z.int()),
        orderId: z.number().check(z.int()),
      }),
    },
    releaseOrder: {
      summary: 'Releases a held order (held for benefit investigation or review) to the lab',
      method: 'POST',
      path: '/order/release/{orderId}',
      request: { params: orderParams },
      response: simpleOrderSchema,
    },
    listAddOnAvailableOrders: {
      summary: 'Submitted orders whose patient qualifies for an add-on order',
      method: 'POST',
      path: '/simpleorder/addonAvailable',
      request: { body: addOnSearchSchema },
      response: z.array(addOnAvailableOrderSchema),
    },
    listResultsAddOnAvailable: {
      summary: 'Order summaries (results lists) that are available for an add-on',
      method: 'POST',
      path: '/results/list/addonavailable',
      request: { body: addOnSearchSchema },
      response: z.array(patientOrderSummarySchema),
    },
    listOrderTestsAndReports: {
      summary: 'Order summaries of the caller’s accounts (top 200)',
      method: 'POST',
      path: '/results/list/orderTestsAndReports',
      request: { body: orderListRequestSchema },
      response: orderListPageSchema,
    },
    listOrderTestsAndReportsPaged: {
      summary: 'Order summaries of the caller’s accounts: search, sort, filters and paging',
      method: 'POST',
      path: '/results/list/orderTestsAndReportsPaged',
      request: { body: orderListRequestSchema },
      response: orderListPageSchema,
    },
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
} = orderCalls;
