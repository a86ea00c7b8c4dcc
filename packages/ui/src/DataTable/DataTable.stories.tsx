import { useCallback, useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';
import { orderColumns, orderId, sampleOrders, type SampleOrder } from './DataTable.fixtures';
import type { DataTableSort } from './sorting';
import type { PageSize } from '../Pagination';
import { Button } from '../Button';
import { NarrowAndWide, expectNarrowTableScrollsByKeyboard } from './narrowScreenStory';

const few: SampleOrder[] = [
  {
    orderNumber: 'ORD-3',
    patient: 'Mendel, Gregor',
    testCode: 'TG70',
    status: 'Draft',
    orderedDate: new Date(Date.UTC(2026, 2, 3)),
    genes: 12,
  },
  {
    orderNumber: 'ORD-1',
    patient: 'curie, Marie',
    testCode: 'J757',
    status: 'OrderNow',
    orderedDate: new Date(Date.UTC(2026, 0, 9)),
    genes: 151,
  },
  {
    orderNumber: 'ORD-2',
    patient: 'Turing, Alan',
    testCode: '706',
    status: 'PendingReview',
    orderedDate: new Date(Date.UTC(2026, 1, 1)),
    genes: 2,
  },
  {
    orderNumber: 'ORD-10',
    patient: 'Franklin, Rosalind',
    testCode: 'TG75',
    status: 'BenefitsInvestigation',
    orderedDate: new Date(Date.UTC(2025, 11, 24)),
    genes: 40,
  },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<SampleOrder>,
  args: {
    caption: 'Orders',
    columns: orderColumns,
    data: few,
    getRowId: orderId,
    onSortChange: fn(),
    onSelectionChange: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof DataTable<SampleOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row-header (first) column of each body row, top to bottom. */
const rowKeys = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const patients = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** Sorting one column at a time: ascending → descending → unsorted, reflected by aria-sort. */
export const SortCycle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    const patientHeader = canvas.getByRole('columnheader', { name: 'Patient' });
    const sortButton = within(patientHeader).getByRole('button', { name: 'Patient' });
    await expect(patientHeader).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute(
      'aria-sort',
    );
    await expect(patients(table)).toEqual([
      'Mendel, Gregor',
      'curie, Marie',
      'Turing, Alan',
      'Franklin, Rosalind',
    ]);

    await userEvent.click(sortButton);
    await expect(patientHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(patients(table)).toEqual([
      'curie, Marie',
      'Franklin, Rosalind',
      'Mendel, Gregor',
      'Turing, Alan',
    ]);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: 'patient',
      direction: 'ascending',
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Sorted by Patient, ascending');

    await userEvent.click(sortButton);
    await expect(patientHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(patients(table)[0]).toBe('Turing, Alan');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sorted by Patient, descending');

    await userEvent.click(sortButton);
    await expect(patientHeader).toHaveAttribute('aria-sort', 'none');
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('status')).toHaveTextContent('Not sorted');
    await expect(rowKeys(table)).toEqual(['ORD-3', 'ORD-1', 'ORD-2', 'ORD-10']);

    // One column at a time: sorting another column drops the first one's sort.
    await userEvent.click(sortButton);
    const genesHeader = canvas.getByRole('columnheader', { name: 'Genes' });
    await userEvent.click(within(genesHeader).getByRole('button'));
    await expect(genesHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(patientHeader).toHaveAttribute('aria-sort', 'none');
    await expect(rowKeys(table)).toEqual(['ORD-2', 'ORD-3', 'ORD-10', 'ORD-1']);

    // Explicit sort functions: dates by time, order numbers in natural order.
    const orderHeader = canvas.getByRole('columnheader', { name: 'Order' });
    await userEvent.click(within(orderHeader).getByRole('button'));
    await expect(rowKeys(table)).toEqual(['ORD-1', 'ORD-2', 'ORD-3', 'ORD-10']);
    const orderedHeader = canvas.getByRole('columnheader', { name: 'Ordered' });
    await userEvent.click(within(orderedHeader).getByRole('button'));
    await expect(rowKeys(table)).toEqual(['ORD-10', 'ORD-1', 'ORD-2', 'ORD-3']);
  },
};

/** The sort control is a button in the header cell: Enter and Space sort from the keyboard. */
export const KeyboardSorting: Story = {
  play: async ({ canvas, userEvent }) => {
    const testHeader = canvas.getByRole('columnheader', { name: 'Test' });
    const button = within(testHeader).getByRole('button', { name: 'Test' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(testHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    await expect(testHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{Enter}');
    await expect(testHeader).toHaveAttribute('aria-sort', 'none');
    await expect(button).toHaveFocus();
  },
};

/** Single selection: a radio per row, named by its row; choosing one clears the other. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getByRole('radio', { name: 'ORD-3' });
    const second = canvas.getByRole('radio', { name: 'ORD-2' });
    await userEvent.click(first);
    await expect(first).toBeChecked();
    await expect(first.closest('tr')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['ORD-3']);
    await userEvent.click(second);
    await expect(second).toBeChecked();
    await expect(first).not.toBeChecked();
    await expect(first.closest('tr')).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['ORD-2']);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    // Arrow keys move within the radio group, as for any radio group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'ORD-10' })).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['ORD-10']);
  },
};

/** Multiple selection: a checkbox per row and a header checkbox reading Select All / Deselect All. */
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvas, userEvent, args }) => {
    const header = canvas.getByRole('checkbox', { name: 'Select All' });
    await expect(header).not.toBeChecked();
    await expect(header).not.toBePartiallyChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'ORD-1' }));
    await expect(header).toBePartiallyChecked();
    await expect(header).toHaveAccessibleName('Select All');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['ORD-1']);

    await userEvent.click(header);
    await expect(header).toBeChecked();
    await expect(header).not.toBePartiallyChecked();
    await expect(header).toHaveAccessibleName('Deselect All');
    for (const key of ['ORD-1', 'ORD-2', 'ORD-3', 'ORD-10']) {
      await expect(canvas.getByRole('checkbox', { name: key })).toBeChecked();
    }
    await expect(
      [...(args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall![0]].sort(),
    ).toEqual(['ORD-1', 'ORD-10', 'ORD-2', 'ORD-3']);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Deselect All' }));
    await expect(header).toHaveAccessibleName('Select All');
    await expect(header).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);

    // Space toggles a focused row checkbox.
    canvas.getByRole('checkbox', { name: 'ORD-2' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'ORD-2' })).toBeChecked();
  },
};

/** The row's own label can replace the row header as the name of its selection control. */
export const SelectionLabelledByText: Story = {
  args: {
    selectionMode: 'multiple',
    getRowLabel: (order: SampleOrder) => `Order ${order.orderNumber} for ${order.patient}`,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Order ORD-2 for Turing, Alan' }),
    ).toBeInTheDocument();
  },
};

const sixty = sampleOrders(60);

/** 25 rows a page by default, the pager's window of 5, and the "All" page size. */
export const Pagination: Story = {
  args: { data: sixty },
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    await expect(table).toHaveAttribute('aria-rowcount', '61');
    const select = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(select).toHaveValue('25');
    await expect(canvas.getByText('1–25 of 60')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rowKeys(table)).toEqual(sixty.slice(50).map((order) => order.orderNumber));
    await expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '52');

    await userEvent.selectOptions(select, 'All');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith('all');
    await expect(within(table).getAllByRole('row')).toHaveLength(61);
    await expect(canvas.getByText('1–60 of 60')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Two paged tables on one page: each pager is a navigation landmark named after its table, so
 * a screen reader's landmark list tells them apart (axe's landmark-unique).
 */
export const PagersNamedAfterTheirTables: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <DataTable {...args} data={sixty} defaultPageSize={5} pageSizeOptions={[5, 10]} />
      <DataTable
        {...args}
        caption={undefined}
        aria-label="Reports"
        data={sixty.slice(0, 12)}
        defaultPageSize={5}
        pageSizeOptions={[5, 10]}
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const ordersPager = canvas.getByRole('navigation', { name: 'Orders pagination' });
    const reportsPager = canvas.getByRole('navigation', { name: 'Reports pagination' });
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await userEvent.click(within(reportsPager).getByRole('button', { name: 'Page 3' }));
    await expect(within(reportsPager).getByText('11–12 of 12')).toBeVisible();
    await expect(within(ordersPager).getByText('1–5 of 60')).toBeVisible();
  },
};

function GrowingOrders() {
  const [orders, setOrders] = useState(() => sampleOrders(60));
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => setOrders((list) => [...list, ...sampleOrders(list.length + 1).slice(-1)])}
      >
        Add an order
      </Button>
      <DataTable caption="Orders" columns={orderColumns} data={orders} getRowId={orderId} />
    </div>
  );
}

/** A paged table goes back to its first page when its row count changes (document 1). */
export const BackToFirstPageWhenCountChanges: Story = {
  render: () => <GrowingOrders />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByText('26–50 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add an order' }));
    await expect(canvas.getByText('1–25 of 61')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** No rows: the kit's "No data to display", and no pager. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getByRole('cell', { name: 'No data to display' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(table).not.toHaveAttribute('aria-rowcount');
  },
};

/** The empty state is a slot: products put their own message or action there. */
export const EmptyWithSlot: Story = {
  args: {
    data: [],
    emptyState: (
      <span>
        No orders yet. <a href="#new-order">Start a new order</a>
      </span>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Start a new order' })).toBeVisible();
    await expect(canvas.queryByText('No data to display')).toBeNull();
  },
};

/**
 * No rows on a phone: the header row is wider than the screen and scrolls sideways, and the
 * message stays in the part the scroller shows (not centred across the whole table, off-screen),
 * however far the table is scrolled.
 */
export const EmptyOnANarrowScreen: Story = {
  args: { data: [], emptyState: 'No orders match these filters', pagination: false },
  render: (args) => (
    <div style={{ width: '16rem' }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    const scroller = table.parentElement!;
    const message = within(table).getByText('No orders match these filters');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const inView = () => {
      const shown = scroller.getBoundingClientRect();
      const text = message.getBoundingClientRect();
      return text.left >= shown.left && text.right <= shown.right;
    };
    await expect(inView()).toBe(true);
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(inView()).toBe(true);
  },
};

/** Loading: skeleton rows, the table marked busy, and "Loading" in a status region. */
export const Loading: Story = {
  args: { loading: true, selectionMode: 'multiple' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(5);
    await expect(within(table).queryByRole('rowheader')).toBeNull();
    await expect(canvas.queryByText('No data to display')).toBeNull();
  },
};

/**
 * On a phone the table is wider than the screen and scrolls sideways. With nothing focusable in
 * it (no sortable column, no selection), its scroller is a stop of the keyboard's own, named like
 * the table, so a keyboard can scroll it; a table that fits stays out of the tab order.
 */
export const NarrowScreen: Story = {
  args: {
    columns: orderColumns.map((column) => ({ ...column, sortable: false })),
    pagination: false,
  },
  render: (args) => (
    <NarrowAndWide table={(caption) => <DataTable {...args} caption={caption} />} />
  ),
  play: expectNarrowTableScrollsByKeyboard,
};

function ControlledOrders() {
  const [sort, setSort] = useState<DataTableSort | null>({
    columnId: 'genes',
    direction: 'descending',
  });
  const [selected, setSelected] = useState<string[]>(['ORD-2']);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(2);
  return (
    <div>
      <p>
        Sorted by {sort ? `${sort.columnId} ${sort.direction}` : 'nothing'}; selected:{' '}
        {selected.join(', ') || 'none'}; page {page} of {pageSize} rows
      </p>
      <DataTable
        caption="Orders"
        columns={orderColumns}
        data={few}
        getRowId={orderId}
        sort={sort}
        onSortChange={setSort}
        selectionMode="multiple"
        selectedIds={selected}
        onSelectionChange={setSelected}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
        pageSizeOptions={[2, 'all']}
      />
      <Button variant="secondary" onClick={() => setSelected([])}>
        Clear selection
      </Button>
    </div>
  );
}

/** Sort, selection, page and page size held by the owner. */
export const Controlled: Story = {
  render: () => <ControlledOrders />,
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(canvas.getByRole('columnheader', { name: 'Genes' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(rowKeys(table)).toEqual(['ORD-1', 'ORD-10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByText(/page 2 of 2 rows/)).toBeVisible();
    await expect(rowKeys(table)).toEqual(['ORD-3', 'ORD-2']);
    await expect(canvas.getByRole('checkbox', { name: 'ORD-2' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ORD-3' }));
    await expect(canvas.getByText(/selected: ORD-2, ORD-3;/)).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), 'All');
    await expect(canvas.getByText(/page 1 of all rows/)).toBeVisible();
    await expect(rowKeys(table)).toEqual(['ORD-1', 'ORD-10', 'ORD-3', 'ORD-2']);

    await userEvent.click(canvas.getByRole('button', { name: 'Genes' }));
    await expect(canvas.getByText(/Sorted by nothing/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.getByRole('checkbox', { name: 'ORD-2' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).not.toBePartiallyChecked();
  },
};

/** A fake lab API for the server-side story: sorts and pages 1,234 orders, answering after a moment. */
const serverOrders = sampleOrders(1234);
function fetchOrderPage(sort: DataTableSort | null, page: number, pageSize: number) {
  const sorted = [...serverOrders];
  if (sort) {
    const key = sort.columnId as keyof SampleOrder;
    sorted.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    if (sort.direction === 'descending') sorted.reverse();
  }
  return new Promise<{ rows: SampleOrder[]; totalCount: number }>((resolve) =>
    setTimeout(
      () =>
        resolve({
          rows: sorted.slice((page - 1) * pageSize, page * pageSize),
          totalCount: serverOrders.length,
        }),
      30,
    ),
  );
}

const serverCalls = fn();
const noOrders: SampleOrder[] = [];

function ServerOrders() {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ rows: SampleOrder[]; totalCount: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const latestRequest = useRef(0);

  const load = useCallback((nextSort: DataTableSort | null, nextPage: number) => {
    const request = ++latestRequest.current;
    serverCalls({ sort: nextSort, page: nextPage, pageSize: 25 });
    void fetchOrderPage(nextSort, nextPage, 25).then((answer) => {
      if (request !== latestRequest.current) return;
      setResult(answer);
      setLoading(false);
    });
  }, []);
  useEffect(() => load(null, 1), [load]);

  return (
    <DataTable
      caption="Orders (server-side)"
      columns={orderColumns}
      data={result?.rows ?? noOrders}
      getRowId={orderId}
      manualSorting
      manualPagination
      totalCount={result?.totalCount}
      loading={loading}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
        setLoading(true);
        load(next, 1);
      }}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        setLoading(true);
        load(sort, next);
      }}
      pageSizeOptions={[25]}
    />
  );
}

/** Server mode: the table reports sort and page changes and shows the server's total count. */
export const ServerSide: Story = {
  render: () => <ServerOrders />,
  play: async ({ canvas, userEvent }) => {
    serverCalls.mockClear();
    const table = await canvas.findByRole('table', { name: 'Orders (server-side)' });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByText('1–25 of 1,234')).toBeVisible();
    await expect(table).toHaveAttribute('aria-rowcount', '1235');
    // One fixed page size (pageSizeOptions={[25]}) is no choice: no "Rows per page" selector.
    await expect(canvas.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(serverCalls).toHaveBeenLastCalledWith({ sort: null, page: 2, pageSize: 25 }),
    );
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByText('26–50 of 1,234')).toBeVisible();
    await expect(rowKeys(table)[0]).toBe('ORD-100026');
    await expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '27');

    await userEvent.click(canvas.getByRole('button', { name: 'Patient' }));
    await waitFor(() =>
      expect(serverCalls).toHaveBeenLastCalledWith({
        sort: { columnId: 'patient', direction: 'ascending' },
        page: 1,
        pageSize: 25,
      }),
    );
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('columnheader', { name: 'Patient' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(patients(table)[0]).toBe('Crick, Marie');
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByText('1,226–1,234 of 1,234')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(10);
  },
};

/** Shift-click selects the range between the last clicked row and this one. */
export const ShiftClickSelectsARange: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ORD-3' }));
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ORD-2' }));
    await userEvent.keyboard('{/Shift}');
    for (const key of ['ORD-3', 'ORD-1', 'ORD-2']) {
      await expect(canvas.getByRole('checkbox', { name: key })).toBeChecked();
    }
    await expect(canvas.getByRole('checkbox', { name: 'ORD-10' })).not.toBeChecked();
    await expect(
      [...(args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall![0]].sort(),
    ).toEqual(['ORD-1', 'ORD-2', 'ORD-3']);
  },
};

/** The dark theme: the same checks, and axe checks its contrast. */
export const DarkTheme: Story = {
  args: {
    selectionMode: 'multiple',
    defaultSelectedIds: ['ORD-1'],
    defaultSort: { columnId: 'patient', direction: 'ascending' },
  },
  globals: { colorScheme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-color-scheme]')).toHaveAttribute(
      'data-color-scheme',
      'dark',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Patient' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('checkbox', { name: 'ORD-1' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
  },
};
