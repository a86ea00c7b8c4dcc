import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsNumericCharacter, filterNumericInput, parseNumericInput } from './numericInput.js';

const allowed = /^[0-9.E-]*$/;

describe('numeric input filter', () => {
  it('keeps only 0-9, dot, minus and E', () => {
    expect(filterNumericInput('$1,234.50 USD')).toBe('1234.50');
    expect(filterNumericInput('-3.2e5')).toBe('-3.25');
    expect(filterNumericInput('-3.2E5')).toBe('-3.2E5');
    expect(filterNumericInput('abc')).toBe('');
  });

  it('outputs only allowed characters and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const filtered = filterNumericInput(text);
        return allowed.test(filtered) && filterNumericInput(filtered) === filtered;
      }),
    );
  });

  it('keeps every allowed character, in order', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const expected = [...text].filter(acceptsNumericCharacter).join('');
        return filterNumericInput(text) === expected;
      }),
    );
  });

  it('accepts typed characters one at a time by the same rule', () => {
    expect(['7', '.', '-', 'E'].every(acceptsNumericCharacter)).toBe(true);
    expect(['e', '+', ',', ' ', '12'].some(acceptsNumericCharacter)).toBe(false);
  });
});

describe('numeric input parse', () => {
  it('reads the filtered text as a number', () => {
    expect(parseNumericInput('1,234.5')).toBe(1234.5);
    expect(parseNumericInput('-0.25')).toBe(-0.25);
    expect(parseNumericInput('1E3')).toBe(1000);
    expect(parseNumericInput(' 42 kg')).toBe(42);
  });

  it.each(['', 'abc', '-', '.', 'E', '1-2', '1..2', '1E', '9E999'])(
    'gives NaN for unparseable %j',
    (text) => {
      expect(parseNumericInput(text)).toBeNaN();
    },
  );

  it('reads back any integer and any fixed-point number written plainly', () => {
    fc.assert(fc.property(fc.integer(), (value) => parseNumericInput(String(value)) === value));
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (value, digits) => {
          const text = value.toFixed(digits);
          return parseNumericInput(text) === Number(text);
        },
      ),
    );
  });

  it('is either NaN or a finite number, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseNumericInput(text);
        return Number.isNaN(value) || Number.isFinite(value);
      }),
    );
  });
});
