import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Banner } from './Banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: {
    children: 'The selected account will be invoiced and the lab will not bill insurance.',
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Information: Story = {
  args: { title: 'Institutional billing' },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent(
      'Information: Institutional billingThe selected account will be invoiced',
    );
  },
};

export const AtMost382PixelsWide: Story = {
  render: (args) => (
    <div style={{ width: 900 }}>
      <Banner {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner.getBoundingClientRect().width).toBe(382);
  },
};

export const Severities: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Banner severity="info">Results are released within 14 days.</Banner>
      <Banner severity="success">Order submitted.</Banner>
      <Banner severity="warn">Prior authorization may be needed.</Banner>
      <Banner severity="error">The order could not be submitted.</Banner>
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((banner) => banner.dataset.severity)).toEqual(['info', 'success']);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((banner) => banner.dataset.severity)).toEqual(['warn', 'error']);
    await expect(alerts[0]).toHaveTextContent('Warning: Prior authorization may be needed.');
    await expect(alerts[1]).toHaveTextContent('Error: The order could not be submitted.');
    await expect(statuses[1]).toHaveTextContent('Success: Order submitted.');
  },
};

function Dismissible({ onDismiss }: { onDismiss: () => void }) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Banner
      severity="warn"
      onDismiss={() => {
        setShown(false);
        onDismiss();
      }}
      action={<Button size="small">Review insurance</Button>}
    >
      Prior authorization may be needed.
    </Banner>
  ) : null;
}

export const DismissWithKeyboard: Story = {
  render: (args) => <Dismissible onDismiss={args.onDismiss ?? (() => {})} />,
  args: { onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Review insurance' })).toHaveFocus();
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const DarkTheme: Story = {
  globals: { colorScheme: 'dark' },
  render: Severities.render,
  play: Severities.play,
};
