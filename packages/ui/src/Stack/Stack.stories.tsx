import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const gapBetween = (upper: Element, lower: Element) =>
  lower.getBoundingClientRect().top - upper.getBoundingClientRect().bottom;

export const Default: Story = {
  args: {
    children: [
      <p key="1" style={{ margin: 0 }}>
        Collected on 12/03/2026
      </p>,
      <p key="2" style={{ margin: 0 }}>
        Received by the lab on 13/03/2026
      </p>,
      <p key="3" style={{ margin: 0 }}>
        Report released on 27/03/2026
      </p>,
    ],
  },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Collected on 12/03/2026');
    const second = canvas.getByText('Received by the lab on 13/03/2026');
    const third = canvas.getByText('Report released on 27/03/2026');
    // One under the other, 12 px (space md) apart.
    await expect(gapBetween(first, second)).toBe(12);
    await expect(gapBetween(second, third)).toBe(12);
    await expect(second.getBoundingClientRect().left).toBe(first.getBoundingClientRect().left);
  },
};

export const AsListWithLargeGap: Story = {
  args: {
    as: 'ul',
    gap: 'xl',
    'aria-label': 'Tests ordered',
    children: [<li key="1">Hereditary cancer panel</li>, <li key="2">Cardiomyopathy panel</li>],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tests ordered' });
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(gapBetween(items[0]!, items[1]!)).toBe(24);
  },
};

export const AlignStart: Story = {
  args: {
    align: 'start',
    children: [
      <Button key="1">Order a test</Button>,
      <Button key="2" variant="secondary">
        Save draft
      </Button>,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Order a test' });
    // Not stretched to the full width of the stack.
    const stack = canvasElement.querySelector('button')!.parentElement!;
    await expect(button.getBoundingClientRect().width).toBeLessThan(
      stack.getBoundingClientRect().width,
    );
  },
};
