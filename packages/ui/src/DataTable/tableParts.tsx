// Pieces drawn both by the DataTable and by its placeholder (which must not load the table's code).
import type { ReactNode } from 'react';
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
