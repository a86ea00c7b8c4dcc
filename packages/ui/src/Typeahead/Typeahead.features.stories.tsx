import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import {
  genes,
  manyOptions,
  searchGenes,
  TypeaheadStory,
  type TypeaheadStoryArgs,
} from './Typeahead.fixtures';
import { typeaheadDriver } from './typeaheadDriver';

const fiveThousand = manyOptions(5000);

const meta = {
  title: 'Forms/Typeahead/Features',
  component: TypeaheadStory,
  args: { label: 'Gene', options: genes, onChange: fn() },
  argTypes: { options: { control: false } },
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

/** ICD-10-CM codes whose descriptions differ only at their end (as the order form offers them). */
const epilepsyCodes = [
  {
    value: 'G40.001',
    label:
      'G40.001 · Localization-related (focal) (partial) idiopathic epilepsy and epileptic syndromes with seizures of localized onset, not intractable, with status epilepticus',
  },
  {
    value: 'G40.009',
    label:
      'G40.009 · Localization-related (focal) (partial) idiopathic epilepsy and epileptic syndromes with seizures of localized onset, not intractable, without status epilepticus',
  },
  { value: 'G40.01', label: 'G40.01 · Intractable', description: 'Not billable', disabled: true },
];

/**
 * An option's text wraps and the option grows (at least 55 px): a long description is shown
 * whole, never cut with an ellipsis, so codes that differ only at the end can be told apart.
 */
export const LongOptionsWrap: Story = {
  args: { label: 'Diagnosis codes', options: epilepsyCodes },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Diagnosis codes' }));
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: 'Diagnosis codes' });
    const [withStatus, withoutStatus, short] = within(list).getAllByRole('option');
    await expect(withStatus).toHaveAccessibleName(/not intractable, with status epilepticus$/);
    await expect(withoutStatus).toHaveAccessibleName(/without status epilepticus$/);
    for (const option of [withStatus!, withoutStatus!, short!]) {
      // Nothing of the text is cut: no part runs past the option's box, sideways or down.
      for (const part of option.querySelectorAll('span')) {
        await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
      }
      await expect(option.scrollHeight).toBeLessThanOrEqual(option.clientHeight);
      await expect(option.offsetHeight).toBeGreaterThanOrEqual(55);
    }
    await expect(withStatus!.offsetHeight).toBeGreaterThan(55);
    await expect(short!.offsetHeight).toBe(55);
  },
};

/**
 * The menu shows about 5 options of 55 px (`vars.size.typeaheadOption`) and scrolls beyond;
 * the highlighted option is scrolled into view.
 */
export const MenuOfFiveVisibleOptions: Story = {
  // Its screenshot depends on how far the keyboard steps got (the play is about measurements).
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: 'Gene' });
    const options = within(list).getAllByRole('option');
    await expect(options.length).toBeGreaterThan(5);
    for (const option of options) await expect(option.offsetHeight).toBe(55);
    await expect(list.clientHeight).toBe(5 * 55);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    // Moving past the fifth option scrolls the list.
    for (let step = 0; step < 7; step += 1) await userEvent.keyboard('{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(active).toBe(options[7]);
    await expect(list.scrollTop).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/**
 * 5,000 local options stay responsive: filtering is a plain substring scan, and the menu
 * renders at most 100 options (the live region still announces the full count and a line
 * invites the user to type more).
 */
export const FiveThousandOptions: Story = {
  args: { options: fiveThousand },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: 'Gene' });
    await expect(within(list).getAllByRole('option')).toHaveLength(100);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '5000 options available',
    );
    await expect(
      screen.getByText('Showing the first 100 of 5000 options. Type more to narrow the list.'),
    ).toBeVisible();

    // Each keystroke filters all 5,000 labels and re-renders the menu; its speed is measured by
    // `npm run bench -w @loci/ui`, not asserted here (timings in tests flake on a busy machine).
    let typed = '';
    for (const key of 'gene 12') {
      await userEvent.keyboard(key === ' ' ? '[Space]' : key);
      typed += key;
      await expect(input).toHaveValue(typed);
    }
    // "gene 12" matches Gene 12, 120-129 and 1200-1299: 111 options, 100 rendered.
    await expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(100);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '111 options available',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'gene 4995 brca');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 option available');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Gene 4995 BRCA');
  },
};

/**
 * Opening a long menu draws its first options with their behaviour and the ones out of view
 * inert, for one frame (a quick open with 5,000 options): those take the behaviour in the next
 * frame with the same element attributes, the same text and the same order.
 */
export const FiveThousandOptionsOutOfView: Story = {
  tags: ['no-visual'],
  args: { options: fiveThousand },
  play: async ({ canvas }) => {
    const attributes = (option: Element) =>
      Object.fromEntries(
        [
          'role',
          'id',
          'aria-selected',
          'aria-disabled',
          'data-key',
          'data-collection',
          'class',
        ].map((name) => [name, option.getAttribute(name)]),
      );
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: 'Gene' });
    const drawn = within(list)
      .getAllByRole('option')
      .map((option) => ({ text: option.textContent, ...attributes(option) }));
    await expect(drawn[50]).toMatchObject({
      role: 'option',
      id: `${list.id}-option-GENE50`,
      'data-key': 'GENE50',
    });
    // A frame later every option has react-aria's behaviour (its label and description ids):
    // a click on one far down chooses it.
    await waitFor(() =>
      expect(within(list).getAllByRole('option')[50]?.querySelector('[id]')).not.toBeNull(),
    );
    const later = within(list).getAllByRole('option');
    await expect(
      later.map((option) => ({ text: option.textContent, ...attributes(option) })),
    ).toEqual(drawn);
    await userEvent.click(later[50]!);
    await expect(input).toHaveValue('Gene 50 BRCA');
  },
};

/**
 * A typeahead inside a Radix dialog: the menu is portalled to the body yet counts as inside the
 * dialog (clicks do not close it, pointer events work under the dialog's inert page); focus
 * stays in the input within the focus trap; the first Escape closes only the menu, the second
 * the dialog, and focus returns to the button that opened it.
 */
export const InsideDialog: Story = {
  args: { options: undefined, loadOptions: searchGenes(30), selectionMode: 'multiple' },
  render: (args) => (
    <Dialog title="Add genes to the slice" trigger={<Button>Add genes</Button>}>
      <TypeaheadStory {...args} />
    </Dialog>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add genes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add genes to the slice' });
    const input = within(dialog).getByRole('combobox', { name: 'Gene' });
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.type(input, 'brca');
    const list = await screen.findByRole('listbox', { name: 'Gene' });
    await expect(dialog.contains(list)).toBe(false); // portalled to the body
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('3 options available');

    // Mouse: a click on a portalled option chooses it and the dialog stays open.
    await userEvent.click(within(list).getByRole('option', { name: /^BRCA2 / }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ value: 'BRCA2' }),
    ]);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');

    // Keyboard: choose another one, then Escape closes the menu first, the dialog second.
    await userEvent.type(input, 'chek');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('CHEK2 selected');
    await userEvent.type(input, 'a');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Add genes' })).toHaveFocus();
  },
};

/**
 * The kit's test driver (`typeaheadDriver` from `@loci/ui/test`), as a product's tests use it:
 * search, read the options and the announcement, choose, read and remove chips.
 */
export const TestDriver: Story = {
  args: { options: undefined, loadOptions: searchGenes(30), selectionMode: 'multiple' },
  play: async ({ canvas, userEvent: user }) => {
    const gene = typeaheadDriver(canvas.getByRole('combobox', { name: 'Gene' }), user);
    await gene.search('brca');
    await expect(gene.optionLabels()).toEqual([
      'BRCA1',
      'BRCA2',
      'Hereditary breast cancer panel (BRCA1/BRCA2)',
    ]);
    await expect(gene.announcement()).toBe('3 options available');
    await gene.choose('BRCA2');
    await expect(gene.announcement()).toBe('BRCA2 selected');
    await gene.search('atm');
    await gene.choose('ATM');
    await expect(gene.chips()).toEqual(['BRCA2', 'ATM']);
    await gene.remove('BRCA2');
    await expect(gene.chips()).toEqual(['ATM']);
    await expect(gene.announcement()).toBe('BRCA2 removed');
    await expect(gene.listbox()).toBeNull();
  },
};

/**
 * The dark theme under axe with everything drawn: chips, the open menu with a highlighted option,
 * a disabled (already chosen) option, an option with a description, and the menu's text lines.
 */
export const DarkThemeMenuOpen: Story = {
  globals: { colorScheme: 'dark' },
  args: {
    selectionMode: 'multiple',
    defaultValue: genes.filter((gene) => gene.value === 'APC' || gene.value === 'ATM'),
    maxRenderedOptions: 5,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Gene' });
    await expect(getComputedStyle(input.parentElement!).backgroundColor).not.toBe(
      'rgb(255, 255, 255)',
    );
    await userEvent.type(input, 'a');
    const list = await screen.findByRole('listbox', { name: 'Gene' });
    await expect(within(list).getByRole('option', { name: 'APC' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByText(/^Showing the first 5 of \d+ options/)).toBeVisible();
    // The chips stay perceivable while the menu is open (the rest of the page is hidden).
    await expect(canvas.getByRole('button', { name: 'Remove ATM' })).toBeInTheDocument();
    const popover = list.parentElement!;
    await expect(getComputedStyle(popover).backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
};
