/**
 * The numeric order status state machine (document 3 section 4 lists the statuses; the allowed
 * transitions are ours: see docs/decisions/order-status-transitions.md).
 */
import {
  NumericOrderStatus,
  NumericOrderStatuses,
  isNumericOrderStatus,
  type NumericOrderStatusName,
  type NumericOrderStatusValue,
} from '../reference/orderStatus.js';

/**
 * The status changes a real order may make, by starting status.
 * - Draft: submitted (OrderNow), sent to benefit investigation first, or submitted for lab review.
 * - BenefitsInvestigation: back to Draft for edits once the estimate is known, submitted, or
 *   submitted for lab review.
 * - PendingReview: released by the lab's review (OrderNow).
 * - OrderNow: a post-submission change puts it back in front of the lab (PendingReview).
 */
export const OrderStatusTransitions: Readonly<
  Record<NumericOrderStatusValue, readonly NumericOrderStatusValue[]>
> = {
  [NumericOrderStatus.Draft]: [
    NumericOrderStatus.OrderNow,
    NumericOrderStatus.BenefitsInvestigation,
    NumericOrderStatus.PendingReview,
  ],
  [NumericOrderStatus.BenefitsInvestigation]: [
    NumericOrderStatus.Draft,
    NumericOrderStatus.OrderNow,
    NumericOrderStatus.PendingReview,
  ],
  [NumericOrderStatus.PendingReview]: [NumericOrderStatus.OrderNow],
  [NumericOrderStatus.OrderNow]: [NumericOrderStatus.PendingReview],
};

export type OrderStatusTransitionRefusalReason = 'unknown-status' | 'transition-not-allowed';

export type OrderStatusTransitionResult =
  | { readonly ok: true; readonly status: NumericOrderStatusValue; readonly changed: boolean }
  | {
      readonly ok: false;
      readonly reason: OrderStatusTransitionRefusalReason;
      readonly message: string;
    };

function statusName(value: NumericOrderStatusValue): NumericOrderStatusName {
  // Every NumericOrderStatusValue is in the table, so the lookup always finds one.
  return NumericOrderStatuses.find((status) => status.value === value)!.name;
}

/** The statuses an order may move to from `from` (none for a number that is not a status). */
export function nextOrderStatuses(from: number): readonly NumericOrderStatusValue[] {
  return isNumericOrderStatus(from) ? OrderStatusTransitions[from] : [];
}

/**
 * Whether an order in status `from` may move to status `to`. Keeping the same status is not a
 * transition and is always allowed (saving a draft keeps it a draft).
 */
export function canTransition(from: number, to: number): boolean {
  return transition(from, to).ok;
}

/** Moves an order from one numeric status to another, or says why it may not. */
export function transition(from: number, to: number): OrderStatusTransitionResult {
  for (const value of [from, to]) {
    if (!isNumericOrderStatus(value)) {
      return {
        ok: false,
        reason: 'unknown-status',
        message: `${String(value)} is not an order status.`,
      };
    }
  }
  const start = from as NumericOrderStatusValue;
  const end = to as NumericOrderStatusValue;
  if (start === end) return { ok: true, status: end, changed: false };
  if (OrderStatusTransitions[start].includes(end)) return { ok: true, status: end, changed: true };
  return {
    ok: false,
    reason: 'transition-not-allowed',
    message: `An order cannot move from ${statusName(start)} to ${statusName(end)}.`,
  };
}
