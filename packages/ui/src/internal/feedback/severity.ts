import type { UiMessages } from '../../messages';

/** How serious a message is (Banner, Toast): sets its colour, its role and how it is announced. */
export type Severity = 'info' | 'success' | 'warn' | 'error';

export const severities: readonly Severity[] = ['info', 'success', 'warn', 'error'];

export function isSeverity(value: unknown): value is Severity {
  return typeof value === 'string' && (severities as readonly string[]).includes(value);
}

/** Warnings and errors interrupt (`role="alert"`, assertive); info and success wait (polite). */
export function isUrgent(severity: Severity): boolean {
  return severity === 'warn' || severity === 'error';
}

/** The severity in words ("Warning"), so that it is never given by colour alone. */
export function severityText(severity: Severity, messages: UiMessages): string {
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
