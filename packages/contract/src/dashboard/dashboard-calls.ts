// The dashboard's one call (docs/decisions/dashboard.md): every count of `#dashboard` at once.
import { defineCall } from '../call/define-call.js';
import { dashboardCountsSchema } from './dashboard-schemas.js';

export const getDashboardCounts = defineCall({
  operationId: 'getDashboardCounts',
  summary:
    'What needs the caller’s attention, per approved account: drafts, orders on hold, prior authorization, new reports, unread messages and notifications, supplies in transit',
  feature: 'dashboard',
  method: 'GET',
  base: '/api/portal',
  version: 'v1.0.1',
  path: '/dashboard/counts',
  request: {},
  response: dashboardCountsSchema,
  wrapped: true,
});
