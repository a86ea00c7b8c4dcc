// The order list (`/user-account#simple-orders`): the table's search, sort, filters and page as the
// order list request of the contract, and how each order summary is shown.
import {
  NumericOrderStatus,
  NumericOrderStatuses,
  SortOrder,
  numericOrderStatusLabel,
  type NumericOrderStatusName,
  type NumericOrderStatusValue,
  type OrderSortField,
} from '@loci/domain';
import type { OrderListRequest, PatientOrderSummary } from '@loci/contract';
import type { DataTableSort } from '@loci/ui';
import type { ChosenName } from '../routing/listAddress.ts';
import { hashViewHref } from '../routing/hashViews.ts';
import { userAccountViews } from '../user-account/userAccountViews.ts';
import { draftOrderHref } from './orderHrefs.ts';
import { orderReviewHref } from '@loci/contract';

export { draftOrderHref };

/** Orders shown per page. */
export const orderListPageSize = 25;

/** The list's columns that the server sorts by (document 3 section 9: order sort fields). */
export const orderSortFields: Readonly<Record<string, OrderSortField>> = {
  orderedDate: 'OrderedDate',
  patient: 'Patient',
  updatedDate: 'UpdatedDate',
};

export interface OrderListFilters {
  /** One approved account, or '' for all of the user's approved accounts. */
  accountNumber: string;
  /** The numeric statuses to keep; empty for every status. */
  statuses: readonly NumericOrderStatusValue[];
  /** ISO dates, '' for no bound. */
  dateFrom: string;
  dateTo: string;
  /** The ordering provider chosen through its name look-up (its id), if any. */
  provider?: ChosenName | null;
  /** Who placed the order, chosen through its name look-up, if any. */
  orderedBy?: ChosenName | null;
  /** Only orders whose prior-authorization case waits on the practice (the dashboard's link). */
  priorAuthActionNeeded?: boolean;
}

export type { ChosenName } from '../routing/listAddress.ts';

/** The order list request as the portal sends it (the name filters only when chosen). */
export type OrderListBody = Omit<OrderListRequest, 'OrderingProviderIds' | 'OrderedBy'> &
  Partial<Pick<OrderListRequest, 'OrderingProviderIds' | 'OrderedBy'>>;

export interface OrderListState {
  term: string;
  sort: DataTableSort | null;
  page: number;
  filters: OrderListFilters;
}

/** Whether any filter narrows the list (the search term aside). */
export function isFilteredOrderList({ filters }: OrderListState): boolean {
  return Boolean(
    filters.accountNumber ||
    filters.statuses.length > 0 ||
    filters.dateFrom ||
    filters.dateTo ||
    filters.provider ||
    filters.orderedBy ||
    filters.priorAuthActionNeeded,
  );
}

export const initialOrderListState: OrderListState = {
  term: '',
  sort: { columnId: 'updatedDate', direction: 'descending' },
  page: 1,
  filters: { accountNumber: '', statuses: [], dateFrom: '', dateTo: '' },
};

/** The order list request for the state, over the user's approved accounts. */
export function orderListRequest(
  state: OrderListState,
  approvedAccountNumbers: readonly string[],
): OrderListBody {
  const { filters } = state;
  const accounts =
    filters.accountNumber && approvedAccountNumbers.includes(filters.accountNumber)
      ? [filters.accountNumber]
      : [...approvedAccountNumbers];
  const sortField = state.sort ? orderSortFields[state.sort.columnId] : undefined;
  return {
    AccountNumbers: accounts,
    SearchTerm: state.term.trim(),
    SortField: sortField ?? 'UpdatedDate',
    SortOrder:
      sortField && state.sort?.direction === 'ascending'
        ? SortOrder.Ascending
        : SortOrder.Descending,
    PageNumber: state.page,
    PageSize: orderListPageSize,
    Statuses: [...filters.statuses],
    DateFrom: filters.dateFrom || null,
    DateTo: filters.dateTo || null,
    ...(filters.provider ? { OrderingProviderIds: [Number(filters.provider.value)] } : {}),
    ...(filters.orderedBy ? { OrderedBy: [filters.orderedBy.value] } : {}),
    ...(filters.priorAuthActionNeeded ? { PriorAuthActionNeeded: true } : {}),
  };
}

/** `?priorAuth=action-needed`: the order list's prior-authorization filter in its address. */
export const priorAuthActionNeededQuery = 'action-needed';

/** `/user-account#simple-orders?…`: the order list with a query. */
export function orderListAddress(query: URLSearchParams): string {
  const text = query.toString();
  return `/user-account${hashViewHref(userAccountViews, 'simpleOrders', {})}${text ? `?${text}` : ''}`;
}

/** `/user-account#simple-orders?…`: the order list filtered to statuses (by name) or prior authorization. */
export function orderListHref(
  filter: { statuses?: readonly NumericOrderStatusName[]; priorAuthActionNeeded?: boolean } = {},
): string {
  const query = new URLSearchParams();
  for (const status of filter.statuses ?? []) query.append('status', status);
  if (filter.priorAuthActionNeeded) query.set('priorAuth', priorAuthActionNeededQuery);
  return orderListAddress(query);
}

/** The status filter's choice for statuses no option names (one status from a link). */
export function orderStatusFilterLabel(statuses: readonly NumericOrderStatusValue[]): string {
  return (
    orderStatusFilterOptions.find((option) => option.statuses.join(',') === statuses.join(','))
      ?.label ??
    statuses
      .map((value) => NumericOrderStatuses.find((status) => status.value === value)?.name)
      .join(', ')
  );
}

/**
 * The status filter's choices: one per label the numeric statuses are shown as (document 3
 * section 4: OrderNow and PendingReview are both shown as "Submitted order").
 */
export const orderStatusFilterOptions: readonly {
  label: string;
  statuses: readonly NumericOrderStatusValue[];
}[] = [...new Set(NumericOrderStatuses.map((status) => status.shownAs))].map((label) => ({
  label,
  statuses: NumericOrderStatuses.filter((status) => status.shownAs === label).map(
    (status) => status.value,
  ),
}));

/** The label an order's status is shown as (the domain's label, else the lab's text). */
export function orderStatusShownAs(
  order: Pick<PatientOrderSummary, 'orderStatus' | 'orderStatusLabel'>,
): string {
  return numericOrderStatusLabel(order.orderStatus) ?? order.orderStatusLabel;
}

export function isDraftOrder(order: Pick<PatientOrderSummary, 'orderStatus'>): boolean {
  return order.orderStatus === NumericOrderStatus.Draft;
}

export function orderPatientName(order: Pick<PatientOrderSummary, 'firstName' | 'lastName'>) {
  return [order.lastName, order.firstName].filter(Boolean).join(', ') || 'Unnamed patient';
}

/** Where an order of the list opens: a draft continues in the order form, others are reviewed. */
export function orderHref(order: Pick<PatientOrderSummary, 'orderId' | 'orderStatus'>): string {
  return isDraftOrder(order) ? draftOrderHref(order.orderId) : orderReviewHref(order.orderId);
}

/** A chosen name as the name look-up's selected option. */
export function optionOfNamed(named: ChosenName | null | undefined) {
  return named ? { value: named.value, label: named.name } : null;
}

/** The name look-up's option as the chosen name a filter keeps. */
export function namedOfOption(option: { value: string; label: string } | null): ChosenName | null {
  return option ? { value: option.value, name: option.label } : null;
}
