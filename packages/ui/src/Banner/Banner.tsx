import type { ReactNode } from 'react';
import { DismissButton, isUrgent, severityText, type Severity } from '../internal/feedback';
import { useUiMessages } from '../messages';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './Banner.css';

export type BannerSeverity = Severity;

export interface BannerProps {
  /** How serious: info and success are a polite `status`; warn and error an `alert`. */
  severity?: BannerSeverity;
  /** A short bold first line. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** A link or button under the message (for example "Review insurance"). */
  action?: ReactNode;
  /** Shows a close button (named "Close") and is called when it is pressed. */
  onDismiss?: () => void;
  /** Class of the outer element, for placement by the page. */
  className?: string;
}

/**
 * An information banner in the page, at most 382 px wide. Info and success banners are
 * `role="status"` (read when convenient), warn and error banners `role="alert"` (read at once
 * when they appear). The severity is also given in words ("Warning: ..."), not by colour alone.
 */
export function Banner({
  severity = 'info',
  title,
  children,
  action,
  onDismiss,
  className,
}: BannerProps) {
  const messages = useUiMessages();
  const role = isUrgent(severity) ? 'alert' : 'status';
  return (
    <div
      role={role}
      data-severity={severity}
      className={[styles.banner({ severity }), className].filter(Boolean).join(' ')}
    >
      <div className={styles.body}>
        <span className={visuallyHidden}>{`${severityText(severity, messages)}: `}</span>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        <div>{children}</div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <DismissButton label={messages.close} onDismiss={onDismiss} className={styles.dismiss} />
      ) : null}
    </div>
  );
}
