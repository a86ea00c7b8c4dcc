import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DateInput } from './DateInput';

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  args: { label: 'Date of birth', onValueChange: fn(), onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What assistive technology receives: a named text input, its format as description. */
export const WhatScreenReadersGet: Story = {
  args: { description: 'As on the requisition' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveAttribute('placeholder', 'MM / DD / YYYY');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('Format: MM / DD / YYYY As on the requisition');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const TypingFillsTheMask: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('01');
    await expect(input).toHaveValue('01');
    await userEvent.keyboard('0');
    await expect(input).toHaveValue('01/0');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('21990');
    await expect(input).toHaveValue('01/02/1990');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1990-01-02');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      type: 'change',
      target: { name: undefined, value: '1990-01-02' },
    });
    // The mask is full: more digits are ignored.
    await userEvent.keyboard('7');
    await expect(input).toHaveValue('01/02/1990');
  },
};

export const FirstDigitsAreChecked: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.click(input);
    // A month cannot start with 4: the digit is refused, not padded.
    await userEvent.keyboard('4');
    await expect(input).toHaveValue('');
    await userEvent.keyboard('12');
    // A day cannot start with 4 either.
    await userEvent.keyboard('4');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('3');
    await expect(input).toHaveValue('12/3');
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('12/3');
  },
};

export const LeadingZeroAndSeparators: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.click(input);
    await userEvent.keyboard('0');
    await expect(input).toHaveValue('0');
    await userEvent.keyboard('{Backspace}');
    // A typed separator moves on, padding the single digit.
    await userEvent.keyboard('1/');
    await expect(input).toHaveValue('01/');
    await userEvent.keyboard('2/');
    await expect(input).toHaveValue('01/02/');
    await userEvent.keyboard('1990');
    await expect(input).toHaveValue('01/02/1990');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1990-01-02');
    // Backspace goes back through the slashes.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('01/02');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const SelectAllThenDeleteClears: Story = {
  args: { defaultValue: '1990-01-02' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Date of birth' });
    await expect(input).toHaveValue('01/02/1990');
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(input.selectionStart).toBe(0);
    await expect(input.selectionEnd).toBe(10);
    await userEvent.keyboard('{Delete}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('12252024');
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect(input).toHaveValue('');
  },
};

export const PasteInTheUsualForms: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    for (const pasted of ['01/02/1990', '1/2/1990', '1990-01-02']) {
      await userEvent.click(input);
      await userEvent.keyboard('{Control>}a{/Control}{Delete}');
      await userEvent.paste(pasted);
      await expect(input).toHaveValue('01/02/1990');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('1990-01-02');
    }
  },
};

export const InvalidDateYieldsEmpty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(input, '02312020');
    await expect(input).toHaveValue('02/31/2020');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      type: 'change',
      target: { name: undefined, value: '' },
    });
    // No message while typing; on leaving, the message is shown beside the label and announced.
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith({
      type: 'blur',
      target: { name: undefined, value: '' },
    });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(
      'Please enter a valid date Format: MM / DD / YYYY',
    );
    await expect(canvas.getByText('Please enter a valid date')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    // Corrected: the message goes at once.
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}02282020');
    await expect(input).toHaveValue('02/28/2020');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2020-02-28');
  },
};

export const IncompleteDateWhenLeft: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(input, '0102');
    await userEvent.tab();
    await expect(canvas.getByText('Please enter a valid date')).toBeVisible();
  },
};

export const YearOutsideRange: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(input, '01011899');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      'Please enter a year between 1900 and 2100 Format: MM / DD / YYYY',
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '01012101');
    await expect(canvas.getByText('Please enter a year between 1900 and 2100')).toBeVisible();
  },
};

export const MinAndMaxDates: Story = {
  args: { label: 'Collection date', minDate: '2020-01-01', maxDate: '2020-12-31' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Collection date' });
    await userEvent.type(input, '12312019');
    await userEvent.tab();
    await expect(canvas.getByText('Please enter a date on or after 01/01/2020')).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '01012021');
    await expect(canvas.getByText('Please enter a date on or before 12/31/2020')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '12312020');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2020-12-31');
  },
};

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateInput label="Collection date" value={value} onValueChange={setValue} />
      <output aria-label="ISO value">{value || '(none)'}</output>
      <button type="button" onClick={() => setValue('2024-12-25')}>
        Use 12/25/2024
      </button>
      <button type="button" onClick={() => setValue('')}>
        Clear date
      </button>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Collection date' });
    const output = canvas.getByRole('status', { name: 'ISO value' });
    // A partial text stays while the value is still empty.
    await userEvent.type(input, '0315');
    await expect(input).toHaveValue('03/15');
    await expect(output).toHaveTextContent('(none)');
    await userEvent.type(input, '2023');
    await expect(output).toHaveTextContent('2023-03-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Use 12/25/2024' }));
    await expect(input).toHaveValue('12/25/2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear date' }));
    await expect(input).toHaveValue('');
  },
};

export const NativeFormSubmission: Story = {
  render: () => (
    <form aria-label="Patient" onSubmit={(event) => event.preventDefault()}>
      <DateInput label="Date of birth" name="dateOfBirth" defaultValue="1985-07-04" />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Patient' }) as HTMLFormElement;
    await expect(new FormData(form).get('dateOfBirth')).toBe('1985-07-04');
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await userEvent.clear(input);
    await userEvent.type(input, '02292024');
    await expect(new FormData(form).get('dateOfBirth')).toBe('2024-02-29');
  },
};

export const DisabledAndReadOnly: Story = {
  render: () => (
    <>
      <DateInput label="Ordered on" disabled defaultValue="2024-05-01" />
      <DateInput label="Reported on" readOnly defaultValue="2024-05-09" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ordered on' })).toBeDisabled();
    const reported = canvas.getByRole('textbox', { name: 'Reported on' });
    await userEvent.tab();
    await expect(reported).toHaveFocus();
    await userEvent.keyboard('1');
    await expect(reported).toHaveValue('05/09/2024');
  },
};
