// The lab desk (docs/decisions/lab-desk.md): the lab's own staff work here, under
// /labdesk/..., with the identity provider's lab-staff role only (anyone else: 404). Each area
// registers its own calls; messages and supply orders join as areas of their own.
import type { FastifyInstance } from 'fastify';
import type { CallRegistry } from '../http/register-call.js';
import { registerLabDeskOrderRoutes } from './lab-desk-order-routes.js';
import { registerLabDeskReportRoutes } from './lab-desk-report-routes.js';
import { registerLabDeskMessageRoutes } from './lab-desk-message-routes.js';
import { registerLabDeskUserRoutes } from './lab-desk-user-routes.js';
import { registerLabDeskSettingRoutes } from './lab-desk-setting-routes.js';

export const labDeskAreas = [
  registerLabDeskOrderRoutes,
  registerLabDeskReportRoutes,
  registerLabDeskMessageRoutes,
  registerLabDeskUserRoutes,
  registerLabDeskSettingRoutes,
] as const;

export function registerLabDeskRoutes(app: FastifyInstance, registry: CallRegistry): void {
  for (const registerArea of labDeskAreas) registerArea(app, registry);
}
