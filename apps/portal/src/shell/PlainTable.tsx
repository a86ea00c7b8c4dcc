// The page's plain table: scrolls sideways on narrow screens, with its caption (or the heading
// it is named by) and one header row; the screen gives the body rows.
import { useId, useRef, type ReactNode } from 'react';
import { useKeyboardScroller } from '@loci/ui';
import * as styles from './page.css.ts';

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
  const ref = useRef<HTMLDivElement>(null);
  // A table wider than a phone scrolls: keyboard users reach its hidden columns by focusing the
  // scroll area, as with the kit's DataTable.
  const scrollArea = useKeyboardScroller(ref, {
    labelledBy: labelledBy ?? (caption !== undefined ? captionId : undefined),
  });
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
