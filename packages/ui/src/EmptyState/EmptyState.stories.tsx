import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { UiMessagesProvider } from '../messages';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultText: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data to display')).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

const orderTest = fn();

export const WithHeadingAndAction: Story = {
  args: {
    title: 'No orders yet',
    description: 'Orders you place for your patients appear here.',
    headingLevel: 2,
    icon: '∅',
    action: <Button onClick={orderTest}>Order a test</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByText('Orders you place for your patients appear here.')).toBeVisible();
    await expect(canvas.getByText('∅')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Order a test' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(orderTest).toHaveBeenCalled();
  },
};

export const LocalisedDefault: Story = {
  render: () => (
    <UiMessagesProvider messages={{ noData: 'Aucune donnée à afficher' }}>
      <EmptyState />
    </UiMessagesProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune donnée à afficher')).toBeVisible();
  },
};
