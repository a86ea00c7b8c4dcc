import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Patient consents to research use', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  args: { name: 'consent' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Patient consents to research use' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Patient consents to research use'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Patient consents to research use' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>(['Father']);
  const relatives = ['Father', 'Mother', 'Sibling'];
  const all = chosen.length === relatives.length;
  return (
    <div role="group" aria-label="Relatives tested">
      <Checkbox
        label="All relatives"
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onChange={() => setChosen(all ? [] : relatives)}
      />
      {relatives.map((relative) => (
        <Checkbox
          key={relative}
          label={relative}
          checked={chosen.includes(relative)}
          onChange={(event) =>
            setChosen((previous) =>
              event.target.checked
                ? [...previous, relative]
                : previous.filter((item) => item !== relative),
            )
          }
        />
      ))}
    </div>
  );
}

/** A partial selection shows a "mixed" box, which screen readers announce as such. */
export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All relatives' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Mother' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sibling' }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();
  },
};

export const RequiredWithError: Story = {
  args: {
    required: true,
    error: 'This field is required',
    description: 'Needed before the order is sent',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Patient consents to research use' });
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'This field is required Needed before the order is sent',
    );
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // The message sits beside the label, on the same line.
    const label = canvas.getByText('Patient consents to research use').getBoundingClientRect();
    const message = canvas.getByText('This field is required').getBoundingClientRect();
    await expect(message.left).toBeGreaterThan(label.right);
    await expect(Math.abs(message.top - label.top)).toBeLessThan(label.height);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Patient consents to research use' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Patient consents to research use' });
    await expect(box).toHaveAttribute('aria-readonly', 'true');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Patient consents to research use'));
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A label longer than its row (a phone's card) wraps beside its box, not under it. A layout
 * check: its look is the other stories'.
 */
export const LongLabelInNarrowSpace: Story = {
  args: { label: 'The patient has given informed consent for this testing.' },
  tags: ['no-visual'],
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox').getBoundingClientRect();
    const label = canvas
      .getByText('The patient has given informed consent for this testing.')
      .getBoundingClientRect();
    await expect(label.top).toBeLessThan(box.bottom);
    await expect(label.left).toBeGreaterThan(box.right);
  },
};
