import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Overlay, useListBox, useOption, usePopover, type AriaListBoxOptions } from 'react-aria';
import type { ComboBoxState, Node } from 'react-stately';
import { useThemeClassName } from '../../theme/ThemeProvider';
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
  const { listBoxProps: ariaListBoxProps } = useListBox(
    { ...listBoxProps, shouldSelectOnPressUp: true },
    state,
    listBoxRef,
  );

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
            {[...state.collection].map((item) => (
              <ComboBoxOption
                key={item.key}
                item={item}
                state={state}
                getDescription={getDescription}
              />
            ))}
          </ul>
          {messages}
        </div>
      </div>
    </Overlay>
  );
}

function ComboBoxOption<T>({
  item,
  state,
  getDescription,
}: {
  item: Node<T>;
  state: ComboBoxState<T>;
  getDescription: ((value: T) => string | undefined) | undefined;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused } = useOption({ key: item.key }, state, ref);
  const description = item.value != null ? getDescription?.(item.value) : undefined;
  // The option's name is its whole visible text (label, then description).
  return (
    <li {...optionProps} ref={ref} className={styles.option} data-focused={isFocused || undefined}>
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
