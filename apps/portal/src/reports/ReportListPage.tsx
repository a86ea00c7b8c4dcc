import { useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  Banner,
  Button,
  Columns,
  FormSection,
  Inline,
  PageHeader,
  Select,
  Stack,
  TextField,
  type DataTableColumn,
  type TypeaheadOption,
} from '@loci/ui';
import { LazyTypeahead } from '../forms/LazyTypeahead.tsx';
import { LazyDataTable } from '../data-table/LazyDataTable.tsx';
import { LazyDateInput } from '../forms/LazyDateInput.tsx';
import { SearchedListEmpty } from '../shell/SearchedListEmpty.tsx';
import type { ReportByAccount } from '@loci/contract';
import { useProfile } from '../access/RequireSession.tsx';
import { parseHash } from '../routing/hashViews.ts';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { accountOptions } from '../accounts/selectedAccount.ts';
import { readableReportAccounts } from './reportAccess.ts';
import {
  pagedCount,
  isFilteredReportList,
  reportListHref,
  reportListPageSize,
  reportListRequest,
  reportListStateOf,
  reportPatientName,
  type ChosenName,
  type ReportListState,
  type ReviewedFilter,
} from './reportList.ts';
import { reportMessages } from './reportMessages.ts';
import { useNameLoader, useReportList, useResultsAddOnAvailable } from './reportListQueries.ts';
import { addOnOrderHref } from '../patients/patientRoutes.ts';
import { NoReportAccess } from './NoReportAccess.tsx';
import { dateColumn } from '../shell/dateColumn.ts';
import { testColumn } from '../shell/testColumn.tsx';
import { dateOnly } from '../format/dateOnly.ts';
import { reportHref } from '@loci/contract';

const reviewedOptions: { value: ReviewedFilter; label: string }[] = [
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'not-reviewed', label: 'Not reviewed' },
];

export const reportColumns: readonly DataTableColumn<ReportByAccount>[] = [
  {
    id: 'patient',
    header: 'Patient',
    value: (row) => reportPatientName(row),
    cell: (row) => <Link to={reportHref(row.labReportId)}>{reportPatientName(row)}</Link>,
  },
  testColumn<ReportByAccount>('test', 'Test'),
  {
    id: 'report',
    header: 'Report',
    value: (row) => `${row.reportTitle} (version ${row.reportVersion})`,
    sortable: false,
  },
  { id: 'orderId', header: 'Order', value: (row) => row.orderId, sortable: false },
  dateColumn<ReportByAccount>('orderedDate', 'Ordered', (row) => row.orderedDate),
  dateColumn<ReportByAccount>('resultDate', 'Reported', (row) => row.resultDate),
  dateColumn<ReportByAccount>('updatedDate', 'Last update', (row) => row.updatedDate),
  {
    id: 'provider',
    header: 'Ordering provider',
    value: (row) => row.orderingProviderName ?? '',
    sortable: false,
  },
  { id: 'accountNumber', header: 'Account', value: (row) => row.accountNumber, sortable: false },
  {
    id: 'reviewed',
    header: 'Reviewed',
    value: (row) => (row.reviewed ? 'Reviewed' : 'Not reviewed'),
    cell: (row) =>
      row.reviewed ? (
        <span title={row.reviewedBy ?? undefined}>Reviewed {dateOnly(row.reviewedDate)}</span>
      ) : (
        'Not reviewed'
      ),
    sortable: false,
  },
];

/** The results' add-on action: a link to the add-on order where the row's order qualifies. */
export function addOnColumn(available: ReadonlySet<number>): DataTableColumn<ReportByAccount> {
  return {
    id: 'addOn',
    header: 'Add-on',
    value: (row) => (available.has(row.orderId) ? reportMessages.addOnAvailable : ''),
    cell: (row) =>
      available.has(row.orderId) ? (
        <Link
          to={addOnOrderHref(row.orderId)}
          aria-label={reportMessages.addOnLabel(row.orderId, reportPatientName(row))}
        >
          {reportMessages.addOnAvailable}
        </Link>
      ) : (
        '—'
      ),
    sortable: false,
  };
}

function NameFilter({
  label,
  chosen,
  loadOptions,
  onChoose,
}: {
  label: string;
  chosen: ChosenName | null;
  loadOptions: ReturnType<typeof useNameLoader>;
  onChoose: (name: ChosenName | null) => void;
}) {
  const value: TypeaheadOption | null = chosen ? { value: chosen.value, label: chosen.name } : null;
  return (
    <LazyTypeahead
      label={label}
      placeholder="Type a name"
      loadOptions={loadOptions}
      value={value}
      onChange={(option) => onChoose(option ? { value: option.value, name: option.label } : null)}
    />
  );
}

/** `/user-account#reports`: released reports, searched, sorted, filtered and paged by the server. */
export function ReportListPage() {
  const profile = useProfile();
  const location = useLocation();
  const navigate = useNavigate();
  usePageHeading(reportMessages.listTitle);
  const accounts = useMemo(() => readableReportAccounts(profile), [profile]);
  const accountNumbers = useMemo(
    () => accounts.map((account) => account.accountNumber),
    [accounts],
  );
  const query = parseHash(location.hash).query.toString();
  const state = useMemo(() => reportListStateOf(new URLSearchParams(query)), [query]);
  const [typed, setTyped] = useState(state.term);
  const request = accountNumbers.length > 0 ? reportListRequest(state, accountNumbers) : null;
  const { data, error, isLoading } = useReportList(request);
  // Which of the listed orders qualify for an add-on (document 2: add-on availability within
  // results), for the same accounts and search as the list.
  const addOnAvailable = useResultsAddOnAvailable(request);
  const columns = useMemo(() => [...reportColumns, addOnColumn(addOnAvailable)], [addOnAvailable]);
  const filterAccounts = state.accountNumber ? [state.accountNumber] : accountNumbers;
  const loadProviders = useNameLoader('orderingProvider', filterAccounts);
  const loadOrderedBy = useNameLoader('orderedBy', filterAccounts);

  if (accounts.length === 0) return <NoReportAccess />;

  const go = (change: Partial<ReportListState>) =>
    void navigate(reportListHref({ ...state, page: 1, ...change }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ term: typed });
  };
  const total = data?.totalCount ?? 0;

  return (
    <Stack as="section" gap="lg" aria-label={reportMessages.listTitle}>
      <PageHeader title={reportMessages.listTitle} description={reportMessages.listDescription} />
      <form role="search" aria-label="Reports" onSubmit={search}>
        <Inline gap="sm" alignY="end">
          <TextField
            label="Search reports"
            type="search"
            description="Patient name, order number or accession number."
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </Inline>
      </form>
      <FormSection legend="Filters">
        <Columns columns={{ base: 1, medium: 2, large: 3 }} gap="md">
          <Select
            label="Account"
            placeholder="All your accounts"
            options={accountOptions(accounts)}
            value={state.accountNumber}
            onChange={(event) => go({ accountNumber: event.target.value })}
          />
          <Select
            label="Status"
            placeholder="Reviewed or not"
            options={reviewedOptions}
            value={state.reviewed}
            onChange={(event) => go({ reviewed: event.target.value as ReviewedFilter })}
          />
          <NameFilter
            label="Ordering provider"
            chosen={state.provider}
            loadOptions={loadProviders}
            onChoose={(provider) => go({ provider })}
          />
          <NameFilter
            label="Ordered by"
            chosen={state.orderedBy}
            loadOptions={loadOrderedBy}
            onChoose={(orderedBy) => go({ orderedBy })}
          />
          <LazyDateInput
            label="Reported from"
            value={state.dateFrom}
            onValueChange={(dateFrom) => go({ dateFrom })}
          />
          <LazyDateInput
            label="Reported to"
            value={state.dateTo}
            minDate={state.dateFrom || undefined}
            onValueChange={(dateTo) => go({ dateTo })}
          />
        </Columns>
      </FormSection>
      {error ? <Banner severity="error">{reportMessages.listFailed}</Banner> : null}
      {total > pagedCount(total) ? (
        <Banner severity="info">{reportMessages.topCapped(total)}</Banner>
      ) : null}
      <LazyDataTable
        caption="Reports"
        hideCaption
        columns={columns}
        data={data?.items ?? []}
        getRowId={(row) => String(row.labReportId)}
        manualSorting
        manualPagination
        sort={state.sort}
        onSortChange={(sort) => go(sort ? { sort } : {})}
        page={state.page}
        onPageChange={(page) => go({ page })}
        pageSize={reportListPageSize}
        pageSizeOptions={[reportListPageSize]}
        totalCount={pagedCount(total)}
        loading={isLoading}
        emptyState={
          <SearchedListEmpty
            term={state.term}
            filtered={isFilteredReportList(state)}
            item="report"
            items="reports"
          />
        }
        paginationLabel="Report pages"
      />
    </Stack>
  );
}
