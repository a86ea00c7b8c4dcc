// The element under Stack and Inline: a div, section or list whose classes are the layout's own,
// a list dropping its bullets, then the caller's class.
import { forwardRef, type HTMLAttributes, type Ref } from 'react';
import * as styles from './layout.css';

export type LayoutTag = 'div' | 'section' | 'ul' | 'ol';

export interface LayoutElementProps extends HTMLAttributes<HTMLElement> {
  as: LayoutTag;
  /** The layout's classes (falsy entries are left out). */
  layout: ReadonlyArray<string | false | undefined>;
}

export const LayoutElement = forwardRef<HTMLElement, LayoutElementProps>(function LayoutElement(
  { as: Element, layout, className, children, ...rest },
  ref,
) {
  const isList = Element === 'ul' || Element === 'ol';
  return (
    <Element
      ref={ref as Ref<HTMLDivElement & HTMLUListElement & HTMLOListElement>}
      className={[...layout, isList && styles.list, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </Element>
  );
});
