// Where a draft order opens, apart from the order list's own rules (orderList.ts) so that the
// order form and the other screens linking to a draft do not load them (issue 18). A submitted
// order's review is the contract's `orderReviewHref` (the server's e-mails link to it too).

/** `/test-catalog/requisition#simple-order/{orderId}`: continuing a draft. */
export function draftOrderHref(orderId: number): string {
  return `/test-catalog/requisition#simple-order/${encodeURIComponent(String(orderId))}`;
}
