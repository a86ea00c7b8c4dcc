/**
 * Field rules shared by the UI kit, the portal and the contract. A rule takes a value and
 * returns `undefined` when it is valid or the spec's message when it is not.
 *
 * Convention: only `required`, `defined` and `notEmptyArray` reject a missing value; every other
 * rule accepts an empty value (`undefined`, `null`, `''`) so that optional fields work, and is
 * composed with `required` for a mandatory field.
 */
import { ValidationMessages } from './messages.js';

/** A validation rule: `undefined` when valid, else the message to show beside the field. */
export type FieldRule<T> = (value: T) => string | undefined;

/** One rule that applies each rule in turn and returns the first message. */
export function composeRules<T>(...rules: readonly FieldRule<T>[]): FieldRule<T> {
  return (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/** A rule that applies only while a condition (over watched fields) holds. */
export function applyWhen<T>(condition: boolean, rule: FieldRule<T>): FieldRule<T> {
  return condition ? rule : () => undefined;
}

/** Rules for some fields of a form. */
export type FormRules<Values> = { readonly [Field in keyof Values]?: FieldRule<Values[Field]> };

/** The message of every invalid field; a valid field has no entry. */
export type FormErrors<Values> = { [Field in keyof Values]?: string };

/** Applies each field's rule to its value. */
export function validateForm<Values extends object>(
  values: Values,
  rules: FormRules<Values>,
): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  for (const field of Object.keys(rules) as (keyof Values)[]) {
    const message = rules[field]?.(values[field]);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/** Whether a value counts as empty for the optional rules: undefined, null or ''. */
export function isEmptyValue(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

/**
 * A value must be given: rejects undefined, null, false, NaN, a blank string and an empty
 * array. Zero is a value.
 */
export const required: FieldRule<unknown> = (value) => {
  const missing =
    value === undefined ||
    value === null ||
    value === false ||
    Number.isNaN(value) ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return missing ? ValidationMessages.required : undefined;
};

/** A value must be defined: rejects only undefined and null (false, 0 and '' are values). */
export const defined: FieldRule<unknown> = (value) =>
  value === undefined || value === null ? ValidationMessages.defined : undefined;

/** At least one value must be selected. */
export const notEmptyArray: FieldRule<readonly unknown[] | null | undefined> = (value) =>
  value == null || value.length === 0 ? ValidationMessages.notEmptyArray : undefined;

/** A text may hold at most `max` characters (UTF-16 units, as a textarea's maxLength counts). */
export function maxLength(max: number): FieldRule<string | null | undefined> {
  return (value) =>
    value != null && value.length > max ? ValidationMessages.maxLength : undefined;
}

/** A number written as text; NaN for blank text (which `Number` would read as 0). */
function parseNumberText(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * A number may not be below `minimum`. A numeric string is read as a number; an empty or
 * unreadable value is left to other rules.
 */
export function min(minimum: number): FieldRule<number | string | null | undefined> {
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const number = typeof value === 'number' ? value : parseNumberText(value);
    return number < minimum ? ValidationMessages.min : undefined;
  };
}

/** A value must match a pattern (tested as a whole against the value). */
export function format(pattern: RegExp): FieldRule<string | null | undefined> {
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return (value) =>
    isEmptyValue(value) || stateless.test(value) ? undefined : ValidationMessages.format;
}
