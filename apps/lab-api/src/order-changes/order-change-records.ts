// Applies a checked change set to one order, all or nothing (docs/decisions/order-changes-api.md):
// each record's old value must still be what the order holds (else 409 stale_change), status
// changes go through @loci/domain's state machine, and a change to an order in OrderNow puts it
// back in front of the lab (PendingReview).
import type { ApiError, OrderChangeSet } from '@loci/contract';
import {
  DiagnosisCodeMessages,
  diagnosisCodeProblems,
  isCancelledOrderStatus,
  NumericOrderStatus,
  transition,
} from '@loci/domain';
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { icdCodeBillability } from '../catalogue/catalogue-queries.js';
import { HttpProblem } from '../http/http-problem.js';
import { accountProvider } from '../ordering-providers/ordering-provider-records.js';
import { isSubmitted, type OrderRow } from '../orders/order-records.js';

type Change = OrderChangeSet['changes'][number];

interface OrderState {
  notes: string | null;
  diagnosisCodes: string[];
  orderingProviderId: number | null;
  status: number;
  /** Every test of the order by id, and the ids this set cancels. */
  tests: Map<number, { code: string; labStatus: string }>;
  cancelledTestIds: number[];
}

export interface AppliedChanges {
  changeSetId: number;
  previousStatus: number;
  status: number;
  appliedAt: Date;
}

function parsedJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function conflict(code: string, message: string, path: string): HttpProblem {
  return new HttpProblem(409, [{ code, message, path }]);
}

function stale(change: Change, orderId: number, index: number): HttpProblem {
  return conflict(
    'stale_change',
    `${change.typePath} of order ${orderId} has changed since it was read`,
    `changes.${index}.oldValue`,
  );
}

/** Applies one record to the order's state, or refuses it. */
async function applyRecord(
  db: LabKysely,
  order: OrderRow,
  state: OrderState,
  change: Change,
  index: number,
): Promise<void> {
  const at = `changes.${index}`;
  switch (change.typePath) {
    case 'Order.Notes': {
      const expected = change.operation === 'create' ? null : (change.oldValue as string);
      if (state.notes !== expected) throw stale(change, order.id, index);
      state.notes = change.operation === 'delete' ? null : (change.newValue as string);
      return;
    }
    case 'Order.DiagnosisCodes': {
      const code = String(change.operation === 'create' ? change.newValue : change.oldValue);
      const present = state.diagnosisCodes.includes(code);
      if (change.operation === 'create') {
        // A code the order holds already: a duplicate, not a stale read.
        if (present) {
          throw new HttpProblem(422, [
            {
              code: 'duplicate_diagnosis_code',
              message: DiagnosisCodeMessages.duplicate(code),
              path: `${at}.newValue`,
            },
          ]);
        }
        if (state.diagnosisCodes.length >= 12) {
          throw new HttpProblem(422, [
            { code: 'too_many', message: 'An order holds at most 12 diagnosis codes', path: at },
          ]);
        }
        // A submitted order's codes go on claims: listed and billable, as at the submission (a
        // draft may hold any code of the right shape until then).
        const problems = isSubmitted(state.status)
          ? diagnosisCodeProblems([code], await icdCodeBillability(db, [code]))
          : [];
        if (problems.length > 0) {
          throw new HttpProblem(
            422,
            problems.map((problem) => ({ ...problem, path: `${at}.newValue` })),
          );
        }
        state.diagnosisCodes = [...state.diagnosisCodes, code];
      } else {
        if (!present) throw stale(change, order.id, index);
        state.diagnosisCodes = state.diagnosisCodes.filter((value) => value !== code);
      }
      return;
    }
    case 'Order.OrderingProvider': {
      if (state.orderingProviderId !== change.oldValue) throw stale(change, order.id, index);
      const provider = await accountProvider(db, order.account_id, change.newValue as number);
      if (!provider) {
        throw new HttpProblem(422, [
          {
            code: 'unknown_provider',
            message: 'No such ordering provider on this account',
            path: `${at}.newValue`,
          },
        ]);
      }
      state.orderingProviderId = provider.id;
      return;
    }
    case 'Order.Status': {
      const from = change.oldValue as number;
      const to = change.newValue as number;
      if (state.status !== from) throw stale(change, order.id, index);
      const moved = transition(from, to);
      if (!moved.ok) throw conflict('transition_not_allowed', moved.message, `${at}.newValue`);
      if (to === NumericOrderStatus.OrderNow || (!isSubmitted(from) && isSubmitted(to))) {
        throw conflict(
          'submission_needs_order_save',
          'An order is submitted (or released) by saving the whole order, not by a change set',
          `${at}.newValue`,
        );
      }
      state.status = to;
      return;
    }
    case 'Order.Tests': {
      const testId = change.keys.testId as number;
      const test = state.tests.get(testId);
      if (!test) {
        throw new HttpProblem(404, [
          {
            code: 'not_found',
            message: `Test ${testId} is not in order ${order.id}`,
            path: `${at}.keys.testId`,
          },
        ]);
      }
      if (test.code !== change.oldValue || isCancelledOrderStatus(test.labStatus)) {
        throw stale(change, order.id, index);
      }
      state.tests.set(testId, { ...test, labStatus: 'Canceled' });
      state.cancelledTestIds.push(testId);
      const active = [...state.tests.values()].filter(
        (candidate) => !isCancelledOrderStatus(candidate.labStatus),
      );
      if (active.length === 0 && state.status === NumericOrderStatus.Draft) {
        throw conflict(
          'last_test',
          'A draft keeps at least one test: delete the draft instead',
          `${at}.keys.testId`,
        );
      }
      return;
    }
  }
}

/** The records whose keys name another order than the one the call names (400). */
export function mismatchedKeys(set: OrderChangeSet, orderId: number): ApiError[] {
  return set.changes.flatMap((change, index) =>
    change.keys.orderId === orderId
      ? []
      : [
          {
            code: 'order_mismatch',
            message: `keys.orderId must be the order of order_id (${orderId})`,
            path: `changes.${index}.keys.orderId`,
          },
        ],
  );
}

/** Applies the set in one transaction; any refusal leaves the order as it was. */
export async function applyChangeSet(
  db: LabKysely,
  order: OrderRow,
  set: OrderChangeSet,
  appliedBy: string,
): Promise<AppliedChanges> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('lab_order')
      .select(['notes', 'diagnosis_codes', 'ordering_provider_id', 'status'])
      .where('id', '=', order.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const tests = await trx
      .selectFrom('order_test')
      .select(['id', 'code', 'lab_status'])
      .where('order_id', '=', order.id)
      .execute();
    const state: OrderState = {
      notes: stored.notes,
      diagnosisCodes: parsedJson<string[]>(stored.diagnosis_codes, []),
      orderingProviderId: stored.ordering_provider_id,
      status: stored.status,
      tests: new Map(
        tests.map((test) => [test.id, { code: test.code, labStatus: test.lab_status }]),
      ),
      cancelledTestIds: [],
    };
    for (const [index, change] of set.changes.entries()) {
      await applyRecord(trx, order, state, change, index);
    }
    // A change to a released order puts it back in front of the lab.
    if (stored.status === NumericOrderStatus.OrderNow && state.status === stored.status) {
      const back = transition(stored.status, NumericOrderStatus.PendingReview);
      if (back.ok) state.status = back.status;
    }
    await trx
      .updateTable('lab_order')
      .set({
        notes: state.notes,
        diagnosis_codes: JSON.stringify(state.diagnosisCodes),
        ordering_provider_id: state.orderingProviderId,
        status: state.status,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', order.id)
      .execute();
    if (state.cancelledTestIds.length > 0) {
      await trx
        .updateTable('order_test')
        .set({
          lab_status: 'Canceled',
          lab_status_update_date: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .where('order_id', '=', order.id)
        .where('id', 'in', state.cancelledTestIds)
        .execute();
    }
    const row = await trx
      .insertInto('order_change_set')
      .values({
        order_id: order.id,
        action: set.action,
        changes: JSON.stringify(set.changes),
        metadata: JSON.stringify(set.metadata),
        previous_status: stored.status,
        status: state.status,
        applied_by: appliedBy,
      })
      .returning(['id', 'applied_at'])
      .executeTakeFirstOrThrow();
    return {
      changeSetId: row.id,
      previousStatus: stored.status,
      status: state.status,
      appliedAt: new Date(row.applied_at),
    };
  });
}
