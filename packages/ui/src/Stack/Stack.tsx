import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { LayoutElement, layoutGap } from '../internal/layout';
import type { SpaceToken } from '../theme/tokens';
import * as styles from './Stack.css';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, from the spacing scale (`md` by default). */
  gap?: SpaceToken;
  /** Horizontal alignment of the children (`stretch` by default: full width). */
  align?: 'start' | 'center' | 'end' | 'stretch';
  /** `ul`/`ol` when the children are a list (pass `li` children); `div` by default. */
  as?: 'div' | 'section' | 'ul' | 'ol';
  children?: ReactNode;
}

/** Children one under the other with an even gap: the vertical rhythm of a page or a card. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { gap = 'md', align = 'stretch', as = 'div', children, ...rest },
  ref,
) {
  return (
    <LayoutElement
      ref={ref}
      as={as}
      layout={[styles.stack, layoutGap[gap], styles.align[align]]}
      {...rest}
    >
      {children}
    </LayoutElement>
  );
});
