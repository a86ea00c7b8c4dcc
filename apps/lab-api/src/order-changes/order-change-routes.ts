// The order-changes calls of the messaging API (document 2 section 7.2): the change catalogue
// (cacheable), applying a change set, and reading an order. Editing rules and bodies:
// docs/decisions/order-changes-api.md.
import {
  applyOrderChangeSet,
  getMessagingOrder,
  getOrderChangeCatalog,
  orderChangeType,
  orderChangeTypes,
  preparingOrderStatuses,
  submittedOrderStatuses,
  type OrderChangeCatalog,
} from '@loci/contract';
import { numericOrderStatusLabel, type FeatureFlag } from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes, rolesAllowedByAll } from '../accounts/account-scope.js';
import { HttpProblem, problems } from '../http/http-problem.js';
import { isFeatureFlagOn } from '../settings/settings-records.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { isSubmitted, loadSimpleOrder, requireOrder } from '../orders/order-records.js';
import { applyChangeSet, mismatchedKeys } from './order-change-records.js';
import { orderEvent } from '../audit/record-audit.js';

/** How long a client may reuse the catalogue (it changes only with a release or the flag). */
export const catalogueMaxAgeSeconds = 300;

const postSubmissionFlag: FeatureFlag = 'Order_Editing_Post_Submission';

export function registerOrderChangeRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, getOrderChangeCatalog, {
    access: { scope: 'profile' },
    async handler({ input, db, reply }): Promise<OrderChangeCatalog> {
      const postSubmissionEditing = await isFeatureFlagOn(db, postSubmissionFlag);
      const { status, type_path: typePath, operation } = input.query;
      const entries = orderChangeTypes
        .map((type) => ({
          typePath: type.typePath,
          version: type.version,
          label: type.label,
          keys: [...type.keys],
          operations: [...type.operations],
          valueType: type.valueType,
          orderStatuses: [
            ...preparingOrderStatuses,
            ...(type.afterSubmission && postSubmissionEditing ? submittedOrderStatuses : []),
          ],
          roles: [...type.roles],
        }))
        .filter(
          (entry) =>
            (status === undefined || entry.orderStatuses.includes(status)) &&
            (typePath === undefined || entry.typePath === typePath) &&
            (operation === undefined || entry.operations.includes(operation)),
        );
      reply.header('cache-control', `private, max-age=${catalogueMaxAgeSeconds}`);
      reply.header('vary', 'Authorization');
      return { postSubmissionEditing, entries };
    },
  });

  registerCall(app, registry, applyOrderChangeSet, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, db, audit }) {
      const set = input.body;
      // The roles every change of the set allows (Order.Tests: GDAA and GDFA only).
      const roles = rolesAllowedByAll(
        set.changes.map((change) => orderChangeType(change.typePath)?.roles),
      );
      const order = await requireOrder(db, caller, input.query.order_id, roles);
      const mismatches = mismatchedKeys(set, order.id);
      if (mismatches.length > 0) throw problems.badRequest(mismatches);
      if (isSubmitted(order.status)) {
        if (!(await isFeatureFlagOn(db, postSubmissionFlag))) {
          throw new HttpProblem(409, [
            {
              code: 'post_submission_editing_disabled',
              message: `Order ${order.id} was submitted: changes after submission are not enabled`,
            },
          ]);
        }
        const fixed = set.changes.findIndex(
          (change) => !orderChangeType(change.typePath)?.afterSubmission,
        );
        if (fixed >= 0) {
          throw problems.conflict(
            'not_after_submission',
            `${set.changes[fixed]?.typePath} cannot change once the order is submitted`,
          );
        }
      }
      const applied = await applyChangeSet(db, order, set, caller.identity.email.toLowerCase());
      await audit(
        orderEvent('order.change_set', order.id, order.cmid, {
          changeSetId: applied.changeSetId,
          changes: set.changes.map((change) => `${change.operation} ${change.typePath}`),
          metadata: set.metadata.map((item) => `${item.Type}/${item.Name}`),
          oldStatus: applied.previousStatus,
          newStatus: applied.status,
        }),
      );
      return {
        changeSetId: applied.changeSetId,
        orderId: order.id,
        action: set.action,
        changeCount: set.changes.length,
        previousStatus: applied.previousStatus,
        status: applied.status,
        statusLabel: numericOrderStatusLabel(applied.status) ?? String(applied.status),
        appliedAt: applied.appliedAt.toISOString(),
      };
    },
  });

  registerCall(app, registry, getMessagingOrder, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, db, audit }) {
      const order = await requireOrder(db, caller, input.params.order_id);
      await audit(orderEvent('order.read', order.id, order.cmid, { via: 'messaging' }));
      return loadSimpleOrder(db, order.id);
    },
  });
}
