import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = [
  <Button key="1">Submit order</Button>,
  <Button key="2" variant="secondary">
    Save draft
  </Button>,
  <Button key="3" variant="tertiary">
    Cancel
  </Button>,
];

export const Default: Story = {
  args: { children: actions },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Submit order' });
    const save = canvas.getByRole('button', { name: 'Save draft' });
    // Side by side on one row, 8 px (space sm) apart.
    await expect(save.getBoundingClientRect().top).toBe(submit.getBoundingClientRect().top);
    await expect(save.getBoundingClientRect().left - submit.getBoundingClientRect().right).toBe(8);
  },
};

export const WrapsWhenNarrow: Story = {
  args: { children: actions, gap: 'md', style: { maxWidth: 220 } },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Submit order' });
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    // Out of room: the last button moves to a row of its own, 12 px (space md) below.
    await expect(cancel.getBoundingClientRect().top).toBeGreaterThan(
      submit.getBoundingClientRect().bottom,
    );
    // Nothing overflows the container.
    const container = submit.parentElement!;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
  },
};

export const AlignEnd: Story = {
  args: { children: actions.slice(0, 2), align: 'end' },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save draft' });
    const container = save.parentElement!;
    await expect(
      Math.round(container.getBoundingClientRect().right - save.getBoundingClientRect().right),
    ).toBe(0);
  },
};
