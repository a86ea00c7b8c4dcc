import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ForwardedRef,
  type ReactElement,
  type Ref,
} from 'react';
import type { FieldFrameProps } from '../Field';
import { splitFieldProps } from '../Field/splitFieldProps';
import { ComboBoxField, useComboBoxInput, useDebouncedSearch } from '../internal/combobox';
import { fillMessage } from '../internal/fillMessage';
import { useControllableState } from '../internal/useControllableState';
import { useUiMessages } from '../messages';
import type { AddressSuggestion, AddressSuggestionProvider } from './addressSuggestionProvider';

/** The spec's address suggestion debounce (document 2 section 5, document 3 section 9). */
export const ADDRESS_SUGGESTION_DEBOUNCE_MS = 200;

/** Key of the last menu entry, "Unable to find address. I want to enter manually." */
const MANUAL_ENTRY_KEY = 'loci-address-manual-entry';

interface MenuEntry {
  key: string;
  text: string;
  suggestion?: AddressSuggestion;
}

export interface AddressAutocompleteProps<TResolved = unknown> extends FieldFrameProps {
  /** Where suggestions come from: the places service in the portal, an in-memory list in tests. */
  provider: AddressSuggestionProvider<TResolved>;
  /** The field's text, when the caller controls it. */
  value?: string;
  /** The text to start with, when uncontrolled. */
  defaultValue?: string;
  /** Told about every change of the text (typing and choosing a suggestion). */
  onChange?: (text: string) => void;
  /** Told when a suggestion is chosen (from the menu, or the only one on blur). */
  onSelect?: (suggestion: AddressSuggestion) => void;
  /** Told the provider's details of the chosen suggestion, when the provider can `resolve`. */
  onResolve?: (resolved: TResolved, suggestion: AddressSuggestion) => void;
  /**
   * Whether the user chose to enter the address by hand (the field is then disabled), when the
   * caller controls it; set it back to `false` to offer suggestions again.
   */
  manualEntry?: boolean;
  /** Whether manual entry is on at first, when uncontrolled. */
  defaultManualEntry?: boolean;
  /**
   * Told when the user chooses "Unable to find address. I want to enter manually.": show the
   * manual address fields and move focus to the first of them (this field becomes disabled).
   */
  onManualEntry?: () => void;
  /** Quiet time before the provider is asked, in ms (default 200, the spec's value). */
  debounceMs?: number;
  /** Hint shown in the empty input. */
  placeholder?: string;
  /** Name of the input, for native forms. */
  name?: string;
}

// The same functions on every render, so that the menu's entries are built again only when they
// change.
const entryKey = (entry: MenuEntry): string => entry.key;
const entryText = (entry: MenuEntry): string => entry.text;

function AddressAutocompleteInner<TResolved>(
  props: AddressAutocompleteProps<TResolved>,
  forwardedRef: ForwardedRef<HTMLInputElement>,
) {
  const [frame, control] = splitFieldProps(props);
  const { disabled, readOnly } = frame;
  const {
    provider,
    value,
    defaultValue = '',
    onChange,
    onSelect,
    onResolve,
    manualEntry: manualEntryProp,
    defaultManualEntry = false,
    onManualEntry,
    debounceMs = ADDRESS_SUGGESTION_DEBOUNCE_MS,
    placeholder,
    name,
  } = control;
  const messages = useUiMessages();
  const generatedId = useId();
  const inputId = frame.id ?? `address-${generatedId}`;

  const [text, setText] = useControllableState({ value, defaultValue, onChange });
  const [manualEntry, setManualEntry] = useControllableState({
    value: manualEntryProp,
    defaultValue: defaultManualEntry,
    onChange: (manual) => {
      if (manual) onManualEntry?.();
    },
  });
  // The text of the suggestion last chosen: not searched again.
  const [chosenText, setChosenText] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const isDisabled = Boolean(disabled) || manualEntry;

  // Latest values for handlers that run after a choice in the same event (Tab, then blur).
  const latest = useRef({ text, focused: false, chosenText: null as string | null });
  useEffect(() => {
    latest.current = { ...latest.current, text, chosenText };
  });
  // Blur while the answer is still awaited: choose the only suggestion once it arrives.
  const chooseOnArrival = useRef<string | null>(null);
  const resolving = useRef<AbortController | null>(null);
  useEffect(() => () => resolving.current?.abort(), []);

  const searchText = text.trim();
  const search = useDebouncedSearch<AddressSuggestion>({
    query: searchText,
    enabled: !isDisabled && searchText !== '' && text !== chosenText,
    delayMs: debounceMs,
    search: (query, { signal }) => provider.suggest(query, { signal }),
    onSettled: (query, results) => {
      if (chooseOnArrival.current !== query) return;
      chooseOnArrival.current = null;
      const only = results.length === 1 ? results[0] : undefined;
      if (only && !latest.current.focused) choose(only);
    },
  });
  const suggestions = search.results;

  const entries = useMemo<MenuEntry[]>(
    () => [
      ...suggestions.map((suggestion) => ({
        key: suggestion.id,
        text: suggestion.text,
        suggestion,
      })),
      { key: MANUAL_ENTRY_KEY, text: messages.manualAddressEntry },
    ],
    [suggestions, messages.manualAddressEntry],
  );

  const { state, inputProps, field } = useComboBoxInput<MenuEntry>({
    id: inputId,
    items: entries,
    getKey: entryKey,
    getText: entryText,
    onPick: (entry) => {
      if (entry.key === MANUAL_ENTRY_KEY) chooseManualEntry();
      else if (entry.suggestion) choose(entry.suggestion);
    },
    inputValue: text,
    onTyped: (typed) => {
      // Typing opens the suggestions; clearing the text closes them.
      setAnnouncement('');
      chooseOnArrival.current = null;
      setText(typed);
    },
    isDisabled,
    isReadOnly: readOnly,
    placeholder,
    name,
    onFocus: () => {
      latest.current = { ...latest.current, focused: true };
    },
    onBlur: () => {
      latest.current = { ...latest.current, focused: false };
      // A single suggestion for the text typed is chosen when the user leaves the field.
      if (latest.current.text === latest.current.chosenText || searchText === '') return;
      if (search.isPending) {
        chooseOnArrival.current = searchText;
        return;
      }
      const only = suggestions.length === 1 ? suggestions[0] : undefined;
      if (only) choose(only);
    },
  });

  function choose(suggestion: AddressSuggestion) {
    latest.current = { ...latest.current, text: suggestion.text, chosenText: suggestion.text };
    setChosenText(suggestion.text);
    setText(suggestion.text);
    setAnnouncement(fillMessage(messages.optionSelected, { label: suggestion.text }));
    state.close();
    onSelect?.(suggestion);
    if (provider.resolve && onResolve) {
      resolving.current?.abort();
      const controller = new AbortController();
      resolving.current = controller;
      provider.resolve(suggestion, { signal: controller.signal }).then(
        (resolved) => {
          if (!controller.signal.aborted) onResolve(resolved, suggestion);
        },
        () => undefined,
      );
    }
  }

  function chooseManualEntry() {
    state.close();
    setAnnouncement(messages.manualAddressEntryChosen);
    setManualEntry(true);
  }

  return (
    <ComboBoxField
      {...frame}
      {...field}
      disabled={isDisabled}
      forwardedRef={forwardedRef}
      inputProps={inputProps}
      status={{
        menuShown: state.isOpen && searchText !== '' && !isDisabled,
        isPending: search.isPending,
        isError: search.isError,
        resultCount: suggestions.length,
        noResultsMessage: messages.noMatchingAddress,
      }}
      announcement={announcement}
      messagePlacement="header"
      visibleOptions={3}
    />
  );
}

/**
 * An address text field with suggestions from a pluggable provider (the places service in the
 * portal, `createInMemoryAddressProvider` in stories and tests).
 *
 * - Typing opens the suggestions (asked 200 ms after the last keystroke, the previous request
 *   aborted); clearing the text closes them. The menu shows 3 entries, then scrolls.
 * - The last entry is always "Unable to find address. I want to enter manually.": choosing it
 *   calls `onManualEntry` and disables the field (the product shows its manual fields).
 * - "Unable to find any matching address, please check the entered information" when nothing
 *   matches.
 * - When focus leaves and exactly one address was suggested for the typed text, it is chosen.
 * - Choosing gives `onSelect(suggestion)`, then `onResolve(details)` when the provider can
 *   resolve (a geocoder result, converted by the portal with `@loci/domain`'s address rules).
 * - Counts, choices and manual entry are announced through the field's own polite live region.
 */
export const AddressAutocomplete = forwardRef(AddressAutocompleteInner) as <TResolved = unknown>(
  props: AddressAutocompleteProps<TResolved> & { ref?: Ref<HTMLInputElement> },
) => ReactElement;
