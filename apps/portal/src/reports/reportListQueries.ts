// The reports list's reads (issue 18: apart from the viewer's and the shares' calls in
// reportQueries.ts, which the list's first visit does not need).
import { useMemo } from 'react';
import {
  listReportsByAccount,
  listResultsAddOnAvailable,
  reportOrderedByForName,
  reportOrderingProviderByName,
  type ResultsByAccountRequest,
} from '@loci/contract';
import { useNameLookupLoader } from '../forms/nameLookupLoader.ts';
import { useCall } from '../api/callHooks.tsx';

/** POST /results/reportsByAccount: one page of the reports list. */
export function useReportList(request: ResultsByAccountRequest | null) {
  return useCall(listReportsByAccount, request ? { body: request } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/**
 * POST /results/list/addonavailable: the orders of the list's accounts (and search) that qualify
 * for an add-on order, as the set of their ids, so that a report row can offer one.
 */
export function useResultsAddOnAvailable(
  request: Pick<ResultsByAccountRequest, 'AccountNumbers' | 'SearchTerm'> | null,
) {
  const available = useCall(
    listResultsAddOnAvailable,
    request
      ? { body: { AccountNumbers: request.AccountNumbers, SearchTerm: request.SearchTerm } }
      : null,
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const orders = available.data;
  return useMemo(() => new Set(orders?.map((order) => order.orderId) ?? []), [orders]);
}

export type NameLookup = 'orderingProvider' | 'orderedBy';

/** The Typeahead's loader of a look-up filter (reportOrderingProviderByName, reportOrderedByForName). */
export function useNameLoader(lookup: NameLookup, accountNumbers: readonly string[]) {
  return useNameLookupLoader(
    lookup === 'orderingProvider' ? reportOrderingProviderByName : reportOrderedByForName,
    accountNumbers,
  );
}
