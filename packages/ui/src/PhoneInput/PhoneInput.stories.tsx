import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Forms/PhoneInput',
  component: PhoneInput,
  args: { label: 'Phone', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValidatedWhenLeft: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(input, '555-0100');
    // No message while typing the first time.
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Please provide a valid phone number'),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please provide a valid phone number')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    // Corrected: the message goes as soon as the number is right.
    await userEvent.clear(input);
    await userEvent.type(input, '+1 555-010-0100');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Please provide a valid phone number')).toBeNull();
  },
};

export const FaxVariant: Story = {
  args: { label: 'Fax', variant: 'fax', defaultValue: '12345' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Fax' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Please provide a valid fax number');
  },
};

export const ValidNumbers: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    for (const number of ['5550100100', '  +44 20 7946 0958 ', '555-010-0100']) {
      await userEvent.clear(input);
      await userEvent.type(input, number);
      await userEvent.tab();
      await expect(input).not.toHaveAttribute('aria-invalid');
    }
  },
};

export const EmptyIsLeftToRequired: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toBeRequired();
  },
};

export const ErrorFromOutsideWins: Story = {
  args: { error: 'This field is required', validate: false, description: 'Office line' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAccessibleDescription('This field is required Office line');
  },
};
