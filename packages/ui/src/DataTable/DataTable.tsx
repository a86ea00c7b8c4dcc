import {
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  FlexRender,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useUiMessages } from '../messages';
import { useControllableState } from '../internal/useControllableState';
import { fillMessage } from '../internal/fillMessage';
import { visuallyHidden } from '../theme/global.css';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { dataTablePageSizes, defaultDataTablePageSize } from '../Pagination/pageWindow';
import { useFirstPageOnCountChange } from '../Pagination/useFirstPageOnCountChange';
import { usePageState } from '../Pagination/usePageState';
import { toTanstackSortFn, type DataTableColumn } from './columns';
import { nextSort, type DataTableSort } from './sorting';
import { samePropsBut } from '../internal/samePropsBut';
import * as styles from './DataTable.css';
import type { DataTableName, DataTableSelectionMode } from './DataTablePlaceholder';
import { DataTableCaption, SkeletonRows, SortIcon } from './tableParts';
import { useKeyboardScroller } from '../KeyboardScroller';

/** The table features the kit registers: only what it uses, so the rest is tree-shaken. */
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowSelectionFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
type Features = typeof features;

/** Above this many rendered rows the table virtualizes them unless `virtualize` says otherwise. */
export const dataTableVirtualizeThreshold = 100;

const estimatedRowHeight = 37;
const overscan = 8;
const emptySelection: readonly string[] = [];

/** The pager's own props that the table passes on (page and page size, each controlled or not). */
type DataTablePaging = Pick<
  PaginationProps,
  | 'page'
  | 'defaultPage'
  | 'onPageChange'
  | 'pageSize'
  | 'defaultPageSize'
  | 'onPageSizeChange'
  | 'pageSizeOptions'
>;

export type DataTableProps<TRow extends RowData> = DataTableName &
  DataTablePaging & {
    /** The columns, in display order. Keep the array stable (module constant or `useMemo`). */
    columns: readonly DataTableColumn<TRow>[];
    /** The rows: all of them (client mode) or the current page (server mode). Keep it stable. */
    data: readonly TRow[];
    /** A stable, unique key for each row (e.g. the order number); used for selection and React keys. */
    getRowId: (row: TRow) => string;
    /** Hides the caption visually; it still names the table for screen readers. */
    hideCaption?: boolean;
    /** Id of the column whose cells name their row (rendered as row headers). Defaults to the first column. */
    rowHeaderColumnId?: string;

    /** The sort (one column at a time), `null` for unsorted, when the caller controls it. */
    sort?: DataTableSort | null;
    /** The starting sort when uncontrolled. Defaults to unsorted. */
    defaultSort?: DataTableSort | null;
    /** Told every sort change: ascending → descending → unsorted (`null`). In server mode, fetch here. */
    onSortChange?: (sort: DataTableSort | null) => void;

    /** `none` (default), `single` (a radio per row) or `multiple` (a checkbox per row and a Select All header). */
    selectionMode?: DataTableSelectionMode;
    /** Ids of the selected rows when the caller controls them. */
    selectedIds?: readonly string[];
    /** Ids selected at first when uncontrolled. */
    defaultSelectedIds?: readonly string[];
    /** Told the ids of all selected rows after every change. */
    onSelectionChange?: (selectedIds: string[]) => void;
    /** Accessible name of a row's selection control; defaults to the row header cell's text. */
    getRowLabel?: (row: TRow) => string;

    /**
     * Shows the pager below the table. On by default: 25 rows a page (document 3), the "Rows per
     * page" selector offering 10, 25, 50, 100 and All, back to page 1 when the row count changes.
     */
    pagination?: boolean;
    /**
     * Names the pager's navigation landmark; by default "{table} pagination", after the table's
     * `aria-label` or text caption, so that two tables on a page have two names.
     */
    paginationLabel?: string;

    /** Server mode for sorting: rows arrive sorted; the table only reports `onSortChange`. */
    manualSorting?: boolean;
    /** Server mode for paging: `data` is the current page; the table reports `onPageChange` and shows `totalCount`. */
    manualPagination?: boolean;
    /** Total number of rows on the server (server paging). */
    totalCount?: number;

    /** Shows skeleton rows and marks the table busy while data loads. */
    loading?: boolean;
    /** How many skeleton rows to show while loading. Defaults to 5. */
    loadingRowCount?: number;
    /** What to show when there are no rows. Defaults to the kit's "No data to display". */
    emptyState?: ReactNode;

    /**
     * Render only the rows in view (plus a few around them). By default rows are virtualized when
     * more than 100 are shown at once (e.g. page size All).
     */
    virtualize?: boolean;
    /** Height of the scrolling area of a virtualized table (any CSS length). Defaults to `32rem`. */
    maxHeight?: string;
    /** Extra class on the outer element, for layout by the owner. */
    className?: string;
  };

/**
 * The kit's data table, on TanStack Table v9 and TanStack Virtual. Sorts one column at a time
 * (ascending → descending → unsorted, shown by `aria-sort`), selects none, one or many rows,
 * pages with the kit's `Pagination` (25 a page, an All option, back to page 1 when the row count
 * changes), shows empty and loading states, virtualizes large row sets while keeping
 * `aria-rowcount`/`aria-rowindex`, and can leave sorting and paging to the server.
 * Sort, selection, page and page size each work controlled or uncontrolled.
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const {
    columns,
    data,
    getRowId,
    caption,
    hideCaption = false,
    rowHeaderColumnId = columns[0]?.id,
    selectionMode = 'none',
    getRowLabel,
    pagination: paginated = true,
    pageSizeOptions = dataTablePageSizes,
    paginationLabel,
    manualSorting = false,
    manualPagination = false,
    totalCount,
    loading = false,
    loadingRowCount = 5,
    emptyState,
    virtualize,
    maxHeight = '32rem',
    className,
  } = props;
  const messages = useUiMessages();
  const baseId = useId();
  // What the status region says after the user sorts (aria-sort changes are not announced everywhere).
  const [sortAnnouncement, setSortAnnouncement] = useState('');
  const captionId = `${baseId}-caption`;
  const tableName = props['aria-label'] ?? (typeof caption === 'string' ? caption : undefined);

  const [sort, setSort] = useControllableState<DataTableSort | null>({
    value: props.sort,
    defaultValue: props.defaultSort ?? null,
    onChange: props.onSortChange,
  });
  const [selectedIds, setSelectedIds] = useControllableState<readonly string[]>({
    value: props.selectedIds,
    defaultValue: props.defaultSelectedIds ?? emptySelection,
    onChange: props.onSelectionChange ? (ids) => props.onSelectionChange?.([...ids]) : undefined,
  });
  const { page, setPage, pageSize, setPageSize } = usePageState(props, defaultDataTablePageSize);

  const rowCount = manualPagination ? (totalCount ?? data.length) : data.length;
  useFirstPageOnCountChange(manualPagination ? totalCount : data.length, () => setPage(1));

  const showAll = !paginated || pageSize === 'all';
  const tablePageSize = showAll ? Math.max(manualPagination ? data.length : rowCount, 1) : pageSize;
  const pageCount = showAll ? 1 : Math.max(1, Math.ceil(rowCount / tablePageSize));
  const pageIndex = Math.min(Math.max(1, page), pageCount) - 1;

  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : []),
    [sort],
  );
  // Many rows (client-sorted) are reordered in a transition: the header shows the new sort in
  // the click's own frame, the rows follow (issue 18's interaction target, 100 ms on a slow CPU).
  const deferredSorting = useDeferredValue(sorting);
  const tableSorting =
    !manualSorting && data.length > dataTableVirtualizeThreshold ? deferredSorting : sorting;
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(selectedIds.map((id) => [id, true as const])),
    [selectedIds],
  );
  const paginationState = useMemo<PaginationState>(
    () => ({ pageIndex: manualPagination ? 0 : pageIndex, pageSize: tablePageSize }),
    [manualPagination, pageIndex, tablePageSize],
  );

  const latestGetRowId = useRef(getRowId);
  latestGetRowId.current = getRowId;
  const stableGetRowId = useCallback((row: TRow) => latestGetRowId.current(row), []);

  // The sorting functions read their keys from the current rows (computed once per data set).
  const latestData = useRef(data);
  latestData.current = data;
  const latestSorting = useRef(tableSorting);
  latestSorting.current = tableSorting;
  const descending = useCallback(() => latestSorting.current[0]?.desc === true, []);
  const tableColumns = useMemo(
    () =>
      columns.map((column): ColumnDef<Features, TRow, unknown> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: TRow) => column.value(row),
        cell: ({ row }) =>
          column.cell ? column.cell(row.original) : formatValue(column.value(row.original)),
        enableSorting: column.sortable ?? true,
        sortFn: toTanstackSortFn<Features, TRow>(column, () => latestData.current, descending),
        // The built-in ways put rows without a value last themselves (see toTanstackSortFn).
        sortUndefined: typeof column.sortBy === 'function' ? 'last' : false,
      })),
    [columns, descending],
  );
  const columnsById = useMemo(
    () => new Map(columns.map((column) => [column.id, column])),
    [columns],
  );

  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const next = functionalUpdate(updater, tableSorting)[0];
    setSort(next ? { columnId: next.id, direction: next.desc ? 'descending' : 'ascending' } : null);
  };
  const onRowSelectionChange: OnChangeFn<RowSelectionState> = (updater) => {
    const next = functionalUpdate(updater, rowSelection);
    setSelectedIds(Object.keys(next).filter((id) => next[id]));
  };
  const onPaginationChange: OnChangeFn<PaginationState> = (updater) => {
    const next = functionalUpdate(updater, paginationState);
    if (!manualPagination) setPage(next.pageIndex + 1);
  };

  const table = useTable<Features, TRow>({
    features,
    columns: tableColumns,
    data: data as TRow[],
    getRowId: stableGetRowId,
    state: { sorting: tableSorting, rowSelection, pagination: paginationState },
    onSortingChange,
    onRowSelectionChange,
    onPaginationChange,
    manualSorting,
    manualPagination,
    rowCount: manualPagination ? rowCount : undefined,
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    autoResetPageIndex: false,
    enableRowSelection: selectionMode !== 'none',
    enableMultiRowSelection: selectionMode === 'multiple',
    isRowRangeSelectionEvent: (event) =>
      Boolean((event as { nativeEvent?: MouseEvent }).nativeEvent?.shiftKey),
  });

  const latestTable = useRef(table);
  latestTable.current = table;
  const onSelectRow = useCallback((rowId: string, event: ChangeEvent<HTMLInputElement>) => {
    const row = latestTable.current.getRow(rowId, true);
    if (latestTable.current.options.enableMultiRowSelection) row.getToggleSelectedHandler()(event);
    else row.toggleSelected(true);
  }, []);

  const rows = table.getRowModel().rows;
  const virtualized = !loading && (virtualize ?? rows.length > dataTableVirtualizeThreshold);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Virtualised, or wider than its box (a phone), it scrolls: a keyboard stop of its own.
  const scrollerProps = useKeyboardScroller(
    scrollRef,
    { label: props['aria-label'], labelledBy: captionId },
    { always: virtualized },
  );
  // The row holding keyboard focus stays rendered while it is scrolled out of view, so focus is
  // never dropped to the document when the user scrolls with the mouse.
  const focusedIndex = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    if (focused !== null && focused < range.count && !indexes.includes(focused)) {
      indexes.push(focused);
      indexes.sort((a, b) => a - b);
    }
    return indexes;
  }, []);
  // Stable while the rows are: a new function makes the virtualizer redo every row's measurement.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // The kit is not compiled with React Compiler; the virtualizer is read fresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: virtualized ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    getItemKey,
    overscan,
    rangeExtractor,
    enabled: virtualized,
  });

  const firstRowIndex = (manualPagination ? pageIndex : paginationState.pageIndex) * tablePageSize;
  const columnCount = columns.length + (selectionMode === 'none' ? 0 : 1);
  const radioName = `${baseId}-selection`;
  const allSelected = selectionMode === 'multiple' && table.getIsAllRowsSelected();
  const someSelected =
    selectionMode === 'multiple' && !allSelected && table.getIsSomeRowsSelected();

  const renderRow = (row: Row<Features, TRow>, rowIndex: number, virtualIndex?: number) => (
    <DataTableRow<TRow>
      key={row.id}
      row={row}
      original={row.original}
      selected={selectionMode !== 'none' && rowSelection[row.id] === true}
      selectionMode={selectionMode}
      ariaRowIndex={firstRowIndex + rowIndex + 2}
      rowHeaderColumnId={rowHeaderColumnId}
      rowHeaderId={`${baseId}-row-${row.id.replace(/\s/g, '_')}`}
      rowLabel={getRowLabel?.(row.original)}
      radioName={radioName}
      columnsById={columnsById}
      onSelect={onSelectRow}
      virtualIndex={virtualIndex}
      measureRef={virtualIndex === undefined ? undefined : virtualizer.measureElement}
    />
  );

  let body: ReactNode;
  if (loading) {
    body = <SkeletonRows rowCount={loadingRowCount} columnCount={columnCount} />;
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.message}>
          <div className={styles.messageInView}>{emptyState ?? messages.noData}</div>
        </td>
      </tr>
    );
  } else if (virtualized) {
    // Rendered rows with spacer rows standing in for the rows in between (there can be a gap
    // before a focused row kept out of view).
    const parts: ReactNode[] = [];
    let offset = 0;
    for (const item of virtualizer.getVirtualItems()) {
      const row = rows[item.index];
      if (!row) continue;
      if (item.start > offset) {
        parts.push(
          <SpacerRow
            key={parts.length === 0 ? 'space-start' : `space-${item.index}`}
            height={item.start - offset}
            columnCount={columnCount}
          />,
        );
      }
      parts.push(renderRow(row, item.index, item.index));
      offset = item.end;
    }
    const rest = virtualizer.getTotalSize() - offset;
    if (rest > 0) {
      parts.push(<SpacerRow key="space-end" height={rest} columnCount={columnCount} />);
    }
    body = parts;
  } else {
    body = rows.map((row, index) => renderRow(row, index));
  }

  const headerGroup = table.getHeaderGroups()[0];
  const hasRows = !loading && rows.length > 0;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div
        ref={scrollRef}
        className={[styles.scroller, virtualized ? styles.virtualScroller : undefined]
          .filter(Boolean)
          .join(' ')}
        style={virtualized ? { maxHeight } : undefined}
        {...scrollerProps}
      >
        <table
          className={[styles.table, virtualized ? styles.fixedLayout : undefined]
            .filter(Boolean)
            .join(' ')}
          aria-label={props['aria-label']}
          aria-busy={loading || undefined}
          aria-rowcount={hasRows ? rowCount + 1 : undefined}
        >
          <DataTableCaption id={captionId} hidden={hideCaption}>
            {caption}
          </DataTableCaption>
          <thead>
            <tr aria-rowindex={hasRows ? 1 : undefined}>
              {selectionMode === 'none' ? null : (
                <th scope="col" className={`${styles.headerCell} ${styles.selectionCell}`}>
                  {selectionMode === 'multiple' ? (
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      aria-label={allSelected ? messages.deselectAll : messages.selectAll}
                      checked={allSelected}
                      ref={(node) => {
                        if (node) node.indeterminate = someSelected;
                      }}
                      disabled={rows.length === 0}
                      onChange={() => table.toggleAllRowsSelected(!allSelected)}
                    />
                  ) : (
                    <span className={visuallyHidden}>{messages.selectRow}</span>
                  )}
                </th>
              )}
              {headerGroup?.headers.map((header) => {
                const column = header.column;
                const canSort = column.getCanSort();
                // The sort asked for, which the rows may still be catching up with.
                const direction =
                  sort?.columnId === column.id
                    ? sort.direction === 'descending'
                      ? 'desc'
                      : 'asc'
                    : false;
                const ariaSort = !canSort
                  ? undefined
                  : direction === 'asc'
                    ? 'ascending'
                    : direction === 'desc'
                      ? 'descending'
                      : 'none';
                const align = columnsById.get(column.id)?.align ?? 'start';
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort}
                    className={`${styles.headerCell} ${styles.align[align]}`}
                    style={widthStyle(columnsById.get(column.id)?.width)}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => {
                          const next = nextSort(sort, column.id);
                          setSort(next);
                          const columnName = columnsById.get(column.id)?.header ?? column.id;
                          setSortAnnouncement(
                            next
                              ? fillMessage(
                                  next.direction === 'ascending'
                                    ? messages.tableSortedAscending
                                    : messages.tableSortedDescending,
                                  { column: columnName },
                                )
                              : messages.tableUnsorted,
                          );
                        }}
                      >
                        <table.FlexRender header={header} />
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody
            onFocus={(event) => {
              const row = event.target.closest('tr[data-index]');
              focusedIndex.current = row ? Number(row.getAttribute('data-index')) : null;
            }}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                focusedIndex.current = null;
              }
            }}
          >
            {body}
          </tbody>
        </table>
      </div>
      <span role="status" className={visuallyHidden}>
        {loading ? messages.loading : sortAnnouncement}
      </span>
      {paginated && rowCount > 0 ? (
        <Pagination
          totalCount={rowCount}
          page={pageIndex + 1}
          onPageChange={setPage}
          pageSize={pageSize}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          pageSizeOptions={pageSizeOptions}
          resetOnCountChange={false}
          aria-label={
            paginationLabel ??
            (tableName
              ? fillMessage(messages.tablePaginationLabel, { table: tableName })
              : undefined)
          }
        />
      ) : null}
    </div>
  );
}

function widthStyle(width: string | undefined) {
  return width ? { width } : undefined;
}

function formatValue(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString();
  return String(value);
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount} className={styles.spacer} style={{ height }} />
    </tr>
  );
}

interface DataTableRowProps<TRow extends RowData> {
  row: Row<Features, TRow>;
  original: TRow;
  selected: boolean;
  selectionMode: DataTableSelectionMode;
  ariaRowIndex: number;
  rowHeaderColumnId: string | undefined;
  rowHeaderId: string;
  rowLabel: string | undefined;
  radioName: string;
  columnsById: ReadonlyMap<string, DataTableColumn<TRow>>;
  onSelect: (rowId: string, event: ChangeEvent<HTMLInputElement>) => void;
  virtualIndex: number | undefined;
  measureRef: Ref<HTMLTableRowElement> | undefined;
}

function DataTableRowView<TRow extends RowData>({
  row,
  selected,
  selectionMode,
  ariaRowIndex,
  rowHeaderColumnId,
  rowHeaderId,
  rowLabel,
  radioName,
  columnsById,
  onSelect,
  virtualIndex,
  measureRef,
}: DataTableRowProps<TRow>) {
  const labelProps = rowLabel ? { 'aria-label': rowLabel } : { 'aria-labelledby': rowHeaderId };
  return (
    <tr
      ref={measureRef}
      data-index={virtualIndex}
      aria-rowindex={ariaRowIndex}
      aria-selected={selectionMode === 'none' ? undefined : selected}
      className={styles.row}
    >
      {selectionMode === 'none' ? null : (
        <td className={`${styles.cell} ${styles.selectionCell}`}>
          <input
            type={selectionMode === 'single' ? 'radio' : 'checkbox'}
            name={selectionMode === 'single' ? radioName : undefined}
            className={styles.checkbox}
            checked={selected}
            onChange={(event) => onSelect(row.id, event)}
            {...labelProps}
          />
        </td>
      )}
      {row.getAllCells().map((cell) => {
        const align = columnsById.get(cell.column.id)?.align ?? 'start';
        const className = `${styles.cell} ${styles.align[align]}`;
        return cell.column.id === rowHeaderColumnId ? (
          <th key={cell.id} scope="row" id={rowHeaderId} className={className}>
            <FlexRender cell={cell} />
          </th>
        ) : (
          <td key={cell.id} className={className}>
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
}

const sameRowView = samePropsBut<DataTableRowProps<RowData>>('row', 'onSelect');

/**
 * One body row, memoised: selecting a row re-renders that row only. The row object itself is
 * left out of the comparison (TanStack rebuilds it when the model changes) but for its id, as is
 * `onSelect`; what a row shows depends only on its data, its selection and its position.
 */
const DataTableRow = memo(
  DataTableRowView,
  (previous, next) => previous.row.id === next.row.id && sameRowView(previous, next),
) as typeof DataTableRowView;
