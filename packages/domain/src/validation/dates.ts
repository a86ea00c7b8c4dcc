/**
 * Dates typed in the month/day/year mask (placeholder MM / DD / YYYY) and their rules. Dates
 * travel as ISO calendar dates (`YYYY-MM-DD`, no time zone). Nothing here reads the clock:
 * "today" is always a parameter.
 */
import { isEmptyValue, type FieldRule } from './fieldRules.js';
import { ValidationMessages } from './messages.js';

/** The placeholder of a date input. */
export const DateInputPlaceholder = 'MM / DD / YYYY';

/** The years a date may fall in. */
export const YearRange = { min: 1900, max: 2100 } as const;

/** Digits of a full date in the mask (MMDDYYYY). */
const MaskDigits = 8;

/**
 * Whether a character may fill digit `position` (0–7) of the MM/DD/YYYY mask: a digit, the
 * month's first digit 0 or 1, the day's first digit 0 to 3.
 */
export function dateMaskAccepts(position: number, character: string): boolean {
  if (!/^\d$/.test(character) || position < 0 || position >= MaskDigits) return false;
  if (position === 0) return character <= '1';
  if (position === 2) return character <= '3';
  return true;
}

/**
 * Runs typed or pasted text through the mask: characters that cannot fill the next digit are
 * dropped, slashes are placed between month, day and year. `'12252024'` → `'12/25/2024'`,
 * `'4'` → `''`, `'1/2'` → `'12'`.
 */
export function applyDateMask(text: string): string {
  const digits: string[] = [];
  for (const character of text) {
    if (dateMaskAccepts(digits.length, character)) digits.push(character);
  }
  const month = digits.slice(0, 2).join('');
  const day = digits.slice(2, 4).join('');
  const year = digits.slice(4).join('');
  return [month, day, year].filter((part) => part !== '').join('/');
}

/** A calendar date. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
    ? { year, month, day }
    : undefined;
}

const TypedDate = /^\s*(\d{2})\s*\/\s*(\d{2})\s*\/\s*(\d{4})\s*$/;
const IsoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date written MM/DD/YYYY (spaces around the slashes allowed, as the placeholder shows)
 * or YYYY-MM-DD; `undefined` when it is neither or is not a real calendar day. Any year is
 * read; the 1900–2100 limit is a rule of its own.
 */
export function readCalendarDate(text: string): CalendarDate | undefined {
  const typed = TypedDate.exec(text);
  if (typed) return calendarDate(Number(typed[3]), Number(typed[1]), Number(typed[2]));
  const iso = IsoDate.exec(text);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return undefined;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** The ISO form of a calendar date: `YYYY-MM-DD`. */
export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The typed form of a calendar date: `MM/DD/YYYY`. */
export function toTypedDate(date: CalendarDate): string {
  return `${pad(date.month, 2)}/${pad(date.day, 2)}/${pad(date.year, 4)}`;
}

/** Inclusive bounds for a date, as ISO dates. */
export interface DateBounds {
  readonly min?: string | undefined;
  readonly max?: string | undefined;
}

function isYearInRange(year: number): boolean {
  return year >= YearRange.min && year <= YearRange.max;
}

function isWithin(isoDate: string, bounds: DateBounds): boolean {
  return (
    (bounds.min === undefined || isoDate >= bounds.min) &&
    (bounds.max === undefined || isoDate <= bounds.max)
  );
}

/**
 * The ISO date a typed date stands for, or `''` when it is incomplete, not a real day, outside
 * 1900–2100 or outside the bounds: an invalid typed date yields empty.
 */
export function parseTypedDate(text: string, bounds: DateBounds = {}): string {
  const date = readCalendarDate(text);
  if (date === undefined || !isYearInRange(date.year)) return '';
  const iso = toIsoDate(date);
  return isWithin(iso, bounds) ? iso : '';
}

/** The typed form (MM/DD/YYYY) of an ISO date, or `''` when it is not a valid date. */
export function formatTypedDate(isoDate: string): string {
  const date = IsoDate.test(isoDate) ? readCalendarDate(isoDate) : undefined;
  return date === undefined ? '' : toTypedDate(date);
}

type DateValue = string | null | undefined;

function requireIsoDate(isoDate: string, name: string): string {
  const date = IsoDate.test(isoDate) ? readCalendarDate(isoDate) : undefined;
  if (date === undefined) throw new RangeError(`${name} must be an ISO date (YYYY-MM-DD)`);
  return isoDate;
}

/**
 * A year must be 1900–2100. Takes a year (number or 4-digit text) or a date in either form;
 * a value without a readable year is left to `validDate`.
 */
export const yearInRange: FieldRule<number | DateValue> = (value) => {
  if (isEmptyValue(value)) return undefined;
  const year =
    typeof value === 'number'
      ? value
      : /^\s*\d{4}\s*$/.test(value)
        ? Number(value)
        : readCalendarDate(value)?.year;
  return year === undefined || isYearInRange(year) ? undefined : ValidationMessages.year;
};

/** A date (MM/DD/YYYY or ISO) must be a real calendar day in 1900–2100. */
export const validDate: FieldRule<DateValue> = (value) => {
  if (isEmptyValue(value)) return undefined;
  const date = readCalendarDate(value);
  if (date === undefined) return ValidationMessages.date;
  return isYearInRange(date.year) ? undefined : ValidationMessages.year;
};

/** A valid date within inclusive ISO bounds; a date outside them is not a valid choice. */
export function dateWithin(bounds: DateBounds): FieldRule<DateValue> {
  const min = bounds.min === undefined ? undefined : requireIsoDate(bounds.min, 'min');
  const max = bounds.max === undefined ? undefined : requireIsoDate(bounds.max, 'max');
  return (value) => {
    const invalid = validDate(value);
    if (invalid !== undefined || isEmptyValue(value)) return invalid;
    const iso = toIsoDate(readCalendarDate(value) as CalendarDate);
    return isWithin(iso, { min, max }) ? undefined : ValidationMessages.date;
  };
}

/** The furthest time zone ahead of UTC (Kiribati's Line Islands, UTC+14). */
const LatestUtcOffsetHours = 14;

/**
 * Today's date (ISO) where the day is furthest along: what a server, which does not know the
 * user's time zone, takes as "today" so that a date that is today for the user (in Guam, or in
 * Boston after 7 pm, when UTC is a day ahead) is never in the future.
 */
export function latestTodayIso(now: Date): string {
  return new Date(now.getTime() + LatestUtcOffsetHours * 3_600_000).toISOString().slice(0, 10);
}

/** A date of birth must be a valid date in 1900–2100 and not after `today` (an ISO date). */
export function dateOfBirth(today: string): FieldRule<DateValue> {
  const latest = requireIsoDate(today, 'today');
  return (value) => {
    const invalid = validDate(value);
    if (invalid !== undefined || isEmptyValue(value)) return invalid;
    const iso = toIsoDate(readCalendarDate(value) as CalendarDate);
    return iso > latest ? ValidationMessages.dateOfBirthInFuture : undefined;
  };
}
