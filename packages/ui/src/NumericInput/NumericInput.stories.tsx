import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NumericInput } from './NumericInput';

const meta = {
  title: 'Forms/NumericInput',
  component: NumericInput,
  args: { label: 'Number of specimens', onChange: fn(), onValueChange: fn() },
} satisfies Meta<typeof NumericInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StripsAsTyped: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of specimens' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1a2,5x');
    await expect(input).toHaveValue('125');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(125);
    await userEvent.clear(input);
    await userEvent.type(input, '-1.5E3');
    await expect(input).toHaveValue('-1.5E3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(-1500);
  },
};

export const StripsOnPaste: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of specimens' });
    await userEvent.click(input);
    await userEvent.paste('$ 1,234.50 USD');
    await expect(input).toHaveValue('1234.50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1234.5);
  },
};

export const UnparseableIsNaN: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of specimens' });
    await userEvent.type(input, '1-2');
    await expect(input).toHaveValue('1-2');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(Number.NaN);
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(Number.NaN);
  },
};

export const CaretStaysInPlace: Story = {
  args: { defaultValue: '1234' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Number of specimens' });
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('1234');
    await expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('12934');
  },
};

function Controlled() {
  const [text, setText] = useState('');
  const [number, setNumber] = useState(Number.NaN);
  return (
    <>
      <NumericInput
        label="Gene count"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onValueChange={setNumber}
      />
      <output aria-label="Number">{String(number)}</output>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Gene count' });
    const output = canvas.getByRole('status', { name: 'Number' });
    await expect(output).toHaveTextContent('NaN');
    await userEvent.type(input, '15o0');
    await expect(input).toHaveValue('150');
    await expect(output).toHaveTextContent('150');
  },
};

export const InvalidAndDisabled: Story = {
  render: () => (
    <>
      <NumericInput label="Age" required error="Value is too small" defaultValue="-1" />
      <NumericInput label="Locked count" disabled defaultValue="3" />
    </>
  ),
  play: async ({ canvas }) => {
    const age = canvas.getByRole('textbox', { name: 'Age' });
    await expect(age).toBeRequired();
    await expect(age).toHaveAccessibleDescription('Value is too small');
    await expect(canvas.getByRole('textbox', { name: 'Locked count' })).toBeDisabled();
  },
};
