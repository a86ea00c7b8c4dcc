/**
 * The cart's ordering rules (document 1 section 5, document 3 sections 5 and 8): test pairs that
 * cannot share an order, the custom slice family, the tests that may be added more than once, and
 * the ultra-rapid test that is not orderable as a kit. Codes are compared case-insensitively.
 */

/** Pairs of tests that cannot be included in the same order, in the spec's order. */
export const ConflictingTestPairs: readonly (readonly [string, string])[] = [['896', 'J774']];

/** The custom slice tests: at most one of them per order. */
export const CustomSliceTestCodes = ['706', 'TG70', 'J757', 'TG75', 'TG71'] as const;

/** Tests that may be in the cart more than once (adding them again is not ignored). */
export const RepeatableTestCodes = ['906-Custom', '9011-Custom', '9012-Custom', '9001'] as const;

/** The ultra-rapid test, not orderable as a kit. */
export const UltraRapidTestCode = 'URGb';

/** The same test code, whatever its letter case or surrounding blanks. */
export function isSameTestCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

function isOneOf(code: string, codes: readonly string[]): boolean {
  return codes.some((candidate) => isSameTestCode(candidate, code));
}

export function isCustomSliceTest(code: string): boolean {
  return isOneOf(code, CustomSliceTestCodes);
}

export function isRepeatableTest(code: string): boolean {
  return isOneOf(code, RepeatableTestCodes);
}

/** "Tests X and Y cannot be included in the same order", the pair in the spec's order. */
export function conflictingTestsMessage(first: string, second: string): string {
  return `Tests ${first} and ${second} cannot be included in the same order`;
}

/**
 * "Multiple Custom XomeDxSlice tests (..) cannot be included in the same order", naming every
 * custom slice test involved in the order they would appear in the order, joined with ", ".
 */
export function customSliceConflictMessage(codes: readonly string[]): string {
  return `Multiple Custom XomeDxSlice tests (${codes.join(', ')}) cannot be included in the same order`;
}

/** Our wording: the spec states the rule but gives no message. */
export function notOrderableAsKitMessage(code: string): string {
  return `Test ${code} is not orderable as a kit`;
}

/** Our wording: the spec says a test already in the cart cannot be added again, without a text. */
export function duplicateTestMessage(code: string): string {
  return `Test ${code} is already in this order`;
}
