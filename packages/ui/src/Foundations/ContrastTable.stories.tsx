import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastPairs } from '../theme/contrastPairs';
import { ContrastTable } from './ContrastTable';

const meta = {
  title: 'Foundations/Contrast table',
  component: ContrastTable,
  tags: ['!autodocs'],
} satisfies Meta<typeof ContrastTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllPairs: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: "Contrast of the kit's colour pairs" });
    await expect(within(table).getAllByRole('row')).toHaveLength(contrastPairs.length + 1);
    // Every ratio shown reaches the pair's minimum.
    for (const cell of table.querySelectorAll<HTMLElement>('td[data-minimum]')) {
      await expect(parseFloat(cell.textContent ?? '')).toBeGreaterThanOrEqual(
        Number(cell.dataset.minimum),
      );
    }
  },
};
