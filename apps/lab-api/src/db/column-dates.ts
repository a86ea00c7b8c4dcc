// Date columns as the calls answer them: PGlite and PostgreSQL hand back a Date or a string.

/** A timestamp column as an ISO 8601 instant. */
export const isoTimestamp = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A date or timestamp column as its day (YYYY-MM-DD). */
export const isoDay = (value: Date | string | null): string | null =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);
