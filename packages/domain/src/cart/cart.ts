/**
 * The cart (document 1 section 4): immutable state in, a new cart or a typed refusal out.
 * Tests form an outline: each test's indent is at least 0 and at most the previous test's indent
 * plus one, and its reflexOrderingParentTestCode is the code of the nearest previous test one
 * level up (null at level 0).
 */
import {
  ConflictingTestPairs,
  CustomSliceTestCodes,
  UltraRapidTestCode,
  conflictingTestsMessage,
  customSliceConflictMessage,
  duplicateTestMessage,
  isCustomSliceTest,
  isRepeatableTest,
  isSameTestCode,
  notOrderableAsKitMessage,
} from './cartRules.js';

export interface CartTest {
  readonly code: string;
  readonly indent: number;
  readonly reflexOrderingParentTestCode: string | null;
  /** Ordered as a kit (a specimen kit shipped to the patient). */
  readonly orderedAsKit?: boolean;
}

/** The cart: the tests in the order they will appear in the order. */
export interface Cart<T extends CartTest = CartTest> {
  readonly tests: readonly T[];
}

/** A test to add: the cart works out its parent; its indent defaults to 0. */
export type NewCartTest<T extends CartTest = CartTest> = Omit<
  T,
  'indent' | 'reflexOrderingParentTestCode'
> & { readonly indent?: number };

export type CartRefusalReason =
  | 'conflicting-tests'
  | 'custom-slice-conflict'
  | 'not-orderable-as-kit'
  | 'indent-out-of-bounds'
  | 'no-such-test'
  | 'duplicate-test';

export interface CartRefusal {
  readonly ok: false;
  readonly reason: CartRefusalReason;
  readonly message: string;
  /** The test codes the refusal is about. */
  readonly codes: readonly string[];
  /** For a duplicate test in `checkOrderTests`: the position of the repeated copy in the tests given. */
  readonly index?: number;
}

export type CartChange<T extends CartTest = CartTest> =
  { readonly ok: true; readonly cart: Cart<T> } | CartRefusal;

/** `added` lists the tests that went in (duplicates silently ignored are left out). */
export type CartAddition<T extends CartTest = CartTest> =
  { readonly ok: true; readonly cart: Cart<T>; readonly added: readonly T[] } | CartRefusal;

export function emptyCart<T extends CartTest = CartTest>(): Cart<T> {
  return { tests: [] };
}

/** The highest indent a test may have at `index` (0 for the first test). */
export function maximumIndentAt(tests: readonly CartTest[], index: number): number {
  const previous = tests[index - 1];
  return previous === undefined ? 0 : previous.indent + 1;
}

/**
 * Clamps every indent into its bounds (non-integers rounded down, negatives to 0) and sets each
 * parent code from the indents. Used after every change and for a cart restored from storage.
 */
export function normaliseCart<T extends CartTest>(tests: readonly T[]): Cart<T> {
  const lastCodeAtLevel: string[] = [];
  let previousIndent = -1;
  const normalised = tests.map((test) => {
    const wanted = Number.isFinite(test.indent) ? Math.floor(test.indent) : 0;
    const indent = Math.min(Math.max(wanted, 0), previousIndent + 1);
    previousIndent = indent;
    lastCodeAtLevel[indent] = test.code;
    lastCodeAtLevel.length = indent + 1;
    const reflexOrderingParentTestCode = indent === 0 ? null : lastCodeAtLevel[indent - 1]!;
    return test.indent === indent &&
      test.reflexOrderingParentTestCode === reflexOrderingParentTestCode
      ? test
      : { ...test, indent, reflexOrderingParentTestCode };
  });
  return { tests: normalised };
}

function refusal(
  reason: CartRefusalReason,
  message: string,
  codes: readonly string[],
): CartRefusal {
  return { ok: false, reason, message, codes };
}

function canonicalCustomSliceCode(code: string): string {
  return CustomSliceTestCodes.find((candidate) => isSameTestCode(candidate, code))!;
}

function ruleRefusal(tests: readonly CartTest[], code: string, asKit: boolean): CartRefusal | null {
  if (asKit && isSameTestCode(code, UltraRapidTestCode)) {
    return refusal('not-orderable-as-kit', notOrderableAsKitMessage(UltraRapidTestCode), [
      UltraRapidTestCode,
    ]);
  }
  const inCart = (candidate: string): boolean =>
    tests.some((test) => isSameTestCode(test.code, candidate));
  for (const [first, second] of ConflictingTestPairs) {
    const clash =
      (isSameTestCode(code, first) && inCart(second)) ||
      (isSameTestCode(code, second) && inCart(first));
    if (clash) {
      return refusal('conflicting-tests', conflictingTestsMessage(first, second), [first, second]);
    }
  }
  if (isCustomSliceTest(code)) {
    const involved: string[] = [];
    for (const candidate of [...tests.map((test) => test.code), code]) {
      if (!isCustomSliceTest(candidate)) continue;
      const canonical = canonicalCustomSliceCode(candidate);
      if (!involved.includes(canonical)) involved.push(canonical);
    }
    if (involved.length > 1) {
      return refusal('custom-slice-conflict', customSliceConflictMessage(involved), involved);
    }
  }
  return null;
}

function indentRefusal(code: string, indent: number, maximum: number): CartRefusal {
  return refusal(
    'indent-out-of-bounds',
    `Test ${code} cannot have indent ${String(indent)}: it must be a whole number from 0 to ${String(maximum)}`,
    [code],
  );
}

function isWithinBounds(indent: number, maximum: number): boolean {
  return Number.isInteger(indent) && indent >= 0 && indent <= maximum;
}

/**
 * Adds one test at the end of the cart. A test already in the cart is silently ignored (the
 * cart comes back unchanged and `added` is empty), except the repeatable tests.
 */
export function addTest<T extends CartTest>(cart: Cart<T>, test: NewCartTest<T>): CartAddition<T> {
  const alreadyInCart = cart.tests.some((existing) => isSameTestCode(existing.code, test.code));
  if (alreadyInCart && !isRepeatableTest(test.code)) return { ok: true, cart, added: [] };
  const refused = ruleRefusal(cart.tests, test.code, test.orderedAsKit === true);
  if (refused) return refused;
  const indent = test.indent ?? 0;
  const maximum = maximumIndentAt(cart.tests, cart.tests.length);
  if (!isWithinBounds(indent, maximum)) return indentRefusal(test.code, indent, maximum);
  const next = normaliseCart([
    ...cart.tests,
    { ...test, indent, reflexOrderingParentTestCode: null } as unknown as T,
  ]);
  return { ok: true, cart: next, added: [next.tests[next.tests.length - 1]!] };
}

/** Adds several tests in order, all or nothing: the first refusal is returned and nothing is added. */
export function addTests<T extends CartTest>(
  cart: Cart<T>,
  tests: readonly NewCartTest<T>[],
): CartAddition<T> {
  let current = cart;
  const added: T[] = [];
  for (const test of tests) {
    const result = addTest(current, test);
    if (!result.ok) return result;
    current = result.cart;
    added.push(...result.added);
  }
  return { ok: true, cart: current, added };
}

function noSuchTest(index: number): CartRefusal {
  return refusal('no-such-test', `There is no test at position ${String(index)} in the cart`, []);
}

/** The tests after `index` that depend on it, directly or through another test. */
function dependantsEnd(tests: readonly CartTest[], index: number): number {
  const level = tests[index]!.indent;
  let end = index + 1;
  while (end < tests.length && tests[end]!.indent > level) end += 1;
  return end;
}

function shiftIndent<T extends CartTest>(test: T, by: number): T {
  return { ...test, indent: test.indent + by };
}

/** Removes the test at `index`; the tests that depended on it move up one level. */
export function removeTest<T extends CartTest>(cart: Cart<T>, index: number): CartChange<T> {
  const removed = Number.isInteger(index) ? cart.tests[index] : undefined;
  if (removed === undefined) return noSuchTest(index);
  const end = dependantsEnd(cart.tests, index);
  return {
    ok: true,
    cart: normaliseCart([
      ...cart.tests.slice(0, index),
      ...cart.tests.slice(index + 1, end).map((test) => shiftIndent(test, -1)),
      ...cart.tests.slice(end),
    ]),
  };
}

/**
 * Sets the indent of the test at `index` (0 to the previous test's indent plus one); the tests
 * that depended on it move with it, and later tests are kept within bounds.
 */
export function setTestIndent<T extends CartTest>(
  cart: Cart<T>,
  index: number,
  indent: number,
): CartChange<T> {
  const test = Number.isInteger(index) ? cart.tests[index] : undefined;
  if (test === undefined) return noSuchTest(index);
  const maximum = maximumIndentAt(cart.tests, index);
  if (!isWithinBounds(indent, maximum)) return indentRefusal(test.code, indent, maximum);
  const by = indent - test.indent;
  const end = dependantsEnd(cart.tests, index);
  return {
    ok: true,
    cart: normaliseCart([
      ...cart.tests.slice(0, index),
      ...cart.tests.slice(index, end).map((moved) => shiftIndent(moved, by)),
      ...cart.tests.slice(end),
    ]),
  };
}

/**
 * Re-checks the tests of an order as a whole (the server does this on every save): the same rules
 * as adding them one by one to an empty cart, so the answer is the cart the order would hold or
 * the first refusal. Unlike adding to the cart, a test given twice is refused (not silently
 * ignored), except the repeatable tests: an order names each test once, and dropping a copy would
 * part the other tests from their details (`index` names the repeated copy).
 */
export function checkOrderTests<T extends CartTest>(
  tests: readonly NewCartTest<T>[],
): CartAddition<T> {
  const duplicate = tests.findIndex(
    (test, index) =>
      !isRepeatableTest(test.code) &&
      tests.slice(0, index).some((earlier) => isSameTestCode(earlier.code, test.code)),
  );
  if (duplicate >= 0) {
    const code = tests[duplicate]!.code;
    return {
      ...refusal('duplicate-test', duplicateTestMessage(code), [code]),
      index: duplicate,
    };
  }
  return addTests(emptyCart<T>(), tests);
}

/** A test read back from storage: the cart's fields plus whatever else was stored with it. */
export type StoredCartTest = CartTest & Readonly<Record<string, unknown>>;

function isStoredTest(value: unknown): value is Record<string, unknown> & { code: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    (value as { code: string }).code.trim() !== ''
  );
}

/**
 * Reads a cart kept in local storage (already JSON-parsed, so untrusted): entries without a test
 * code are dropped, a missing or unreadable indent counts as 0, then the cart is normalised.
 * Anything that is not a list of tests gives an empty cart.
 */
export function readStoredCart(stored: unknown): Cart<StoredCartTest> {
  const list: unknown =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as { tests?: unknown }).tests
      : stored;
  if (!Array.isArray(list)) return emptyCart();
  const tests = list.filter(isStoredTest).map((test) => {
    const orderedAsKit = test.orderedAsKit === true;
    return {
      ...test,
      indent: typeof test.indent === 'number' ? test.indent : 0,
      reflexOrderingParentTestCode: null,
      orderedAsKit,
    };
  });
  return normaliseCart<StoredCartTest>(tests);
}
