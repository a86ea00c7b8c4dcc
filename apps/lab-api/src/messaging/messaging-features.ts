// The external messaging and order-changes API (document 2 section 7.2), registered together
// (one line in src/features.ts): messaging, order change sets and orders, patient invitations.
// The insurance search of the same API is the insurance feature's.
import type { FastifyInstance } from 'fastify';
import type { CallRegistry } from '../http/register-call.js';
import { registerOrderChangeRoutes } from '../order-changes/order-change-routes.js';
import { registerPatientInvitationRoutes } from '../patient-invitations/patient-invitation-routes.js';
import { registerMessagingRoutes } from './messaging-routes.js';

export function registerMessagingFeatures(app: FastifyInstance, registry: CallRegistry): void {
  registerMessagingRoutes(app, registry);
  registerOrderChangeRoutes(app, registry);
  registerPatientInvitationRoutes(app, registry);
}
