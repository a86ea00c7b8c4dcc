// The ordering features of issue 7, registered together (one line in src/features.ts): orders
// and their list, requisition forms, ordering providers, payor rules, benefit investigation and
// prior authorization.
import type { FastifyInstance } from 'fastify';
import { registerBenefitInvestigationRoutes } from '../benefit-investigation/benefit-investigation-routes.js';
import type { CallRegistry } from '../http/register-call.js';
import { registerOrderingProviderRoutes } from '../ordering-providers/ordering-provider-routes.js';
import { registerPayorRoutes } from '../payor/payor-routes.js';
import { registerPriorAuthorizationRoutes } from '../prior-authorization/prior-authorization-routes.js';
import { registerRequisitionRoutes } from '../requisition/requisition-routes.js';
import { registerOrderListRoutes } from './order-list.js';
import { registerOrderRoutes } from './order-routes.js';

export function registerOrderingFeatures(app: FastifyInstance, registry: CallRegistry): void {
  registerOrderRoutes(app, registry);
  registerOrderListRoutes(app, registry);
  registerRequisitionRoutes(app, registry);
  registerOrderingProviderRoutes(app, registry);
  registerPayorRoutes(app, registry);
  registerBenefitInvestigationRoutes(app, registry);
  registerPriorAuthorizationRoutes(app, registry);
}
