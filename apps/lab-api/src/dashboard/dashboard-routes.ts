// The dashboard's one call (docs/decisions/dashboard.md): what needs the caller's attention,
// per approved account. Each count follows the scoping of the list it links to: orders,
// messages and notifications of every approved account; reports where the results rule lets the
// caller read them; supply orders for the elevated roles.
import { getDashboardCounts } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import {
  accountIdsOf,
  allAccessTypes,
  approvedAccess,
  approvedAccountIds,
  elevatedAccessTypes,
} from '../accounts/account-scope.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { reportAccountIds } from '../results/results-rules.js';
import { countAttention } from './dashboard-queries.js';

export function registerDashboardRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, getDashboardCounts, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ caller, profileCaller, db }) {
      const accesses = approvedAccess(caller, allAccessTypes);
      const accountIds = accountIdsOf(accesses);
      const reportIds = new Set(reportAccountIds(caller));
      const supplyIds = new Set(approvedAccountIds(caller, elevatedAccessTypes));
      const tallies = await countAttention(db, {
        contactId: profileCaller.profile.contact_id,
        accountIds,
        reportAccountIds: accountIds.filter((id) => reportIds.has(id)),
        supplyAccountIds: accountIds.filter((id) => supplyIds.has(id)),
      });
      const seen = new Set<number>();
      const accounts = accesses.flatMap((access) => {
        if (seen.has(access.accountId)) return [];
        seen.add(access.accountId);
        const tally = tallies.get(access.accountId)!;
        return [
          {
            accountNumber: access.accountNumber,
            clientName: access.clientName,
            drafts: tally.drafts,
            oldestDraftCreatedDate: tally.oldestDraftCreatedAt?.toISOString() ?? null,
            ordersOnHold: {
              BenefitsInvestigation: tally.benefitsInvestigation,
              PendingReview: tally.pendingReview,
            },
            priorAuthActionsNeeded: tally.priorAuthActionsNeeded,
            newReports: reportIds.has(access.accountId) ? tally.newReports : null,
            unreadMessages: tally.unreadMessages,
            unreadNotifications: tally.unreadNotifications,
            suppliesInTransit: supplyIds.has(access.accountId) ? tally.suppliesInTransit : null,
          },
        ];
      });
      return { countedAt: new Date().toISOString(), accounts };
    },
  });
}
