import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Title of the card, shown as a heading; a `section` card is named by it (a region landmark). */
  heading?: ReactNode;
  /** Level of the heading, to fit the page's outline (`2` by default). */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links beside the heading (for example "Edit"). */
  actions?: ReactNode;
  /** `section` (default) for a part of the page, `article` for a self-contained item, `div` otherwise. */
  as?: 'section' | 'article' | 'div';
  /** Space inside (`lg` by default). */
  padding?: 'md' | 'lg' | 'xl';
  children?: ReactNode;
}

/** A surface that groups one part of a screen, with an optional heading and actions. */
export function Card({
  heading,
  headingLevel = 2,
  actions,
  as: Element = 'section',
  padding = 'lg',
  className,
  children,
  ...rest
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const named = heading != null && Element !== 'div';
  return (
    <Element
      aria-labelledby={named && !rest['aria-label'] ? headingId : undefined}
      className={[styles.card, styles.padding[padding], className].filter(Boolean).join(' ')}
      {...rest}
    >
      {heading != null || actions ? (
        <div className={styles.header}>
          {heading != null ? (
            <Heading id={headingId} className={styles.heading}>
              {heading}
            </Heading>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
