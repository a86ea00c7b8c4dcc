import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DateInput } from './DateInput';

const meta = {
  title: 'Forms/DateInput/Edge cases',
  component: DateInput,
  args: { label: 'Collection date', onValueChange: fn() },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Writes a whole value the way browser autofill does: no key events, one input event. */
function autofill(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export const LeapYears: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Collection date' });
    await userEvent.type(input, '02292024');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-02-29');
    await userEvent.clear(input);
    await userEvent.type(input, '02292023');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.clear(input);
    await userEvent.type(input, '02292000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2000-02-29');
    await userEvent.clear(input);
    await userEvent.type(input, '02291900');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const YearBoundsInclusive: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Collection date' });
    await userEvent.type(input, '01011900');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1900-01-01');
    await userEvent.clear(input);
    await userEvent.type(input, '12312100');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2100-12-31');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const AutofillInEitherForm: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Collection date' });
    autofill(input, '2021-07-04');
    await waitFor(() => expect(input).toHaveValue('07/04/2021'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2021-07-04');
    autofill(input, '7/5/2021');
    await waitFor(() => expect(input).toHaveValue('07/05/2021'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2021-07-05');
  },
};

export const InvalidDefaultValueShowsEmpty: Story = {
  args: { defaultValue: '2021-02-30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Collection date' })).toHaveValue('');
  },
};

export const ValidationOff: Story = {
  args: { validate: false },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Collection date' });
    await userEvent.type(input, '0231');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
