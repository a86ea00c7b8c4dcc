// The order screens' reads, on the portal's one road (api/callHooks.tsx).
import { listOrderTestsAndReportsPaged, type OrderListRequest } from '@loci/contract';
import { useCall } from '../api/callHooks.tsx';

/** POST /results/list/orderTestsAndReportsPaged: one page of the order list. */
export function useOrderList(request: OrderListRequest | null) {
  return useCall(listOrderTestsAndReportsPaged, request ? { body: request } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
