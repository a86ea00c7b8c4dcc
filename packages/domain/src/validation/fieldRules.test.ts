import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyWhen,
  composeRules,
  defined,
  format,
  isEmptyValue,
  maxLength,
  min,
  notEmptyArray,
  required,
  validateForm,
  type FieldRule,
} from './fieldRules.js';

describe('required', () => {
  it.each([undefined, null, false, Number.NaN, '', '   ', []])(
    'rejects %j with "This field is required"',
    (value) => {
      expect(required(value)).toBe('This field is required');
    },
  );

  it.each([0, 'a', ' a ', true, ['x'], {}])('accepts %j', (value) => {
    expect(required(value)).toBeUndefined();
  });
});

describe('defined', () => {
  it('rejects only undefined and null', () => {
    expect(defined(undefined)).toBe('This field is required');
    expect(defined(null)).toBe('This field is required');
    for (const value of [false, 0, '', []]) expect(defined(value)).toBeUndefined();
  });
});

describe('notEmptyArray', () => {
  it('asks for at least one value', () => {
    expect(notEmptyArray([])).toBe('Please select at least one value');
    expect(notEmptyArray(undefined)).toBe('Please select at least one value');
    expect(notEmptyArray(null)).toBe('Please select at least one value');
    expect(notEmptyArray(['GDAA'])).toBeUndefined();
  });
});

describe('maxLength', () => {
  it('rejects text longer than the maximum with "Value is too long"', () => {
    const rule = maxLength(5);
    expect(rule('abcde')).toBeUndefined();
    expect(rule('abcdef')).toBe('Value is too long');
    expect(rule(undefined)).toBeUndefined();
    expect(rule(null)).toBeUndefined();
  });

  it('accepts exactly the texts whose length is within the maximum', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(20), (text, max) =>
        text.length <= max
          ? maxLength(max)(text) === undefined
          : maxLength(max)(text) === 'Value is too long',
      ),
    );
  });
});

describe('min', () => {
  it('rejects numbers below the minimum with "Value is too small"', () => {
    const rule = min(1);
    expect(rule(0)).toBe('Value is too small');
    expect(rule(1)).toBeUndefined();
    expect(rule(' 0.5 ')).toBe('Value is too small');
    expect(rule('2')).toBeUndefined();
  });

  it('leaves empty and unreadable values to other rules', () => {
    const rule = min(1);
    for (const value of [undefined, null, '', '   ', 'abc', Number.NaN])
      expect(rule(value)).toBeUndefined();
  });
});

describe('format', () => {
  it('rejects text that does not match with "Wrong format"', () => {
    const accountNumber = format(/^\d{4}$/);
    expect(accountNumber('1001')).toBeUndefined();
    expect(accountNumber('10011')).toBe('Wrong format');
    expect(accountNumber('')).toBeUndefined();
  });

  it('gives the same answer every time for a global pattern', () => {
    const rule = format(/^\d+$/g);
    expect([rule('12'), rule('12'), rule('12')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('composeRules', () => {
  it('returns the first message, in rule order', () => {
    const rule = composeRules<string>(required, maxLength(3));
    expect(rule('')).toBe('This field is required');
    expect(rule('abcd')).toBe('Value is too long');
    expect(rule('abc')).toBeUndefined();
    expect(composeRules<string>()('anything')).toBeUndefined();
  });

  it('is valid exactly when every rule is valid, and otherwise gives one of their messages', () => {
    const rules: FieldRule<string>[] = [required, maxLength(4), format(/^[a-z]*$/)];
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.subarray(rules), (text, chosen) => {
        const messages = chosen.map((rule) => rule(text)).filter((m) => m !== undefined);
        return composeRules(...chosen)(text) === messages[0];
      }),
    );
  });
});

describe('applyWhen', () => {
  it('applies a rule only while its condition holds', () => {
    expect(applyWhen(true, required)('')).toBe('This field is required');
    expect(applyWhen(false, required)('')).toBeUndefined();
  });
});

describe('validateForm', () => {
  it('gives a message for each invalid field only', () => {
    const values = { firstName: '', lastName: 'Lovelace', notes: 'far too long' };
    expect(
      validateForm(values, { firstName: required, lastName: required, notes: maxLength(5) }),
    ).toEqual({ firstName: 'This field is required', notes: 'Value is too long' });
    expect(validateForm(values, {})).toEqual({});
  });
});

describe('isEmptyValue', () => {
  it('counts undefined, null and the empty string as empty', () => {
    expect([undefined, null, ''].every(isEmptyValue)).toBe(true);
    expect([0, ' ', false].some(isEmptyValue)).toBe(false);
  });
});
