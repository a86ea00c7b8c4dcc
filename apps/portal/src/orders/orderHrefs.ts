// Where an order opens, apart from the order list's own rules (orderList.ts) so that the order
// form and the other screens linking to an order do not load them (issue 18).
import { hashViewHref } from '../routing/hashViews.ts';
import { userAccountViews } from '../user-account/userAccountViews.ts';

/** `/test-catalog/requisition#simple-order/{orderId}`: continuing a draft. */
export function draftOrderHref(orderId: number): string {
  return `/test-catalog/requisition#simple-order/${encodeURIComponent(String(orderId))}`;
}

/** `/user-account#review/{orderId}`: the read-only review of a submitted order. */
export function orderReviewHref(orderId: number): string {
  return `/user-account${hashViewHref(userAccountViews, 'orderReview', { orderId: String(orderId) })}`;
}
