// Dashboard answers for the tests and the screen story: dr.ada's two accounts, and an Orders
// Only user with nothing waiting.
import type { DashboardAccountCounts, DashboardCounts } from '@loci/contract';

export function accountCounts(
  overrides: Partial<DashboardAccountCounts> = {},
): DashboardAccountCounts {
  return {
    accountNumber: '1001',
    clientName: 'Harbor Genetics Clinic',
    drafts: 0,
    oldestDraftCreatedDate: null,
    ordersOnHold: { BenefitsInvestigation: 0, PendingReview: 0 },
    priorAuthActionsNeeded: 0,
    newReports: 0,
    unreadMessages: 0,
    unreadNotifications: 0,
    suppliesInTransit: 0,
    ...overrides,
  };
}

export const busyDashboard: DashboardCounts = {
  countedAt: '2026-11-26T12:00:00.000Z',
  accounts: [
    accountCounts({
      drafts: 3,
      oldestDraftCreatedDate: '2026-11-12T09:00:00.000Z',
      ordersOnHold: { BenefitsInvestigation: 2, PendingReview: 1 },
      priorAuthActionsNeeded: 1,
      newReports: 4,
      unreadMessages: 2,
      unreadNotifications: 5,
      suppliesInTransit: 1,
    }),
    accountCounts({
      accountNumber: '1002',
      clientName: 'Lakeshore Cardiology',
      drafts: 1,
      oldestDraftCreatedDate: '2026-11-20T09:00:00.000Z',
      ordersOnHold: { BenefitsInvestigation: 0, PendingReview: 2 },
      newReports: 1,
      unreadNotifications: 1,
      suppliesInTransit: 2,
    }),
  ],
};

/** Orders Only on one account: no report or supplies counts (null), nothing waiting. */
export const quietOrdersOnlyDashboard: DashboardCounts = {
  countedAt: '2026-11-26T12:00:00.000Z',
  accounts: [accountCounts({ newReports: null, suppliesInTransit: null })],
};
