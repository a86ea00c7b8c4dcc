import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Patient first name', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  args: { defaultValue: 'Ada', name: 'firstName' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Patient first name' });
    await expect(input).toHaveValue('Ada');
    await expect(input).toHaveAttribute('name', 'firstName');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Tabbing in selects the text: move to its end first.
    await userEvent.keyboard('{End} Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        label="Patient first name"
        value={value}
        onChange={(event) => setValue(event.target.value.toUpperCase())}
      />
      <output aria-label="Value">{value}</output>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Patient first name' });
    await userEvent.type(input, 'ada');
    await expect(input).toHaveValue('ADA');
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('ADA');
  },
};

export const EmailWithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    required: true,
    defaultValue: 'ada@',
    error: 'Must be a valid email',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Must be a valid email');
  },
};

export const ExtraDescription: Story = {
  render: () => (
    <>
      <TextField label="NPI" description="10 digits" aria-describedby="npi-help" />
      <p id="npi-help">Find it on the provider registry.</p>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'NPI' })).toHaveAccessibleDescription(
      '10 digits Find it on the provider registry.',
    );
  },
};
