import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { SpaceToken } from '../theme/tokens';
import * as styles from './Columns.css';
import { layoutGap } from '../internal/layout';

export type ColumnCount = 1 | 2 | 3 | 4;

/**
 * Columns per width band of the area the grid is given (not the window): below `medium`
 * (688 px), from `medium`, from `large` (880 px), as FormGrid does.
 */
export interface ResponsiveColumns {
  base?: ColumnCount;
  medium?: ColumnCount;
  large?: ColumnCount;
}

export interface ColumnsProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * How many columns. A number `n` means one column on small screens, `min(n, 2)` from `medium`
   * and `n` from `large` (the form grid of document 3 is `4`); an object sets each band.
   */
  columns?: ColumnCount | ResponsiveColumns;
  /** Space between columns and rows (`lg` by default). */
  gap?: SpaceToken;
  /** Vertical alignment of the items within a row (`stretch` by default: equal heights). */
  alignY?: 'start' | 'center' | 'end' | 'stretch';
  children?: ReactNode;
}

function bands(columns: ColumnCount | ResponsiveColumns): Required<ResponsiveColumns> {
  if (typeof columns === 'number') {
    return { base: 1, medium: columns >= 2 ? 2 : 1, large: columns };
  }
  const base = columns.base ?? 1;
  const medium = columns.medium ?? base;
  return { base, medium, large: columns.large ?? medium };
}

/**
 * A responsive grid of equal columns that collapses to one column when its area is narrow (a
 * phone, a card in a sidebar, a dialog). `className` and other attributes go on the grid.
 */
export const Columns = forwardRef<HTMLDivElement, ColumnsProps>(function Columns(
  { columns = 2, gap = 'lg', alignY = 'stretch', className, children, ...rest },
  ref,
) {
  const count = bands(columns);
  return (
    <div className={styles.area}>
      <div
        ref={ref}
        className={[
          styles.columns,
          styles.base[count.base],
          styles.medium[count.medium],
          styles.large[count.large],
          layoutGap[gap],
          styles.alignY[alignY],
          className,
        ]
          .filter(Boolean)
          .join(' ')}
        {...rest}
      >
        {children}
      </div>
    </div>
  );
});

export interface ColumnProps extends HTMLAttributes<HTMLDivElement> {
  /** `2`: two columns wide from `medium` (for a grid of two or more there); `full`: a row of its own. */
  span?: 2 | 'full';
  children?: ReactNode;
}

/** An item of `Columns` that spans more than one column; plain children need no wrapper. */
export const Column = forwardRef<HTMLDivElement, ColumnProps>(function Column(
  { span, className, children, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      className={[styles.column, span && styles.span[span], className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </div>
  );
});
