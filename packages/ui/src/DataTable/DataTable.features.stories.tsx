import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './columns';
import { orderColumns, orderId, sampleOrders, type SampleOrder } from './DataTable.fixtures';

const tenThousand = sampleOrders(10_000);

const meta = {
  title: 'Data/DataTable/Stress',
  component: DataTable<SampleOrder>,
  args: {
    caption: '10,000 orders',
    columns: orderColumns,
    data: tenThousand,
    getRowId: orderId,
    pagination: false,
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof DataTable<SampleOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

const renderedBodyRows = (table: HTMLElement) =>
  table.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-rowindex]');

/**
 * 10,000 rows: only the rows in view (plus a few) are in the DOM, the table still tells assistive
 * technology how many rows there are and where each rendered row sits, and the header sticks.
 */
export const TenThousandRowsVirtualized: Story = {
  // Screenshots skip it (the scroll position after the play varies); axe still checks it.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '10,000 orders' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(renderedBodyRows(table).length).toBeGreaterThan(5);
    await expect(renderedBodyRows(table).length).toBeLessThan(60);
    await expect(renderedBodyRows(table)[0]).toHaveAttribute('aria-rowindex', '2');
    await expect(canvas.getByRole('rowheader', { name: 'ORD-100001' })).toBeVisible();

    const scroller = canvas.getByRole('group', { name: '10,000 orders' });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    const header = canvas.getByRole('columnheader', { name: 'Patient' });
    await expect(getComputedStyle(header).position).toBe('sticky');

    scroller.scrollTop = scroller.scrollHeight;
    const lastHeader = await canvas.findByRole('rowheader', { name: 'ORD-110000' });
    const lastRow = lastHeader.closest('tr')!;
    await expect(lastRow).toHaveAttribute('aria-rowindex', '10001');
    await waitFor(() =>
      expect(lastRow.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        scroller.getBoundingClientRect().bottom + 1,
      ),
    );
    await expect(renderedBodyRows(table).length).toBeLessThan(60);
    await expect(canvas.queryByRole('rowheader', { name: 'ORD-100001' })).toBeNull();
    // The header is still at the top of the scrolling area.
    await expect(
      Math.abs(header.getBoundingClientRect().top - scroller.getBoundingClientRect().top),
    ).toBeLessThan(2);

    // Sorting reorders all 10,000 rows and keeps the DOM small.
    scroller.scrollTop = 0;
    await userEvent.click(within(header).getByRole('button', { name: 'Patient' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(renderedBodyRows(table)[0]).toHaveAttribute('aria-rowindex', '2'));
    await expect(renderedBodyRows(table).length).toBeLessThan(60);
  },
};

const renderCounts = new Map<string, number>();
const countedColumns: DataTableColumn<SampleOrder>[] = orderColumns.map((column) =>
  column.id === 'patient'
    ? {
        ...column,
        cell: (order) => {
          renderCounts.set(order.orderNumber, (renderCounts.get(order.orderNumber) ?? 0) + 1);
          return order.patient;
        },
      }
    : column,
);
const totalRenders = () => [...renderCounts.values()].reduce((sum, count) => sum + count, 0);

/** Rows are memoised: selecting one row re-renders that row only, not the whole page. */
export const SelectingOneRowRendersOneRow: Story = {
  args: {
    caption: 'Orders',
    columns: countedColumns,
    data: tenThousand.slice(0, 60),
    pagination: true,
    selectionMode: 'multiple',
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('checkbox', { name: 'ORD-100003' });
    renderCounts.clear();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ORD-100003' }));
    await expect(canvas.getByRole('checkbox', { name: 'ORD-100003' })).toBeChecked();
    await expect(totalRenders()).toBe(1);
    await expect(renderCounts.get('ORD-100003')).toBe(1);

    // The counter does count: Select All re-renders every row on the page that changed.
    renderCounts.clear();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByRole('checkbox', { name: 'Deselect All' })).toBeChecked();
    await expect(totalRenders()).toBe(24);
  },
};

/** The same holds in a virtualized table of 10,000 rows. */
export const SelectingInTenThousandRows: Story = {
  args: { columns: countedColumns, selectionMode: 'single' },
  // Screenshots skip it: on a loaded machine the virtualizer's measured window varies between
  // runs (the selection look is shot in the Selection stories); axe and the play still check it.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    const radio = await canvas.findByRole('radio', { name: 'ORD-100002' });
    renderCounts.clear();
    await userEvent.click(radio);
    await expect(radio).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['ORD-100002']);
    await expect(totalRenders()).toBe(1);
    renderCounts.clear();
    await userEvent.click(canvas.getByRole('radio', { name: 'ORD-100004' }));
    await expect(canvas.getByRole('radio', { name: 'ORD-100004' })).toBeChecked();
    await expect(totalRenders()).toBe(2);
  },
};

/** A focused row stays in the DOM while the user scrolls away with the mouse: focus is never lost. */
export const FocusSurvivesScrolling: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '10,000 orders' });
    const checkbox = canvas.getByRole('checkbox', { name: 'ORD-100002' });
    checkbox.focus();
    const scroller = canvas.getByRole('group', { name: '10,000 orders' });
    scroller.scrollTop = scroller.scrollHeight;
    await canvas.findByRole('rowheader', { name: 'ORD-110000' });
    await expect(checkbox).toBeInTheDocument();
    await expect(checkbox).toHaveFocus();
    await expect(renderedBodyRows(table).length).toBeLessThan(60);
    // Rows between the kept row and the rows in view are spacers, not rendered rows.
    await expect(canvas.queryByRole('rowheader', { name: 'ORD-100500' })).toBeNull();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(checkbox.closest('tr')).toHaveAttribute('aria-rowindex', '3');
    // Back to the top, so the story ends with no row half under the sticky header (where axe
    // rightly sees two checkboxes on top of each other).
    scroller.scrollTop = 0;
    await canvas.findByRole('rowheader', { name: 'ORD-100001' });
  },
};
