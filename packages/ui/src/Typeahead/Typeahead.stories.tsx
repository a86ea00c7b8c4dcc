import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { TypeaheadOption } from './filterOptionsByLabel';
import { Typeahead } from './Typeahead';
import { genes, searchGenes, TypeaheadStory, type TypeaheadStoryArgs } from './Typeahead.fixtures';

const listbox = () => screen.findByRole('listbox', { name: 'Gene' });
const optionLabels = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.querySelector('span')?.textContent);
const live = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Forms/Typeahead',
  component: TypeaheadStory,
  args: { label: 'Gene', options: genes, onChange: fn(), onInputChange: fn() },
  argTypes: {
    options: { control: false },
    loadOptions: { control: false },
    defaultValue: { control: false },
    selectionMode: { control: 'inline-radio', options: ['single', 'multiple'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<TypeaheadStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Local options: typing filters by a case-insensitive substring of the label, the live region
 * tells how many options there are, ArrowDown and Enter choose, and the field shows the label.
 */
export const LocalOptions: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'brca');
    const list = await listbox();
    await expect(optionLabels(list)).toEqual([
      'BRCA1',
      'BRCA2',
      'Hereditary breast cancer panel (BRCA1/BRCA2)',
    ]);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', list.id);
    await expect(live(canvasElement)).toHaveTextContent('3 options available');
    // A description is read after the label.
    await expect(
      within(list).getByRole('option', {
        name: 'BRCA1 Breast cancer type 1 susceptibility protein',
      }),
    ).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'Panel');
    await expect(optionLabels(await listbox())).toEqual([
      'Hereditary breast cancer panel (BRCA1/BRCA2)',
    ]);
    await expect(live(canvasElement)).toHaveTextContent('1 option available');
    // A menu with options is at least 3 items of 55 px tall (document 3), even for one option.
    await expect(
      Math.round((await listbox()).getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(3 * 55);

    await userEvent.keyboard('{ArrowDown}');
    const panel = within(await listbox()).getByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', panel.id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Hereditary breast cancer panel (BRCA1/BRCA2)');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ value: 'HBOC' }),
    );
    await expect(live(canvasElement)).toHaveTextContent(
      'Hereditary breast cancer panel (BRCA1/BRCA2) selected',
    );
  },
};

/**
 * Async options: `loadOptions` is called once, 300 ms after the last keystroke of a burst, with
 * an AbortSignal; results replace the "Loading" line.
 */
export const AsyncOptions: Story = {
  args: { options: undefined, loadOptions: fn(searchGenes(60)) },
  play: async ({ canvas, canvasElement, args }) => {
    const loadOptions = args.loadOptions as ReturnType<typeof fn>;
    // Time stamps of each text change (the debounce starts there) and of each call.
    const typedAt: number[] = [];
    const calledAt: number[] = [];
    (args.onInputChange as ReturnType<typeof fn>).mockImplementation(() => {
      typedAt.push(performance.now());
    });
    const search = searchGenes(60);
    loadOptions.mockImplementation((query: string, options: { signal: AbortSignal }) => {
      calledAt.push(performance.now());
      return search(query, options);
    });
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    await userEvent.click(input);
    for (const key of 'chek') {
      await userEvent.keyboard(key);
      await sleep(40);
    }
    // A burst of typing: nothing is asked until 300 ms of quiet.
    await expect(loadOptions).not.toHaveBeenCalled();
    // While waiting, the menu says so and the list is marked busy.
    await expect(document.querySelector('[role="listbox"]')).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByText('Loading')).toBeInTheDocument();
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(1));
    await expect(typedAt).toHaveLength(4);
    await expect((calledAt[0] ?? 0) - (typedAt[3] ?? 0)).toBeGreaterThanOrEqual(299);
    await expect(loadOptions).toHaveBeenCalledWith('chek', {
      signal: expect.any(AbortSignal),
    });
    await waitFor(() => expect(optionLabels(screen.getByRole('listbox'))).toEqual(['CHEK2']));
    await expect(live(canvasElement)).toHaveTextContent('1 option available');
    await sleep(350);
    await expect(loadOptions).toHaveBeenCalledTimes(1);

    // A new text aborts nothing yet (no request in flight) and asks again once.
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(2));
    await expect(loadOptions).toHaveBeenLastCalledWith('che', expect.anything());
    await waitFor(() =>
      expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true'),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('CHEK2');
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ value: 'CHEK2' }));
  },
};

/**
 * A request that is still in flight when the text changes is aborted, and its late answer is
 * never shown.
 */
export const StaleRequestsCancelled: Story = {
  args: { options: undefined, loadOptions: fn(searchGenes(400)) },
  play: async ({ canvas, args }) => {
    const loadOptions = args.loadOptions as ReturnType<typeof fn>;
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    await userEvent.type(input, 'brca');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(1));
    const firstSignal = (loadOptions.mock.calls[0]?.[1] as { signal: AbortSignal }).signal;
    await userEvent.type(input, '2');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(2));
    await expect(firstSignal.aborted).toBe(true);
    await waitFor(
      () =>
        expect(optionLabels(screen.getByRole('listbox'))).toEqual([
          'BRCA2',
          'Hereditary breast cancer panel (BRCA1/BRCA2)',
        ]),
      { timeout: 2000 },
    );
  },
};

/**
 * A barcode scanner types the whole code and Enter at once, before any answer: the Enter waits
 * for the answer to exactly this text and chooses its exact match, never an earlier result.
 */
export const FastEnterBeforeResults: Story = {
  args: { options: undefined, loadOptions: fn(searchGenes(150)) },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    // Earlier results for "brca" are on screen...
    await userEvent.type(input, 'brca');
    await waitFor(() => expect(optionLabels(screen.getByRole('listbox'))).toContain('BRCA1'));
    await userEvent.keyboard('{ArrowDown}');
    // ...then a scan appends "2" and Enter before the new answer arrives.
    await userEvent.keyboard('2{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(input).toHaveValue('BRCA2'), { timeout: 2000 });
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ value: 'BRCA2' }));
  },
};

/** "No options found" when nothing matches, and "Error occured on search failure" on failure. */
export const EmptyAndErrorTexts: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TypeaheadStory {...args} />
      <Typeahead
        label="Insurance plan"
        loadOptions={(_query, { signal }) =>
          new Promise<TypeaheadOption[]>((_resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('503')), 20);
            signal.addEventListener('abort', () => clearTimeout(timer));
          })
        }
        debounceMs={50}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const gene = canvas.getByRole('combobox', { name: 'Gene' });
    await userEvent.type(gene, 'xyz');
    const list = await listbox();
    await expect(within(list).queryAllByRole('option')).toHaveLength(0);
    await expect(screen.getByText('No options found', { selector: 'div' })).toBeVisible();
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(
      'No options found',
    );
    await userEvent.keyboard('{Escape}');

    const plan = canvas.getByRole('combobox', { name: 'Insurance plan' });
    await userEvent.type(plan, 'aetna');
    await expect(
      await screen.findByText('Error occured on search failure', { selector: 'div' }),
    ).toBeVisible();
    await expect(within(canvasElement).getAllByRole('status')[1]).toHaveTextContent(
      'Error occured on search failure',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Multiple selection: chosen options become chips with remove buttons and are disabled in the
 * menu; the typed text is cleared after each choice; Backspace in the empty input removes the
 * last chip; each change is announced.
 */
export const MultipleSelection: Story = {
  args: {
    selectionMode: 'multiple',
    label: 'Gene',
    name: 'genes',
    defaultValue: [genes[1] as TypeaheadOption],
  },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    const chips = () => canvas.getByRole('list', { name: 'Selected options' });
    await expect(within(chips()).getByText('ATM')).toBeInTheDocument();

    await userEvent.type(input, 'brca');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('');
    await expect(live(canvasElement)).toHaveTextContent('BRCA1 selected');
    await expect(within(chips()).getByText('BRCA1')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ value: 'ATM' }),
      expect.objectContaining({ value: 'BRCA1' }),
    ]);

    // Already chosen options are shown disabled and cannot be chosen again.
    await userEvent.type(input, 'a');
    const list = await listbox();
    await expect(within(list).getByRole('option', { name: 'ATM' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(list).getByRole('option', { name: /^BRCA1 / })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: 'ATM' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(within(list).getByRole('option', { name: 'PALB2' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(within(chips()).getAllByRole('listitem')).toHaveLength(3);

    // Remove buttons are named after their option.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ATM' }));
    await expect(live(canvasElement)).toHaveTextContent('ATM removed');
    await expect(input).toHaveFocus();
    await expect(
      within(chips())
        .getAllByRole('listitem')
        .map((chip) => chip.textContent?.replace('×', '')),
    ).toEqual(['BRCA1', 'PALB2']);

    // Backspace in the empty input removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(live(canvasElement)).toHaveTextContent('PALB2 removed');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ value: 'BRCA1' }),
    ]);
    // Native forms receive the chosen values.
    const form = canvasElement.querySelector<HTMLInputElement>(
      'input[type="hidden"][name="genes"]',
    );
    await expect(form).toHaveValue('BRCA1');
  },
};

/**
 * Keyboard only: Tab in, ArrowDown opens on the first option, ArrowUp and ArrowDown move,
 * Enter chooses, Escape closes without choosing, Tab chooses the highlighted option and leaves.
 */
export const KeyboardOnly: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TypeaheadStory {...args} />
      <button type="button">Next field</button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    let list = await listbox();
    const options = within(list).getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('ATM');

    // Escape closes without choosing and keeps focus.
    await userEvent.keyboard('{ArrowDown}');
    list = await listbox();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('ATM');

    // Typed text + Enter with nothing highlighted chooses the exact match.
    await userEvent.clear(input);
    await userEvent.type(input, 'cftr{Enter}');
    await expect(input).toHaveValue('CFTR');

    // Tab chooses the highlighted option and moves on.
    await userEvent.clear(input);
    await userEvent.type(input, 'pal');
    await listbox();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next field' })).toHaveFocus();
    await expect(input).toHaveValue('PALB2');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ value: 'PALB2' }),
    );
  },
};

/** Text typed but not chosen never stays behind: leaving the field restores the choice. */
export const TypedTextNotLeftBehind: Story = {
  args: { defaultValue: genes[6] as TypeaheadOption },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TypeaheadStory {...args} />
      <button type="button">Next field</button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    await expect(input).toHaveValue('CHEK2');
    await userEvent.click(input);
    await userEvent.keyboard('{End} and more');
    await userEvent.tab();
    await expect(input).toHaveValue('CHEK2');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Clearing the text clears the choice.
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, 'zzz');
    await userEvent.tab();
    await expect(input).toHaveValue('');
  },
};

function ControlledTypeahead() {
  const [value, setValue] = useState<TypeaheadOption | null>(genes[0] ?? null);
  const [text, setText] = useState(genes[0]?.label ?? '');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Typeahead
        label="Gene"
        options={genes}
        value={value}
        onChange={setValue}
        inputValue={text}
        onInputChange={setText}
      />
      <output aria-label="Chosen gene">{value?.value ?? 'none'}</output>
      <output aria-label="Typed text">{text}</output>
      <button
        type="button"
        onClick={() => {
          setValue(genes[10] ?? null);
          setText(genes[10]?.label ?? '');
        }}
      >
        Choose PALB2
      </button>
    </div>
  );
}

/** Controlled choice and text: the caller's state drives the field, and the field reports back. */
export const Controlled: Story = {
  render: () => <ControlledTypeahead />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    await expect(input).toHaveValue('APC');
    await userEvent.clear(input);
    await userEvent.type(input, 'msh');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('status', { name: 'Typed text' })).toHaveTextContent('msh');
    await userEvent.keyboard('{ArrowDown}');
    await listbox();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Chosen gene' })).toHaveTextContent('MSH2');
    await expect(input).toHaveValue('MSH2');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose PALB2' }));
    await expect(canvas.getByRole('status', { name: 'Chosen gene' })).toHaveTextContent('PALB2');
    await expect(input).toHaveValue('PALB2');
  },
};

/**
 * The shared field frame: label with an asterisk when required, the error beside the label
 * (`aria-invalid`, described by the message), a description, and the disabled state.
 */
export const FieldStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TypeaheadStory
        {...args}
        required
        error="Please choose a gene"
        description="Type part of a gene symbol."
      />
      <TypeaheadStory {...args} label="Ordering provider" disabled defaultValue={genes[0]} />
      <TypeaheadStory
        {...args}
        label="Genes on the report"
        selectionMode="multiple"
        readOnly
        defaultValue={[genes[2] as TypeaheadOption, genes[3] as TypeaheadOption]}
      />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const gene = canvas.getByRole('combobox', { name: 'Gene' });
    await expect(gene).toBeRequired();
    await expect(gene).toHaveAttribute('aria-invalid', 'true');
    await expect(gene).toHaveAccessibleDescription(
      'Please choose a gene Type part of a gene symbol.',
    );
    const provider = canvas.getByRole('combobox', { name: 'Ordering provider' });
    await expect(provider).toBeDisabled();
    await expect(provider).toHaveValue('APC');
    await userEvent.tab();
    await expect(gene).toHaveFocus();
    await userEvent.tab();
    await expect(provider).not.toHaveFocus();
    // Read-only: focusable, but choices cannot be removed (buttons disabled, Backspace ignored).
    const report = canvas.getByRole('combobox', { name: 'Genes on the report' });
    await expect(report).toHaveFocus();
    await expect(report).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Remove BRCA1' })).toBeDisabled();
    await userEvent.keyboard('{Backspace}{ArrowDown}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function ControlledChoiceOnly() {
  const [value, setValue] = useState<TypeaheadOption | null>(genes[2] ?? null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Typeahead label="Gene" options={genes} value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue(null)}>
        Reset form
      </button>
      <button type="button" onClick={() => setValue(genes[5] ?? null)}>
        Choose CFTR
      </button>
    </div>
  );
}

/** Only the choice is controlled: when the caller changes it (a form reset), the text follows. */
export const ControlledChoiceOnlyTextFollows: Story = {
  render: () => <ControlledChoiceOnly />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    await expect(input).toHaveValue('BRCA1');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose CFTR' }));
    await expect(input).toHaveValue('CFTR');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset form' }));
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'atm{Enter}');
    await expect(input).toHaveValue('ATM');
  },
};
