// The reports list (`/user-account#reports`): its filters, sort and page kept in the hash view's
// query (so that a link restores them) and sent as the contract's `reportsByAccount` request.
import { SortOrder, TopResultsCap, type OrderSortField } from '@loci/domain';
import type { ResultsByAccountRequest } from '@loci/contract';
import type { DataTableSort } from '@loci/ui';
import { hashViewHref } from '../routing/hashViews.ts';
import {
  chosenNameOf,
  chosenNameQuery,
  isoDateOf,
  pageOf,
  sortOf,
  sortQuery,
  type ChosenName,
} from '../routing/listAddress.ts';
import { userAccountViews } from '../user-account/userAccountViews.ts';

/** Reports shown per page (document 3: tables page by 25). */
export const reportListPageSize = 25;

/** The columns the server sorts by: document 2's sort fields. */
export const reportSortFields: Readonly<Record<string, OrderSortField>> = {
  patient: 'Patient',
  orderedDate: 'OrderedDate',
  updatedDate: 'UpdatedDate',
  resultDate: 'ResultDt',
};

export type { ChosenName } from '../routing/listAddress.ts';

export type ReviewedFilter = '' | 'reviewed' | 'not-reviewed';

export interface ReportListState {
  term: string;
  /** One readable account, or '' for all of them. */
  accountNumber: string;
  reviewed: ReviewedFilter;
  /** ISO dates of the report's release, '' for no bound. */
  dateFrom: string;
  dateTo: string;
  provider: ChosenName | null;
  orderedBy: ChosenName | null;
  sort: DataTableSort;
  page: number;
}

/** Whether any filter narrows the list (the search term aside). */
export function isFilteredReportList(state: ReportListState): boolean {
  return Boolean(
    state.accountNumber ||
    state.reviewed ||
    state.dateFrom ||
    state.dateTo ||
    state.provider ||
    state.orderedBy,
  );
}

export const initialReportListState: ReportListState = {
  term: '',
  accountNumber: '',
  reviewed: '',
  dateFrom: '',
  dateTo: '',
  provider: null,
  orderedBy: null,
  sort: { columnId: 'resultDate', direction: 'descending' },
  page: 1,
};

/** The list's state as the hash view's query says (unknown or malformed values are left out). */
export function reportListStateOf(query: URLSearchParams): ReportListState {
  const reviewed = query.get('reviewed');
  return {
    term: query.get('q') ?? '',
    accountNumber: query.get('account') ?? '',
    reviewed: reviewed === 'reviewed' || reviewed === 'not-reviewed' ? reviewed : '',
    dateFrom: isoDateOf(query, 'from'),
    dateTo: isoDateOf(query, 'to'),
    provider: chosenNameOf(query, 'provider'),
    orderedBy: chosenNameOf(query, 'by'),
    sort: sortOf(query, reportSortFields) ?? initialReportListState.sort,
    page: pageOf(query),
  };
}

/** The hash view's query of a state: only what differs from the initial state. */
export function reportListQuery(state: ReportListState): Record<string, string | undefined> {
  return {
    q: state.term || undefined,
    account: state.accountNumber || undefined,
    reviewed: state.reviewed || undefined,
    from: state.dateFrom || undefined,
    to: state.dateTo || undefined,
    ...chosenNameQuery('provider', state.provider),
    ...chosenNameQuery('by', state.orderedBy),
    ...sortQuery(state.sort, initialReportListState.sort),
    page: state.page > 1 ? String(state.page) : undefined,
  };
}

/** `/user-account#reports?…`: the reports list in a state. */
export function reportListHref(state: Partial<ReportListState> = {}): string {
  const query = reportListQuery({ ...initialReportListState, ...state });
  return `/user-account${hashViewHref(userAccountViews, 'reports', {}, { query })}`;
}

/** The `reportsByAccount` request of a state, over the accounts whose reports the user reads. */
export function reportListRequest(
  state: ReportListState,
  readableAccountNumbers: readonly string[],
): ResultsByAccountRequest {
  const accounts =
    state.accountNumber && readableAccountNumbers.includes(state.accountNumber)
      ? [state.accountNumber]
      : [...readableAccountNumbers];
  return {
    AccountNumbers: accounts,
    SearchTerm: state.term.trim(),
    SortField: reportSortFields[state.sort.columnId] ?? 'ResultDt',
    SortOrder: state.sort.direction === 'ascending' ? SortOrder.Ascending : SortOrder.Descending,
    OrderingProviderIds: state.provider ? [Number(state.provider.value)] : [],
    OrderedBy: state.orderedBy ? [state.orderedBy.value] : [],
    ...(state.reviewed === '' ? {} : { Reviewed: state.reviewed === 'reviewed' }),
    ...(state.dateFrom ? { DateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { DateTo: state.dateTo } : {}),
    PageNumber: state.page,
    PageSize: reportListPageSize,
  };
}

/** Rows the table pages through: the server lists the first 200 of the matches. */
export function pagedCount(totalCount: number): number {
  return Math.min(totalCount, TopResultsCap);
}

export function reportPatientName(report: {
  firstName: string | null;
  lastName: string | null;
}): string {
  return [report.lastName, report.firstName].filter(Boolean).join(', ') || 'Unnamed patient';
}
