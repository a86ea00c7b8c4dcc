// Field rules shared by the calls, built on @loci/domain's rules and the spec's messages
// (document 1 section 5), so that the portal and the server refuse the same values.
import {
  AccessTypes,
  AllowedCharactersPattern,
  ClinicalTextPattern,
  type AccessTypeCode,
  EmailPattern,
  isPhoneNumber,
  postalCode,
  readCalendarDate,
  SortOrder,
  toIsoDate,
  UsZipPattern,
  ValidationMessages,
  validDate,
  yearInRange,
} from '@loci/domain';
import { preprocess, z } from '../zod.js';

export const fieldMessages = ValidationMessages;

/**
 * A required text: trimmed, not empty, at most `max` characters and, when a `format` is given,
 * matching it (a code's spelling; `formatMessage` otherwise "format").
 */
export function trimmedRequired(
  max: number,
  format?: RegExp,
  formatMessage: string = fieldMessages.format,
) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, fieldMessages.required),
      z.maxLength(max, fieldMessages.maxLength),
      ...(format ? [z.regex(format, formatMessage)] : []),
    );
}

/** A required free-text field: trimmed, not empty, at most `max` characters, allowed characters. */
export function requiredText(max = 100) {
  return trimmedRequired(max, AllowedCharactersPattern, fieldMessages.validCharacters);
}

/** An optional free-text field: empty strings become null. */
export function optionalText(max = 100, pattern: RegExp = AllowedCharactersPattern) {
  return z.nullish(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(max, fieldMessages.maxLength),
          z.regex(pattern, fieldMessages.validCharacters),
        ),
      z.transform((value) => (value === '' ? null : value)),
    ),
  );
}

/**
 * A required clinical free text (a message to the lab, an order-change note): like `requiredText`,
 * but variant nomenclature's `>`, `[`, `]`, `=` are allowed (@loci/domain `ClinicalTextPattern`).
 */
export function requiredClinicalText(max = 100) {
  return trimmedRequired(max, ClinicalTextPattern, fieldMessages.validCharacters);
}

/** An optional clinical free text (order notes, share notes): empty strings become null. */
export function optionalClinicalText(max = 100) {
  return optionalText(max, ClinicalTextPattern);
}

export const phoneField = z
  .string()
  .check(z.trim(), z.refine(isPhoneNumber, { message: fieldMessages.tel }));
export const faxField = z
  .string()
  .check(z.trim(), z.refine(isPhoneNumber, { message: fieldMessages.fax }));
export const emailField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(254, fieldMessages.maxLength),
    z.regex(EmailPattern, fieldMessages.email),
  );
export const zipField = z.string().check(z.trim(), z.regex(UsZipPattern, fieldMessages.format));

/**
 * An address's postal code by its country (@loci/domain `postalCode`): the US ZIP rule when
 * `countryKey` holds USA, free text of at most 10 allowed characters for another country. No
 * country given counts as `absentCountry` (none: not the USA). A check of the address object, on
 * `zipKey`; it runs even when other fields are refused, so that every field shows its message,
 * and not when the postal code was refused already.
 */
export function postalCodeCheck(zipKey: string, countryKey: string, absentCountry?: string) {
  return z.superRefine(
    (address: Readonly<Record<string, unknown>>, context) => {
      const zip = address[zipKey];
      const country = address[countryKey] ?? absentCountry;
      if (typeof zip !== 'string') return;
      const message = postalCode(typeof country === 'string' ? country : null)(zip);
      if (message !== undefined) context.addIssue({ code: 'custom', path: [zipKey], message });
    },
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === zipKey),
    },
  );
}

/**
 * A required field of a given format: empty (or only spaces) is "This field is required", not the
 * format's message (a blank ZIP code is missing, not malformed).
 */
export function requiredField<Output>(field: z.ZodMiniType<Output, string>) {
  return z.pipe(z.string().check(z.trim(), z.minLength(1, fieldMessages.required)), field);
}

/** Optional variants: absent, null or empty (cleared). */
export function optionalField(field: z.ZodMiniString<string>) {
  return z.nullish(
    z.pipe(
      z.union([z.literal(''), field]),
      z.transform((value) => (value === '' ? null : value)),
    ),
  );
}

/** National Provider Identifier: 10 digits whose last is the Luhn check digit (prefix 80840). */
export const npiField = z
  .string()
  .check(
    z.trim(),
    z.regex(/^\d{10}$/, fieldMessages.format),
    z.refine(isValidNpiCheckDigit, { message: fieldMessages.format }),
  );

export function isValidNpiCheckDigit(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`.split('').map(Number);
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits[digits.length - 1 - index] as number;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether `yyyy-mm-dd` names a day of the calendar (no month 13, no 30 February, no year 0). */
export function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** What a call answers when a value sent as a date is not one at all (document 2, section 8). */
export const dateTimeExpectedMessage = 'Expected DateTime object';

/**
 * The type error of a date field: missing is 'This field is required', anything but text (a
 * number, a boolean, an object) 'Expected DateTime object'.
 */
export function dateTypeError(issue: { input?: unknown }): string {
  return issue.input === undefined || issue.input === null
    ? fieldMessages.required
    : dateTimeExpectedMessage;
}

const isoDayShape = /^\d{4}-\d{2}-\d{2}$/;

/** A date filter as `yyyy-mm-dd`, a day of the calendar, year 1900–2100 (document 1 section 5). */
export const isoDateField = z.string({ error: dateTypeError }).check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessages.format),
  z.refine(isCalendarDate, { message: fieldMessages.format }),
  z.refine((day) => !isoDayShape.test(day) || !isCalendarDate(day) || !yearInRange(day), {
    message: fieldMessages.year,
  }),
);

/**
 * A date without time zone, typed MM/DD/YYYY or ISO; travels and answers as ISO `YYYY-MM-DD`.
 * Not a real day or outside 1900–2100: the spec's date messages.
 */
export const calendarDateField = z.pipe(
  z.string({ error: dateTypeError }).check(
    z.trim(),
    z.superRefine((value, context) => {
      const message = validDate(value);
      if (message !== undefined) context.addIssue({ code: 'custom', message });
    }),
  ),
  z.transform((value) => toIsoDate(readCalendarDate(value)!)),
);

/** An optional date: absent, null or empty (cleared) become null. */
export const optionalCalendarDate = preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.nullish(calendarDateField),
);

/** The largest id the database's integer columns hold: a larger one names no row. */
export const largestRowId = 2 ** 31 - 1;

/**
 * A row id in a path, a query or a body (orders, patients, documents, attachments): a positive
 * whole number that fits the database's integer columns.
 */
export const rowIdField = z.coerce.number().check(z.int(), z.positive(), z.lte(largestRowId));

/** A row id a form sends in a body (a number, not text), with the spec's messages. */
export const requiredRowIdField = z
  .number({ error: fieldMessages.required })
  .check(
    z.int(fieldMessages.format),
    z.positive(fieldMessages.min),
    z.lte(largestRowId, fieldMessages.format),
  );

/** A two-letter state or province code. */
export const stateCodeField = z
  .string()
  .check(z.trim(), z.regex(/^[A-Z]{2}$/, fieldMessages.format));
/** A three-letter country code (ISO 3166-1 alpha-3). */
export const countryCodeField = z
  .string()
  .check(z.trim(), z.regex(/^[A-Z]{3}$/, fieldMessages.format));

/** An account number (client master id): 1 to 20 letters or digits. */
export const accountNumberField = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9]{1,20}$/, fieldMessages.format));

export const accessTypeCodeSchema = z.enum(
  AccessTypes.map((type) => type.code) as [AccessTypeCode, ...AccessTypeCode[]],
);
export type AccessTypeCodeValue = z.infer<typeof accessTypeCodeSchema>;

/** The accounts a list or a look-up is limited to (at most 200). */
export const accountNumbersFilterField = z._default(
  z.array(accountNumberField).check(z.maxLength(200)),
  [],
);

/** The search text of a list or a look-up: trimmed, at most 100 characters, empty when absent. */
export const searchTextFilterField = z._default(
  z.string().check(z.trim(), z.maxLength(100, fieldMessages.maxLength)),
  '',
);

/** A list's sort order: Ascending 0 or Descending 1 (document 2), Descending when absent. */
export const sortOrderFilterField = z._default(
  z.union([z.literal(SortOrder.Ascending), z.literal(SortOrder.Descending)]),
  SortOrder.Descending,
);

/** The filters of the order lists (orders, results) by who ordered and who placed an order. */
export const orderPeopleFilterFields = {
  /** Ordering providers (their ids, from `orderingProviderByName`). */
  OrderingProviderIds: z._default(z.array(rowIdField).check(z.maxLength(50)), []),
  /** Who placed the order (the values of `orderPlacedByForName`). */
  OrderedBy: z._default(
    z.array(z.string().check(z.trim(), z.maxLength(254))).check(z.maxLength(50)),
    [],
  ),
};
