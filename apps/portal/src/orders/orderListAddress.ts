// The order list's state in its address (`#simple-orders?status=Draft&sort=patient&dir=asc`):
// read when the list opens (a link, Back), written after each change (document 1: filter changes
// update the address after a one-second pause).
import { NumericOrderStatuses } from '@loci/domain';
import {
  initialOrderListState,
  orderSortFields,
  priorAuthActionNeededQuery,
  type ChosenName,
  type OrderListState,
} from './orderList.ts';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A name look-up's choice kept in the address (`provider=8001&providerName=Ada Okafor`). */
function chosenNameOf(query: URLSearchParams, key: string): ChosenName | null {
  const value = query.get(key);
  return value ? { value, name: query.get(`${key}Name`) || value } : null;
}

/**
 * The list's state as the hash view's query says (`#simple-orders?status=Draft&account=1001`),
 * the statuses by the domain's names; unknown or malformed values are left out. Links (the
 * dashboard's) open the list filtered, and Back returns to the list as it was left.
 */
export function orderListStateOf(query: URLSearchParams): OrderListState {
  const statuses = NumericOrderStatuses.filter((status) =>
    query.getAll('status').includes(status.name),
  ).map((status) => status.value);
  const date = (key: string) => {
    const value = query.get(key) ?? '';
    return isoDate.test(value) ? value : '';
  };
  const sortColumn = query.get('sort') ?? '';
  const page = Number(query.get('page'));
  const provider = chosenNameOf(query, 'provider');
  const orderedBy = chosenNameOf(query, 'by');
  return {
    term: query.get('q') ?? '',
    sort:
      sortColumn === 'none'
        ? null
        : Object.hasOwn(orderSortFields, sortColumn)
          ? {
              columnId: sortColumn,
              direction: query.get('dir') === 'asc' ? 'ascending' : 'descending',
            }
          : initialOrderListState.sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filters: {
      ...initialOrderListState.filters,
      accountNumber: query.get('account') ?? '',
      statuses,
      dateFrom: date('from'),
      dateTo: date('to'),
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
  const set = (key: string, value: string | null | undefined) => {
    if (value) query.set(key, value);
  };
  set('q', state.term);
  set('account', filters.accountNumber);
  for (const value of filters.statuses) {
    const status = NumericOrderStatuses.find((candidate) => candidate.value === value);
    if (status) query.append('status', status.name);
  }
  set('from', filters.dateFrom);
  set('to', filters.dateTo);
  set('provider', filters.provider?.value);
  set('providerName', filters.provider?.name);
  set('by', filters.orderedBy?.value);
  set('byName', filters.orderedBy?.name);
  if (filters.priorAuthActionNeeded) query.set('priorAuth', priorAuthActionNeededQuery);
  const initial = initialOrderListState.sort;
  if (!state.sort) query.set('sort', 'none');
  else if (
    state.sort.columnId !== initial?.columnId ||
    state.sort.direction !== initial.direction
  ) {
    query.set('sort', state.sort.columnId);
    query.set('dir', state.sort.direction === 'ascending' ? 'asc' : 'desc');
  }
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}
