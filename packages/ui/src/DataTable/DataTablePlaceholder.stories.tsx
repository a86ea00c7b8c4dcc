import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable } from './DataTable';
import { DataTablePlaceholder } from './DataTablePlaceholder';
import { orderColumns, orderId, type SampleOrder } from './DataTable.fixtures';
import { NarrowAndWide, expectNarrowTableScrollsByKeyboard } from './narrowScreenStory';

const meta = {
  title: 'Data/DataTablePlaceholder',
  component: DataTablePlaceholder<SampleOrder>,
  args: { caption: 'Orders', columns: orderColumns },
} satisfies Meta<typeof DataTablePlaceholder<SampleOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The caption, every column's header, five skeleton rows, the table busy and "Loading" said. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order↕', 'Patient↕', 'Test↕', 'Status', 'Ordered↕', 'Genes↕']);
    await expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    // Nothing to press yet: the sort buttons come with the table.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A selection column, a hidden caption and three rows, as asked. */
export const SelectionAndRowCount: Story = {
  args: { selectionMode: 'multiple', hideCaption: true, loadingRowCount: 3 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    await expect(canvas.getByRole('columnheader', { name: 'Select row' })).toBeInTheDocument();
    const rows = table.querySelectorAll('tbody tr[aria-hidden="true"]');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]?.querySelectorAll('td')).toHaveLength(7);
  },
};

/** Named by `aria-label` when there is no caption. */
export const NamedByLabel: Story = {
  args: { caption: undefined, 'aria-label': 'Reports' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Reports' });
    await expect(table.querySelector('caption')).toBeNull();
  },
};

/**
 * Drawn beside the DataTable's own loading state with the same props: the same height and the
 * same column widths, so the table replacing it moves nothing on the page.
 */
export const SameSizeAsLoadingTable: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem', width: '48rem' }}>
      <div data-testid="placeholder">
        <DataTablePlaceholder {...args} />
      </div>
      <div data-testid="table">
        <DataTable<SampleOrder>
          caption="Orders"
          columns={orderColumns}
          data={[]}
          getRowId={orderId}
          loading
        />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const box = (testId: string, selector: string) =>
      canvas.getByTestId(testId).querySelector(selector)!.getBoundingClientRect();
    const placeholder = box('placeholder', 'table');
    const table = box('table', 'table');
    await expect(placeholder.height).toBeCloseTo(table.height, 0);
    await expect(placeholder.width).toBeCloseTo(table.width, 0);
    const widths = (testId: string) =>
      [...canvas.getByTestId(testId).querySelectorAll('thead th')].map((th) =>
        Math.round(th.getBoundingClientRect().width),
      );
    await expect(widths('placeholder')).toEqual(widths('table'));
  },
};

/**
 * On a narrow screen the table is wider than its box and scrolls sideways; holding nothing
 * focusable, the scroller takes focus itself (a group named by the caption), so a keyboard can
 * scroll it. On a wide one it stays out of the tab order.
 */
export const NarrowScreen: Story = {
  render: (args) => (
    <NarrowAndWide table={(caption) => <DataTablePlaceholder {...args} caption={caption} />} />
  ),
  play: expectNarrowTableScrollsByKeyboard,
};
