import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { children: 'Tissue samples are kept for 30 days after the report is released.' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  args: {
    as: 'section',
    'aria-label': 'Sample retention',
    padding: 'lg',
    background: 'surface',
    radius: 'md',
    elevation: 'low',
    border: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Sample retention' });
    const style = getComputedStyle(box);
    await expect(style.paddingTop).toBe('16px');
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.borderTopLeftRadius).toBe('6px');
    await expect(style.boxShadow).not.toBe('none');
  },
};

export const InlineAndBlockPadding: Story = {
  args: { padding: 'sm', paddingInline: 'xl', background: 'surfaceMuted', 'aria-label': 'Note' },
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Tissue samples/);
    const style = getComputedStyle(box);
    // paddingInline overrides padding left and right only.
    await expect(style.paddingLeft).toBe('24px');
    await expect(style.paddingRight).toBe('24px');
    await expect(style.paddingTop).toBe('8px');
    await expect(box.tagName).toBe('DIV');
  },
};
