// The order calls (document 2 section 7.1): create, save (status changes through the domain's
// state machine), read, delete drafts, cancel and restore tests, statuses, documents, notification,
// release, and the add-on lists. Role rules: docs/decisions/role-matrix.md (orders section).
import {
  cancelOrderTests,
  createSimpleOrder,
  deleteOrder,
  deleteOrders,
  getOrderDocumentList,
  getOrderTestCodeDescriptions,
  getOrderTestStatuses,
  getSimpleOrder,
  getSimpleOrderLight,
  listAddOnAvailableOrders,
  listResultsAddOnAvailable,
  postOrderNotification,
  releaseOrder,
  restoreOrderTests,
  updateSimpleOrder,
  type CallDescriptor,
  type CallRequest,
} from '@loci/contract';
import {
  DefaultLabStatus,
  NumericOrderStatus,
  checkPostSubmissionEdit,
  isCancelledOrderStatus,
  transition,
  type SubmittedOrderFacts,
} from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { allAccessTypes, elevatedAccessTypes } from '../accounts/account-scope.js';
import { featureFlags } from '../settings/settings-records.js';
import type { LabKysely } from '../db/create-database.js';
import { orderDocumentRows } from '../documents/document-records.js';
import { HttpProblem, problems } from '../http/http-problem.js';
import { accountAccess, readOf, registerCall, type CallRegistry } from '../http/register-call.js';
import { findAddOnAvailable } from './order-list-queries.js';
import {
  deleteOrderRows,
  type OrderRow,
  insertOrder,
  insertOrderNotification,
  isSubmitted,
  loadOrderTests,
  loadSimpleOrder,
  orderHeading,
  releaseHeldOrder,
  requireOrder,
  saveOrder,
  setTestsLabStatus,
  utcToday,
} from './order-records.js';
import { checkOrder } from './order-rules.js';
import { orderEvent } from '../audit/record-audit.js';

const cancelledStatus = 'Canceled';

/**
 * The reads of one order the caller may see (any role), by the order id of the path, each
 * audited under its action: bound to the app once, then one line a call.
 */
function orderReads(app: FastifyInstance, registry: CallRegistry) {
  return <
    Request extends CallRequest & { params: z.ZodMiniType<{ orderId: number }> },
    Response extends z.ZodMiniType,
  >(
    call: CallDescriptor<Request, Response>,
    action: string,
    read: (db: LabKysely, order: OrderRow) => Promise<z.input<Response>>,
  ): void => {
    registerCall(app, registry, call, {
      access: { scope: 'accounts', roles: allAccessTypes },
      readAudit: readOf('order', action, (input) => input.params.orderId),
      async handler({ input, caller, db }) {
        return read(db, await requireOrder(db, caller, input.params.orderId));
      },
    });
  };
}

function refuseTransition(from: number, to: number): void {
  const result = transition(from, to);
  if (!result.ok) {
    throw new HttpProblem(409, [
      { code: 'transition_not_allowed', message: result.message, path: 'status' },
    ]);
  }
}

/** Order_Editing_Post_Submission (docs/decisions/order-editing-post-submission.md): 409 with every refusal. */
function refusePostSubmissionEdit(
  status: number,
  before: SubmittedOrderFacts,
  after: SubmittedOrderFacts,
  editingEnabled: boolean,
): void {
  const result = checkPostSubmissionEdit(status, before, after, editingEnabled);
  if (!result.ok) {
    throw new HttpProblem(
      409,
      result.refusals.map((refusal) => ({
        code: refusal.code,
        message: refusal.message,
        path: refusal.field,
      })),
    );
  }
}

async function testStatuses(db: LabKysely, orderId: number) {
  const tests = await loadOrderTests(db, orderId);
  return tests.map((test) => ({
    testId: test.id,
    code: test.code,
    shortDescription: test.short_description,
    labStatus: test.lab_status,
    labStatusUpdateDate: test.lab_status_update_date
      ? new Date(test.lab_status_update_date).toISOString()
      : null,
    dueDate: test.due_date ? String(test.due_date).slice(0, 10) : null,
    cancelled: isCancelledOrderStatus(test.lab_status),
  }));
}

/** Create and save: any approved role on the account the order's body names. */
const bodyAccountAccess = accountAccess(allAccessTypes, 'body', 'accountNumber');

export function registerOrderRoutes(app: FastifyInstance, registry: CallRegistry): void {
  const orderRead = orderReads(app, registry);

  registerCall(app, registry, createSimpleOrder, {
    access: bodyAccountAccess,
    async handler({ input, account, db, audit, caller }) {
      const body = input.body;
      refuseTransition(NumericOrderStatus.Draft, body.status);
      const submitted = isSubmitted(body.status);
      const { cart } = await checkOrder(db, account.accountId, body, null, {
        submitting: submitted,
      });
      const orderId = await insertOrder(db, {
        accountId: account.accountId,
        createdBy: caller.identity.email.toLowerCase(),
        body,
        cart,
        submittedOn: submitted ? utcToday() : null,
      });
      await audit(
        orderEvent('order.create', orderId, account.accountNumber, {
          oldStatus: null,
          newStatus: body.status,
          tests: cart.tests.map((test) => test.code),
          originalOrderId: body.originalOrderId ?? null,
        }),
      );
      return loadSimpleOrder(db, orderId);
    },
  });

  registerCall(app, registry, updateSimpleOrder, {
    access: bodyAccountAccess,
    async handler({ input, account, db, audit, caller }) {
      const body = input.body;
      const existing = await requireOrder(db, caller, body.orderId);
      if (existing.account_id !== account.accountId) throw problems.notFound('Order not found');
      refuseTransition(existing.status, body.status);
      const wasSubmitted = isSubmitted(existing.status);
      const editingEnabled =
        !wasSubmitted || (await featureFlags(db)).Order_Editing_Post_Submission === true;
      const stored = wasSubmitted ? await loadOrderTests(db, existing.id) : [];
      const before: SubmittedOrderFacts = {
        accountNumber: existing.cmid,
        patientId: existing.patient_id,
        tests: stored.map((test) => ({ code: test.code, indent: test.indent })),
        originalOrderId: existing.original_order_id,
        specimenCountry: existing.specimen_country,
      };
      // Flag off: refused before anything else is checked (the order is not editable at all).
      if (!editingEnabled) refusePostSubmissionEdit(existing.status, before, before, false);
      const { cart } = await checkOrder(db, account.accountId, body, existing.id, {
        submitting: !wasSubmitted && isSubmitted(body.status),
      });
      refusePostSubmissionEdit(
        existing.status,
        before,
        {
          accountNumber: account.accountNumber,
          patientId: body.patientId,
          tests: cart.tests.map((test) => ({ code: test.code, indent: test.indent })),
          originalOrderId: body.originalOrderId ?? null,
          specimenCountry: body.specimenCountry ?? null,
        },
        editingEnabled,
      );
      const submitting = !wasSubmitted && isSubmitted(body.status);
      // A new payer makes the estimate, investigations and authorizations of the old one void.
      const samePayer =
        existing.payment_type === (body.paymentType ?? null) &&
        existing.insurance_policy_id === (body.insurancePolicyId ?? null);
      await saveOrder(db, {
        orderId: existing.id,
        body,
        cart,
        samePayer,
        // A submitted order's tests stay as they were submitted.
        writeTests: !wasSubmitted,
        submittedOn: submitting ? utcToday() : null,
      });
      await audit(
        orderEvent('order.update', existing.id, account.accountNumber, {
          oldStatus: existing.status,
          newStatus: body.status,
        }),
      );
      return loadSimpleOrder(db, existing.id);
    },
  });

  orderRead(getSimpleOrder, 'order.view', async (db, order) => loadSimpleOrder(db, order.id));

  orderRead(getSimpleOrderLight, 'order.view', async (db, order) => {
    const tests = await loadOrderTests(db, order.id);
    return {
      ...orderHeading(order),
      testCodes: tests.map((test) => test.code),
      originalOrderId: order.original_order_id,
      updatedDate: new Date(order.updated_at).toISOString(),
    };
  });

  const notADraft = (orderId: number) =>
    problems.conflict('not_a_draft', `Order ${orderId} is not a draft: only drafts can be deleted`);

  registerCall(app, registry, deleteOrder, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, db, audit }) {
      const order = await requireOrder(db, caller, input.params.orderId);
      if (order.status !== NumericOrderStatus.Draft) throw notADraft(order.id);
      await deleteOrderRows(db, [order.id]);
      await audit(
        orderEvent('order.delete', order.id, order.cmid, {
          oldStatus: order.status,
          newStatus: null,
        }),
      );
      return { orderId: order.id };
    },
  });

  registerCall(app, registry, deleteOrders, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, db, audit }) {
      const ids = [...new Set(input.body)];
      const orders = [];
      for (const id of ids) orders.push(await requireOrder(db, caller, id));
      const notDraft = orders.find((order) => order.status !== NumericOrderStatus.Draft);
      if (notDraft) throw notADraft(notDraft.id);
      await deleteOrderRows(db, ids);
      for (const order of orders) {
        await audit(
          orderEvent('order.delete', order.id, order.cmid, {
            oldStatus: order.status,
            newStatus: null,
            batch: ids.length,
          }),
        );
      }
      return { orderIds: ids };
    },
  });

  for (const [call, cancel] of [
    [cancelOrderTests, true],
    [restoreOrderTests, false],
  ] as const) {
    registerCall(app, registry, call, {
      access: { scope: 'accounts', roles: elevatedAccessTypes },
      async handler({ input, caller, db, audit, roles }) {
        const order = await requireOrder(db, caller, input.body.Id, roles);
        const ids = [...new Set(input.body.Tests.map((test) => test.TestID))];
        const tests = await loadOrderTests(db, order.id);
        const byId = new Map(tests.map((test) => [test.id, test]));
        const errors = ids.flatMap((id, index) =>
          byId.has(id)
            ? []
            : [
                {
                  code: 'not_found',
                  message: `Test ${id} is not in order ${order.id}`,
                  path: `Tests.${index}.TestID`,
                },
              ],
        );
        if (errors.length > 0) throw new HttpProblem(404, errors);
        const remaining = tests.filter(
          (test) => !isCancelledOrderStatus(test.lab_status) && !ids.includes(test.id),
        );
        if (cancel && remaining.length === 0 && order.status === NumericOrderStatus.Draft) {
          throw problems.conflict(
            'last_test',
            'A draft keeps at least one test: delete the draft instead',
          );
        }
        await setTestsLabStatus(db, order.id, ids, cancel ? cancelledStatus : DefaultLabStatus);
        await audit(
          orderEvent(cancel ? 'order.tests.cancel' : 'order.tests.restore', order.id, order.cmid, {
            tests: ids.map((id) => ({
              id,
              code: byId.get(id)?.code,
              oldStatus: byId.get(id)?.lab_status,
            })),
            newStatus: cancel ? cancelledStatus : DefaultLabStatus,
          }),
        );
        return testStatuses(db, order.id);
      },
    });
  }

  orderRead(getOrderTestStatuses, 'order.test_statuses', async (db, order) =>
    testStatuses(db, order.id),
  );

  orderRead(getOrderDocumentList, 'order.document_list', async (db, order) => {
    const rows = await orderDocumentRows(db, order.id);
    return rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      name: row.name,
      mimeType: row.mime_type,
      md5: row.md5,
      tags: row.tags,
      uploadStatus: row.upload_status,
      createdDate: new Date(row.created_at).toISOString(),
    }));
  });

  orderRead(getOrderTestCodeDescriptions, 'order.tests', async (db, order) => {
    const tests = await loadOrderTests(db, order.id);
    return tests.map((test) => ({
      testCode: test.code,
      testDescription: test.short_description,
    }));
  });

  registerCall(app, registry, postOrderNotification, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, db, audit }) {
      const order = await requireOrder(db, caller, input.body.orderId);
      const row = await insertOrderNotification(db, {
        order_id: order.id,
        event: input.body.event,
        recipients: JSON.stringify(input.body.recipients),
        message: input.body.message ?? null,
        created_by: caller.identity.email.toLowerCase(),
      });
      await audit(
        orderEvent('order.notification', order.id, order.cmid, {
          event: input.body.event,
          recipients: input.body.recipients.length,
        }),
      );
      return { notificationId: row.id, orderId: order.id };
    },
  });

  registerCall(app, registry, releaseOrder, {
    access: { scope: 'accounts', roles: elevatedAccessTypes },
    async handler({ input, caller, db, audit, roles }) {
      const order = await requireOrder(db, caller, input.params.orderId, roles);
      const held = order.is_held || order.status === NumericOrderStatus.BenefitsInvestigation;
      if (!held) throw problems.conflict('not_held', `Order ${order.id} is not held`);
      refuseTransition(order.status, NumericOrderStatus.OrderNow);
      await releaseHeldOrder(db, order.id);
      await audit(
        orderEvent('order.release', order.id, order.cmid, {
          oldStatus: order.status,
          newStatus: NumericOrderStatus.OrderNow,
        }),
      );
      return loadSimpleOrder(db, order.id);
    },
  });

  registerCall(app, registry, listAddOnAvailableOrders, {
    access: { scope: 'accounts', roles: allAccessTypes },
    readAudit: { action: 'order.add_on_list', entityType: 'order_list' },
    async handler({ input, caller, db, roles }) {
      const rows = await findAddOnAvailable(db, caller, roles, input.body);
      return rows.map((row) => ({
        orderId: row.orderId,
        patientId: row.patientId,
        firstName: row.firstName,
        lastName: row.lastName,
        birthDate: row.birthDate,
        accountNumber: row.accountNumber,
        accessionNumber: row.accessionNum,
        orderedDate: row.orderedDate,
        testCodes: row.testCodes,
      }));
    },
  });

  registerCall(app, registry, listResultsAddOnAvailable, {
    access: { scope: 'accounts', roles: allAccessTypes },
    readAudit: { action: 'order.add_on_list', entityType: 'order_list' },
    async handler({ input, caller, db, roles }) {
      const rows = await findAddOnAvailable(db, caller, roles, input.body);
      return rows.map(({ testCodes: _codes, ...summary }) => summary);
    },
  });
}
