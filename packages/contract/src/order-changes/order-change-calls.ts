// The order-changes calls of the external messaging API (document 2 section 7.2): the change
// catalogue, applying a change set, reading an order, and the patient-portal invitation.
import { z } from '../zod.js';
import { defineCalls, messagingApi } from '../call/define-call.js';
import { orderIdField, simpleOrderSchema } from '../orders/order-schemas.js';
import {
  appliedChangeSetSchema,
  orderChangeCatalogQuerySchema,
  orderChangeCatalogSchema,
  orderChangeQuerySchema,
  orderChangeSetSchema,
  patientPortalInvitationSchema,
} from './order-change-schemas.js';

export const orderChangeCalls = defineCalls(
  { feature: 'order-changes', ...messagingApi, wrapped: false },
  {
    getOrderChangeCatalog: {
      summary: 'What a change set may change, by type path (cacheable)',
      method: 'GET',
      path: '/order/changes/catalog',
      request: { query: orderChangeCatalogQuerySchema },
      response: orderChangeCatalogSchema,
    },
    applyOrderChangeSet: {
      summary: 'Applies a change set to an order, all or nothing',
      method: 'POST',
      path: '/order/changes',
      request: { query: orderChangeQuerySchema, body: orderChangeSetSchema },
      response: appliedChangeSetSchema,
    },
    getMessagingOrder: {
      summary: 'The full order (messaging API)',
      method: 'GET',
      path: '/order/{order_id}',
      request: { params: z.object({ order_id: orderIdField }) },
      response: simpleOrderSchema,
    },
    getPatientInvitationStatus: {
      summary: 'Whether the order’s patient was invited to the patient portal (SENT or NOT_SENT)',
      method: 'GET',
      path: '/patient-portal/invitations/status',
      request: { query: orderChangeQuerySchema },
      response: patientPortalInvitationSchema,
    },
    sendPatientInvitation: {
      summary: 'Invites the order’s patient to the patient portal by e-mail',
      method: 'POST',
      path: '/patient-portal/invitations/send',
      request: { query: orderChangeQuerySchema },
      response: patientPortalInvitationSchema,
    },
  },
);

export const {
  getOrderChangeCatalog,
  applyOrderChangeSet,
  getMessagingOrder,
  getPatientInvitationStatus,
  sendPatientInvitation,
} = orderChangeCalls;
