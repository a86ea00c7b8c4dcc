import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Select, type SelectOption } from './Select';

const relations: SelectOption[] = [
  { value: 'PT', label: 'Self' },
  { value: 'SP', label: 'Spouse' },
  { value: 'CH', label: 'Child' },
  { value: 'OT', label: 'Other' },
  { value: 'UN', label: 'Unknown', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Relation to patient',
    options: relations,
    placeholder: 'Select a relation',
    onChange: fn(),
    onBlur: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  args: { name: 'relation' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Relation to patient' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Select a relation');
    await userEvent.selectOptions(select, 'Spouse');
    await expect(select).toHaveValue('SP');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('option', { name: 'Unknown' })).toBeDisabled();
  },
};

/**
 * Keyboard use is the platform's own (arrow keys, type-ahead, Alt+ArrowDown opens the list): the
 * control is a native `<select>`. Synthetic key events cannot drive a native select, so this
 * story checks that it is reached and left by Tab and reports the blur.
 */
export const KeyboardReachable: Story = {
  args: { defaultValue: 'PT' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Relation to patient' });
    await expect(select.tagName).toBe('SELECT');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

function Controlled() {
  const [value, setValue] = useState('CH');
  return (
    <>
      <Select
        label="Relation to patient"
        options={relations}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Relation to patient' });
    await expect(select).toHaveValue('CH');
    await userEvent.selectOptions(select, 'OT');
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent('OT');
  },
};

export const RequiredAndInvalid: Story = {
  args: { required: true, error: 'This field is required' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Relation to patient' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('This field is required');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'SP' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Relation to patient' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Spouse');
  },
};
