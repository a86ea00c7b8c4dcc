/**
 * The typing rules of the masked date input (MM/DD/YYYY), on top of the domain's date rules:
 * which digit may go where (`dateMaskAccepts`), what a typed date stands for (`parseTypedDate`).
 * Pure functions, so they are unit-tested without a browser.
 */
import { dateMaskAccepts, readCalendarDate, YearRange, type DateBounds } from '@loci/domain';

/** Characters that end a month or a day early when typed: `1/` means `01/`. */
const Separator = /^[/.\- ]$/;
const Digit = /^\d$/;
const WholeIsoDate = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/;
const WholeTypedDate = /^\s*(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})\s*$/;
const SegmentLength = [2, 2, 4] as const;

/** A whole date pasted or autofilled as YYYY-MM-DD or M/D/YYYY, in the mask's form. */
function fromWholeDate(text: string): string | undefined {
  const iso = WholeIsoDate.exec(text);
  const typed = iso ? undefined : WholeTypedDate.exec(text);
  const parts = iso
    ? { month: iso[2]!, day: iso[3]!, year: iso[1]! }
    : typed
      ? { month: typed[1]!, day: typed[2]!, year: typed[3]! }
      : undefined;
  if (!parts) return undefined;
  const digits = `${parts.month.padStart(2, '0')}${parts.day.padStart(2, '0')}${parts.year}`;
  return [...digits].every((digit, position) => dateMaskAccepts(position, digit))
    ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
    : undefined;
}

/**
 * Runs what is in the input (typed, pasted or autofilled) through the mask:
 * - digits fill month, day and year in turn; a slash appears when the next part begins;
 * - the month's first digit must be 0 or 1 and the day's 0 to 3: any other digit is refused
 *   (not padded), as are letters;
 * - a separator (`/`, `-`, `.`, space) after one digit of the month or day pads it with a
 *   leading zero and moves on (`1/2/1990` → `01/02/1990`), shown as a trailing slash;
 * - a whole date pasted or autofilled as `1990-01-02` or `7/4/1990` is read as such
 *   (`01/02/1990`, `07/04/1990`), although typing `7` as a month's first digit is refused.
 */
export function maskTypedDate(raw: string): string {
  const whole = fromWholeDate(raw);
  if (whole !== undefined) return whole;

  const segments = ['', '', ''];
  let index = 0;
  for (const character of raw) {
    if (Digit.test(character)) {
      const target =
        index < 2 && segments[index]!.length === SegmentLength[index] ? index + 1 : index;
      const segment = segments[target]!;
      if (segment.length >= SegmentLength[target as 0 | 1 | 2]) continue;
      if (!dateMaskAccepts(target * 2 + segment.length, character)) continue;
      segments[target] = segment + character;
      index = target;
    } else if (Separator.test(character) && index < 2) {
      const segment = segments[index]!;
      // An empty part, or a lone 0, cannot be completed by a separator.
      if (segment === '' || segment === '0') continue;
      segments[index] = segment.padStart(2, '0');
      index += 1;
    }
  }
  return segments.slice(0, index + 1).join('/');
}

/** What is wrong with a typed date, if anything; an empty text is nothing wrong (see `required`). */
export type DateProblem = 'incomplete' | 'invalid' | 'year' | 'beforeMin' | 'afterMax';

const CompleteTypedDate = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * The problem of a typed date: not finished, not a real day, a year outside 1900–2100, or
 * outside the inclusive ISO bounds. `undefined` when empty or fine.
 */
export function findDateProblem(text: string, bounds: DateBounds = {}): DateProblem | undefined {
  if (text === '') return undefined;
  if (!CompleteTypedDate.test(text)) return 'incomplete';
  const year = Number(text.slice(6));
  if (year < YearRange.min || year > YearRange.max) return 'year';
  const date = readCalendarDate(text);
  if (date === undefined) return 'invalid';
  const iso = `${text.slice(6)}-${text.slice(0, 2)}-${text.slice(3, 5)}`;
  if (bounds.min !== undefined && iso < bounds.min) return 'beforeMin';
  if (bounds.max !== undefined && iso > bounds.max) return 'afterMax';
  return undefined;
}
