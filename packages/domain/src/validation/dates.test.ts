import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DateInputPlaceholder,
  YearRange,
  applyDateMask,
  dateMaskAccepts,
  dateOfBirth,
  dateWithin,
  daysInMonth,
  formatTypedDate,
  latestTodayIso,
  parseTypedDate,
  readCalendarDate,
  toIsoDate,
  toTypedDate,
  validDate,
  yearInRange,
  type CalendarDate,
} from './dates.js';

/** Any real calendar day in 1900–2100. */
const calendarDay = fc
  .record({
    year: fc.integer({ min: YearRange.min, max: YearRange.max }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }): CalendarDate => ({
    year,
    month,
    day: Math.min(day, daysInMonth(year, month)),
  }));

describe('date mask', () => {
  it('shows the placeholder MM / DD / YYYY', () => {
    expect(DateInputPlaceholder).toBe('MM / DD / YYYY');
  });

  it('lets the month start with 0 or 1 and the day with 0 to 3', () => {
    expect(['0', '1'].every((c) => dateMaskAccepts(0, c))).toBe(true);
    expect(['2', '9'].some((c) => dateMaskAccepts(0, c))).toBe(false);
    expect(['0', '3'].every((c) => dateMaskAccepts(2, c))).toBe(true);
    expect(dateMaskAccepts(2, '4')).toBe(false);
    expect(['0', '9'].every((c) => dateMaskAccepts(1, c) && dateMaskAccepts(7, c))).toBe(true);
  });

  it('accepts only digits, and only 8 of them', () => {
    expect(dateMaskAccepts(1, '/')).toBe(false);
    expect(dateMaskAccepts(1, 'a')).toBe(false);
    expect(dateMaskAccepts(8, '1')).toBe(false);
    expect(dateMaskAccepts(-1, '1')).toBe(false);
  });

  it('formats typed digits and drops what cannot fit', () => {
    expect(applyDateMask('12252024')).toBe('12/25/2024');
    expect(applyDateMask('12/25/2024')).toBe('12/25/2024');
    expect(applyDateMask('1')).toBe('1');
    expect(applyDateMask('122')).toBe('12/2');
    expect(applyDateMask('4')).toBe('');
    expect(applyDateMask('1/2')).toBe('12');
    expect(applyDateMask('0241')).toBe('02/1');
    expect(applyDateMask('12/25/20245')).toBe('12/25/2024');
    expect(applyDateMask('')).toBe('');
  });

  it('is idempotent and only ever produces a prefix of MM/DD/YYYY obeying the first-digit rules', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const masked = applyDateMask(text);
        return (
          applyDateMask(masked) === masked &&
          /^([01]\d?(\/([0-3]\d?(\/\d{0,4})?)?)?)?$/.test(masked) &&
          (masked.length <= 2 || masked[2] === '/')
        );
      }),
    );
  });

  it('reproduces a typed date from its digits', () => {
    fc.assert(
      fc.property(calendarDay, (date) => {
        const typed = toTypedDate(date);
        return applyDateMask(typed.replace(/\//g, '')) === typed;
      }),
    );
  });
});

describe('calendar', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it('reads typed and ISO dates, and only real days', () => {
    expect(readCalendarDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(readCalendarDate('02 / 29 / 2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(readCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(readCalendarDate('02/29/2023')).toBeUndefined();
    expect(readCalendarDate('13/01/2024')).toBeUndefined();
    expect(readCalendarDate('00/10/2024')).toBeUndefined();
    expect(readCalendarDate('01/00/2024')).toBeUndefined();
    expect(readCalendarDate('1/2/2024')).toBeUndefined();
    expect(readCalendarDate('2024-2-29')).toBeUndefined();
    expect(readCalendarDate('')).toBeUndefined();
  });
});

describe('parseTypedDate', () => {
  it('gives the ISO date of a valid typed date', () => {
    expect(parseTypedDate('07/04/1976')).toBe('1976-07-04');
    expect(parseTypedDate(' 12 / 31 / 2100 ')).toBe('2100-12-31');
  });

  it('yields empty for an invalid, incomplete or out-of-range typed date', () => {
    for (const text of [
      '',
      '07/04',
      '07/04/19',
      '02/30/2024',
      '13/13/2013',
      '12/31/1899',
      '01/01/2101',
      'tomorrow',
    ])
      expect(parseTypedDate(text)).toBe('');
  });

  it('yields empty outside the configured min and max dates (inclusive)', () => {
    const bounds = { min: '2024-01-01', max: '2024-12-31' };
    expect(parseTypedDate('01/01/2024', bounds)).toBe('2024-01-01');
    expect(parseTypedDate('12/31/2024', bounds)).toBe('2024-12-31');
    expect(parseTypedDate('12/31/2023', bounds)).toBe('');
    expect(parseTypedDate('01/01/2025', bounds)).toBe('');
  });

  it('parses a formatted valid date back to itself', () => {
    fc.assert(
      fc.property(calendarDay, (date) => {
        const iso = toIsoDate(date);
        return parseTypedDate(formatTypedDate(iso)) === iso;
      }),
    );
  });
});

describe('formatTypedDate', () => {
  it('writes an ISO date as MM/DD/YYYY, and nothing for an invalid one', () => {
    expect(formatTypedDate('1976-07-04')).toBe('07/04/1976');
    expect(formatTypedDate('1976-02-30')).toBe('');
    expect(formatTypedDate('07/04/1976')).toBe('');
  });
});

describe('yearInRange', () => {
  it('asks for a year between 1900 and 2100', () => {
    expect(yearInRange(1899)).toBe('Please enter a year between 1900 and 2100');
    expect(yearInRange('2101')).toBe('Please enter a year between 1900 and 2100');
    expect(yearInRange('01/01/1850')).toBe('Please enter a year between 1900 and 2100');
    expect(yearInRange('2101-01-01')).toBe('Please enter a year between 1900 and 2100');
    expect(yearInRange(1900)).toBeUndefined();
    expect(yearInRange(' 2100 ')).toBeUndefined();
    expect(yearInRange('06/15/1985')).toBeUndefined();
  });

  it('leaves empty and unreadable values to other rules', () => {
    for (const value of [undefined, null, '', 'soon', '02/30/1850'])
      expect(yearInRange(value)).toBeUndefined();
  });

  it('accepts exactly the years 1900 to 2100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        (year) => (yearInRange(year) === undefined) === (year >= 1900 && year <= 2100),
      ),
    );
  });
});

describe('validDate', () => {
  it('asks for a valid date', () => {
    expect(validDate('02/30/2024')).toBe('Please enter a valid date');
    expect(validDate('07/04')).toBe('Please enter a valid date');
    expect(validDate('2024-13-01')).toBe('Please enter a valid date');
    expect(validDate('01/01/1899')).toBe('Please enter a year between 1900 and 2100');
    expect(validDate('07/04/1976')).toBeUndefined();
    expect(validDate('1976-07-04')).toBeUndefined();
    expect(validDate(undefined)).toBeUndefined();
    expect(validDate('')).toBeUndefined();
  });
});

describe('dateWithin', () => {
  it('accepts valid dates within the inclusive bounds only', () => {
    const rule = dateWithin({ min: '2024-01-01', max: '2024-12-31' });
    expect(rule('01/01/2024')).toBeUndefined();
    expect(rule('2024-12-31')).toBeUndefined();
    expect(rule('12/31/2023')).toBe('Please enter a valid date');
    expect(rule('01/01/2025')).toBe('Please enter a valid date');
    expect(rule('02/30/2024')).toBe('Please enter a valid date');
    expect(rule('')).toBeUndefined();
    expect(dateWithin({})('01/01/2000')).toBeUndefined();
    expect(dateWithin({ min: '2000-01-01' })('12/31/1999')).toBe('Please enter a valid date');
  });

  it('refuses bounds that are not ISO dates', () => {
    expect(() => dateWithin({ min: '01/01/2024' })).toThrow(RangeError);
    expect(() => dateWithin({ max: '2024-02-30' })).toThrow('max must be an ISO date (YYYY-MM-DD)');
  });
});

describe('latestTodayIso', () => {
  it('is the date in UTC+14: a day ahead of UTC from 10:00 UTC, the same day before', () => {
    // 7:30 pm in Boston (UTC-5) is 00:30 UTC on the 29th: the 29th already, UTC+14 too.
    expect(latestTodayIso(new Date('2026-11-29T00:30:00Z'))).toBe('2026-11-29');
    // 9 am in Guam (UTC+10) on the 30th is 23:00 UTC on the 29th: UTC+14 says the 30th.
    expect(latestTodayIso(new Date('2026-11-29T23:00:00Z'))).toBe('2026-11-30');
    expect(latestTodayIso(new Date('2026-11-29T09:59:59Z'))).toBe('2026-11-29');
    expect(latestTodayIso(new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
  });

  it('is never before the day in any time zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: -12, max: 14 }),
        (now, offset) => {
          const there = new Date(now.getTime() + offset * 3_600_000).toISOString().slice(0, 10);
          expect(latestTodayIso(now) >= there).toBe(true);
        },
      ),
    );
  });
});

describe('dateOfBirth', () => {
  const rule = dateOfBirth('2026-11-21');

  it('refuses a date after today', () => {
    expect(rule('11/22/2026')).toBe('Date of birth cannot be in the future');
    expect(rule('2030-01-01')).toBe('Date of birth cannot be in the future');
  });

  it('accepts today and earlier', () => {
    expect(rule('11/21/2026')).toBeUndefined();
    expect(rule('01/01/1900')).toBeUndefined();
    expect(rule(undefined)).toBeUndefined();
  });

  it('asks for a valid date and a year in range first', () => {
    expect(rule('02/30/2000')).toBe('Please enter a valid date');
    expect(rule('12/31/1899')).toBe('Please enter a year between 1900 and 2100');
  });

  it('takes today as an ISO date parameter, never from the clock', () => {
    expect(() => dateOfBirth('11/21/2026')).toThrow('today must be an ISO date (YYYY-MM-DD)');
    fc.assert(
      fc.property(calendarDay, calendarDay, (birth, today) => {
        const message = dateOfBirth(toIsoDate(today))(toTypedDate(birth));
        return toIsoDate(birth) > toIsoDate(today)
          ? message === 'Date of birth cannot be in the future'
          : message === undefined;
      }),
    );
  });
});
