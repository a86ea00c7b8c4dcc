import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState, type KeyboardEvent } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from '../Popover';
import { Dialog, DialogClose } from './Dialog';

const genes = ['ATM', 'BRCA1', 'BRCA2', 'CHEK2', 'PALB2', 'TP53'];

/**
 * A plain ARIA combobox whose list is a `Popover` anchored to the input (a stand-in for the kit's
 * Typeahead, which follows the same portal pattern): focus stays in the input, the list is
 * portalled to the body.
 */
function GeneCombobox() {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const options = genes.filter((gene) => gene.toLowerCase().includes(text.toLowerCase()));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (gene: string) => {
    setChosen(gene);
    setText(gene);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={`${listId}-input`}>Gene</label>
      <Popover
        open={open && options.length > 0}
        onOpenChange={setOpen}
        anchor={
          <input
            id={`${listId}-input`}
            role="combobox"
            aria-expanded={open && options.length > 0}
            aria-controls={open && options.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={open && options[active] ? optionId(active) : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(event.target.value !== '');
            }}
            onKeyDown={onKeyDown}
          />
        }
        id={listId}
        role="listbox"
        aria-label="Genes"
        align="start"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if ((event.target as Element).id === `${listId}-input`) event.preventDefault();
        }}
      >
        {options.map((gene, index) => (
          // Options are driven from the input through aria-activedescendant; they never take focus.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={gene}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(gene)}
            style={{
              padding: '4px 8px',
              cursor: 'pointer',
              fontWeight: index === active ? 700 : 400,
            }}
          >
            {gene}
          </div>
        ))}
      </Popover>
      <div role="status">
        {open ? `${options.length} options available` : chosen ? `${chosen} selected` : ''}
      </div>
    </div>
  );
}

const meta = {
  title: 'Overlays/Dialog/Features',
  component: Dialog,
  args: {
    title: 'Add a gene to the slice',
    trigger: <Button>Add gene</Button>,
    children: (
      <>
        <GeneCombobox />
        <p>
          <Popover
            title="Gene symbols"
            trigger={
              <Button variant="tertiary" size="small">
                About gene symbols
              </Button>
            }
          >
            <p style={{ margin: 0 }}>HGNC-approved symbols, e.g. BRCA1.</p>
          </Popover>
        </p>
      </>
    ),
    footer: (
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A combobox with a portalled list inside a dialog: typing opens the list while focus stays in
 * the input (inside the focus trap); arrow keys and Enter choose; a click on an option chooses
 * without closing the dialog; the first Escape closes only the list, the second the dialog.
 */
export const TypeaheadInsideDialog: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add gene' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a gene to the slice' });
    const input = within(dialog).getByRole('combobox', { name: 'Gene' });
    await expect(input).toHaveFocus();

    await userEvent.type(input, 'brc');
    const list = await screen.findByRole('listbox', { name: 'Genes' });
    await expect(dialog.contains(list)).toBe(false); // portalled
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['BRCA1', 'BRCA2']);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 options available');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}');
    const second = within(list).getByRole('option', { name: 'BRCA2' });
    await expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('BRCA2');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(within(dialog).getByRole('status')).toHaveTextContent('BRCA2 selected');
    await expect(dialog).toBeInTheDocument();

    // Mouse: a click on a portalled option does not count as outside the dialog.
    await userEvent.clear(input);
    await userEvent.type(input, 'p');
    await userEvent.click(await screen.findByRole('option', { name: 'PALB2' }));
    await expect(input).toHaveValue('PALB2');
    await expect(input).toHaveFocus();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();

    // Escape closes the innermost layer first.
    await userEvent.type(input, '{Backspace}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Add gene' })).toHaveFocus();
  },
};

/**
 * A popover with its own focus inside a dialog: focus moves into the popover (outside the
 * dialog's DOM, still inside its focus scope), Escape closes the popover only and focus returns
 * to its trigger inside the dialog.
 */
export const PopoverInsideDialog: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add gene' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a gene to the slice' });
    const trigger = within(dialog).getByRole('button', { name: 'About gene symbols' });
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Gene symbols' });
    await expect(dialog.contains(popover)).toBe(false);
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Gene symbols' })).not.toBeInTheDocument(),
    );
    await expect(
      screen.getByRole('dialog', { name: 'Add a gene to the slice' }),
    ).toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    // A click inside the popover does not close the dialog either.
    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Gene symbols' });
    await userEvent.click(within(again).getByText('HGNC-approved symbols, e.g. BRCA1.'));
    await expect(
      screen.getByRole('dialog', { name: 'Add a gene to the slice' }),
    ).toBeInTheDocument();
  },
};
