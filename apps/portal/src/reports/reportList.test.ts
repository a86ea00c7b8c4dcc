import { describe, expect, it } from 'vitest';
import { parseHash } from '../routing/hashViews.ts';
import {
  initialReportListState,
  isFilteredReportList,
  pagedCount,
  reportListHref,
  reportListRequest,
  reportListStateOf,
  type ReportListState,
} from './reportList.ts';
import { reportHref } from '@loci/contract';

const stateOfHref = (href: string) => reportListStateOf(parseHash(href.split('#')[1]!).query);

describe('the reports list state in the address', () => {
  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(reportListHref()).toBe('/user-account#reports');
    const state: ReportListState = {
      term: 'Łukasiewicz',
      accountNumber: '1002',
      reviewed: 'not-reviewed',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      provider: { value: '501', name: 'Okafor, Ada' },
      orderedBy: { value: 'dr.ada@loci.test', name: 'Ada Okafor' },
      sort: { columnId: 'patient', direction: 'ascending' },
      page: 3,
    };
    expect(stateOfHref(reportListHref(state))).toEqual(state);
  });

  it('falls back to the defaults on unknown sort columns, bad dates and pages', () => {
    const query = new URLSearchParams('sort=accountNumber&from=yesterday&page=-2&reviewed=maybe');
    expect(reportListStateOf(query)).toEqual(initialReportListState);
  });

  it('links to one report', () => {
    expect(reportHref(31)).toBe('/user-account#reports/31');
  });
});

describe('the reportsByAccount request', () => {
  it('sends the sort field and order of document 2 and a page of 25', () => {
    const request = reportListRequest(
      { ...initialReportListState, sort: { columnId: 'updatedDate', direction: 'ascending' } },
      ['1001', '1002'],
    );
    expect(request).toEqual({
      AccountNumbers: ['1001', '1002'],
      SearchTerm: '',
      SortField: 'UpdatedDate',
      SortOrder: 0,
      OrderingProviderIds: [],
      OrderedBy: [],
      PageNumber: 1,
      PageSize: 25,
    });
  });

  it('never asks for an account the user cannot read', () => {
    const request = reportListRequest({ ...initialReportListState, accountNumber: '9999' }, [
      '1001',
    ]);
    expect(request.AccountNumbers).toEqual(['1001']);
  });

  it('pages through at most the top 200', () => {
    expect(pagedCount(480)).toBe(200);
    expect(pagedCount(12)).toBe(12);
  });
});

describe('a filtered reports list', () => {
  it('is one with any filter set, whatever the search term', () => {
    expect(isFilteredReportList(initialReportListState)).toBe(false);
    expect(isFilteredReportList({ ...initialReportListState, term: 'Hopper' })).toBe(false);
    for (const change of [
      { accountNumber: '1001' },
      { reviewed: 'reviewed' as const },
      { dateFrom: '2026-12-31' },
      { dateTo: '2026-01-01' },
      { orderedBy: { value: 'sam', name: 'Sam Staff' } },
    ])
      expect(isFilteredReportList({ ...initialReportListState, ...change })).toBe(true);
  });
});
