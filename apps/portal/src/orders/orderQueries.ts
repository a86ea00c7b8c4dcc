// The order screens' reads, on the portal's one road (api/callHooks.tsx).
import {
  listOrderTestsAndReportsPaged,
  orderingProviderByName,
  orderPlacedByForName,
} from '@loci/contract';
import { useCall } from '../api/callHooks.tsx';
import { useNameLookupLoader } from '../forms/nameLookupLoader.ts';
import type { OrderListBody } from './orderList.ts';

/** POST /results/list/orderTestsAndReportsPaged: one page of the order list. */
export function useOrderList(request: OrderListBody | null) {
  return useCall(listOrderTestsAndReportsPaged, request ? { body: request } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/** The Typeahead's loader of the order list's name filters: ordering providers or who placed the orders. */
export function useOrderNameLoader(
  lookup: 'orderingProvider' | 'orderedBy',
  accountNumbers: readonly string[],
) {
  return useNameLookupLoader(
    lookup === 'orderingProvider' ? orderingProviderByName : orderPlacedByForName,
    accountNumbers,
  );
}
