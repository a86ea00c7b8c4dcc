// The supplies calls of document 2 §7.1 (paths as the spec names them) and the lab desk's supply
// orders (ours, under /labdesk/ as the desk's other areas). docs/decisions/supplies.md.
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import {
  accountSuppliesSchema,
  fulfilmentCallbackAnswerSchema,
  fulfilmentCallbackSchema,
  labDeskShipmentSchema,
  labDeskSupplyOrderListRequestSchema,
  labDeskSupplyOrderPageSchema,
  labDeskSupplyOrderParams,
  shipKitParams,
  supplyAccountParams,
  supplyCatalogueQuerySchema,
  supplyItemSchema,
  supplyOrderRequestSchema,
  supplyOrderSchema,
} from './supply-schemas.js';

export const supplyCalls = defineCalls(
  { feature: 'supplies', ...portalApi, wrapped: true },
  {
    listSupplies: {
      summary: 'The lab’s supplies catalogue (items shown in the portal), optionally one category',
      method: 'GET',
      path: '/supplies',
      request: { query: supplyCatalogueQuerySchema },
      response: z.array(supplyItemSchema),
    },
    getAccountSupplies: {
      summary: 'An account’s shipping address and its supply orders and kits with their shipments',
      method: 'GET',
      path: '/supplies/{accountNumber}',
      request: { params: supplyAccountParams },
      response: accountSuppliesSchema,
    },
    orderSupplies: {
      summary: 'Orders supplies for one of the caller’s active accounts (elevated roles)',
      method: 'POST',
      path: '/supplies/order',
      request: { body: supplyOrderRequestSchema },
      response: supplyOrderSchema,
      successStatus: 201,
    },
    createShipKitRequest: {
      summary: 'Requests a specimen shipping kit for a submitted order, sent to its patient',
      method: 'POST',
      path: '/supplies/createshipkitrequest/{orderId}',
      request: { params: shipKitParams },
      response: supplyOrderSchema,
      successStatus: 201,
    },
    /** The fulfilment partner's callback: signed with the shared secret, no bearer token. */
    processRRDResponseData: {
      summary: 'Fulfilment partner callback: a shipment’s status and tracking number (HMAC-signed)',
      method: 'POST',
      path: '/supplies/processRRDResponseData',
      request: { body: fulfilmentCallbackSchema },
      response: fulfilmentCallbackAnswerSchema,
    },
    listLabDeskSupplyOrders: {
      summary: 'Lab desk: supply orders and kits of every account, oldest open first',
      method: 'POST',
      path: '/labdesk/supplyOrders/list',
      feature: 'lab-desk',
      request: { body: labDeskSupplyOrderListRequestSchema },
      response: labDeskSupplyOrderPageSchema,
    },
    setLabDeskSupplyShipment: {
      summary:
        'Lab desk: records a supply order’s shipment (shipped with tracking, delivered, cancelled)',
      method: 'PUT',
      path: '/labdesk/supplyOrders/{supplyOrderId}/shipment',
      feature: 'lab-desk',
      request: { params: labDeskSupplyOrderParams, body: labDeskShipmentSchema },
      response: supplyOrderSchema,
    },
  },
);

export const {
  listSupplies,
  getAccountSupplies,
  orderSupplies,
  createShipKitRequest,
  processRRDResponseData,
  listLabDeskSupplyOrders,
  setLabDeskSupplyShipment,
} = supplyCalls;
