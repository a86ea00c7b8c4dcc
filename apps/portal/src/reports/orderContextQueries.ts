// The report view's reads of the report's order: its header (the light order) and its tests with
// their reports (ordersByAccount). Apart from reportQueries.ts so that the reports list's first
// visit does not load their schemas.
import { getSimpleOrderLight, listOrdersByAccount } from '@loci/contract';
import { useCall } from '../api/callHooks.tsx';

/**
 * GET /simpleOrderLight/{orderId}: the order's header (status, tests, add-on origin) beside one of
 * its reports, where the full order would be read for a line.
 */
export function useOrderHeader(orderId: number | undefined) {
  return useCall(getSimpleOrderLight, orderId ? { params: { orderId } } : null, {
    revalidateOnFocus: false,
  });
}

/** POST /results/ordersByAccount for one order: the order with its tests and their reports. */
export function useOrderWithTests(order: { accountNumber: string; orderId: number } | undefined) {
  return useCall(
    listOrdersByAccount,
    order
      ? { body: { AccountNumbers: [order.accountNumber], SearchTerm: String(order.orderId) } }
      : null,
    { revalidateOnFocus: false },
  );
}
