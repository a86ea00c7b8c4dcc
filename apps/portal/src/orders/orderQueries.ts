// The order screens' reads, on the portal's one road (api/callHooks.tsx).
import { useCallback } from 'react';
import {
  listOrderTestsAndReportsPaged,
  orderingProviderByName,
  orderPlacedByForName,
} from '@loci/contract';
import type { TypeaheadOption } from '@loci/ui';
import { useCall } from '../api/callHooks.tsx';
import { contractCall } from '../api/contractCall.ts';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import type { OrderListBody } from './orderList.ts';

/** POST /results/list/orderTestsAndReportsPaged: one page of the order list. */
export function useOrderList(request: OrderListBody | null) {
  return useCall(listOrderTestsAndReportsPaged, request ? { body: request } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/**
 * The Typeahead's loader of the order list's name filters: the ordering providers
 * (orderingProviderByName) or who placed the orders (orderPlacedByForName) of the accounts.
 */
export function useOrderNameLoader(
  lookup: 'orderingProvider' | 'orderedBy',
  accountNumbers: readonly string[],
) {
  const { api } = usePortalServices();
  const key = accountNumbers.join(',');
  return useCallback(
    async (text: string, { signal }: { signal: AbortSignal }): Promise<TypeaheadOption[]> => {
      const descriptor =
        lookup === 'orderingProvider' ? orderingProviderByName : orderPlacedByForName;
      const names = await api.call(
        contractCall(descriptor, {
          body: { AccountNumbers: key ? key.split(',') : [], SearchName: text },
          kind: 'ordering-provider-name-lookup',
          signal,
        }),
      );
      return names.map((item) => ({ value: item.value, label: item.name }));
    },
    [api, key, lookup],
  );
}
