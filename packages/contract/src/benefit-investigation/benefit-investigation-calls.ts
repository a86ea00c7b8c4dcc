// Benefit investigation (patient cost estimate) of an order: document 2 section 7.1.
import { z } from 'zod';
import { defineCall } from '../call/define-call.js';
import { billingEstimateSchema, orderIdField } from '../orders/order-schemas.js';

const common = {
  feature: 'benefit-investigation',
  base: '/api/portal',
  version: 'v1.0.1',
} as const;

export const billingEstimateRequestSchema = z.object({ orderId: orderIdField });

export const estimatePatientCost = defineCall({
  ...common,
  operationId: 'estimatePatientCost',
  summary:
    'Runs the benefit investigation of an order (its insurance, plan network and tests) and keeps the estimate',
  method: 'POST',
  path: '/simpleorder/billing/estimate',
  request: { body: billingEstimateRequestSchema },
  response: billingEstimateSchema,
  wrapped: true,
});

export const removePatientEstimate = defineCall({
  ...common,
  operationId: 'removePatientEstimate',
  summary: 'Removes the order’s cost estimate',
  method: 'DELETE',
  path: '/simpleorder/billing/estimate',
  request: { body: billingEstimateRequestSchema },
  response: z.object({ orderId: z.number().int(), removed: z.boolean() }),
  wrapped: true,
});
