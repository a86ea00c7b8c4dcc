import { describe, expect, it } from 'vitest';
import { findDateProblem, maskTypedDate } from './dateMask';

/** Types text one character at a time, masking after each as the input does. */
function typeInto(text: string, start = ''): string {
  let value = start;
  for (const character of text) value = maskTypedDate(value + character);
  return value;
}

describe('maskTypedDate', () => {
  it('fills MM/DD/YYYY from digits, adding slashes as each part begins', () => {
    expect(typeInto('0')).toBe('0');
    expect(typeInto('01')).toBe('01');
    expect(typeInto('010')).toBe('01/0');
    expect(typeInto('01021990')).toBe('01/02/1990');
    expect(typeInto('010219901')).toBe('01/02/1990');
  });

  it('refuses a month starting above 1 and a day starting above 3', () => {
    expect(typeInto('4')).toBe('');
    expect(typeInto('14')).toBe('14');
    expect(typeInto('124')).toBe('12');
    expect(typeInto('1231')).toBe('12/31');
    expect(typeInto('a1b2')).toBe('12');
  });

  it('accepts a leading zero', () => {
    expect(typeInto('09')).toBe('09');
    expect(typeInto('0909')).toBe('09/09');
  });

  it('moves on at a typed separator, padding a single digit', () => {
    expect(typeInto('1/')).toBe('01/');
    expect(typeInto('1/2/1990')).toBe('01/02/1990');
    expect(typeInto('12/')).toBe('12/');
    expect(typeInto('12//')).toBe('12/');
    expect(typeInto('1-2.1990')).toBe('01/02/1990');
    expect(typeInto('/')).toBe('');
    expect(typeInto('0/')).toBe('0');
  });

  it('lets backspace go past an automatic slash', () => {
    expect(maskTypedDate('01/')).toBe('01/');
    expect(maskTypedDate('01')).toBe('01');
    expect(maskTypedDate('01/0')).toBe('01/0');
  });

  it('reads pasted dates in the usual forms', () => {
    expect(maskTypedDate('01/02/1990')).toBe('01/02/1990');
    expect(maskTypedDate('1/2/1990')).toBe('01/02/1990');
    expect(maskTypedDate('1990-01-02')).toBe('01/02/1990');
    expect(maskTypedDate(' 1990-1-2 ')).toBe('01/02/1990');
    expect(maskTypedDate('01 / 02 / 1990')).toBe('01/02/1990');
    expect(maskTypedDate('7/4/1990')).toBe('07/04/1990');
    expect(maskTypedDate('12-25-2024')).toBe('12/25/2024');
    // A whole date that breaks the first-digit rules is masked like typing.
    expect(maskTypedDate('1990-45-01')).toBe('19/04/501');
    expect(maskTypedDate('')).toBe('');
  });
});

describe('findDateProblem', () => {
  it('finds nothing wrong with an empty or a good date', () => {
    expect(findDateProblem('')).toBeUndefined();
    expect(findDateProblem('02/29/2024')).toBeUndefined();
  });
  it('names each problem', () => {
    expect(findDateProblem('02/2')).toBe('incomplete');
    expect(findDateProblem('02/31/2020')).toBe('invalid');
    expect(findDateProblem('02/29/2023')).toBe('invalid');
    expect(findDateProblem('01/01/1899')).toBe('year');
    expect(findDateProblem('01/01/2101')).toBe('year');
    expect(findDateProblem('12/31/2100')).toBeUndefined();
  });
  it('applies inclusive bounds', () => {
    const bounds = { min: '2020-01-01', max: '2020-12-31' };
    expect(findDateProblem('01/01/2020', bounds)).toBeUndefined();
    expect(findDateProblem('12/31/2019', bounds)).toBe('beforeMin');
    expect(findDateProblem('01/01/2021', bounds)).toBe('afterMax');
  });
});
