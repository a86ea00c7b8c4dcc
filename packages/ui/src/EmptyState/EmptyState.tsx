import type { ReactNode } from 'react';
import { useUiMessages } from '../messages';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty; "No data to display" by default. */
  title?: ReactNode;
  /** Why, or what to do about it (for example "Try another patient name"). */
  description?: ReactNode;
  /** A button or link to act on it (for example "Order a test"). */
  action?: ReactNode;
  /** A picture above the title; decorative, so hidden from assistive technology. */
  icon?: ReactNode;
  /** Level of the title heading, to fit the page's outline; a plain paragraph when absent. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class of the outer element, for placement by the page. */
  className?: string;
}

/**
 * What a list, table or search shows when it has nothing: a title, an optional explanation
 * and an action. It is plain content, not a live region: the widget that became empty
 * announces it (a table's status, a search's result count).
 */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel,
  className,
}: EmptyStateProps) {
  const messages = useUiMessages();
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={[styles.emptyState, className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className={styles.title}>{title ?? messages.noData}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
