// The global error reporter: every failure becomes one toast with the spec's text, 100 ms after it
// happened, unless the code that caught it marked it handled first. HTTP 401 is passed on silently.
import { ApiFailureError, ApiValidationError, isUnauthorized } from './apiErrors.ts';

export const errorReportDelayMs = 100;
export const reportedTextLimit = 100;

function truncate(text: string): string {
  return text.length > reportedTextLimit ? text.slice(0, reportedTextLimit) : text;
}

function describeData(data: unknown): string {
  if (data === undefined || data === null || data === '') return '';
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return truncate(text);
}

/** The message the reporter shows for a failure, or null when it is not reported (HTTP 401). */
export function describeError(error: unknown): string | null {
  if (isUnauthorized(error)) return null;
  if (error instanceof ApiValidationError) {
    const [first] = error.errors;
    if (!first) return 'A generic error occurred. Please try again later.';
    if (error.errors.length === 1) {
      return `A validation error occurred: ${first.code} - ${first.message}.`;
    }
    const list = error.errors
      .map((item, index) => `${index + 1}. ${item.code} - ${item.message}`)
      .join('\n');
    return `Multiple validation errors occurred:\n${list}`;
  }
  if (error instanceof ApiFailureError) {
    const data = describeData(error.data);
    return `An unexpected API error occurred${data ? ` ${data}` : ''}.`;
  }
  if (error instanceof Error) {
    return error.message
      ? `An unexpected error occurred: ${error.message}`
      : 'An unexpected error occurred but no further details are available.';
  }
  if (error === undefined || error === null) {
    return 'An unexpected error occurred but no further details are available.';
  }
  const text = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  return truncate(text);
}

export interface ErrorReporter {
  /** Reports the failure after the delay unless it is marked handled before. */
  report(error: unknown): void;
  /** Tells the reporter that the caller shows this failure itself. */
  markHandled(error: unknown): void;
}

export interface ErrorReporterOptions {
  show(message: string): void;
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
        show(message);
      }, delayMs);
    },
    markHandled(error) {
      if (typeof error === 'object' && error !== null) handled.add(error);
    },
  };
}
