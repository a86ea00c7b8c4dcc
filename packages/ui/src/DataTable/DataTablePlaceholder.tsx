import { useId, useRef, type ReactNode } from 'react';
import { useUiMessages } from '../messages';
import { visuallyHidden } from '../theme/global.css';
import type { DataTableColumn } from './columns';
import * as styles from './DataTable.css';
import { DataTableCaption, SkeletonRows, SortIcon } from './tableParts';
import { useKeyboardScroller } from '../KeyboardScroller';

// Light on purpose: an app draws this in its first load while the DataTable's own code (TanStack
// Table and its virtualiser) is still on its way, so it imports neither, only the table's styles.

/** How rows can be selected: not at all, one at a time (radio-like) or several (checkboxes). */
export type DataTableSelectionMode = 'none' | 'single' | 'multiple';

/** A table is named by its caption or, without one, by `aria-label`. */
export type DataTableName =
  | {
      /** The table's caption (its accessible name). Either `caption` or `aria-label` is required. */
      caption: ReactNode;
      'aria-label'?: string;
    }
  | { caption?: undefined; 'aria-label': string };

export type DataTablePlaceholderProps<TRow> = DataTableName & {
  /** The columns the table will have: their headers and widths are drawn. */
  columns: readonly DataTableColumn<TRow>[];
  /** Hides the caption visually; it still names the table for screen readers. */
  hideCaption?: boolean;
  /** Draws the selection column when it is `single` or `multiple`. */
  selectionMode?: DataTableSelectionMode;
  /** How many skeleton rows to show. Defaults to 5, as the DataTable's loading state. */
  loadingRowCount?: number;
  /** Extra class on the outer element, for layout by the owner. */
  className?: string;
};

/**
 * The DataTable's loading state without the DataTable's code: its caption, column headers and
 * skeleton rows in the table's own styles, marked busy. Takes the same props as the DataTable
 * (the others are ignored), so that a lazily loaded table can draw it in its place and then
 * replace it without the page moving.
 */
export function DataTablePlaceholder<TRow>(props: DataTablePlaceholderProps<TRow>) {
  const { columns, hideCaption = false, loadingRowCount = 5, className } = props;
  const messages = useUiMessages();
  const selection = props.selectionMode !== undefined && props.selectionMode !== 'none';
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Wider than its box (a phone), it scrolls with nothing focusable: a keyboard stop of its own.
  const scrollerProps = useKeyboardScroller(scrollRef, {
    label: props['aria-label'],
    labelledBy: captionId,
  });
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div ref={scrollRef} className={styles.scroller} {...scrollerProps}>
        <table className={styles.table} aria-label={props['aria-label']} aria-busy>
          <DataTableCaption id={captionId} hidden={hideCaption}>
            {props.caption}
          </DataTableCaption>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className={`${styles.headerCell} ${styles.selectionCell}`}>
                  <span className={visuallyHidden}>{messages.selectRow}</span>
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={`${styles.headerCell} ${styles.align[column.align ?? 'start']}`}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {(column.sortable ?? true) ? (
                    // The sort button's label and icon, not yet a button: the header keeps its width.
                    <span className={styles.sortLabel}>
                      {column.header}
                      <SortIcon />
                    </span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <SkeletonRows
              rowCount={loadingRowCount}
              columnCount={columns.length + (selection ? 1 : 0)}
            />
          </tbody>
        </table>
      </div>
      <span role="status" className={visuallyHidden}>
        {messages.loading}
      </span>
    </div>
  );
}
