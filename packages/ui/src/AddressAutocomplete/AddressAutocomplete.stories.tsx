import { addressFromGeocoderResult, type Address, type GeocoderResult } from '@loci/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextField } from '../TextField';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddressAutocomplete } from './AddressAutocomplete';
import {
  createInMemoryAddressProvider,
  type AddressSuggestionProvider,
} from './addressSuggestionProvider';

const MANUAL = 'Unable to find address. I want to enter manually.';
const NO_MATCH = 'Unable to find any matching address, please check the entered information';

/** The in-memory provider with its `suggest` and `resolve` spied on. */
function spiedProvider(delayMs = 40): AddressSuggestionProvider<GeocoderResult> {
  const provider = createInMemoryAddressProvider({ delayMs });
  return {
    suggest: fn(provider.suggest),
    resolve: fn(provider.resolve),
  };
}

const listbox = () => screen.findByRole('listbox', { name: 'Street address' });
const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
const live = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Forms/AddressAutocomplete',
  component: AddressAutocomplete,
  args: {
    label: 'Street address',
    provider: createInMemoryAddressProvider(),
    onChange: fn(),
    onSelect: fn(),
    onResolve: fn(),
    onManualEntry: fn(),
  },
  argTypes: { provider: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing opens the suggestions (the provider is asked once, 200 ms after the last keystroke);
 * the last entry is always the manual-entry choice; clearing the text closes them.
 */
export const TypingOpensClearingCloses: Story = {
  args: { provider: spiedProvider() },
  play: async ({ canvas, canvasElement, args }) => {
    const suggest = args.provider.suggest as ReturnType<typeof fn>;
    // Time stamps of each text change (the debounce starts there) and of each call.
    const typedAt: number[] = [];
    const calledAt: number[] = [];
    (args.onChange as ReturnType<typeof fn>).mockImplementation(() => {
      typedAt.push(performance.now());
    });
    const provider = createInMemoryAddressProvider();
    suggest.mockImplementation((text: string, options: { signal: AbortSignal }) => {
      calledAt.push(performance.now());
      return provider.suggest(text, options);
    });
    const input = canvas.getByRole('combobox', { name: 'Street address' });
    await userEvent.click(input);
    await userEvent.keyboard('1600');
    await waitFor(() =>
      expect(suggest).toHaveBeenLastCalledWith('1600', { signal: expect.any(AbortSignal) }),
    );
    await expect(typedAt).toHaveLength(4);
    // The debounce: every search starts 200 ms or more after the keystroke before it (keys typed
    // faster than that give one search, of the whole text).
    for (const at of calledAt) {
      const keyBefore = Math.max(...typedAt.filter((typed) => typed <= at));
      await expect(at - keyBefore).toBeGreaterThanOrEqual(199);
    }
    const searches = calledAt.length;

    const list = await listbox();
    await waitFor(() =>
      expect(optionNames(list)).toEqual([
        '1600 Pennsylvania Avenue NW, Washington, DC 20500, USA',
        '1600 Amphitheatre Parkway, Mountain View, CA 94043, USA',
        MANUAL,
      ]),
    );
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(live(canvasElement)).toHaveTextContent('2 options available');
    await sleep(250);
    await expect(suggest).toHaveBeenCalledTimes(searches);

    await userEvent.clear(input);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await sleep(250);
    await expect(suggest).toHaveBeenCalledTimes(searches); // an empty text is not searched
  },
};

/**
 * Choosing a suggestion puts its text in the field and gives it to `onSelect`; the provider then
 * resolves it to a geocoder result, which the portal converts with `@loci/domain`.
 */
export const ChooseSuggestion: Story = {
  args: { provider: spiedProvider() },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, 'wacker');
    await waitFor(async () => expect(optionNames(await listbox())).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const text = '233 South Wacker Drive, Chicago, IL 60606, USA';
    await expect(input).toHaveValue(text);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ text }));
    await expect(live(canvasElement)).toHaveTextContent(`${text} selected`);
    await waitFor(() => expect(args.onResolve).toHaveBeenCalledTimes(1));
    const [resolved] = (args.onResolve as ReturnType<typeof fn>).mock.calls[0] as [GeocoderResult];
    await expect(addressFromGeocoderResult(resolved)).toEqual({
      street: 'South Wacker Drive',
      streetNumber: '233',
      apartment: '',
      locality: 'Chicago',
      state: 'IL',
      postcode: '60606',
      country: 'United States',
      countryAlpha2: 'US',
    });
    // The chosen text is not searched again.
    await sleep(300);
    await expect(args.provider.suggest).toHaveBeenCalledTimes(1);
  },
};

/** When exactly one address matches what was typed, leaving the field chooses it. */
export const SingleSuggestionChosenOnBlur: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <AddressAutocomplete {...args} />
      <button type="button">Next</button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, 'montgomery');
    await waitFor(async () => expect(optionNames(await listbox())).toHaveLength(2));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    const text = '600 Montgomery Street, San Francisco, CA 94111, USA';
    await expect(input).toHaveValue(text);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ text }));

    // Several suggestions: leaving keeps the typed text and chooses nothing.
    await userEvent.clear(input);
    await userEvent.type(input, '1600');
    await waitFor(async () => expect(optionNames(await listbox())).toHaveLength(3));
    await userEvent.tab();
    await expect(input).toHaveValue('1600');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);

    // Leaving before the answer arrives: the only suggestion is chosen when it does.
    await userEvent.clear(input);
    await userEvent.type(input, 'broad st');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('400 Broad Street, Seattle, WA 98109, USA'));
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/**
 * "Unable to find address. I want to enter manually." is always the last entry, even when
 * nothing matches (with the no-match message); choosing it calls `onManualEntry` and disables
 * the field.
 */
export const ManualEntryAndNoMatch: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, '12 Nowhere Lane');
    const list = await listbox();
    await waitFor(() => expect(screen.getByText(NO_MATCH, { selector: 'div' })).toBeVisible());
    await expect(optionNames(list)).toEqual([MANUAL]);
    await expect(live(canvasElement)).toHaveTextContent(NO_MATCH);

    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: MANUAL }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onManualEntry).toHaveBeenCalledTimes(1);
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('12 Nowhere Lane');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(live(canvasElement)).toHaveTextContent('Manual address entry');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** The menu shows 3 entries (55 px, or taller when an address wraps) and scrolls beyond. */
export const MenuOfThreeEntries: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, 'CA');
    const list = await listbox();
    await waitFor(() => expect(optionNames(list)).toHaveLength(5));
    await expect(list.clientHeight).toBe(3 * 55);
    // Each entry is at least 55 px; one whose text wraps (the fallback font, before the kit's font
    // has loaded, is wider) is taller.
    await expect(list.scrollHeight).toBeGreaterThanOrEqual(5 * 55);
    await expect(optionNames(list).at(-1)).toBe(MANUAL);
    await userEvent.keyboard('{Escape}');
  },
};

function ControlledAddress() {
  const [text, setText] = useState('');
  const [manual, setManual] = useState(false);
  const [address, setAddress] = useState<Address | null>(null);
  const firstManualField = useRef<HTMLInputElement>(null);
  // The field is disabled by manual entry: focus moves on to the manual address fields.
  useEffect(() => {
    if (manual) firstManualField.current?.focus();
  }, [manual]);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <AddressAutocomplete
        label="Street address"
        provider={createInMemoryAddressProvider()}
        value={text}
        onChange={setText}
        manualEntry={manual}
        onManualEntry={() => setManual(true)}
        onResolve={(result) => setAddress(addressFromGeocoderResult(result))}
      />
      {manual ? <TextField ref={firstManualField} label="Address line 1" /> : null}
      <output aria-label="City">{address?.locality ?? ''}</output>
      <button type="button" onClick={() => setManual(false)}>
        Search addresses again
      </button>
    </div>
  );
}

/**
 * Controlled text and manual entry: the portal fills its address fields from the resolved
 * geocoder result, and can turn suggestions back on after manual entry.
 */
export const Controlled: Story = {
  render: () => <ControlledAddress />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, 'universal');
    await waitFor(async () => expect(optionNames(await listbox())).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'City' })).toHaveTextContent('Universal City'),
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'x');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(async () => expect(optionNames(await listbox())).toEqual([MANUAL]));
    await userEvent.keyboard('{Enter}');
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Search addresses again' }));
    await expect(input).toBeEnabled();
  },
};

/** The dark theme under axe with the menu open: no-match text, manual entry highlighted. */
export const DarkThemeMenuOpen: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, 'Nowhere');
    await waitFor(() => expect(screen.getByText(NO_MATCH, { selector: 'div' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox();
    await expect(getComputedStyle(list.parentElement!).backgroundColor).not.toBe(
      'rgb(255, 255, 255)',
    );
  },
};

/**
 * Inside a Radix dialog: the portalled suggestions take clicks without closing the dialog, and the
 * first Escape closes only the suggestions.
 */
export const InsideDialog: Story = {
  render: (args) => (
    <Dialog title="Patient address" trigger={<Button>Edit address</Button>}>
      <AddressAutocomplete {...args} />
    </Dialog>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patient address' });
    const input = within(dialog).getByRole('combobox', { name: 'Street address' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'seattle');
    const list = await listbox();
    await waitFor(() => expect(optionNames(list)).toHaveLength(2));
    await userEvent.click(within(list).getByRole('option', { name: /^400 Broad Street/ }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.type(input, 'x');
    await listbox();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
