// The errors the portal's API client raises. The global error reporter turns them into the spec's messages.
import { AuthenticationFailedMessage } from '@loci/domain';
import type { ApiError } from '@loci/contract';

/** One error of a failed call: the contract's failure shape (`{ code, message, path }`). */
export type ApiFieldError = ApiError;

/** A wrapped answer with a false success flag, or a 400 carrying the contract's validation errors. */
export class ApiValidationError extends Error {
  override readonly name = 'ApiValidationError';
  constructor(
    readonly errors: readonly ApiFieldError[],
    readonly status: number,
  ) {
    super(
      errors.map((error) => `${error.code} - ${error.message}`).join('; ') || 'Validation failed',
    );
  }
}

/** Any other failed answer of the API (status and whatever body it sent). */
export class ApiFailureError extends Error {
  override readonly name = 'ApiFailureError';
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly statusText = '',
  ) {
    super(`The API answered ${status}`);
  }
}

/**
 * A 401 the session could not fix: the second 401 after one silent refresh and one retry, or
 * (`refreshFailed`) a refresh that failed, after which the session ends with session-timeout.
 */
export class AuthenticationFailedError extends Error {
  override readonly name = 'AuthenticationFailedError';
  readonly status = 401;
  /** The refresh itself failed: the logout tells the user, the reporter stays silent. */
  readonly refreshFailed: boolean;
  constructor({ refreshFailed = false }: { refreshFailed?: boolean } = {}) {
    super(AuthenticationFailedMessage);
    this.refreshFailed = refreshFailed;
  }
}

/**
 * What a clinician reads when the lab's server could not be reached: the connection dropped, the
 * server is down, or a proxy refused the connection (docs/decisions/server-unreachable.md).
 */
export const serverUnreachableMessage =
  'The lab’s server could not be reached. Check your connection and try again.';

/**
 * A call that never got an answer: `fetch` (or the upload's request) failed before any status came
 * back. Its message is the clinician's text, never the browser's ("Failed to fetch").
 */
export class ServerUnreachableError extends Error {
  override readonly name = 'ServerUnreachableError';
  constructor(options: { cause?: unknown } = {}) {
    super(serverUnreachableMessage, options);
  }
}

/** True for a call that never reached the lab's server. */
export function isServerUnreachable(error: unknown): boolean {
  return error instanceof ServerUnreachableError;
}

/** A call made without one of its required parameters (it is never sent). */
export class RequiredParameterError extends Error {
  override readonly name = 'RequiredParameterError';
  constructor(
    readonly parameter: string,
    readonly operation: string,
  ) {
    super(`Required parameter ${parameter} was null or undefined when calling ${operation}.`);
  }
}

/** True for errors that stand for an HTTP 401, which the reporter passes on silently. */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof AuthenticationFailedError) return true;
  if (error instanceof ApiFailureError) return error.status === 401;
  return false;
}

/** The messages of the errors a failed answer carries (none when it carries none). */
export function failureMessages(error: unknown): string[] {
  if (error instanceof ApiValidationError) return error.errors.map((item) => item.message);
  if (error instanceof ApiFailureError) {
    const errors = (error.data as { errors?: unknown } | undefined | null)?.errors;
    if (!Array.isArray(errors)) return [];
    return errors.flatMap((item) =>
      typeof (item as { message?: unknown } | null)?.message === 'string'
        ? [(item as { message: string }).message]
        : [],
    );
  }
  return [];
}
