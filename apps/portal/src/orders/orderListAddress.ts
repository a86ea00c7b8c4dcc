// The order list's state in its address (`#simple-orders?status=Draft&sort=patient&dir=asc`):
// read when the list opens (a link, Back), written after each change (document 1: filter changes
// update the address after a one-second pause).
import { NumericOrderStatuses } from '@loci/domain';
import {
  chosenNameOf,
  chosenNameQuery,
  isoDateOf,
  pageOf,
  sortOf,
  sortQuery,
} from '../routing/listAddress.ts';
import {
  initialOrderListState,
  orderSortFields,
  priorAuthActionNeededQuery,
  type OrderListState,
} from './orderList.ts';

/**
 * The list's state as the hash view's query says (`#simple-orders?status=Draft&account=1001`),
 * the statuses by the domain's names; unknown or malformed values are left out. Links (the
 * dashboard's) open the list filtered, and Back returns to the list as it was left.
 */
export function orderListStateOf(query: URLSearchParams): OrderListState {
  const statuses = NumericOrderStatuses.filter((status) =>
    query.getAll('status').includes(status.name),
  ).map((status) => status.value);
  const provider = chosenNameOf(query, 'provider');
  const orderedBy = chosenNameOf(query, 'by');
  return {
    term: query.get('q') ?? '',
    sort:
      query.get('sort') === 'none'
        ? null
        : (sortOf(query, orderSortFields) ?? initialOrderListState.sort),
    page: pageOf(query),
    filters: {
      ...initialOrderListState.filters,
      accountNumber: query.get('account') ?? '',
      statuses,
      dateFrom: isoDateOf(query, 'from'),
      dateTo: isoDateOf(query, 'to'),
      ...(provider ? { provider } : {}),
      ...(orderedBy ? { orderedBy } : {}),
      ...(query.get('priorAuth') === priorAuthActionNeededQuery
        ? { priorAuthActionNeeded: true }
        : {}),
    },
  };
}

/** The hash view's query of a state: only what differs from the initial state. */
export function orderListQuery(state: OrderListState): URLSearchParams {
  const { filters } = state;
  const query = new URLSearchParams();
  const setAll = (values: Record<string, string | null | undefined>) => {
    for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
  };
  setAll({ q: state.term, account: filters.accountNumber });
  for (const value of filters.statuses) {
    const status = NumericOrderStatuses.find((candidate) => candidate.value === value);
    if (status) query.append('status', status.name);
  }
  setAll({
    from: filters.dateFrom,
    to: filters.dateTo,
    ...chosenNameQuery('provider', filters.provider),
    ...chosenNameQuery('by', filters.orderedBy),
  });
  if (filters.priorAuthActionNeeded) query.set('priorAuth', priorAuthActionNeededQuery);
  if (!state.sort) query.set('sort', 'none');
  else setAll(sortQuery(state.sort, initialOrderListState.sort));
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}
