import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, describeError } from './errorReporter.ts';
import { ApiFailureError, ApiValidationError, AuthenticationFailedError } from './apiErrors.ts';

describe('error reporter messages', () => {
  it('a validation result with zero errors', () => {
    expect(describeError(new ApiValidationError([], 200))).toBe(
      'A generic error occurred. Please try again later.',
    );
  });

  it('one validation error', () => {
    expect(
      describeError(
        new ApiValidationError([{ code: 'invalid_type', message: 'Expected number' }], 400),
      ),
    ).toBe('A validation error occurred: invalid_type - Expected number.');
  });

  it('several validation errors as a numbered list', () => {
    const message = describeError(
      new ApiValidationError(
        [
          { code: 'too_small', message: 'Value is too small' },
          { code: 'invalid_string', message: 'Must be a valid email' },
        ],
        400,
      ),
    );
    expect(message).toBe(
      'Multiple validation errors occurred:\n1. too_small - Value is too small\n2. invalid_string - Must be a valid email',
    );
  });

  it('another API failure', () => {
    expect(describeError(new ApiFailureError(500, { message: 'down' }))).toBe(
      'An unexpected API error occurred {"message":"down"}.',
    );
    expect(describeError(new ApiFailureError(502, undefined))).toBe(
      'An unexpected API error occurred HTTP 502.',
    );
  });

  it('an error with and without a message', () => {
    expect(describeError(new Error('Network down'))).toBe(
      'An unexpected error occurred: Network down',
    );
    expect(describeError(new Error(''))).toBe(
      'An unexpected error occurred but no further details are available.',
    );
  });

  it('a thrown nothing', () => {
    expect(describeError(undefined)).toBe(
      'An unexpected error occurred but no further details are available.',
    );
  });

  it('a non-error value truncated to 100 characters', () => {
    expect(describeError('x'.repeat(150))).toBe('x'.repeat(100));
    expect(describeError({ reason: 'y'.repeat(200) })).toHaveLength(100);
    expect(describeError(42)).toBe('42');
  });

  it('passes HTTP 401 on without a message, and a failed refresh (its logout tells)', () => {
    expect(describeError(new ApiFailureError(401, {}))).toBeNull();
    expect(describeError(new AuthenticationFailedError({ refreshFailed: true }))).toBeNull();
  });

  it('says "Authentication failed" for the second 401 after the refresh and retry', () => {
    expect(describeError(new AuthenticationFailedError())).toBe(
      'An unexpected error occurred: Authentication failed',
    );
  });
});

describe('error reporter timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message after 100 ms', () => {
    const show = vi.fn();
    const reporter = createErrorReporter({ show });
    reporter.report(new Error('late'));
    vi.advanceTimersByTime(99);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledWith('An unexpected error occurred: late');
  });

  it('does not show an error that was handled within 100 ms', () => {
    const show = vi.fn();
    const reporter = createErrorReporter({ show });
    const error = new Error('handled');
    reporter.report(error);
    reporter.markHandled(error);
    vi.advanceTimersByTime(200);
    expect(show).not.toHaveBeenCalled();
  });

  it('shows the same error once even when reported twice', () => {
    const show = vi.fn();
    const reporter = createErrorReporter({ show });
    const error = new Error('twice');
    reporter.report(error);
    reporter.report(error);
    vi.advanceTimersByTime(100);
    reporter.report(error);
    vi.advanceTimersByTime(100);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('never shows a plain 401 nor a failed refresh', () => {
    const show = vi.fn();
    const reporter = createErrorReporter({ show });
    reporter.report(new ApiFailureError(401, {}));
    reporter.report(new AuthenticationFailedError({ refreshFailed: true }));
    vi.advanceTimersByTime(1000);
    expect(show).not.toHaveBeenCalled();
  });

  it('shows the second 401 after 100 ms', () => {
    const show = vi.fn();
    createErrorReporter({ show }).report(new AuthenticationFailedError());
    vi.advanceTimersByTime(100);
    expect(show).toHaveBeenCalledWith('An unexpected error occurred: Authentication failed');
  });
});
