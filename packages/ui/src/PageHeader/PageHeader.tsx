import type { ComponentPropsWithRef, HTMLAttributes, ReactNode } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's title. */
  title: ReactNode;
  /** Heading level of the title: `1` (default) for a page, `2` for a panel within a page. */
  level?: 1 | 2;
  /** One or two sentences under the title: what the page is for. */
  description?: ReactNode;
  /** Buttons or links that act on the whole page (for example "Order a test"). */
  actions?: ReactNode;
  /**
   * Attributes of the title's heading element: an `id` that names the page's section, and a `ref`
   * with `tabIndex={-1}` for screens that move focus to their title when the view changes.
   */
  headingProps?: Omit<ComponentPropsWithRef<'h1'>, 'children' | 'className'>;
}

/**
 * The top of every screen: its title as the page's heading, a description, and the page's
 * actions on the right, wrapping under the title on narrow screens. A `div`, not a `header`: inside
 * the page's `main` a header is no landmark anyway, and test tools (and older browsers) would count
 * it as a second "banner" beside the application's own header.
 */
export function PageHeader({
  title,
  level = 1,
  description,
  actions,
  headingProps,
  className,
  ...rest
}: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={[styles.pageHeader, className].filter(Boolean).join(' ')} {...rest}>
      <div className={styles.text}>
        <Heading
          {...headingProps}
          className={[styles.title, level === 2 && styles.titleLevel2].filter(Boolean).join(' ')}
        >
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
