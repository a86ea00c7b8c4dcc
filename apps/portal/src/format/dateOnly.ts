import { formatTypedDate } from '@loci/domain';

/** A timestamp with a zone (`…T…Z`, `…T…+02:00`): an instant, whose day depends on where one is. */
const zonedTimestamp = /T.*(?:Z|[+-]\d{2}:?\d{2})$/i;

const isoDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's calendar day (`YYYY-MM-DD`) in `timeZone`, the user's own by default: an order
 * placed at 8 pm in Boston is dated that day, not the next (its UTC day).
 */
export function localIsoDate(instant: Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = isoDateFormats.get(key);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    isoDateFormats.set(key, format);
  }
  return format.format(instant);
}

/**
 * A server date as the lab writes dates (`MM/DD/YYYY`), or `none` when it has none. A timestamp
 * with a zone is dated in the user's time zone; a calendar date, or a timestamp without a zone
 * (the spec's `yyyy-MM-dd'T'HH:mm:ss`), keeps its own day.
 */
export function dateOnly(value: string | null | undefined, none = '', timeZone?: string): string {
  if (!value) return none;
  const instant = zonedTimestamp.test(value) ? new Date(value) : null;
  const day =
    instant && !Number.isNaN(instant.getTime())
      ? localIsoDate(instant, timeZone)
      : value.slice(0, 10);
  return formatTypedDate(day);
}
