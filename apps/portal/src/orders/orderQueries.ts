// The order screens' reads, on the portal's one road (api/callHooks.tsx).
import {
  listOrderTestsAndReports,
  listOrderTestsAndReportsPaged,
  orderingProviderByName,
  orderPlacedByForName,
} from '@loci/contract';
import { useAction, useCall } from '../api/callHooks.tsx';
import { contractCall } from '../api/contractCall.ts';
import { TopResultsCap } from '@loci/domain';
import { useNameLookupLoader } from '../forms/nameLookupLoader.ts';
import type { OrderListBody } from './orderList.ts';

/** POST /results/list/orderTestsAndReportsPaged: one page of the order list. */
export function useOrderList(request: OrderListBody | null) {
  return useCall(listOrderTestsAndReportsPaged, request ? { body: request } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/**
 * POST /results/list/orderTestsAndReports: the top 200 orders of the list's search and filters at
 * once (the list's download; the screen pages with the Paged call).
 */
export function useOrderListTop() {
  return useAction('order-list-top', (api, request: OrderListBody) =>
    api.call(
      contractCall(listOrderTestsAndReports, {
        body: { ...request, PageNumber: 1, PageSize: TopResultsCap },
      }),
    ),
  );
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
