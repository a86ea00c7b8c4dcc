import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type ForwardedRef,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { useComboBox, type AriaListBoxOptions, type Key } from 'react-aria';
import { Item, useComboBoxState, type ComboBoxState } from 'react-stately';
import { Field, type FieldFrameProps } from '../../Field';
import { fillMessage } from '../fillMessage';
import { mergeRefs } from '../mergeRefs';
import { useUiMessages, type UiMessages } from '../../messages';
import { visuallyHidden } from '../../theme/global.css';
import { ComboBoxMenu } from './ComboBoxMenu';
import * as styles from './ComboBox.css';

/** The elements a react-aria combobox of the kit is wired to. */
export interface ComboBoxRefs {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The control frame: the menu is placed under it and is as wide as it. */
  controlRef: RefObject<HTMLDivElement | null>;
  listBoxRef: RefObject<HTMLUListElement | null>;
  popoverRef: RefObject<HTMLDivElement | null>;
}

/** Kit-internal: the refs a `ComboBoxField` and react-aria's `useComboBox` share. */
export function useComboBoxRefs(): ComboBoxRefs {
  const inputRef = useRef<HTMLInputElement>(null);
  const controlRef = useRef<HTMLDivElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  return { inputRef, controlRef, listBoxRef, popoverRef };
}

export interface UseComboBoxInputOptions<T> {
  /** The input's id (its label, drawn by the Field frame, is `${id}-label`). */
  id: string;
  /** The menu's entries. */
  items: readonly T[];
  /** An entry's key (unique). */
  getKey: (item: T) => string;
  /** An entry's text. */
  getText: (item: T) => string;
  /** Told when the user picks an entry (click, Enter, Tab); the widget keeps the choice itself. */
  onPick: (item: T) => void;
  /** The input's text. */
  inputValue: string;
  /** Told about each change of the typed text; typing then opens the menu, clearing closes it. */
  onTyped: (text: string) => void;
  /** Entries shown but not choosable. */
  disabledKeys?: Iterable<Key> | undefined;
  isDisabled: boolean | undefined;
  isReadOnly: boolean | undefined;
  placeholder?: string | undefined;
  name?: string | undefined;
  onFocus?: (() => void) | undefined;
  onBlur?: (() => void) | undefined;
}

/**
 * Kit-internal: react-aria's combobox state and input wiring as the kit's comboboxes use it: the
 * menu opens on typing only (`manual`), may be empty (for its message line), and reports the
 * picked entry without keeping a selection.
 */
export function useComboBoxInput<T extends object>(options: UseComboBoxInputOptions<T>) {
  const refs = useComboBoxRefs();
  // The Field frame names its label `${id}-label`; the listbox is named by the same label.
  const labelId = `${options.id}-label`;
  const { items, getKey, getText, onPick, onTyped } = options;
  // The entries are built again only when they change (with the same `getKey` and `getText`
  // each render), and a pick reaches the latest `onPick` even from an option that ComboBoxMenu
  // did not render again since.
  const renderEntry = useCallback(
    (item: T) => <Item key={getKey(item)}>{getText(item)}</Item>,
    [getKey, getText],
  );
  const latest = useRef({ items, getKey, onPick });
  useLayoutEffect(() => {
    latest.current = { items, getKey, onPick };
  });
  const state = useComboBoxState<T>({
    items,
    children: renderEntry,
    selectedKey: null,
    onSelectionChange: (key) => {
      if (key === null) return;
      const current = latest.current;
      const item = current.items.find((candidate) => current.getKey(candidate) === key);
      if (item) current.onPick(item);
    },
    inputValue: options.inputValue,
    onInputChange: (text) => {
      onTyped(text);
      if (text.trim() === '') state.close();
      else state.open(null, 'manual');
    },
    menuTrigger: 'manual',
    allowsEmptyCollection: true,
    disabledKeys: options.disabledKeys,
    isDisabled: options.isDisabled,
    isReadOnly: options.isReadOnly,
  });
  const { inputProps, listBoxProps } = useComboBox<T>(
    {
      id: options.id,
      'aria-labelledby': labelId,
      inputRef: refs.inputRef,
      listBoxRef: refs.listBoxRef,
      popoverRef: refs.popoverRef,
      isDisabled: options.isDisabled,
      isReadOnly: options.isReadOnly,
      placeholder: options.placeholder,
      name: options.name,
      onFocus: options.onFocus,
      onBlur: options.onBlur,
    },
    state,
  );
  return {
    refs,
    state,
    inputProps,
    /** What a `ComboBoxField` is wired with (its input props go apart: widgets add handlers). */
    field: { id: options.id, labelId, state, refs, listBoxProps },
  };
}

/** Where the search's answer stands, for the live region and the menu's message line. */
export interface ComboBoxSearchStatus {
  /** Whether the menu is open (and may be shown). */
  menuShown: boolean;
  /** The answer for the current text is still awaited. */
  isPending: boolean;
  /** The search for the current text failed. */
  isError: boolean;
  /** How many options the search found. */
  resultCount: number;
  /** How many of them the menu renders (defaults to all of them). */
  shownCount?: number;
  /** What is said and shown when nothing was found. */
  noResultsMessage: string;
}

/**
 * What the combobox's own polite live region says: the count, nothing found or a failure while
 * the menu is shown, otherwise the last choice's announcement.
 */
export function comboBoxLiveText(
  messages: UiMessages,
  announcement: string,
  { menuShown, isPending, isError, resultCount, noResultsMessage }: ComboBoxSearchStatus,
): string {
  if (!menuShown || isPending) return announcement;
  if (isError) return messages.searchFailed;
  if (resultCount === 0) return noResultsMessage;
  if (resultCount === 1) return messages.optionAvailable;
  return fillMessage(messages.optionsAvailable, { count: resultCount });
}

/** The menu's line that is not an option: loading, failure, nothing found, or more to type. */
function comboBoxMenuMessage(
  messages: UiMessages,
  {
    isPending,
    isError,
    resultCount,
    shownCount = resultCount,
    noResultsMessage,
  }: ComboBoxSearchStatus,
): ReactElement | null {
  if (isPending) return <div className={styles.menuMessage}>{messages.loading}</div>;
  if (isError)
    return (
      <div className={`${styles.menuMessage} ${styles.menuError}`}>{messages.searchFailed}</div>
    );
  if (resultCount === 0) return <div className={styles.menuMessage}>{noResultsMessage}</div>;
  if (resultCount > shownCount)
    return (
      <div className={styles.menuMessage}>
        {fillMessage(messages.optionsTruncated, { shown: shownCount, total: resultCount })}
      </div>
    );
  return null;
}

export interface ComboBoxFieldProps<T> extends FieldFrameProps {
  /** The input's id (the Field frame names its label `${id}-label`). */
  id: string;
  /** Id of the label that also names the listbox. */
  labelId: string;
  state: ComboBoxState<T>;
  refs: ComboBoxRefs;
  /** The consumer's ref to the input. */
  forwardedRef: ForwardedRef<HTMLInputElement>;
  /** react-aria's input props (with any handler the widget overrides). */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** react-aria's listbox props. */
  listBoxProps: AriaListBoxOptions<T>;
  /** The input's own `required` (defaults to `required`, which also shows the asterisk). */
  inputRequired?: boolean | undefined;
  /** The search's state, for the live region and the menu's message line. */
  status: ComboBoxSearchStatus;
  /** What the live region says when the menu has nothing to count (a choice, a removal). */
  announcement: string;
  /** `footer` (under the options, the typeahead) or `header` (above them, addresses). */
  messagePlacement: 'footer' | 'header';
  /** Options visible before the list scrolls. */
  visibleOptions: 5 | 3;
  /** A second line under an option's label, if any. */
  getDescription?: (value: T) => string | undefined;
  /** Content of the control frame before the input (the typeahead's chips). */
  beforeInput?: ReactNode;
  /** Content of the control frame after the input (a hidden input for native forms). */
  afterInput?: ReactNode;
}

/**
 * Kit-internal: the field of a react-aria combobox (Typeahead, AddressAutocomplete): the Field
 * frame, the control frame with the input, a polite live region of its own (screen readers do
 * not all follow `aria-activedescendant`) and the portalled menu with its message line. Inside a
 * Radix dialog, the first Escape closes the menu only.
 */
export function ComboBoxField<T>({
  labelId,
  state,
  refs,
  forwardedRef,
  inputProps,
  listBoxProps,
  inputRequired,
  status,
  announcement,
  messagePlacement,
  visibleOptions,
  getDescription,
  beforeInput,
  afterInput,
  ...frame
}: ComboBoxFieldProps<T>) {
  const messages = useUiMessages();
  const { disabled, readOnly, required } = frame;
  const { inputRef, controlRef, listBoxRef, popoverRef } = refs;

  // Radix listens on the document in the capture phase and leaves an event alone when its
  // default is already prevented.
  useEffect(() => {
    if (!state.isOpen) return undefined;
    const claimEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === inputRef.current) event.preventDefault();
    };
    window.addEventListener('keydown', claimEscape, true);
    return () => window.removeEventListener('keydown', claimEscape, true);
  }, [state.isOpen, inputRef]);

  const liveText = comboBoxLiveText(messages, announcement, status);
  const menuMessage = comboBoxMenuMessage(messages, status);

  return (
    <Field {...frame}>
      {(fieldProps) => (
        <div
          ref={controlRef}
          className={styles.control}
          data-invalid={fieldProps['aria-invalid'] || undefined}
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          {beforeInput}
          <input
            {...inputProps}
            ref={mergeRefs(inputRef, forwardedRef)}
            className={styles.input}
            aria-describedby={fieldProps['aria-describedby']}
            aria-invalid={fieldProps['aria-invalid']}
            required={inputRequired ?? required}
          />
          {afterInput}
          <span role="status" className={visuallyHidden} data-live-announcer="true">
            {liveText}
          </span>
          {status.menuShown ? (
            <ComboBoxMenu
              state={state}
              triggerRef={controlRef}
              popoverRef={popoverRef}
              listBoxRef={listBoxRef}
              listBoxProps={{
                ...listBoxProps,
                'aria-label': undefined,
                'aria-labelledby': labelId,
              }}
              visibleOptions={visibleOptions}
              isBusy={status.isPending}
              messages={messagePlacement === 'footer' ? menuMessage : undefined}
              header={messagePlacement === 'header' ? menuMessage : undefined}
              getDescription={getDescription}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}
