import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useHashQuery } from '../routing/useHashQuery.ts';
import { Link, useNavigate } from 'react-router-dom';
import { Debounces } from '@loci/domain';
import {
  Banner,
  Button,
  Checkbox,
  Select,
  type DataTableColumn,
  Inline,
  FormSection,
  visuallyHidden,
} from '@loci/ui';
import { LazyTypeahead } from '../forms/LazyTypeahead.tsx';
import { LazyConfirmDialog } from '../forms/LazyConfirmDialog.tsx';
import { useConfirmFor } from '../forms/useConfirmFor.ts';
import { LazyDataTable } from '../data-table/LazyDataTable.tsx';
import { LazyDateInput } from '../forms/LazyDateInput.tsx';
import { SearchedListEmpty } from '../shell/SearchedListEmpty.tsx';
import { deleteOrder, deleteOrders, type PatientOrderSummary } from '@loci/contract';
import { useProfile } from '../access/RequireSession.tsx';
import { accountOptions, approvedAccounts } from '../accounts/selectedAccount.ts';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import { useSave } from '../api/callHooks.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import * as styles from '../shell/page.css.ts';
import { SearchForm, type SearchTexts } from '../search-form/index.ts';
import { testColumn } from '../shell/testColumn.tsx';
import {
  orderListAddress,
  orderListHref,
  orderStatusFilterLabel,
  isDraftOrder,
  orderHref,
  orderListPageSize,
  isFilteredOrderList,
  orderListRequest,
  namedOfOption,
  optionOfNamed,
  orderPatientName,
  orderStatusFilterOptions,
  orderStatusShownAs,
  type ChosenName,
  type OrderListFilters,
  type OrderListState,
} from './orderList.ts';
import { orderListQuery, orderListStateOf } from './orderListAddress.ts';
import { orderMessages } from './orderMessages.ts';
import { useOrderList, useOrderListTop, useOrderNameLoader } from './orderQueries.ts';
import { reportListHref } from '../reports/reportList.ts';
import { serverPagedTable } from '../shell/serverPagedTable.ts';
import { dateColumn } from '../shell/dateColumn.ts';
import { readableReportAccountNumbers } from '../reports/reportAccess.ts';
import { textOptions } from '../forms/selectOptions.ts';

/** What a row's controls tell the page: delete this draft, or (un)select it for deleting several. */
interface OrderRowActions {
  onDelete: (order: PatientOrderSummary) => void;
  isSelected: (order: PatientOrderSummary) => boolean;
  onSelect: (order: PatientOrderSummary, selected: boolean) => void;
  /** Whether the user reads this account's reports (Orders Only people get no report links). */
  readsReportsOf: (accountNumber: string) => boolean;
}

function orderColumns({
  onDelete,
  isSelected,
  onSelect,
  readsReportsOf,
}: OrderRowActions): readonly DataTableColumn<PatientOrderSummary>[] {
  return [
    {
      id: 'patient',
      header: 'Patient',
      value: (row) => orderPatientName(row),
      cell: (row) => <Link to={orderHref(row)}>{orderPatientName(row)}</Link>,
    },
    { id: 'orderId', header: 'Order', value: (row) => row.orderId, sortable: false },
    testColumn<PatientOrderSummary>('tests', 'Tests'),
    {
      id: 'status',
      header: 'Status',
      value: (row) => orderStatusShownAs(row),
      sortable: false,
    },
    dateColumn('orderedDate', 'Ordered', (row) => row.orderedDate),
    dateColumn('updatedDate', 'Last update', (row) => row.updatedDate),
    { id: 'accountNumber', header: 'Account', value: (row) => row.accountNumber, sortable: false },
    {
      id: 'actions',
      header: 'Actions',
      value: () => '',
      sortable: false,
      cell: (row) =>
        isDraftOrder(row) ? (
          <span className={styles.actions}>
            <Link to={orderHref(row)}>Continue draft {row.orderId}</Link>
            <Button variant="secondary" onClick={() => onDelete(row)}>
              Delete draft {row.orderId}
            </Button>
          </span>
        ) : (
          <span className={styles.actions}>
            <Link to={orderHref(row)}>Review order {row.orderId}</Link>
            {row.labReportId !== null && readsReportsOf(row.accountNumber) ? (
              <Link to={reportListHref({ term: String(row.orderId) })}>
                Reports of order {row.orderId}
              </Link>
            ) : null}
          </span>
        ),
    },
    {
      // Only drafts can be deleted, so only drafts get a box (the table's own selection would
      // offer every row).
      id: 'select',
      header: 'Select',
      value: () => '',
      sortable: false,
      cell: (row) =>
        isDraftOrder(row) ? (
          <Checkbox
            label={<span className={visuallyHidden}>Select draft {row.orderId}</span>}
            checked={isSelected(row)}
            onChange={(event) => onSelect(row, event.target.checked)}
          />
        ) : null,
    },
  ];
}

const orderSearch: SearchTexts = {
  name: 'Orders',
  label: 'Search orders',
  description: 'Patient name, order number, accession number or test code.',
};

/** `/user-account#simple-orders`: the order list, searched, sorted, filtered and paged by the server. */
export function OrderListPage() {
  const profile = useProfile();
  const reportAccounts = useMemo(() => readableReportAccountNumbers(profile), [profile]);
  const { toaster } = usePortalServices();
  const removal = useSave(deleteOrder);
  const batchRemoval = useSave(deleteOrders);
  const accounts = useMemo(() => approvedAccounts(profile), [profile]);
  const accountNumbers = useMemo(
    () => accounts.map((account) => account.accountNumber),
    [accounts],
  );
  // A link's filters (`#simple-orders?status=Draft`, the dashboard's) open the list filtered.
  const query = useHashQuery();
  const queryText = query.toString();
  const navigate = useNavigate();
  const [state, setState] = useState<OrderListState>(() => orderListStateOf(query));
  const [typed, setTyped] = useState(state.term);
  // The address changed from outside (a link, Back, Forward): the list follows it. Set while
  // rendering (React's "adjusting state when a prop changes").
  const [readQuery, setReadQuery] = useState(queryText);
  if (queryText !== readQuery) {
    setReadQuery(queryText);
    if (queryText !== orderListQuery(state).toString()) {
      const next = orderListStateOf(query);
      setState(next);
      setTyped(next.term);
    }
  }
  // The list's search, filters, sort and page reach the address after a pause (document 1: one
  // second), replacing its entry: Back from an order returns to the list as it was left.
  useEffect(() => {
    const wanted = orderListQuery(state);
    if (wanted.toString() === queryText) return;
    const timer = setTimeout(
      () => void navigate(orderListAddress(wanted), { replace: true }),
      Debounces.filterToAddressBarMs,
    );
    return () => clearTimeout(timer);
  }, [state, queryText, navigate]);
  const deleting = useConfirmFor<PatientOrderSummary>();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirmBatch, setConfirmBatch] = useState(false);
  const request = accountNumbers.length > 0 ? orderListRequest(state, accountNumbers) : null;
  const { data, error, isLoading, mutate } = useOrderList(request);
  const top = useOrderListTop();
  // Only drafts on the page shown count: a search, filter or page change leaves the others behind.
  const selectedDrafts = useMemo(
    () =>
      (data?.items ?? [])
        .filter((order) => isDraftOrder(order) && selected.has(order.orderId))
        .map((order) => order.orderId),
    [data, selected],
  );
  const columns = useMemo(
    () =>
      orderColumns({
        onDelete: deleting.ask,
        isSelected: (order) => selected.has(order.orderId),
        onSelect: (order, on) =>
          setSelected((current) => {
            const next = new Set(current);
            if (on) next.add(order.orderId);
            else next.delete(order.orderId);
            return next;
          }),
        readsReportsOf: (accountNumber) => reportAccounts.has(accountNumber),
      }),
    [selected, deleting.ask, reportAccounts],
  );
  const filterAccounts = useMemo(
    () => (state.filters.accountNumber ? [state.filters.accountNumber] : accountNumbers),
    [state.filters.accountNumber, accountNumbers],
  );
  const loadProviders = useOrderNameLoader('orderingProvider', filterAccounts);
  const loadPlacers = useOrderNameLoader('orderedBy', filterAccounts);
  // The filters chosen through a name look-up: who ordered the test, who placed the order.
  const nameFilters = [
    { name: 'provider', label: 'Ordering provider', loadOptions: loadProviders },
    { name: 'orderedBy', label: 'Ordered by', loadOptions: loadPlacers },
  ] as const;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setState((current) => ({ ...current, term: typed, page: 1 }));
  };
  const filter = (change: Partial<OrderListFilters>) =>
    setState((current) => ({ ...current, filters: { ...current.filters, ...change }, page: 1 }));
  const filterByName = (name: 'provider' | 'orderedBy', chosen: ChosenName | null) =>
    filter(name === 'provider' ? { provider: chosen } : { orderedBy: chosen });

  const statusValue =
    state.filters.statuses.length > 0 ? orderStatusFilterLabel(state.filters.statuses) : '';
  // A status from a link that no option names (PendingReview alone) is shown as a choice of its own.
  const statusOptions = orderStatusFilterOptions.some((option) => option.label === statusValue)
    ? orderStatusFilterOptions
    : [
        ...orderStatusFilterOptions,
        ...(statusValue ? [{ label: statusValue, statuses: state.filters.statuses }] : []),
      ];

  /** The list's search and filters, its first 200 orders at once, saved as a CSV file. */
  const download = async () => {
    if (!request) return;
    try {
      // The file's making is loaded on the first download, not on the list's first visit.
      const [answer, { saveOrderListCsv }] = await Promise.all([
        top.trigger(request),
        import('./orderListExport.ts'),
      ]);
      saveOrderListCsv(answer.items, new Date());
      toaster.show({
        severity: 'success',
        message: orderMessages.listDownloaded(answer.items.length, answer.totalCount),
      });
    } catch {
      // The API client has reported the failure.
    }
  };

  const confirmDelete = async (order: PatientOrderSummary) => {
    try {
      await removal.trigger({ params: { orderId: order.orderId } });
      toaster.show({ severity: 'success', message: orderMessages.draftDeleted });
    } catch {
      // The API client has reported the failure; the list is reloaded either way.
    }
    await mutate();
  };

  const confirmBatchDelete = async (orderIds: number[]) => {
    try {
      const answer = await batchRemoval.trigger({ body: orderIds });
      toaster.show({
        severity: 'success',
        message: orderMessages.draftsDeleted(answer.orderIds.length),
      });
      setSelected(new Set());
    } catch {
      // The API client has reported the failure (nothing was deleted: all or nothing).
    }
    await mutate();
  };

  return (
    <ScreenSection title={orderMessages.listTitle} headingId="orders-title">
      {accounts.length === 0 ? (
        <Banner severity="warn">{orderMessages.noApprovedAccount}</Banner>
      ) : null}
      <Inline>
        <Link to="/test-catalog/requisition#simple-order/index">New order</Link>
        <Link to="/user-account#simple-order/addon/index">New add-on order</Link>
        <Button
          variant="secondary"
          disabled={!request || top.isMutating}
          onClick={() => void download()}
        >
          {orderMessages.downloadList}
        </Button>
      </Inline>
      <SearchForm texts={orderSearch} value={typed} onChange={setTyped} onSubmit={search} />
      <FormSection legend="Filters">
        <Inline gap="md" alignY="end">
          <Select
            label="Status"
            placeholder="All statuses"
            options={textOptions(statusOptions.map((option) => option.label))}
            value={statusValue}
            onChange={(event) =>
              filter({
                statuses:
                  statusOptions.find((option) => option.label === event.target.value)?.statuses ??
                  [],
              })
            }
          />
          <Select
            label="Account"
            placeholder="All your accounts"
            options={accountOptions(accounts)}
            value={state.filters.accountNumber}
            onChange={(event) => filter({ accountNumber: event.target.value })}
          />
          {nameFilters.map(({ name, label, loadOptions }) => (
            <LazyTypeahead
              key={name}
              label={label}
              placeholder="Type a name"
              loadOptions={loadOptions}
              value={optionOfNamed(state.filters[name])}
              onChange={(option) => filterByName(name, namedOfOption(option))}
            />
          ))}
          <LazyDateInput
            label="Updated from"
            value={state.filters.dateFrom}
            onValueChange={(dateFrom) => filter({ dateFrom })}
          />
          <LazyDateInput
            label="Updated to"
            value={state.filters.dateTo}
            minDate={state.filters.dateFrom || undefined}
            onValueChange={(dateTo) => filter({ dateTo })}
          />
        </Inline>
      </FormSection>
      {state.filters.priorAuthActionNeeded ? (
        <Inline gap="md" alignY="center">
          <p>Only orders whose prior authorization needs your action.</p>
          <Link to={orderListHref()} onClick={() => filter({ priorAuthActionNeeded: false })}>
            Show every order
          </Link>
        </Inline>
      ) : null}
      {error ? <Banner severity="error">{orderMessages.listFailed}</Banner> : null}
      <Inline>
        <Button
          variant="secondary"
          disabled={selectedDrafts.length === 0 || batchRemoval.isMutating}
          onClick={() => setConfirmBatch(true)}
        >
          {orderMessages.deleteSelectedDrafts(selectedDrafts.length)}
        </Button>
      </Inline>
      <LazyDataTable
        caption="Orders"
        hideCaption
        columns={columns}
        data={data?.items ?? []}
        getRowId={(row) => String(row.orderId)}
        {...serverPagedTable(state, setState, {
          totalCount: data?.totalCount,
          loading: isLoading,
          pageSize: orderListPageSize,
        })}
        emptyState={
          <SearchedListEmpty
            term={state.term}
            filtered={isFilteredOrderList(state)}
            item="order"
            items="orders"
          />
        }
        paginationLabel="Order pages"
      />
      <LazyConfirmDialog
        {...deleting.dialog((order) => void confirmDelete(order))}
        danger
        title={orderMessages.deleteDraftTitle}
        message={
          deleting.pending
            ? orderMessages.deleteDraftMessage(orderPatientName(deleting.pending))
            : ''
        }
        continueLabel="Delete draft"
      />
      <LazyConfirmDialog
        open={confirmBatch}
        danger
        title={orderMessages.deleteDraftsTitle(selectedDrafts.length)}
        message={orderMessages.deleteDraftsMessage(selectedDrafts.length)}
        continueLabel={orderMessages.deleteDraftsConfirm(selectedDrafts.length)}
        onResult={(result) => {
          setConfirmBatch(false);
          if (result === 'confirmed' && selectedDrafts.length > 0)
            void confirmBatchDelete(selectedDrafts);
        }}
      />
    </ScreenSection>
  );
}
