import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, type RadioOption } from './RadioGroup';

const genders: RadioOption[] = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'U', label: 'Unknown' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Gender', options: genders, onChange: fn(), onValueChange: fn(), onBlur: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  args: { name: 'gender', defaultValue: 'F' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Gender' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await userEvent.click(canvas.getByText('Unknown'));
    await expect(canvas.getByRole('radio', { name: 'Unknown' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Female' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('U');
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toHaveAttribute('name', 'gender');
    }
  },
};

export const KeyboardOnly: Story = {
  args: { defaultValue: 'M' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Male' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const female = canvas.getByRole('radio', { name: 'Female' });
    await expect(female).toHaveFocus();
    await expect(female).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('F');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <RadioGroup label="Gender" options={genders} value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue('')}>
        Clear gender
      </button>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Male' }));
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear gender' }));
    await expect(canvas.getByRole('radio', { name: 'Male' })).not.toBeChecked();
  },
};

export const RequiredAndInvalid: Story = {
  args: { required: true, error: 'This field is required', description: 'As on the requisition' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Gender' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('This field is required As on the requisition');
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeRequired();
  },
};

const relations: RadioOption[] = [
  { value: 'Father', label: 'Father' },
  { value: 'Mother', label: 'Mother' },
  { value: 'Sibling', label: 'Sibling' },
  { value: 'Child', label: 'Child' },
  { value: 'Aunt', label: 'Aunt' },
  { value: 'Uncle', label: 'Uncle' },
];

/** The radio grid: 3 columns when the group has room (688 px and up), one otherwise. */
export const GridOfThree: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ width: 900 }}>
        <RadioGroup label="Relation (wide)" options={relations} layout="grid" />
      </div>
      <div style={{ width: 400 }}>
        <RadioGroup label="Relation (narrow)" options={relations} layout="grid" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const columns = (name: string) =>
      getComputedStyle(canvas.getByRole('radiogroup', { name }))
        .gridTemplateColumns.split(' ')
        .filter(Boolean).length;
    await expect(columns('Relation (wide)')).toBe(3);
    await expect(columns('Relation (narrow)')).toBe(1);
  },
};

export const DisabledAndReadOnly: Story = {
  render: (args) => (
    <>
      <RadioGroup {...args} label="Gender (disabled)" disabled defaultValue="M" />
      <RadioGroup {...args} label="Gender (read-only)" readOnly defaultValue="F" />
    </>
  ),
  play: async ({ canvas, args }) => {
    const disabled = canvas.getByRole('radiogroup', { name: 'Gender (disabled)' });
    for (const radio of disabled.querySelectorAll('input')) await expect(radio).toBeDisabled();
    const readOnly = canvas.getByRole('radiogroup', { name: 'Gender (read-only)' });
    await expect(readOnly).toHaveAttribute('aria-readonly', 'true');
    const unknown = readOnly.querySelector<HTMLInputElement>('input[value="U"]')!;
    await userEvent.click(unknown);
    await expect(unknown).not.toBeChecked();
    await expect(readOnly.querySelector('input[value="F"]')).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
