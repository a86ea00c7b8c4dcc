// Pieces drawn both by the DataTable and by its placeholder (which must not load the table's code).
import { useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { visuallyHidden } from '../theme/global.css';
import { Skeleton } from '../Spinner';
import * as styles from './DataTable.css';

/** The table's caption, shown or only named for screen readers; nothing without one. */
export function DataTableCaption({
  id,
  hidden,
  children,
}: {
  id?: string;
  hidden: boolean;
  children: ReactNode;
}) {
  if (children === undefined) return null;
  return (
    <caption id={id} className={hidden ? visuallyHidden : styles.caption}>
      {children}
    </caption>
  );
}

/** A sortable header's icon: ▲ ascending, ▼ descending, ↕ unsorted. */
export function SortIcon({ direction }: { direction?: 'asc' | 'desc' | false }) {
  return (
    <span className={styles.sortIcon} aria-hidden="true">
      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
    </span>
  );
}

/** The loading body: rows of skeletons, hidden from screen readers (the table is busy). */
export function SkeletonRows({ rowCount, columnCount }: { rowCount: number; columnCount: number }) {
  return Array.from({ length: rowCount }, (_, index) => (
    <tr key={`loading-${index}`} aria-hidden="true" className={styles.row}>
      {Array.from({ length: columnCount }, (__, cellIndex) => (
        <td key={cellIndex} className={styles.cell}>
          <Skeleton height="1em" />
        </td>
      ))}
    </tr>
  ));
}

/**
 * Makes a table's scroller a stop of the keyboard's own, named like the table, while it scrolls
 * sideways (wider than its box: a phone) or always (`always`: a virtualised table, which scrolls
 * down). Such a scroller may hold nothing focusable (no sortable column, no selection, while
 * loading), and a keyboard must still scroll it (WCAG 2.1.1, axe's scrollable-region-focusable).
 * Returns the props for the scroller: a keyboard stop, a group named like the table.
 */
export function useKeyboardScroller(
  ref: RefObject<HTMLElement | null>,
  ariaLabel: string | undefined,
  captionId: string,
  always = false,
) {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  if (!always && !overflows) return {};
  // A group, not a region: a landmark named like the table would repeat the page section's name.
  return {
    tabIndex: 0,
    role: 'group',
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabel ? undefined : captionId,
  } as const;
}
