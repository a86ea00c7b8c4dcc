import type { ReactNode } from 'react';
import { useUiMessages, type UiMessages } from '../messages';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './Banner.css';

export type BannerSeverity = 'info' | 'success' | 'warn' | 'error';

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

function severityText(severity: BannerSeverity, messages: UiMessages): string {
  switch (severity) {
    case 'info':
      return messages.severityInfo;
    case 'success':
      return messages.severitySuccess;
    case 'warn':
      return messages.severityWarn;
    case 'error':
      return messages.severityError;
    default:
      return severity satisfies never;
  }
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
  const role = severity === 'warn' || severity === 'error' ? 'alert' : 'status';
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
        <button
          type="button"
          className={styles.dismiss}
          aria-label={messages.close}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
