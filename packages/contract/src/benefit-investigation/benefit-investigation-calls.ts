// Benefit investigation (patient cost estimate) of an order: document 2 section 7.1.
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { billingEstimateSchema, orderIdField } from '../orders/order-schemas.js';

export const billingEstimateRequestSchema = z.object({ orderId: orderIdField });

const calls = defineCalls(
  { feature: 'benefit-investigation', ...portalApi, wrapped: true },
  {
    estimatePatientCost: {
      summary:
        'Runs the benefit investigation of an order (its insurance, plan network and tests) and keeps the estimate',
      method: 'POST',
      path: '/simpleorder/billing/estimate',
      request: { body: billingEstimateRequestSchema },
      response: billingEstimateSchema,
    },
    removePatientEstimate: {
      summary: 'Removes the order’s cost estimate',
      method: 'DELETE',
      path: '/simpleorder/billing/estimate',
      request: { body: billingEstimateRequestSchema },
      response: z.object({ orderId: z.number().check(z.int()), removed: z.boolean() }),
    },
  },
);

export const { estimatePatientCost, removePatientEstimate } = calls;
