import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from '../TextField';
import { breakpoints } from '../theme/breakpoints';
import { Column, Columns } from './Columns';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many items share the first item's row. */
function itemsOnFirstRow(items: HTMLElement[]): number {
  const top = items[0]!.getBoundingClientRect().top;
  return items.filter((item) => item.getBoundingClientRect().top === top).length;
}

/** Width of the area a grid is given (its container), which picks the band. */
const areaWidth = (grid: HTMLElement) => grid.parentElement!.getBoundingClientRect().width;

/** What the `4` shorthand gives for an area this wide: 1, 2 from medium, 4 from large. */
function expectedFormColumns(width: number): number {
  if (width >= breakpoints.layout.large) return 4;
  if (width >= breakpoints.layout.medium) return 2;
  return 1;
}

export const FormGrid: Story = {
  args: {
    columns: 4,
    gap: 'md',
    id: 'form-grid',
    children: [
      <TextField key="first" label="First name" />,
      <TextField key="last" label="Last name" />,
      <TextField key="dob" label="Date of birth" />,
      <TextField key="mrn" label="Medical record number" />,
      <Column key="address" span="full">
        <TextField label="Address line 1" />
      </Column>,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('#form-grid')!;
    const items = Array.from(grid.children) as HTMLElement[];
    await expect(itemsOnFirstRow(items.slice(0, 4))).toBe(expectedFormColumns(areaWidth(grid)));
    // A full-width item takes a row of its own at every width.
    const address = items[4]!;
    await expect(address.getBoundingClientRect().top).toBeGreaterThan(
      items[3]!.getBoundingClientRect().top,
    );
    await expect(address.getBoundingClientRect().width).toBe(grid.getBoundingClientRect().width);
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).toBeVisible();
  },
};

export const ExplicitBands: Story = {
  args: {
    columns: { base: 2, medium: 3 },
    children: ['Ordered', 'Collected', 'Received', 'Reported'].map((step) => (
      <div key={step}>{step}</div>
    )),
  },
  play: async ({ canvas }) => {
    const items = ['Ordered', 'Collected', 'Received', 'Reported'].map((step) =>
      canvas.getByText(step),
    );
    const width = areaWidth(items[0]!.parentElement!);
    // Two columns even in the narrowest area, three from medium (and large keeps medium's).
    await expect(itemsOnFirstRow(items)).toBe(width >= breakpoints.layout.medium ? 3 : 2);
  },
};

/** In a narrow card the grid collapses to one column, whatever the window's width. */
export const InANarrowArea: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Columns {...args} />
    </div>
  ),
  args: {
    columns: 4,
    children: ['Ordered', 'Collected', 'Received', 'Reported'].map((step) => (
      <div key={step}>{step}</div>
    )),
  },
  play: async ({ canvas }) => {
    const items = ['Ordered', 'Collected', 'Received', 'Reported'].map((step) =>
      canvas.getByText(step),
    );
    await expect(itemsOnFirstRow(items)).toBe(1);
    await expect(items[1]!.getBoundingClientRect().left).toBe(
      items[0]!.getBoundingClientRect().left,
    );
  },
};
