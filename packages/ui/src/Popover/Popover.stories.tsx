import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverClose } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    title: 'Slice 706',
    trigger: <Button variant="secondary">About this test</Button>,
    onOpenChange: fn(),
    children: (
      <>
        <p style={{ margin: '0 0 8px' }}>2–150 genes, proband only.</p>
        <PopoverClose asChild>
          <Button size="small">Got it</Button>
        </PopoverClose>
      </>
    ),
  },
  argTypes: {
    trigger: { control: false },
    anchor: { control: false },
    children: { control: false },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The trigger opens it (`aria-expanded`), the popover is a dialog named by its title, and focus
 * moves into it; Escape closes it and focus returns to the trigger.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'About this test' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Slice 706' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', popover.id);
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A click outside closes it; so does a `PopoverClose` button inside it, and the trigger again. */
export const Dismissal: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Popover {...args} />
      <p>Elsewhere on the page</p>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About this test' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(canvas.getByText('Elsewhere on the page'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog');
    await userEvent.click(within(popover).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Without a visible title, `label` names it. */
export const Labelled: Story = {
  args: { title: undefined, label: 'Test details', children: <p>Turnaround time: 14 days.</p> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'About this test' }));
    await expect(await screen.findByRole('dialog', { name: 'Test details' })).toHaveTextContent(
      'Turnaround time: 14 days.',
    );
  },
};

/** Controlled: the caller holds `open`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <p>Popover is {open ? 'open' : 'closed'}</p>
        <Popover {...args} open={open} onOpenChange={setOpen} />
        <Button onClick={() => setOpen(false)}>Close from outside</Button>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'About this test' }));
    await screen.findByRole('dialog');
    await expect(canvas.getByText('Popover is open')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Popover is closed')).toBeInTheDocument();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
