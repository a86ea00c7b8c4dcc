import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Collapsible } from './Collapsible';

const meta = {
  title: 'Navigation/Collapsible',
  component: Collapsible,
  args: {
    title: 'Clinical information',
    onOpenChange: fn(),
    children: <p>Seizures since age 2; ataxia.</p>,
  },
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Clinical information' });
    const button = canvas.getByRole('button', { name: 'Clinical information' });
    await expect(heading).toContainElement(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Seizures since age 2; ataxia.')).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const content = canvas.getByText('Seizures since age 2; ataxia.');
    await expect(button.getAttribute('aria-controls')).toBe(content.parentElement?.id);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Clinical information' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const OpenAtFirst: Story = {
  args: { defaultOpen: true, headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByText('Seizures since age 2; ataxia.')).toBeVisible();
  },
};

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen((value) => !value)}>
        {open ? 'Collapse all' : 'Expand all'}
      </Button>
      <Collapsible title="Family history" open={open} onOpenChange={setOpen}>
        <p>Maternal aunt with epilepsy.</p>
      </Collapsible>
    </>
  );
}

export const ControlledOpen: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Family history' });
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Expand all' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Clinical information' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
