// The page's plain table: scrolls sideways on narrow screens, with its caption (or the heading
// it is named by) and one header row; the screen gives the body rows.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as styles from './page.css.ts';

/**
 * Whether the element scrolls sideways (its content is wider than it), followed as it and its
 * table change size: a phone's width, rows that arrive.
 */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setScrolls(element.scrollWidth > element.clientWidth),
    );
    observer.observe(element);
    const table = element.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

export function PlainTable({
  caption,
  labelledBy,
  columns,
  before,
  after,
  children,
}: {
  caption?: ReactNode;
  /** The id of the heading that names the table (instead of a caption). */
  labelledBy?: string;
  /** The header row's cells. */
  columns: readonly ReactNode[];
  /** Shown above the table, inside its scroll area. */
  before?: ReactNode;
  /** Shown under the table, inside its scroll area. */
  after?: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}) {
  const captionId = useId();
  const { ref, scrolls } = useScrollsSideways();
  // A table wider than a phone scrolls: keyboard users reach its hidden columns by focusing the
  // scroll area (a named group, not a landmark repeating the section's name), as with the kit's
  // DataTable.
  const scrollArea = scrolls
    ? {
        tabIndex: 0,
        role: 'group',
        'aria-labelledby': labelledBy ?? (caption !== undefined ? captionId : undefined),
      }
    : {};
  return (
    <div ref={ref} className={styles.tableScroll} {...scrollArea}>
      {before}
      <table className={styles.table} aria-labelledby={labelledBy}>
        {caption !== undefined ? <caption id={captionId}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {after}
    </div>
  );
}
