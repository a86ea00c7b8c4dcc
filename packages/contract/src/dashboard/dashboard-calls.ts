// The dashboard's one call (docs/decisions/dashboard.md): every count of `#dashboard` at once.
import { defineCalls, portalApi } from '../call/define-call.js';
import { dashboardCountsSchema } from './dashboard-schemas.js';

const calls = defineCalls(
  { feature: 'dashboard', ...portalApi, wrapped: true },
  {
    getDashboardCounts: {
      summary:
        'What needs the caller’s attention, per approved account: drafts, orders on hold, prior authorization, new reports, unread messages and notifications, supplies in transit',
      method: 'GET',
      path: '/dashboard/counts',
      request: {},
      response: dashboardCountsSchema,
    },
  },
);

export const { getDashboardCounts } = calls;
