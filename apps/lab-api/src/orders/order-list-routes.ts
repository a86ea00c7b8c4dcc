// The order list calls (portal `#simple-orders`, results): orderTestsAndReports, capped at the top
// results, and its Paged variant. The queries are order-list-queries.ts's.
import { listOrderTestsAndReports, listOrderTestsAndReportsPaged } from '@loci/contract';
import { TopResultsCap } from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { listOrderSummaries } from './order-list-queries.js';

export function registerOrderListRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, listOrderTestsAndReportsPaged, {
    access: { scope: 'accounts', roles: allAccessTypes },
    readAudit: { action: 'order.list', entityType: 'order_list' },
    async handler({ input, caller, db, roles }) {
      return listOrderSummaries(db, caller, roles, input.body, null);
    },
  });
  registerCall(app, registry, listOrderTestsAndReports, {
    access: { scope: 'accounts', roles: allAccessTypes },
    readAudit: { action: 'order.list', entityType: 'order_list' },
    async handler({ input, caller, db, roles }) {
      return listOrderSummaries(db, caller, roles, input.body, TopResultsCap);
    },
  });
}
