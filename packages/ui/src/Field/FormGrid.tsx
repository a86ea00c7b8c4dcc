import type { HTMLAttributes, ReactNode } from 'react';
import { formGrid, formGridContainer, formGridSpan } from './FormGrid.css';

export interface FormGridProps extends HTMLAttributes<HTMLDivElement> {
  /** The fields; each takes one column unless wrapped in a `FormGridItem`. */
  children: ReactNode;
}

/**
 * Lays out fields on the form grid: 4 columns when the form's area is at least 880 px wide,
 * 2 from 688 px, 1 below (document 3's first breakpoint set, measured on the form's own width).
 */
export function FormGrid({ children, className, ...rest }: FormGridProps) {
  return (
    <div className={formGridContainer}>
      <div className={[formGrid, className].filter(Boolean).join(' ')} {...rest}>
        {children}
      </div>
    </div>
  );
}

export interface FormGridItemProps extends HTMLAttributes<HTMLDivElement> {
  /** Columns taken on the full 4-column grid; clamped to 2 on a medium area and 1 on a small one. */
  span?: 1 | 2 | 3 | 4;
  /** The field or fields in this cell. */
  children: ReactNode;
}

/** One cell of a `FormGrid` that spans several columns (a plain child spans one). */
export function FormGridItem({ span = 1, children, className, ...rest }: FormGridItemProps) {
  return (
    <div className={[formGridSpan[span], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </div>
  );
}
