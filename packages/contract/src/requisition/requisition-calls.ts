// The requisition form (test request form) of an order: a PDF made by the lab's server.
import { z } from 'zod';
import { defineCalls, get, put } from '../call/define-call.js';
import { orderIdField } from '../orders/order-schemas.js';

const orderParams = z.object({ orderId: orderIdField });

/** The bytes of a PDF answer (sent as an attachment, not as JSON). */
export const pdfBytesSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

export const { getOrderRequisition, generateAndSaveRequisition } = defineCalls(
  { feature: 'requisition', base: '/api/portal', version: 'v1.0.1', wrapped: false },
  {
    getOrderRequisition: get('/order/requisition/{orderId}', {
      summary: 'The order’s requisition form as a PDF attachment',
      request: { params: orderParams },
      response: pdfBytesSchema,
    }),
    generateAndSaveRequisition: put('/order/GenerateAndSaveRequisition/{orderId}', {
      summary: 'Generates the requisition form and stores it as a document of the order',
      wrapped: true,
      request: { params: orderParams },
      response: z.object({
        DocumentId: z.number().int(),
        name: z.string(),
        size: z.number().int(),
      }),
    }),
  },
);
