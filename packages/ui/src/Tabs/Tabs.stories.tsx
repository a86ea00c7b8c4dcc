import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'patient', label: 'Patient', content: <p>Ada Lovelace, born 12/10/1985</p> },
  { value: 'tests', label: 'Tests', content: <p>Slice 706</p> },
  { value: 'billing', label: 'Billing', content: <p>Insurance</p>, disabled: true },
  { value: 'documents', label: 'Documents', content: <p>Consent form</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items, label: 'Order sections', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('tablist', { name: 'Order sections' });
    await expect(list).toBeVisible();
    const patient = canvas.getByRole('tab', { name: 'Patient' });
    await expect(patient).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Patient' });
    await expect(panel).toHaveTextContent('Ada Lovelace');
    await userEvent.click(canvas.getByRole('tab', { name: 'Tests' }));
    await expect(canvas.getByRole('tab', { name: 'Tests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Tests' })).toHaveTextContent('Slice 706');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('tests');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const patient = canvas.getByRole('tab', { name: 'Patient' });
    await expect(patient).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Tests' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Tests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Documents' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(patient).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Documents' })).toHaveFocus();
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Documents' })).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const tests = canvas.getByRole('tab', { name: 'Tests' });
    await expect(tests).toHaveFocus();
    await expect(tests).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(tests).toHaveAttribute('aria-selected', 'true');
  },
};

function Controlled() {
  const [value, setValue] = useState('documents');
  return (
    <>
      <Tabs items={items} label="Order sections" value={value} onValueChange={setValue} />
      <output aria-label="Chosen tab">{value}</output>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Documents' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Patient' }));
    await expect(canvas.getByRole('status', { name: 'Chosen tab' })).toHaveTextContent('patient');
  },
};
