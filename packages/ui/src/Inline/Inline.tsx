import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { LayoutElement, layoutGap } from '../internal/layout';
import type { SpaceToken } from '../theme/tokens';
import * as styles from './Inline.css';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, across and between rows (`sm` by default). */
  gap?: SpaceToken;
  /** Horizontal placement of the children (`start` by default). */
  align?: 'start' | 'center' | 'end' | 'spaceBetween';
  /** Vertical alignment within a row (`center` by default, so buttons keep their own height). */
  alignY?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  /** Children wrap onto the next row when they run out of room (`true` by default). */
  wrap?: boolean;
  /** `ul`/`ol` when the children are a list (pass `li` children); `div` by default. */
  as?: 'div' | 'ul' | 'ol';
  children?: ReactNode;
}

/** Children side by side with an even gap, wrapping on narrow screens: buttons, tags, key facts. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap = 'sm', align = 'start', alignY = 'center', wrap = true, as = 'div', children, ...rest },
  ref,
) {
  return (
    <LayoutElement
      ref={ref}
      as={as}
      layout={[
        styles.inline,
        layoutGap[gap],
        styles.align[align],
        styles.alignY[alignY],
        wrap && styles.wrap,
      ]}
      {...rest}
    >
      {children}
    </LayoutElement>
  );
});
