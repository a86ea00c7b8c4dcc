import { describe, expect, it } from 'vitest';
import { dateOnly, localIsoDate } from './dateOnly.ts';
import { todayIso } from './todayIso.ts';

describe('dateOnly', () => {
  it('dates an instant in the user’s time zone, not by its UTC day', () => {
    // 8 pm in Boston on 11/28 is 01:00 UTC on 11/29.
    expect(dateOnly('2026-11-29T01:00:00.000Z', '', 'America/New_York')).toBe('11/28/2026');
    expect(dateOnly('2026-11-29T01:00:00.000Z', '', 'UTC')).toBe('11/29/2026');
    // 9 am in Guam on 11/30 is 23:00 UTC on 11/29.
    expect(dateOnly('2026-11-29T23:00:00Z', '', 'Pacific/Guam')).toBe('11/30/2026');
    expect(dateOnly('2026-11-29T20:00:00-05:00', '', 'America/New_York')).toBe('11/29/2026');
  });

  it('keeps the day of a calendar date and of a timestamp without a zone', () => {
    expect(dateOnly('1990-07-04', '', 'Pacific/Guam')).toBe('07/04/1990');
    expect(dateOnly('2026-11-28T23:30:00', '', 'Pacific/Guam')).toBe('11/28/2026');
  });

  it('says `none` for no date', () => {
    expect(dateOnly(null, '—')).toBe('—');
    expect(dateOnly('', 'Not given')).toBe('Not given');
    expect(dateOnly(undefined)).toBe('');
  });
});

describe('todayIso', () => {
  it('is the user’s calendar day', () => {
    const now = new Date('2026-11-29T01:00:00.000Z');
    expect(todayIso(now)).toBe(localIsoDate(now));
    expect(localIsoDate(now, 'America/Los_Angeles')).toBe('2026-11-28');
  });
});
