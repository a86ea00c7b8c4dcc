import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

const overlay = () => document.querySelector<HTMLElement>('[data-dialog-overlay]') as HTMLElement;

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Send report by fax',
    description: 'The report is faxed to the number below.',
    trigger: <Button>Send report</Button>,
    onOpenChange: fn(),
    children: (
      <label style={{ display: 'grid', gap: 4 }}>
        Fax number
        <input name="fax" defaultValue="(555) 010-2000" />
      </label>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Send</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger: named by its title, described by its description, focus on the first field. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Send report' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Send report by fax' });
    await expect(dialog).toHaveAccessibleDescription('The report is faxed to the number below.');
    await expect(within(dialog).getByRole('textbox', { name: 'Fax number' })).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** Escape closes it and focus returns to the trigger. */
export const ClosesOnEscape: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Send report' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Send report by fax' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A click on the overlay closes it by default; focus returns to the trigger. */
export const ClosesOnOverlayClick: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Send report' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(overlay());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** With `closeOnOverlayClick={false}` an overlay click leaves it open; Escape still closes it. */
export const OverlayClickTurnedOff: Story = {
  args: { closeOnOverlayClick: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(overlay());
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** With `closeOnEscape={false}` (flows that must be finished) Escape does nothing; the close button still closes. */
export const EscapeTurnedOff: Story = {
  args: { closeOnEscape: false },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Send report' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The close button, labelled from the kit's messages ("Close"), closes it; so does a `DialogClose` action. */
export const ClosesOnCloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Send report' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Tab and Shift+Tab cycle through the dialog's controls and never reach the page behind it. */
export const FocusTrapped: Story = {
  render: (args) => (
    <>
      <Button variant="secondary">Before</Button> <Dialog {...args} />{' '}
      <Button variant="secondary">After</Button>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Fax number' });
    await expect(field).toHaveFocus();
    const order = ['Cancel', 'Send', 'Close'];
    for (const name of order) {
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // The page behind is hidden from assistive technology while the dialog is open.
    await expect(screen.queryByRole('button', { name: 'Before' })).not.toBeInTheDocument();
  },
};

/** Without a description the dialog has none (no dangling `aria-describedby`). */
export const WithoutDescription: Story = {
  args: { description: undefined, title: 'Patient details' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patient details' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

/**
 * Controlled: the caller holds `open`. Opened programmatically (no trigger), focus still returns
 * to the element that had it.
 */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Edit patient</Button>
        <p>Dialog is {open ? 'open' : 'closed'}</p>
        <Dialog
          {...args}
          title="Edit patient"
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
          footer={<Button onClick={() => setOpen(false)}>Save</Button>}
        />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Edit patient' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit patient' });
    await expect(canvas.getByText('Dialog is open')).toBeInTheDocument();
    // Closing through the caller's own state (Save) does not call onOpenChange.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(opener).toHaveFocus();
    // Escape asks the caller to close.
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByText('Dialog is closed')).toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

/** Uncontrolled and open from the start (`defaultOpen`). */
export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send report by fax' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Fax number' })).toHaveFocus(),
    );
  },
};

/** Sizes: small 24rem, medium 36rem, large 52rem (never wider than the viewport). */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Dialog
          key={size}
          {...args}
          size={size}
          title={`A ${size} dialog`}
          trigger={<Button variant="secondary">Open {size}</Button>}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const expected = { small: 24, medium: 36, large: 52 };
    for (const size of ['small', 'medium', 'large'] as const) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${size}` }));
      const dialog = await screen.findByRole('dialog', { name: `A ${size} dialog` });
      const width = dialog.offsetWidth;
      await expect(width).toBeCloseTo(
        Math.min(expected[size] * rem, window.innerWidth - 2 * 16),
        0,
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  },
};

/**
 * In the dark theme: the portalled dialog carries the theme of the surrounding `ThemeProvider`
 * (its surface is the dark theme's, not unstyled), and axe checks its contrast.
 */
export const DarkTheme: Story = {
  globals: { colorScheme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send report by fax' });
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(24, 32, 41)');
    await expect(getComputedStyle(dialog).color).toBe('rgb(232, 237, 243)');
  },
};
