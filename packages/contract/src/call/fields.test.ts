import { describe, expect, it } from 'vitest';
import { callUrl, DotSegmentParameterError, RequiredParameterError } from './define-call.js';
import {
  emailField,
  isoDateField,
  isValidNpiCheckDigit,
  npiField,
  optionalText,
  phoneField,
  requiredText,
  zipField,
} from './fields.js';

describe('field rules', () => {
  it('accepts date filters that are days of the calendar only (the fuzz found 4640-99-69 answered 500)', () => {
    for (const day of ['2026-11-26', '2024-02-29', ' 2026-01-31 ', '1900-01-01', '2100-12-31']) {
      expect(isoDateField.safeParse(day).success).toBe(true);
    }
    // A real day outside 1900–2100: the spec's year message (document 1 section 5).
    for (const day of ['0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(isoDateField.safeParse(day).error?.issues.map((issue) => issue.message)).toEqual([
        'Please enter a year between 1900 and 2100',
      ]);
    }
    for (const day of [
      '4640-99-69',
      '2026-02-30',
      '2025-02-29',
      '0000-01-01',
      '2026-13-01',
      '26-1-1',
    ]) {
      expect(isoDateField.safeParse(day).error?.issues[0]?.message).toBe('Wrong format');
    }
    // A value that is no date at all (a number, an object) gets the spec's serialisation error.
    for (const value of [20260101, { year: 2026 }, true]) {
      expect(isoDateField.safeParse(value).error?.issues[0]?.message).toBe(
        'Expected DateTime object',
      );
    }
  });

  it('accepts NPIs with a valid check digit only', () => {
    expect(isValidNpiCheckDigit('1234567893')).toBe(true);
    expect(isValidNpiCheckDigit('1234567890')).toBe(false);
    expect(npiField.safeParse('123456789').success).toBe(false);
    expect(npiField.safeParse('1234567893').success).toBe(true);
    expect(npiField.safeParse('1234567890').error?.issues[0]?.message).toBe('Wrong format');
  });

  it('checks phones, e-mails and zips with the spec’s messages', () => {
    expect(phoneField.safeParse(' +1 617-555-0100 ').data).toBe('+1 617-555-0100');
    expect(phoneField.safeParse('555-0100').error?.issues[0]?.message).toBe(
      'Please provide a valid phone number',
    );
    expect(emailField.safeParse('ada@clinic.org').success).toBe(true);
    for (const bad of ['.ada@clinic.org', 'ada..b@clinic.org', 'ada@clinic.o', 'ada']) {
      expect(emailField.safeParse(bad).error?.issues[0]?.message).toBe('Must be a valid email');
    }
    expect(zipField.safeParse('02115').success).toBe(true);
    expect(zipField.safeParse('02115-1234').success).toBe(true);
    expect(zipField.safeParse('2115').success).toBe(false);
  });

  it('requires text, limits its length and refuses markup characters', () => {
    expect(requiredText(5).safeParse('   ').error?.issues[0]?.message).toBe(
      'This field is required',
    );
    expect(requiredText(5).safeParse('abcdef').error?.issues[0]?.message).toBe('Value is too long');
    expect(requiredText().safeParse('<script>').error?.issues[0]?.message).toBe(
      'Value contains invalid characters',
    );
    expect(requiredText().safeParse("O'Brien-Smith Jr.").success).toBe(true);
    expect(optionalText().parse('')).toBeNull();
  });
});

describe('call URLs', () => {
  const call = { base: '/api/portal', version: 'v1.0.1', path: '/a/{accountNo}' } as const;

  it('fills and encodes path parameters', () => {
    expect(callUrl(call, { accountNo: '10 01' })).toBe('/api/portal/v1.0.1/a/10%2001');
  });

  it('raises the required-parameter error for a missing parameter', () => {
    expect(() => callUrl(call, {})).toThrow(RequiredParameterError);
    expect(() => callUrl(call, { accountNo: '' })).toThrow(
      'Required parameter accountNo was null or undefined.',
    );
  });

  it('makes no URL whose parameter a URL would resolve away as a dot segment', () => {
    expect(() => callUrl(call, { accountNo: '.' })).toThrow(DotSegmentParameterError);
    expect(() => callUrl(call, { accountNo: '..' })).toThrow(DotSegmentParameterError);
    expect(callUrl(call, { accountNo: '...' })).toBe('/api/portal/v1.0.1/a/...');
    expect(callUrl(call, { accountNo: '.a' })).toBe('/api/portal/v1.0.1/a/.a');
  });
});
