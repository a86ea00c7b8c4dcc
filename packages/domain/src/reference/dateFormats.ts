/** Date formats used in payloads and on screen (document 3 section 7), in date-fns notation. */
export const DateFormats = {
  /** A date as shown and typed: MM/dd/yyyy. */
  date: 'MM/dd/yyyy',
  /** A date-time sent to the server, without time zone. */
  dateTimeWithoutZone: "yyyy-MM-dd'T'HH:mm:ss",
} as const;
