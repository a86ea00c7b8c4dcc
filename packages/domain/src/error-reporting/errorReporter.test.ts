import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockedCountryMessage } from '../geography/index.js';
import { describeError, reportableErrorFrom, truncateErrorText } from './index.js';

describe('validation results', () => {
  it('zero errors: the generic message', () => {
    expect(describeError({ kind: 'validation', errors: [] })).toBe(
      'A generic error occurred. Please try again later.',
    );
  });

  it('one error: its code and message', () => {
    expect(
      describeError({
        kind: 'validation',
        errors: [
          { code: 'invalid_type', message: 'Expected string, received number', path: 'firstName' },
        ],
      }),
    ).toBe('A validation error occurred: invalid_type - Expected string, received number.');
  });

  it('one error whose message ends a sentence: no second full stop', () => {
    expect(
      describeError({
        kind: 'validation',
        errors: [{ code: 'custom', message: blockedCountryMessage('support@lab.test') }],
      }),
    ).toBe(
      'A validation error occurred: custom - We are unable to accept orders or specimens from the selected country at this time. If you have any questions, please contact support@lab.test.',
    );
    expect(
      describeError({ kind: 'validation', errors: [{ code: 'custom', message: 'Really?' }] }),
    ).toBe('A validation error occurred: custom - Really?');
  });

  it('several errors: the heading and a numbered list', () => {
    expect(
      describeError({
        kind: 'validation',
        errors: [
          { code: 'invalid_type', message: 'Expected string' },
          { code: 'too_big', message: 'Value is too long' },
          { code: 'custom', message: 'Please provide a valid phone number' },
        ],
      }),
    ).toBe(
      'Multiple validation errors occurred:\n1. invalid_type - Expected string\n2. too_big - Value is too long\n3. custom - Please provide a valid phone number',
    );
  });
});

describe('other API failures', () => {
  it('shows what the call answered', () => {
    expect(describeError({ kind: 'api-failure', status: 500, data: 'Internal Server Error' })).toBe(
      'An unexpected API error occurred Internal Server Error.',
    );
    expect(describeError({ kind: 'api-failure', status: 409, data: { reason: 'stale' } })).toBe(
      'An unexpected API error occurred {"reason":"stale"}.',
    );
    expect(describeError({ kind: 'api-failure', status: 502, data: null })).toBe(
      'An unexpected API error occurred HTTP 502.',
    );
    expect(describeError({ kind: 'api-failure', status: 500, data: 'x'.repeat(300) })).toBe(
      `An unexpected API error occurred ${'x'.repeat(100)}.`,
    );
  });

  it('passes HTTP 401 on silently', () => {
    expect(
      describeError({ kind: 'api-failure', status: 401, data: 'Unauthorized' }),
    ).toBeUndefined();
  });
});

describe('generic errors', () => {
  it('with a message', () => {
    expect(describeError({ kind: 'error', message: 'Network down' })).toBe(
      'An unexpected error occurred: Network down',
    );
  });

  it('without detail', () => {
    const noDetails = 'An unexpected error occurred but no further details are available.';
    expect(describeError({ kind: 'error', message: '' })).toBe(noDetails);
    expect(describeError({ kind: 'error', message: null })).toBe(noDetails);
    expect(describeError({ kind: 'error' })).toBe(noDetails);
    expect(describeError({ kind: 'value', value: undefined })).toBe(noDetails);
    expect(describeError({ kind: 'value', value: '  ' })).toBe(noDetails);
  });
});

describe('non-error values', () => {
  it('are shown truncated to 100 characters', () => {
    expect(describeError({ kind: 'value', value: 'Quota exceeded' })).toBe('Quota exceeded');
    expect(describeError({ kind: 'value', value: 'y'.repeat(150) })).toBe('y'.repeat(100));
    expect(describeError({ kind: 'value', value: 42 })).toBe('42');
    expect(describeError({ kind: 'value', value: { a: [1] } })).toBe('{"a":[1]}');
    expect(describeError({ kind: 'value', value: Symbol('odd') })).toBe('Symbol(odd)');
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(describeError({ kind: 'value', value: cyclic })).toBe('[object Object]');
  });

  it('never exceed 100 characters nor split a character (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const shown = truncateErrorText(text);
        expect([...shown].length).toBeLessThanOrEqual(100);
        expect(text.startsWith(shown)).toBe(true);
      }),
    );
  });
});

describe('what was thrown', () => {
  it('becomes an error or a value', () => {
    expect(reportableErrorFrom(new TypeError('bad'))).toEqual({ kind: 'error', message: 'bad' });
    expect(reportableErrorFrom('oops')).toEqual({ kind: 'value', value: 'oops' });
  });
});
