// The lab desk's orders area: the work list, lab statuses of ordered tests, accession numbers
// and prior-authorization case statuses. Every change is audited.
import {
  listLabDeskOrders,
  setLabDeskAccessionNumber,
  setLabDeskPriorAuthStatus,
  setLabDeskTestStatus,
} from '@loci/contract';
import { canMoveLabTest, priorAuthCaseStatusLabel } from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { HttpProblem, problems } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import {
  accessionNumberTaken,
  deskOrder,
  findDeskOrder,
  findDeskTest,
  findPriorAuthCase,
  listDeskOrders,
  setAccessionNumber,
  setPriorAuthCaseStatus,
  setTestLabStatus,
} from './lab-desk-queries.js';
import { orderEvent } from '../audit/record-audit.js';
import { inTransaction } from '../db/in-transaction.js';
import { notificationOutlet, notifyAccount } from '../notifications/notification-events.js';
import { labStatusNotice, priorAuthSeverity } from './lab-desk-rules.js';

const access = { scope: 'lab-staff' } as const;

export function registerLabDeskOrderRoutes(app: FastifyInstance, registry: CallRegistry): void {
  const outlet = notificationOutlet(registry);
  registerCall(app, registry, listLabDeskOrders, {
    access,
    readAudit: { action: 'labdesk.order.list', entityType: 'order_list' },
    async handler({ input, db }) {
      const page = await listDeskOrders(db, input.body);
      return { ...page, pageNumber: input.body.PageNumber, pageSize: input.body.PageSize };
    },
  });

  registerCall(app, registry, setLabDeskTestStatus, {
    access,
    async handler({ input, db, audit }) {
      const test = await findDeskTest(db, input.params.orderTestId);
      if (!test) throw problems.notFound('Ordered test not found');
      const to = input.body.LabStatus;
      const event = {
        action: 'labdesk.test.status',
        entityType: 'order_test',
        entityId: test.id,
        accountNumber: test.cmid,
      };
      const move = { orderId: test.order_id, from: test.lab_status, to };
      if (!canMoveLabTest(test.lab_status, to)) {
        await audit({ ...event, outcome: 'failure', detail: { ...move, reason: 'not_allowed' } });
        throw problems.conflict(
          'lab_status_not_allowed',
          `A test in ${test.lab_status} cannot move to ${to}`,
        );
      }
      await inTransaction(db, async (trx) => {
        await setTestLabStatus(trx, test, to);
        await notifyAccount(trx, outlet, labStatusNotice(test, to));
      });
      await audit({ ...event, detail: move });
      return deskOrder(db, test.order_id);
    },
  });

  registerCall(app, registry, setLabDeskAccessionNumber, {
    access,
    async handler({ input, db, audit }) {
      const order = await findDeskOrder(db, input.params.orderId);
      if (!order) throw problems.notFound('Order not found');
      const accessionNumber = input.body.AccessionNumber;
      if (await accessionNumberTaken(db, order.id, accessionNumber))
        // Named by the field it refuses, so the desk shows it beside the accession number.
        throw new HttpProblem(409, [
          {
            code: 'accession_number_taken',
            message: 'This accession number belongs to another order',
            path: 'AccessionNumber',
          },
        ]);
      await setAccessionNumber(db, order.id, accessionNumber);
      await audit(
        orderEvent('labdesk.order.accession', order.id, order.cmid, {
          from: order.accession_number,
          to: accessionNumber,
        }),
      );
      return deskOrder(db, order.id);
    },
  });

  registerCall(app, registry, setLabDeskPriorAuthStatus, {
    access,
    async handler({ input, db, audit }) {
      const found = await findPriorAuthCase(db, input.params.caseNumber);
      if (!found) throw problems.notFound('Prior-authorization case not found');
      const status = input.body.Status;
      const answer = {
        caseNumber: found.case_number,
        orderId: found.order_id,
        status,
        statusLabel: priorAuthCaseStatusLabel(status),
      };
      // The status the case already has: nothing happened, so no notification, e-mail or audit
      // event of a change (docs/decisions/lab-desk.md).
      if (found.status === status) return answer;
      await inTransaction(db, async (trx) => {
        await setPriorAuthCaseStatus(trx, found, status);
        await notifyAccount(trx, outlet, {
          accountId: found.account_id,
          accountNumber: found.cmid,
          kind: 'PriorAuthStatusChanged',
          severity: priorAuthSeverity(status),
          message: `Prior authorization case ${found.case_number} of order ${found.order_id} is now ${priorAuthCaseStatusLabel(status)}.`,
          orderId: found.order_id,
        });
      });
      await audit(
        orderEvent('labdesk.pa.status', found.order_id, found.cmid, {
          caseNumber: found.case_number,
          oldStatus: found.status,
          newStatus: status,
        }),
      );
      return answer;
    },
  });
}
