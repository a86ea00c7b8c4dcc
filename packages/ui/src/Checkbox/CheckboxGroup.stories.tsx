import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { notEmptyArray } from '@loci/domain';
import { Button } from '../Button';
import { CheckboxGroup, type CheckboxOption } from './CheckboxGroup';

const relatives: CheckboxOption[] = [
  { value: 'Father', label: 'Father' },
  { value: 'Mother', label: 'Mother' },
  { value: 'Sibling', label: 'Sibling' },
  { value: 'Child', label: 'Child', disabled: true },
];

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Relatives tested',
    options: relatives,
    onChange: fn(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  args: { name: 'relatives', defaultValue: ['Mother'] },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Relatives tested' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Mother' })).toBeChecked();
    await userEvent.click(canvas.getByText('Father'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Father', 'Mother']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mother' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Father']);
    await expect(canvas.getByRole('checkbox', { name: 'Child' })).toBeDisabled();
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect(box).toHaveAttribute('name', 'relatives');
    }
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Father' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Mother' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Father', 'Mother']);
  },
};

function RequiredExample() {
  const [value, setValue] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  return (
    <>
      <CheckboxGroup
        label="Relatives tested"
        required
        options={relatives}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          if (error) setError(notEmptyArray(next));
        }}
        error={error}
      />
      <Button onClick={() => setError(notEmptyArray(value))}>Continue</Button>
    </>
  );
}

/** Required means at least one: the domain's rule gives "Please select at least one value". */
export const RequiredAtLeastOne: Story = {
  render: () => <RequiredExample />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Relatives tested required' });
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please select at least one value');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sibling' }));
    await expect(group).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('checkbox', { name: 'Sibling' })).toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: ['Father'] },
  play: async ({ canvas, args }) => {
    const father = canvas.getByRole('checkbox', { name: 'Father' });
    await userEvent.click(father);
    await expect(father).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mother' }));
    await expect(canvas.getByRole('checkbox', { name: 'Mother' })).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
