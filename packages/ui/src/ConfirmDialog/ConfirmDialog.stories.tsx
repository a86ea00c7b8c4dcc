import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, ConfirmProvider, useConfirm, type ConfirmOptions } from './ConfirmDialog';

const closed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    message: 'The draft order will be deleted.',
    trigger: <Button variant="danger">Delete draft</Button>,
    onResult: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The defaults: an alert dialog titled "Are you sure?", the message as its description, buttons
 * Continue and Cancel, 30rem wide; Continue resolves `confirmed`.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete draft' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveAccessibleDescription('The draft order will be deleted.');
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Continue']);
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(dialog.offsetWidth).toBeCloseTo(Math.min(30 * rem, window.innerWidth - 32), 0);

    await userEvent.keyboard('{Enter}');
    await closed();
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith('confirmed');
    await expect(trigger).toHaveFocus();
  },
};

/** Cancel, Escape and a click on the overlay all resolve `cancelled`, once each. */
export const CancelEscapeOverlay: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete draft' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await closed();
    await expect(args.onResult).toHaveBeenLastCalledWith('cancelled');
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.click(document.querySelector('[data-dialog-overlay]') as HTMLElement);
    await closed();
    await expect(args.onResult).toHaveBeenCalledTimes(3);
    await expect(firstArguments(args.onResult)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  },
};

function firstArguments(mock: unknown): unknown[] {
  return (mock as { mock: { calls: unknown[][] } }).mock.calls.map((call) => call[0]);
}

/** Destructive: a danger Continue with its own label, and focus starts on Cancel. */
export const Danger: Story = {
  args: {
    danger: true,
    title: 'Delete this draft order?',
    continueLabel: 'Delete',
    cancelLabel: 'Keep it',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft order?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // Focus is trapped between the two buttons.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
  },
};

/** Controlled: the caller holds `open`; the result still arrives through `onResult`. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Cancel order</Button>
        <p>Confirmation is {open ? 'open' : 'closed'}</p>
        <ConfirmDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Cancel order' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(canvas.getByText('Confirmation is open')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await closed();
    await expect(canvas.getByText('Confirmation is closed')).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledWith('confirmed');
    await expect(opener).toHaveFocus();
  },
};

/** The promise-style API through `ConfirmProvider` and `useConfirm()`. */
function RemoveDocument({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [result, setResult] = useState('none');
  return (
    <>
      <Button
        onClick={async () => {
          setResult('pending');
          setResult(await confirm(options));
        }}
      >
        Remove document
      </Button>
      <p>Result: {result}</p>
    </>
  );
}

export const PromiseApi: Story = {
  render: () => (
    <ConfirmProvider>
      <RemoveDocument options={{ message: 'The document will be removed from the order.' }} />
    </ConfirmProvider>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove document' });
    await userEvent.click(button);
    let dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(canvas.getByText('Result: pending')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Result: confirmed')).toBeInTheDocument();
    await closed();
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.click(button);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Result: cancelled')).toBeInTheDocument();

    await userEvent.click(button);
    await screen.findByRole('alertdialog');
    await expect(canvas.getByText('Result: pending')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('Result: cancelled')).toBeInTheDocument();
    await closed();
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.click(button);
    await screen.findByRole('alertdialog');
    await userEvent.click(document.querySelector('[data-dialog-overlay]') as HTMLElement);
    await expect(await canvas.findByText('Result: cancelled')).toBeInTheDocument();
    await closed();
  },
};

function TwoRequests() {
  const confirm = useConfirm();
  const [results, setResults] = useState<string[]>([]);
  return (
    <>
      <Button
        onClick={() => {
          const record = (label: string) => (result: string) =>
            setResults((previous) => [...previous, `${label}: ${result}`]);
          void confirm({ message: 'First question' }).then(record('first'));
          void confirm({ message: 'Second question' }).then(record('second'));
        }}
      >
        Ask twice
      </Button>
      <ul>
        {results.map((result) => (
          <li key={result}>{result}</li>
        ))}
      </ul>
    </>
  );
}

/** One confirmation at a time: asking again while one is open cancels the earlier one. */
export const SecondRequestCancelsFirst: Story = {
  render: () => (
    <ConfirmProvider>
      <TwoRequests />
    </ConfirmProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask twice' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription('Second question');
    await expect(await canvas.findByText('first: cancelled')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('second: confirmed')).toBeInTheDocument();
  },
};

function LeavingPage() {
  const [mounted, setMounted] = useState(true);
  const [result, setResult] = useState('none');
  return (
    <>
      {mounted ? (
        <ConfirmProvider>
          <AskThenLeave
            onAsk={(promise) => void promise.then(setResult)}
            onLeave={() => setMounted(false)}
          />
        </ConfirmProvider>
      ) : null}
      <p>Result: {result}</p>
    </>
  );
}

function AskThenLeave({
  onAsk,
  onLeave,
}: {
  onAsk: (promise: Promise<string>) => void;
  onLeave: () => void;
}) {
  const confirm = useConfirm();
  return (
    <Button
      onClick={() => {
        onAsk(confirm({ message: 'Leave the order unsaved?' }));
        // The page goes away while the question is open (e.g. a session timeout).
        setTimeout(onLeave, 50);
      }}
    >
      Ask, then leave
    </Button>
  );
}

/** A confirmation still open when its provider unmounts resolves `cancelled`. */
export const ProviderUnmountCancels: Story = {
  render: () => <LeavingPage />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask, then leave' }));
    await expect(await canvas.findByText('Result: cancelled')).toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
