// The global error reporter: every failure becomes one toast with the spec's text, 100 ms after it
// happened, unless the code that caught it marked it handled first. HTTP 401 is passed on silently;
// the second 401 after the refresh and retry is not: "An unexpected error occurred: Authentication
// failed" (docs/decisions/error-reporter-texts.md).
import {
  ErrorReportDelayMs,
  describeError as describeReportableError,
  reportableErrorFrom,
  type ReportableError,
} from '@loci/domain';
import {
  ApiFailureError,
  ApiValidationError,
  AuthenticationFailedError,
  isServerUnreachable,
  isUnauthorized,
} from './apiErrors.ts';

export const errorReportDelayMs = ErrorReportDelayMs;

/**
 * The toast of calls that never reached the server: one toast however many reads failed at once
 * (each failure shows it again in the same place instead of stacking copies).
 */
export const serverUnreachableToastId = 'server-unreachable';

/** Sorts what was thrown into the domain's kinds of reportable error. */
export function toReportableError(error: unknown): ReportableError {
  if (error instanceof ApiValidationError) return { kind: 'validation', errors: error.errors };
  if (error instanceof ApiFailureError)
    return { kind: 'api-failure', status: error.status, data: error.data };
  // The second 401 reaches the user; a failed refresh is told by the session-timeout logout.
  if (error instanceof AuthenticationFailedError && !error.refreshFailed)
    return { kind: 'error', message: error.message };
  if (isUnauthorized(error)) return { kind: 'api-failure', status: 401, data: null };
  return reportableErrorFrom(error);
}

/** The message the reporter shows for a failure (the domain's texts), or null for a silent 401. */
export function describeError(error: unknown): string | null {
  return describeReportableError(toReportableError(error)) ?? null;
}

export interface ErrorReporter {
  /** Reports the failure after the delay unless it is marked handled before. */
  report(error: unknown): void;
  /** Tells the reporter that the caller shows this failure itself. */
  markHandled(error: unknown): void;
}

export interface ErrorReporterOptions {
  /** Shows the text; `id` names a toast that a later report of the same kind replaces. */
  show(message: string, id?: string): void;
  delayMs?: number;
}

export function createErrorReporter({
  show,
  delayMs = errorReportDelayMs,
}: ErrorReporterOptions): ErrorReporter {
  const handled = new WeakSet<object>();
  const pending = new WeakSet<object>();
  return {
    report(error) {
      const message = describeError(error);
      if (message === null) return;
      if (typeof error === 'object' && error !== null) {
        if (handled.has(error) || pending.has(error)) return;
        pending.add(error);
      }
      setTimeout(() => {
        if (typeof error === 'object' && error !== null) {
          pending.delete(error);
          if (handled.has(error)) return;
          handled.add(error);
        }
        if (isServerUnreachable(error)) show(message, serverUnreachableToastId);
        else show(message);
      }, delayMs);
    },
    markHandled(error) {
      if (typeof error === 'object' && error !== null) handled.add(error);
    },
  };
}
