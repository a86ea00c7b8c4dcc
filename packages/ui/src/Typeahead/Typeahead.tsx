import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ForwardedRef,
  type KeyboardEvent,
  type ReactElement,
  type Ref,
} from 'react';
import type { Key } from 'react-aria';
import type { FieldFrameProps } from '../Field';
import { splitFieldProps } from '../Field/splitFieldProps';
import { ComboBoxField, useComboBoxInput, useDebouncedSearch } from '../internal/combobox';
import { fillMessage } from '../internal/fillMessage';
import { useControllableState } from '../internal/useControllableState';
import { useUiMessages } from '../messages';
import { filterOptionsByLabel, type TypeaheadOption } from './filterOptionsByLabel';
import * as styles from './Typeahead.css';

/** Loads the options for what the user typed; must stop (reject) when `signal` aborts. */
export type TypeaheadLoadOptions<T extends TypeaheadOption = TypeaheadOption> = (
  query: string,
  options: { signal: AbortSignal },
) => Promise<readonly T[]>;

/** The spec's typeahead debounce (document 2 section 5, document 3 section 9). */
export const TYPEAHEAD_DEBOUNCE_MS = 300;

interface TypeaheadCommonProps<T extends TypeaheadOption> extends FieldFrameProps {
  /**
   * Local options, filtered as the user types (case-insensitive substring of the label, see
   * `filterOptionsByLabel`). Give either `options` or `loadOptions`.
   */
  options?: readonly T[];
  /**
   * Async options: called with the trimmed text `debounceMs` after the user stops typing. A newer
   * call aborts the previous one through `signal`, and only the answer for the current text is
   * ever shown or chosen. A rejection shows "Error occured on search failure".
   */
  loadOptions?: TypeaheadLoadOptions<T>;
  /** Quiet time before `loadOptions` is called, in ms (default 300, the spec's value). */
  debounceMs?: number;
  /** Characters needed before `loadOptions` is called (default 1). */
  minSearchLength?: number;
  /** The typed text, when the caller controls it. */
  inputValue?: string;
  /** The typed text to start with, when uncontrolled. */
  defaultInputValue?: string;
  /** Told about every change of the typed text (typing, and the kit clearing or setting it). */
  onInputChange?: (text: string) => void;
  /** Hint shown in the empty input. */
  placeholder?: string;
  /**
   * Most options rendered in the menu at once (default 100); the live region still announces
   * the full count and a line invites the user to type more. Keeps 5,000 local options fast.
   */
  maxRenderedOptions?: number;
  /** Name of a hidden input carrying the chosen value(s), comma-separated, for native forms. */
  name?: string;
  /** Told when focus leaves the field. */
  onBlur?: () => void;
}

/** One choice: the field shows its label once chosen. */
export interface TypeaheadSingleProps<T extends TypeaheadOption> extends TypeaheadCommonProps<T> {
  /** `single` (default): one choice, shown as the field's text. */
  selectionMode?: 'single';
  /** The chosen option (`null`: none), when the caller controls it. */
  value?: T | null;
  /** The option chosen at first, when uncontrolled. */
  defaultValue?: T | null;
  /** Told when the choice changes (`null` when the user clears the text). */
  onChange?: (value: T | null) => void;
}

/** Several choices, shown as removable chips before the input. */
export interface TypeaheadMultipleProps<T extends TypeaheadOption> extends TypeaheadCommonProps<T> {
  /** `multiple`: several choices, shown as chips; the text is cleared after each choice. */
  selectionMode: 'multiple';
  /** The chosen options, when the caller controls them. */
  value?: readonly T[];
  /** The options chosen at first, when uncontrolled. */
  defaultValue?: readonly T[];
  /** Told when the choices change. */
  onChange?: (value: T[]) => void;
}

export type TypeaheadProps<T extends TypeaheadOption = TypeaheadOption> =
  TypeaheadSingleProps<T> | TypeaheadMultipleProps<T>;

const NO_OPTIONS: readonly never[] = [];

function asList<T>(value: T | null | readonly T[] | undefined): readonly T[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return NO_OPTIONS;
  return Array.isArray(value) ? (value as readonly T[]) : [value as T];
}

// An option's key, label and second line for the menu: the same functions on every render, so
// that the menu's options are built and rendered again only when they change.
const keyOf = (option: TypeaheadOption): string => option.value;
const labelOf = (option: TypeaheadOption): string => option.label;
const descriptionOf = (option: TypeaheadOption): string | undefined => option.description;

function sameText(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

function TypeaheadInner<T extends TypeaheadOption>(
  props: TypeaheadProps<T>,
  forwardedRef: ForwardedRef<HTMLInputElement>,
) {
  // The frame's props go to the field as they are; the rest is read from `props` itself.
  const [frame] = splitFieldProps(props);
  const { required, disabled, readOnly } = frame;
  const {
    options,
    loadOptions,
    debounceMs = TYPEAHEAD_DEBOUNCE_MS,
    minSearchLength = 1,
    placeholder,
    maxRenderedOptions = 100,
    name,
    onBlur,
  } = props;
  const messages = useUiMessages();
  const multiple = props.selectionMode === 'multiple';
  const generatedId = useId();
  const inputId = frame.id ?? `typeahead-${generatedId}`;

  const onChangeProp = props.onChange as ((value: unknown) => void) | undefined;
  const [selected, setSelected] = useControllableState<readonly T[]>({
    value: asList<T>(props.value),
    defaultValue: asList<T>(props.defaultValue) ?? NO_OPTIONS,
    onChange: (next) => onChangeProp?.(multiple ? [...next] : (next[0] ?? null)),
  });
  const [inputValue, setInputValue] = useControllableState<string>({
    value: props.inputValue,
    defaultValue: props.defaultInputValue ?? (multiple ? '' : (selected[0]?.label ?? '')),
    onChange: props.onInputChange,
  });
  // What assistive technology is told after a choice or a removal (the count is derived below).
  const [announcement, setAnnouncement] = useState('');

  // Latest values for event handlers that run after a choice in the same event (Tab, blur).
  const latest = useRef({ selected, inputValue });
  useEffect(() => {
    latest.current = { selected, inputValue };
  });

  // A choice changed by the caller (a controlled value, a form reset) shows in the field.
  const shownLabel = multiple ? undefined : (selected[0]?.label ?? '');
  const syncedLabel = useRef(shownLabel);
  useEffect(() => {
    if (shownLabel === undefined || shownLabel === syncedLabel.current) return;
    syncedLabel.current = shownLabel;
    if (latest.current.inputValue !== shownLabel) setInputValue(shownLabel);
  }, [shownLabel, setInputValue]);

  // In single mode the field shows the chosen label: that is not a search, show every option.
  const selectedLabel = multiple ? undefined : selected[0]?.label;
  const query = selectedLabel !== undefined && inputValue === selectedLabel ? '' : inputValue;
  const searchText = query.trim();
  const isAsync = options === undefined && loadOptions !== undefined;
  const canSearch = !isAsync || searchText.length >= minSearchLength;

  const localResults = useMemo(
    () => (isAsync ? NO_OPTIONS : filterOptionsByLabel(options ?? NO_OPTIONS, query)),
    [isAsync, options, query],
  );
  const pendingEnter = useRef<string | null>(null);
  const remote = useDebouncedSearch<T>({
    query: searchText,
    enabled: isAsync && canSearch,
    delayMs: debounceMs,
    search: (text, { signal }) =>
      loadOptions ? loadOptions(text, { signal }) : Promise.resolve(NO_OPTIONS),
    onSettled: (text, results) => {
      // A fast Enter (barcode scanner) before the answer: choose the exact match of this text.
      if (pendingEnter.current !== text) return;
      pendingEnter.current = null;
      const exact = findExact(results, text);
      if (exact) choose(exact);
    },
  });
  const results: readonly T[] = isAsync ? remote.results : localResults;
  const isPending = isAsync && remote.isPending;
  const isError = isAsync && remote.isError;
  const shown = useMemo(() => results.slice(0, maxRenderedOptions), [results, maxRenderedOptions]);

  const selectedKeys = useMemo(() => new Set(selected.map((option) => option.value)), [selected]);
  const disabledKeys = useMemo(() => {
    const keys = new Set<Key>(selectedKeys);
    for (const option of shown) if (option.disabled) keys.add(option.value);
    return keys;
  }, [selectedKeys, shown]);

  function findExact(candidates: readonly T[], text: string): T | undefined {
    return candidates.find(
      (option) =>
        !option.disabled &&
        !latest.current.selected.some((chosen) => chosen.value === option.value) &&
        (sameText(option.label, text) || sameText(option.value, text)),
    );
  }

  // The kit keeps the choice itself (async options need not contain it): the combobox only
  // reports which option the user picked.
  const { refs, state, inputProps, field } = useComboBoxInput<T>({
    id: inputId,
    items: shown,
    getKey: keyOf,
    getText: labelOf,
    onPick: choose,
    inputValue,
    onTyped: (text) => {
      setAnnouncement('');
      pendingEnter.current = null;
      setInputValue(text);
      if (!multiple && text === '' && latest.current.selected.length > 0) setSelected(NO_OPTIONS);
    },
    disabledKeys,
    isDisabled: disabled,
    isReadOnly: readOnly,
    placeholder,
    onBlur: () => {
      // The typed text is never left behind: single shows the choice, multiple is emptied.
      pendingEnter.current = null;
      const chosen = latest.current.selected;
      setInputValue(multiple ? '' : (chosen[0]?.label ?? ''));
      onBlur?.();
    },
  });
  const { inputRef } = refs;

  function choose(option: T) {
    const current = latest.current.selected;
    if (current.some((chosen) => chosen.value === option.value)) return;
    const next = multiple ? [...current, option] : [option];
    latest.current = { selected: next, inputValue: multiple ? '' : option.label };
    setSelected(next);
    setInputValue(multiple ? '' : option.label);
    setAnnouncement(fillMessage(messages.optionSelected, { label: option.label }));
    state.close();
  }

  const remove = (option: T) => {
    const next = latest.current.selected.filter((chosen) => chosen.value !== option.value);
    latest.current = { ...latest.current, selected: next };
    setSelected(next);
    setAnnouncement(fillMessage(messages.optionRemoved, { label: option.label }));
  };

  const { onKeyDown: ariaKeyDown, ...comboInputProps } = inputProps;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly || disabled) {
      ariaKeyDown?.(event);
      return;
    }
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      if (isPending && searchText !== '') {
        // Never act on an earlier text's options: wait for this text's answer.
        event.preventDefault();
        pendingEnter.current = searchText;
        return;
      }
      if (state.selectionManager.focusedKey == null) {
        const exact = searchText === '' ? undefined : findExact(results, searchText);
        if (exact) {
          event.preventDefault();
          choose(exact);
          return;
        }
      }
    }
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !canSearch) return;
    if (event.key === 'Backspace' && multiple && inputValue === '' && selected.length > 0) {
      const last = selected[selected.length - 1];
      if (last) remove(last);
      return;
    }
    ariaKeyDown?.(event);
  };

  return (
    <ComboBoxField
      {...frame}
      {...field}
      forwardedRef={forwardedRef}
      inputProps={{ ...comboInputProps, onKeyDown }}
      inputRequired={multiple ? required && selected.length === 0 : required}
      status={{
        menuShown: state.isOpen && canSearch,
        isPending,
        isError,
        resultCount: results.length,
        shownCount: shown.length,
        noResultsMessage: messages.noOptions,
      }}
      announcement={announcement}
      messagePlacement="footer"
      visibleOptions={5}
      getDescription={descriptionOf}
      beforeInput={
        multiple && selected.length > 0 ? (
          // Kept perceivable while the menu is open (react-aria hides the rest of the page
          // from assistive technology then; its remove buttons stay reachable).
          <ul
            className={styles.chips}
            aria-label={messages.selectedOptions}
            data-react-aria-top-layer=""
          >
            {selected.map((option) => (
              <li key={option.value} className={styles.chip}>
                <span className={styles.chipLabel}>{option.label}</span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={fillMessage(messages.removeOption, { label: option.label })}
                  disabled={disabled || readOnly}
                  onClick={() => {
                    remove(option);
                    inputRef.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null
      }
      afterInput={
        name ? (
          <input type="hidden" name={name} value={selected.map((o) => o.value).join(',')} />
        ) : null
      }
    />
  );
}

/**
 * A text field that suggests options as the user types (ARIA combobox with a listbox popup),
 * on react-aria's combobox hooks.
 *
 * - **Options**: local (`options`, filtered by a case-insensitive substring of the label) or
 *   async (`loadOptions`, debounced 300 ms, previous request aborted, only the answer for the
 *   current text shown). Already-chosen options are shown disabled. "No options found" when
 *   nothing matches, "Error occured on search failure" when `loadOptions` rejects.
 * - **Selection**: `single` (the field shows the chosen label) or `multiple` (chips with remove
 *   buttons; Backspace in the empty input removes the last; the text is cleared after a choice).
 *   Typed text never stays behind when focus leaves.
 * - **Keyboard**: ArrowDown/ArrowUp open the menu and move through options, Enter chooses,
 *   Escape closes the menu (only the menu, inside a dialog), Tab chooses the highlighted option
 *   and moves on. Enter with nothing highlighted chooses an exact match of the typed text, and
 *   an Enter typed before the answer arrives (barcode scanner) waits for that answer.
 * - **Announcements**: a polite live region of its own says "N options available", "No options
 *   found", "X selected" and "X removed" (screen readers do not all follow
 *   `aria-activedescendant`).
 * - The menu shows about 5 options of 55 px, then scrolls. Controlled or uncontrolled, for both
 *   the choice (`value`/`defaultValue`/`onChange`) and the text
 *   (`inputValue`/`defaultInputValue`/`onInputChange`).
 */
export const Typeahead = forwardRef(TypeaheadInner) as <
  T extends TypeaheadOption = TypeaheadOption,
>(
  props: TypeaheadProps<T> & { ref?: Ref<HTMLInputElement> },
) => ReactElement;
