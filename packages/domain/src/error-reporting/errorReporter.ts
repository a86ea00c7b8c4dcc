/**
 * The global error reporter's texts (document 2 section 8). `describeError` gives the toast text
 * for an error, or `undefined` when nothing is to be reported (HTTP 401 is passed on silently).
 */
import { ErrorTextMaxLength } from '../reference/limits.js';

/** One validation error of a failed call: `{ code, message, path? }`. */
export interface ReportedValidationError {
  readonly code: string;
  readonly message: string;
  readonly path?: string;
}

/** The kinds of error the reporter is given. */
export type ReportableError =
  /** A call answered with a validation result (`success: false` and its errors). */
  | { readonly kind: 'validation'; readonly errors: readonly ReportedValidationError[] }
  /** Any other failed call: its HTTP status and what it answered. */
  | { readonly kind: 'api-failure'; readonly status: number; readonly data: unknown }
  /** An Error object (its message may be empty). */
  | { readonly kind: 'error'; readonly message?: string | null }
  /** Something thrown that is not an Error (a text, a number, an object). */
  | { readonly kind: 'value'; readonly value: unknown };

export const GenericErrorMessage = 'A generic error occurred. Please try again later.';
export const MultipleValidationErrorsHeading = 'Multiple validation errors occurred:';
export const NoDetailsErrorMessage =
  'An unexpected error occurred but no further details are available.';

/** Cuts a text to the reporter's 100 characters. */
export function truncateErrorText(text: string): string {
  return [...text].slice(0, ErrorTextMaxLength).join('');
}

/** A value as text: texts as they are, everything else as JSON (or its string form). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * Ends a sentence with one full stop: a message that already ends in `.`, `!` or `?` keeps its
 * own mark (no "…support@lab.test..").
 */
function withFullStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function describeValidation(errors: readonly ReportedValidationError[]): string {
  const [first] = errors;
  if (first === undefined) return GenericErrorMessage;
  if (errors.length === 1)
    return withFullStop(`A validation error occurred: ${first.code} - ${first.message}`);
  const list = errors.map(
    (error, index) => `${String(index + 1)}. ${error.code} - ${error.message}`,
  );
  return [MultipleValidationErrorsHeading, ...list].join('\n');
}

/** The reporter's text for an error; `undefined` for HTTP 401 (passed on without reporting). */
export function describeError(error: ReportableError): string | undefined {
  switch (error.kind) {
    case 'validation':
      return describeValidation(error.errors);
    case 'api-failure': {
      if (error.status === 401) return undefined;
      const data = isBlank(error.data) ? `HTTP ${String(error.status)}` : asText(error.data);
      return `An unexpected API error occurred ${truncateErrorText(data)}.`;
    }
    case 'error': {
      const message = error.message ?? '';
      return message.trim() === ''
        ? NoDetailsErrorMessage
        : `An unexpected error occurred: ${message}`;
    }
    case 'value':
      return isBlank(error.value) ? NoDetailsErrorMessage : truncateErrorText(asText(error.value));
  }
}

/** What was thrown, as a reportable error: Error objects by their message, anything else as a value. */
export function reportableErrorFrom(thrown: unknown): ReportableError {
  return thrown instanceof Error
    ? { kind: 'error', message: thrown.message }
    : { kind: 'value', value: thrown };
}
