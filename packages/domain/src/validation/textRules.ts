/** Rules for free text, contact details and postal codes. */
import { composeRules, isEmptyValue, maxLength, type FieldRule } from './fieldRules.js';
import { ValidationMessages } from './messages.js';

/**
 * The characters a free-text field accepts: letters (accented ones too), combining marks,
 * digits, whitespace and common punctuation. Left out: < > { } [ ] \ | ^ ~ = ` $, which have no
 * place in names and addresses and are the ones markup and injection need.
 */
export const AllowedCharactersPattern = /^[\p{L}\p{M}\p{Nd}\s.,;:!?'"‘’“”()/&@#%+*_–—-]*$/u;

/** A text may hold only letters, digits, whitespace and common punctuation. */
export const validCharacters: FieldRule<string | null | undefined> = (value) =>
  isEmptyValue(value) || AllowedCharactersPattern.test(value)
    ? undefined
    : ValidationMessages.validCharacters;

/**
 * The characters clinical free text accepts (messages to the lab, order notes, order-change notes,
 * share notes): the allowed characters plus `>`, `[`, `]` and `=`, which variant nomenclature
 * needs (HGVS: `c.7007G>A`, `c.[76A>C];[76A>C]`, `p.(=)`). `<` stays refused, so no tag can be
 * written (docs/decisions/markup-in-free-text.md).
 */
export const ClinicalTextPattern = /^[\p{L}\p{M}\p{Nd}\s.,;:!?'"‘’“”()/&@#%+*_–—>[\]=-]*$/u;

/** Clinical free text: the allowed characters plus variant nomenclature's `>`, `[`, `]`, `=`. */
export const validClinicalText: FieldRule<string | null | undefined> = (value) =>
  isEmptyValue(value) || ClinicalTextPattern.test(value)
    ? undefined
    : ValidationMessages.validCharacters;

/** Whether a text (whitespace trimmed) is an optional + then digits, spaces or hyphens with at least 10 digits. */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (!/^\+?[\d -]+$/.test(text)) return false;
  return text.replace(/\D/g, '').length >= 10;
}

/**
 * A phone number: optional +, then at least 10 digits, spaces or hyphens; whitespace trimmed
 * (so a blank value is empty and left to `required`).
 */
export const phone: FieldRule<string | null | undefined> = (value) =>
  value == null || value.trim() === '' || isPhoneNumber(value) ? undefined : ValidationMessages.tel;

/** A fax number: written like a phone number. */
export const fax: FieldRule<string | null | undefined> = (value) =>
  value == null || value.trim() === '' || isPhoneNumber(value) ? undefined : ValidationMessages.fax;

const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';

/**
 * An e-mail address: a local part of dot-separated words (so no leading, trailing or
 * consecutive dot), @, then dot-separated domain labels ending in a top-level part of at least
 * two letters.
 */
export const EmailPattern = new RegExp(`^${atom}(?:\\.${atom})*@(?:${label}\\.)+[A-Za-z]{2,}$`);

/** Whether a text is an e-mail address as `EmailPattern` defines it. */
export function isEmailAddress(value: string): boolean {
  return EmailPattern.test(value);
}

/** An e-mail address (no leading dot, no consecutive dots, top-level part of 2+ letters). */
export const email: FieldRule<string | null | undefined> = (value) =>
  isEmptyValue(value) || isEmailAddress(value) ? undefined : ValidationMessages.email;

/** A US ZIP code: 5 digits, or ZIP+4 as 12345-6789. */
export const UsZipPattern = /^\d{5}(?:-\d{4})?$/;

/** A US ZIP code (5 digits or ZIP+4). */
export const usZip: FieldRule<string | null | undefined> = (value) =>
  isEmptyValue(value) || UsZipPattern.test(value) ? undefined : ValidationMessages.format;

/** Whether an address's country (ISO alpha-3, any letter case) is the United States. */
export function isUsCountry(country: string | null | undefined): boolean {
  return country?.trim().toUpperCase() === 'USA';
}

/** A postal code outside the USA: free text of at most 10 characters, allowed characters only. */
export const foreignPostalCode: FieldRule<string | null | undefined> = composeRules<
  string | null | undefined
>(maxLength(10), validCharacters);

/**
 * The postal code rule of an address in `country`: the US ZIP rule (5 digits or ZIP+4) for the
 * USA, `foreignPostalCode` for any other country or none.
 */
export function postalCode(
  country: string | null | undefined,
): FieldRule<string | null | undefined> {
  return isUsCountry(country) ? usZip : foreignPostalCode;
}
