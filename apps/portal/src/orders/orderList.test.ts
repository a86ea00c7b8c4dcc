import { describe, expect, it } from 'vitest';
import { SortOrder } from '@loci/domain';
import {
  draftOrderHref,
  initialOrderListState,
  isFilteredOrderList,
  orderHref,
  orderListRequest,
  orderStatusFilterOptions,
  orderStatusShownAs,
  type OrderListState,
} from './orderList.ts';
import { orderListQuery, orderListStateOf } from './orderListAddress.ts';

describe('order list request', () => {
  it('filters by the ordering provider and who placed the order once chosen by name', () => {
    const request = orderListRequest(
      {
        ...initialOrderListState,
        filters: {
          ...initialOrderListState.filters,
          provider: { value: '12', name: 'Ada Okafor, MD' },
          orderedBy: { value: 'sam.staff@loci.test', name: 'Sam Staff' },
        },
      },
      ['1001'],
    );
    expect(request).toMatchObject({
      OrderingProviderIds: [12],
      OrderedBy: ['sam.staff@loci.test'],
    });
    expect(orderListRequest(initialOrderListState, ['1001'])).not.toHaveProperty('OrderedBy');
  });

  it('asks for the latest updated orders of every approved account by default', () => {
    expect(orderListRequest(initialOrderListState, ['1001', '1002'])).toEqual({
      AccountNumbers: ['1001', '1002'],
      SearchTerm: '',
      SortField: 'UpdatedDate',
      SortOrder: SortOrder.Descending,
      PageNumber: 1,
      PageSize: 25,
      Statuses: [],
      DateFrom: null,
      DateTo: null,
    });
  });

  it('sends the sorted column, the trimmed term, the page and the filters', () => {
    const request = orderListRequest(
      {
        term: '  lovelace ',
        sort: { columnId: 'patient', direction: 'ascending' },
        page: 3,
        filters: { accountNumber: '1002', statuses: [0, 4], dateFrom: '2026-01-01', dateTo: '' },
      },
      ['1001', '1002'],
    );
    expect(request).toMatchObject({
      AccountNumbers: ['1002'],
      SearchTerm: 'lovelace',
      SortField: 'Patient',
      SortOrder: SortOrder.Ascending,
      PageNumber: 3,
      Statuses: [0, 4],
      DateFrom: '2026-01-01',
      DateTo: null,
    });
  });

  it('never asks for an account the user is not approved for', () => {
    const state = {
      ...initialOrderListState,
      filters: { ...initialOrderListState.filters, accountNumber: '1003' },
    };
    expect(orderListRequest(state, ['1001']).AccountNumbers).toEqual(['1001']);
  });

  it('falls back to the latest updated for a column the server does not sort by', () => {
    const state = {
      ...initialOrderListState,
      sort: { columnId: 'tests', direction: 'ascending' as const },
    };
    expect(orderListRequest(state, ['1001'])).toMatchObject({
      SortField: 'UpdatedDate',
      SortOrder: SortOrder.Descending,
    });
  });
});

describe('order status shown', () => {
  it('shows OrderNow and PendingReview as "Submitted order", one filter choice for both', () => {
    expect(orderStatusShownAs({ orderStatus: 0, orderStatusLabel: 'OrderNow' })).toBe(
      'Submitted order',
    );
    expect(orderStatusShownAs({ orderStatus: 4, orderStatusLabel: 'PendingReview' })).toBe(
      'Submitted order',
    );
    expect(orderStatusShownAs({ orderStatus: 3, orderStatusLabel: '' })).toBe(
      'Benefit investigation',
    );
    expect(orderStatusFilterOptions).toEqual([
      { label: 'Submitted order', statuses: [0, 4] },
      { label: 'Draft', statuses: [1] },
      { label: 'Benefit investigation', statuses: [3] },
    ]);
  });

  it('continues a draft in the order form and reviews any other order', () => {
    expect(orderHref({ orderId: 42, orderStatus: 1 })).toBe(draftOrderHref(42));
    expect(draftOrderHref(42)).toBe('/test-catalog/requisition#simple-order/42');
    expect(orderHref({ orderId: 42, orderStatus: 0 })).toBe('/user-account#review/42');
  });
});

describe('a filtered order list', () => {
  it('is one with any filter set, whatever the search term', () => {
    expect(isFilteredOrderList(initialOrderListState)).toBe(false);
    expect(isFilteredOrderList({ ...initialOrderListState, term: 'Hopper' })).toBe(false);
    const withFilter = (filters: Partial<typeof initialOrderListState.filters>) =>
      isFilteredOrderList({
        ...initialOrderListState,
        filters: { ...initialOrderListState.filters, ...filters },
      });
    expect(withFilter({ accountNumber: '1001' })).toBe(true);
    expect(withFilter({ statuses: [1] })).toBe(true);
    expect(withFilter({ dateFrom: '2026-01-01' })).toBe(true);
    expect(withFilter({ dateTo: '2026-01-01' })).toBe(true);
    expect(withFilter({ provider: { value: '7', name: 'Dr. Ada' } })).toBe(true);
    expect(withFilter({ priorAuthActionNeeded: true })).toBe(true);
  });
});

describe('order list address', () => {
  it('writes only what differs from the first view, and reads back the same state', () => {
    expect(orderListQuery(initialOrderListState).toString()).toBe('');
    const state: OrderListState = {
      term: 'Okafor',
      sort: { columnId: 'orderedDate', direction: 'ascending' as const },
      page: 3,
      filters: {
        accountNumber: '1001',
        statuses: [1],
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
        provider: { value: '8001', name: 'Ada Okafor' },
        orderedBy: { value: 'sam.staff@loci.test', name: 'Sam Rivera' },
        priorAuthActionNeeded: true,
      },
    };
    const query = orderListQuery(state);
    expect(query.getAll('status')).toEqual(['Draft']);
    expect(orderListStateOf(new URLSearchParams(query.toString()))).toEqual(state);
    const unsorted = { ...initialOrderListState, sort: null };
    expect(orderListStateOf(orderListQuery(unsorted))).toEqual(unsorted);
  });

  it('leaves out what it does not know', () => {
    expect(
      orderListStateOf(new URLSearchParams('status=Nope&from=yesterday&page=-2&sort=colour')),
    ).toEqual(initialOrderListState);
  });
});
