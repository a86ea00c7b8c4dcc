// The requisition form (test request form) of an order: a PDF made by the lab's server.
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { orderIdField } from '../orders/order-schemas.js';

const orderParams = z.object({ orderId: orderIdField });

/** The bytes of a PDF answer (sent as an attachment, not as JSON). */
export const pdfBytesSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

const calls = defineCalls(
  { feature: 'requisition', ...portalApi, wrapped: false },
  {
    getOrderRequisition: {
      summary: 'The order’s requisition form as a PDF attachment',
      method: 'GET',
      path: '/order/requisition/{orderId}',
      request: { params: orderParams },
      response: pdfBytesSchema,
    },
    generateAndSaveRequisition: {
      summary: 'Generates the requisition form and stores it as a document of the order',
      method: 'PUT',
      path: '/order/GenerateAndSaveRequisition/{orderId}',
      wrapped: true,
      request: { params: orderParams },
      response: z.object({
        DocumentId: z.number().check(z.int()),
        name: z.string(),
        size: z.number().check(z.int()),
      }),
    },
  },
);

export const { getOrderRequisition, generateAndSaveRequisition } = calls;
