// The order-changes calls of the external messaging API (document 2 section 7.2): the change
// catalogue, applying a change set, reading an order, and the patient-portal invitation.
import { z } from 'zod';
import { defineCalls, get, post } from '../call/define-call.js';
import { orderIdField, simpleOrderSchema } from '../orders/order-schemas.js';
import {
  appliedChangeSetSchema,
  orderChangeCatalogQuerySchema,
  orderChangeCatalogSchema,
  orderChangeQuerySchema,
  orderChangeSetSchema,
  patientPortalInvitationSchema,
} from './order-change-schemas.js';

const calls = defineCalls(
  { feature: 'order-changes', base: '/api/messaging', version: 'v1', wrapped: false },
  {
    getOrderChangeCatalog: get('/order/changes/catalog', {
      summary: 'What a change set may change, by type path (cacheable)',
      request: { query: orderChangeCatalogQuerySchema },
      response: orderChangeCatalogSchema,
    }),
    applyOrderChangeSet: post('/order/changes', {
      summary: 'Applies a change set to an order, all or nothing',
      request: { query: orderChangeQuerySchema, body: orderChangeSetSchema },
      response: appliedChangeSetSchema,
    }),
    getMessagingOrder: get('/order/{order_id}', {
      summary: 'The full order (messaging API)',
      request: { params: z.object({ order_id: orderIdField }) },
      response: simpleOrderSchema,
    }),
    getPatientInvitationStatus: get('/patient-portal/invitations/status', {
      summary: 'Whether the order’s patient was invited to the patient portal (SENT or NOT_SENT)',
      request: { query: orderChangeQuerySchema },
      response: patientPortalInvitationSchema,
    }),
    sendPatientInvitation: post('/patient-portal/invitations/send', {
      summary: 'Invites the order’s patient to the patient portal by e-mail',
      request: { query: orderChangeQuerySchema },
      response: patientPortalInvitationSchema,
    }),
  },
);

export const {
  getOrderChangeCatalog,
  applyOrderChangeSet,
  getMessagingOrder,
  getPatientInvitationStatus,
  sendPatientInvitation,
} = calls;

export const orderChangeCalls = Object.values(calls);
