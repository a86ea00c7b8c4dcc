import {
  memo,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Overlay, useListBox, useOption, usePopover, type AriaListBoxOptions } from 'react-aria';
import type { Collection, ComboBoxState, Node } from 'react-stately';
import { useThemeClassName } from '../../theme/ThemeProvider';
import { samePropsBut } from '../samePropsBut';
import * as styles from './ComboBox.css';

export interface ComboBoxMenuProps<T> {
  state: ComboBoxState<T>;
  /** The element the menu is placed under and as wide as (the field's control frame). */
  triggerRef: RefObject<HTMLElement | null>;
  popoverRef: RefObject<HTMLDivElement | null>;
  listBoxRef: RefObject<HTMLUListElement | null>;
  listBoxProps: AriaListBoxOptions<T>;
  /** Options visible before the list scrolls (5 for the typeahead, 3 for addresses). */
  visibleOptions: 5 | 3;
  /** Marks the list busy while an answer is awaited. */
  isBusy?: boolean;
  /** Lines that are not options, shown under the list (nothing found, failure, loading...). */
  messages?: ReactNode;
  /** Lines that are not options, shown above the list. */
  header?: ReactNode;
  /** A second line under an option's label (its description), if any. */
  getDescription?: (value: T) => string | undefined;
}

/**
 * Kit-internal: the portalled menu of a react-aria combobox (Typeahead, AddressAutocomplete).
 * Rendered with `Overlay` into the body (so no clipping by a scrolling parent or a dialog);
 * clicks inside it still count as inside a Radix dialog because React events bubble through
 * the portal. Non-modal: focus stays in the input, options are reached with
 * `aria-activedescendant`.
 */
export function ComboBoxMenu<T>({
  state,
  triggerRef,
  popoverRef,
  listBoxRef,
  listBoxProps,
  visibleOptions,
  isBusy = false,
  messages,
  header,
  getDescription,
}: ComboBoxMenuProps<T>) {
  const themeClassName = useThemeClassName();
  const { popoverProps } = usePopover(
    {
      triggerRef,
      popoverRef,
      placement: 'bottom start',
      offset: 4,
      isNonModal: true,
      shouldFlip: true,
    },
    state,
  );
  const width = useElementWidth(triggerRef);
  const { selectionManager } = state;
  const { listBoxProps: ariaListBoxProps } = useListBox(
    { ...listBoxProps, shouldSelectOnPressUp: true },
    state,
    listBoxRef,
  );
  const painted = useFramePainted();
  const longList = state.collection.size > 2 * FIRST_OPTIONS;

  return (
    <Overlay>
      <div className={[styles.portalScope, themeClassName].filter(Boolean).join(' ')}>
        <div
          {...popoverProps}
          ref={popoverRef}
          className={styles.popover}
          style={{ ...popoverProps.style, width }}
        >
          {header}
          <ul
            {...ariaListBoxProps}
            ref={listBoxRef}
            className={styles.listBox[visibleOptions]}
            aria-busy={isBusy || undefined}
          >
            {[...state.collection].map((item, index) => {
              const isFocused = selectionManager.focusedKey === item.key;
              const isDisabled = selectionManager.isDisabled(item.key);
              const isSelected = selectionManager.isSelected(item.key);
              if (!painted && !isFocused && index >= FIRST_OPTIONS && longList)
                return (
                  <PassiveOption
                    key={item.key}
                    item={item}
                    listId={ariaListBoxProps.id}
                    collectionId={(ariaListBoxProps as DataAttributes)['data-collection']}
                    isDisabled={isDisabled}
                    isSelected={isSelected}
                    getDescription={getDescription}
                  />
                );
              return (
                <ComboBoxOption
                  key={item.key}
                  item={item}
                  state={state}
                  collection={state.collection}
                  isFocused={isFocused}
                  hasFocus={isFocused && selectionManager.isFocused}
                  isDisabled={isDisabled}
                  isSelected={isSelected}
                  getDescription={getDescription}
                />
              );
            })}
          </ul>
          {messages}
        </div>
      </div>
    </Overlay>
  );
}

interface ComboBoxOptionProps<T> {
  item: Node<T>;
  state: ComboBoxState<T>;
  /** What of `state` the option shows, given apart so that `sameOption` can compare it. */
  collection: Collection<Node<T>>;
  isFocused: boolean;
  hasFocus: boolean;
  isDisabled: boolean;
  isSelected: boolean;
  getDescription: ((value: T) => string | undefined) | undefined;
}

/**
 * An option re-renders only when its own look or behaviour changes, not on each render of the
 * menu: opening the menu with 100 options then renders each once (issue 18, combobox open). The
 * combobox state is new on every render but its focus is read from refs and its choice reaches
 * the latest `onPick` (useComboBoxInput), so an option left as it was still acts on the present.
 */
const sameOption = samePropsBut<ComboBoxOptionProps<unknown>>('state');

const ComboBoxOption = memo(function ComboBoxOption<T>({
  item,
  state,
  getDescription,
}: ComboBoxOptionProps<T>) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, labelProps, descriptionProps, isFocused } = useOption(
    { key: item.key },
    state,
    ref,
  );
  const description = item.value != null ? getDescription?.(item.value) : undefined;
  // The option's name is its whole visible text (label, then description): it is not labelled
  // by parts. The label and description ids are still given to elements: react-aria looks them
  // up after the first render and would otherwise render every option again to drop them.
  return (
    <li
      {...optionProps}
      aria-labelledby={undefined}
      aria-describedby={undefined}
      ref={ref}
      className={styles.option}
      data-focused={isFocused || undefined}
    >
      <span id={labelProps.id} className={styles.optionLabel}>
        {description ? item.textValue : <span id={descriptionProps.id}>{item.textValue}</span>}
      </span>
      {description ? (
        <>
          {' '}
          <span id={descriptionProps.id} className={styles.optionDescription}>
            {description}
          </span>
        </>
      ) : null}
    </li>
  );
}, sameOption) as <T>(props: ComboBoxOptionProps<T>) => ReactNode;

type DataAttributes = Record<`data-${string}`, string | undefined>;

/**
 * How many options of a long menu (more than twice as many) are drawn with react-aria's
 * behaviour in the frame that opens it: the 5 in view and the next ones. The others (out of
 * view; up to 100) are drawn alike but inert (`PassiveOption`) and take the behaviour in the
 * next frame, so that opening stays quick (issue 18: 5,000-option Typeahead open).
 */
const FIRST_OPTIONS = 10;

/** False in the first frame of the component, true once that frame was painted. */
function useFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A task after the animation frame runs after its paint; a transition yields to typing.
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * An option out of view in the frame its long menu opens: the same element, attributes and text
 * as `ComboBoxOption` (react-aria's option id, `data-key`, `data-collection`), without its
 * pointer behaviour, which comes a frame later. The focused option is never passive.
 */
function PassiveOption<T>({
  item,
  listId,
  collectionId,
  isDisabled,
  isSelected,
  getDescription,
}: {
  item: Node<T>;
  listId: string | undefined;
  collectionId: string | undefined;
  isDisabled: boolean;
  isSelected: boolean;
  getDescription: ((value: T) => string | undefined) | undefined;
}) {
  const description = item.value != null ? getDescription?.(item.value) : undefined;
  return (
    <li
      role="option"
      id={`${listId}-option-${String(item.key).replace(/\s*/g, '')}`}
      aria-disabled={isDisabled || undefined}
      aria-selected={isSelected}
      data-collection={collectionId}
      data-key={item.key}
      className={styles.option}
    >
      <span className={styles.optionLabel}>{item.textValue}</span>
      {description ? (
        <>
          {' '}
          <span className={styles.optionDescription}>{description}</span>
        </>
      ) : null}
    </li>
  );
}

/** Width of an element, followed as it resizes (the menu is as wide as the field). */
function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setWidth(element.offsetWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
