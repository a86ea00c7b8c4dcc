import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addTest,
  addTests,
  checkOrderTests,
  emptyCart,
  normaliseCart,
  readStoredCart,
  removeTest,
  setTestIndent,
  type Cart,
  type CartTest,
  type NewCartTest,
} from './index.js';

interface CatalogueCartTest extends CartTest {
  readonly name: string;
}

function cartOf(...entries: readonly (readonly [code: string, indent: number])[]): Cart {
  return normaliseCart(
    entries.map(([code, indent]) => ({ code, indent, reflexOrderingParentTestCode: null })),
  );
}

function codesAndIndents(cart: Cart): string[] {
  return cart.tests.map((test) => `${test.code}:${String(test.indent)}`);
}

describe('adding one test', () => {
  it('appends at level 0 by default and keeps the caller’s fields', () => {
    const cart = emptyCart<CatalogueCartTest>();
    const result = addTest(cart, { code: '706', name: 'Slice' });
    expect(result).toEqual({
      ok: true,
      cart: {
        tests: [{ code: '706', name: 'Slice', indent: 0, reflexOrderingParentTestCode: null }],
      },
      added: [{ code: '706', name: 'Slice', indent: 0, reflexOrderingParentTestCode: null }],
    });
    expect(cart.tests).toEqual([]);
  });

  it('refuses 896 with J774 whichever comes first, naming the pair in the spec’s order', () => {
    const expected = {
      ok: false,
      reason: 'conflicting-tests',
      message: 'Tests 896 and J774 cannot be included in the same order',
      codes: ['896', 'J774'],
    };
    expect(addTest(cartOf(['896', 0]), { code: 'J774' })).toEqual(expected);
    expect(addTest(cartOf(['J774', 0]), { code: '896' })).toEqual(expected);
    expect(addTest(cartOf(['j774', 0]), { code: '896' }).ok).toBe(false);
  });

  it('refuses a second custom slice test, naming the slices in order-of-appearance', () => {
    expect(addTest(cartOf(['706', 0]), { code: 'TG70' })).toEqual({
      ok: false,
      reason: 'custom-slice-conflict',
      message: 'Multiple Custom XomeDxSlice tests (706, TG70) cannot be included in the same order',
      codes: ['706', 'TG70'],
    });
    expect(addTest(cartOf(['TG75', 0], ['9001', 0], ['j757', 0]), { code: 'tg71' })).toMatchObject({
      message:
        'Multiple Custom XomeDxSlice tests (TG75, J757, TG71) cannot be included in the same order',
    });
  });

  it('names each custom slice test once, even from a stored cart holding one twice', () => {
    expect(addTest(cartOf(['706', 0], ['706', 0]), { code: 'TG70' })).toMatchObject({
      message: 'Multiple Custom XomeDxSlice tests (706, TG70) cannot be included in the same order',
    });
  });

  it('lets each custom slice test in on its own, and unrelated tests beside one', () => {
    for (const code of ['706', 'TG70', 'J757', 'TG75', 'TG71']) {
      expect(addTest(cartOf(['896', 0]), { code }).ok).toBe(true);
    }
    expect(addTest(cartOf(['706', 0]), { code: 'J774' }).ok).toBe(true);
  });

  it('silently ignores a test already in the cart', () => {
    const cart = cartOf(['706', 0], ['J774', 0]);
    const result = addTest(cart, { code: 'j774 ' });
    expect(result).toEqual({ ok: true, cart, added: [] });
    if (result.ok) expect(result.cart).toBe(cart);
  });

  it.each(['906-Custom', '9011-Custom', '9012-Custom', '9001'])('adds %s again', (code) => {
    const result = addTest(cartOf([code, 0]), { code });
    expect(result.ok && codesAndIndents(result.cart)).toEqual([`${code}:0`, `${code}:0`]);
  });

  it('refuses URGb as a kit, but not otherwise', () => {
    expect(addTest(emptyCart(), { code: 'URGb', orderedAsKit: true })).toEqual({
      ok: false,
      reason: 'not-orderable-as-kit',
      message: 'Test URGb is not orderable as a kit',
      codes: ['URGb'],
    });
    expect(addTest(emptyCart(), { code: 'URGb', orderedAsKit: false }).ok).toBe(true);
    expect(addTest(emptyCart(), { code: 'URGb' }).ok).toBe(true);
    expect(addTest(emptyCart(), { code: '706', orderedAsKit: true }).ok).toBe(true);
  });

  it('adds a reflex test under the previous one', () => {
    const result = addTest(cartOf(['A', 0], ['B', 1]), { code: 'C', indent: 2 });
    expect(result.ok && result.cart.tests[2]).toEqual({
      code: 'C',
      indent: 2,
      reflexOrderingParentTestCode: 'B',
    });
  });

  it('refuses an indent out of bounds', () => {
    expect(addTest(emptyCart(), { code: 'A', indent: 1 })).toEqual({
      ok: false,
      reason: 'indent-out-of-bounds',
      message: 'Test A cannot have indent 1: it must be a whole number from 0 to 0',
      codes: ['A'],
    });
    expect(addTest(cartOf(['A', 0]), { code: 'B', indent: -1 }).ok).toBe(false);
    expect(addTest(cartOf(['A', 0]), { code: 'B', indent: 0.5 }).ok).toBe(false);
    expect(addTest(cartOf(['A', 0]), { code: 'B', indent: 1 }).ok).toBe(true);
  });
});

describe('adding several tests', () => {
  it('adds them all and reports what went in', () => {
    const result = addTests(cartOf(['A', 0]), [
      { code: 'B', indent: 1 },
      { code: 'A' },
      { code: 'C' },
    ]);
    expect(result.ok && codesAndIndents(result.cart)).toEqual(['A:0', 'B:1', 'C:0']);
    expect(result.ok && result.added.map((test) => test.code)).toEqual(['B', 'C']);
  });

  it('adds nothing when one of them is refused', () => {
    const cart = cartOf(['A', 0]);
    const result = addTests(cart, [{ code: '896' }, { code: 'B' }, { code: 'J774' }]);
    expect(result).toMatchObject({
      ok: false,
      message: 'Tests 896 and J774 cannot be included in the same order',
    });
    expect(codesAndIndents(cart)).toEqual(['A:0']);
  });
});

describe('removing a test', () => {
  it('moves its dependants up one level and re-parents them', () => {
    const cart = cartOf(['A', 0], ['B', 1], ['C', 2], ['D', 3], ['E', 2], ['F', 1], ['G', 0]);
    const result = removeTest(cart, 1);
    expect(
      result.ok && result.cart.tests.map((t) => [t.code, t.indent, t.reflexOrderingParentTestCode]),
    ).toEqual([
      ['A', 0, null],
      ['C', 1, 'A'],
      ['D', 2, 'C'],
      ['E', 1, 'A'],
      ['F', 1, 'A'],
      ['G', 0, null],
    ]);
  });

  it('removes the last test and refuses a position that holds no test', () => {
    const result = removeTest(cartOf(['A', 0], ['B', 1]), 1);
    expect(result.ok && codesAndIndents(result.cart)).toEqual(['A:0']);
    expect(removeTest(cartOf(['A', 0]), 1)).toEqual({
      ok: false,
      reason: 'no-such-test',
      message: 'There is no test at position 1 in the cart',
      codes: [],
    });
    expect(removeTest(cartOf(['A', 0]), 0.5).ok).toBe(false);
  });
});

describe('setting an indent', () => {
  it('moves the test with its dependants and keeps later tests in bounds', () => {
    const cart = cartOf(['A', 0], ['B', 1], ['C', 2], ['D', 2]);
    const outdented = setTestIndent(cart, 2, 0);
    expect(outdented.ok && codesAndIndents(outdented.cart)).toEqual(['A:0', 'B:1', 'C:0', 'D:1']);
    const indented = setTestIndent(cartOf(['A', 0], ['B', 0], ['C', 1]), 1, 1);
    expect(indented.ok && indented.cart.tests.map((t) => t.reflexOrderingParentTestCode)).toEqual([
      null,
      'A',
      'B',
    ]);
  });

  it('refuses indents beyond the bounds and positions without a test', () => {
    expect(setTestIndent(cartOf(['A', 0], ['B', 0]), 1, 2)).toMatchObject({
      ok: false,
      reason: 'indent-out-of-bounds',
      message: 'Test B cannot have indent 2: it must be a whole number from 0 to 1',
    });
    expect(setTestIndent(cartOf(['A', 0]), 0, -1).ok).toBe(false);
    expect(setTestIndent(cartOf(['A', 0]), 3, 0).ok).toBe(false);
    expect(setTestIndent(cartOf(['A', 0]), Number.NaN, 0).ok).toBe(false);
  });
});

describe('restoring a stored cart', () => {
  it('clamps indents and recomputes parents, keeping unchanged tests as they were', () => {
    const kept = { code: 'A', indent: 0, reflexOrderingParentTestCode: null };
    const cart = normaliseCart([
      kept,
      { code: 'B', indent: 4, reflexOrderingParentTestCode: 'X' },
      { code: 'C', indent: -2, reflexOrderingParentTestCode: null },
      { code: 'D', indent: Number.NaN, reflexOrderingParentTestCode: null },
      { code: 'E', indent: 1.7, reflexOrderingParentTestCode: null },
    ]);
    expect(cart.tests[0]).toBe(kept);
    expect(cart.tests.map((t) => [t.code, t.indent, t.reflexOrderingParentTestCode])).toEqual([
      ['A', 0, null],
      ['B', 1, 'A'],
      ['C', 0, null],
      ['D', 0, null],
      ['E', 1, 'D'],
    ]);
  });
});

// Property tests over random sequences of cart operations.
const codes = [
  '896',
  'J774',
  '706',
  'TG70',
  'J757',
  'TG75',
  'TG71',
  '9001',
  '906-Custom',
  'URGb',
  'A',
  'B',
  'C',
];
const newTest = fc.record({
  code: fc.constantFrom(...codes),
  indent: fc.option(fc.integer({ min: -1, max: 4 }), { nil: undefined }),
  orderedAsKit: fc.boolean(),
});
type Operation =
  | { readonly kind: 'add'; readonly test: NewCartTest }
  | { readonly kind: 'add-several'; readonly tests: readonly NewCartTest[] }
  | { readonly kind: 'remove'; readonly index: number }
  | { readonly kind: 'indent'; readonly index: number; readonly indent: number };
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), test: newTest }),
  fc.record({
    kind: fc.constant('add-several' as const),
    tests: fc.array(newTest, { maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.integer({ min: 0, max: 8 }) }),
  fc.record({
    kind: fc.constant('indent' as const),
    index: fc.integer({ min: 0, max: 8 }),
    indent: fc.integer({ min: -1, max: 5 }),
  }),
);

function apply(cart: Cart, op: Operation): Cart {
  const result =
    op.kind === 'add'
      ? addTest(cart, op.test)
      : op.kind === 'add-several'
        ? addTests(cart, op.tests)
        : op.kind === 'remove'
          ? removeTest(cart, op.index)
          : setTestIndent(cart, op.index, op.indent);
  return result.ok ? result.cart : cart;
}

function nearestParent(tests: readonly CartTest[], index: number): string | null {
  const level = tests[index]!.indent;
  for (let i = index - 1; i >= 0; i -= 1) {
    if (tests[i]!.indent === level - 1) return tests[i]!.code;
  }
  return null;
}

describe('cart invariants (property tests)', () => {
  it('keeps every indent within bounds and every parent the nearest test one level up', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 25 }), (operations) => {
        const cart = operations.reduce(apply, emptyCart());
        cart.tests.forEach((test, index) => {
          const previous = index === 0 ? -1 : cart.tests[index - 1]!.indent;
          expect(test.indent).toBeGreaterThanOrEqual(0);
          expect(test.indent).toBeLessThanOrEqual(previous + 1);
          expect(test.reflexOrderingParentTestCode).toBe(
            test.indent === 0 ? null : nearestParent(cart.tests, index),
          );
        });
      }),
    );
  });

  it('adds several all or nothing: the same as adding one by one, or nothing at all', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 10 }),
        fc.array(newTest, { maxLength: 5 }),
        (operations, tests) => {
          const cart = operations.reduce(apply, emptyCart());
          const before = structuredClone(cart);
          const together = addTests(cart, tests);
          let oneByOne: Cart | null = cart;
          for (const test of tests) {
            const step: ReturnType<typeof addTest> | null = oneByOne && addTest(oneByOne, test);
            oneByOne = step?.ok ? step.cart : null;
          }
          expect(cart).toEqual(before);
          if (together.ok) {
            expect(together.cart).toEqual(oneByOne);
            expect(together.cart.tests.length).toBe(cart.tests.length + together.added.length);
          } else {
            expect(oneByOne).toBeNull();
          }
        },
      ),
    );
  });

  it('never holds two custom slice tests, nor 896 with J774', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 25 }), (operations) => {
        const held = operations.reduce(apply, emptyCart()).tests.map((test) => test.code);
        const slices = held.filter((code) =>
          ['706', 'TG70', 'J757', 'TG75', 'TG71'].includes(code),
        );
        expect(slices.length).toBeLessThanOrEqual(1);
        expect(held.includes('896') && held.includes('J774')).toBe(false);
      }),
    );
  });
});

describe('re-checking the tests of an order', () => {
  it('gives the cart the order would hold', () => {
    const result = checkOrderTests([
      { code: 'A' },
      { code: 'B', indent: 1 },
      { code: '9001', indent: 1 },
      { code: '9001', indent: 0 },
    ]);
    expect(
      result.ok && result.cart.tests.map((t) => [t.code, t.reflexOrderingParentTestCode]),
    ).toEqual([
      ['A', null],
      ['B', 'A'],
      ['9001', 'A'],
      ['9001', null],
    ]);
  });

  it('refuses a test given twice, naming the repeated copy, but not a repeatable test', () => {
    expect(checkOrderTests([{ code: 'A' }, { code: 'B' }, { code: 'a' }, { code: 'B' }])).toEqual({
      ok: false,
      reason: 'duplicate-test',
      message: 'Test a is already in this order',
      codes: ['a'],
      index: 2,
    });
    const repeated = checkOrderTests([{ code: '9001' }, { code: '9001' }, { code: '906-Custom' }]);
    expect(repeated.ok && repeated.cart.tests.map((test) => test.code)).toEqual([
      '9001',
      '9001',
      '906-Custom',
    ]);
  });

  it('refuses an order breaking a rule', () => {
    expect(checkOrderTests([{ code: 'J757' }, { code: 'TG71' }])).toMatchObject({
      ok: false,
      reason: 'custom-slice-conflict',
      message:
        'Multiple Custom XomeDxSlice tests (J757, TG71) cannot be included in the same order',
    });
    expect(checkOrderTests([{ code: 'A', indent: 1 }])).toMatchObject({
      reason: 'indent-out-of-bounds',
    });
  });
});

describe('reading a stored cart', () => {
  it('reads a list or a { tests } object, dropping entries without a code', () => {
    const stored = JSON.parse(
      JSON.stringify([
        { code: 'A', indent: 0, name: 'Exome' },
        { code: 'B', indent: 3, reflexOrderingParentTestCode: 'Z', orderedAsKit: true },
        { code: '  ' },
        { indent: 1 },
        null,
        'C',
        { code: 'D', indent: '1' },
      ]),
    ) as unknown;
    const expected = [
      {
        code: 'A',
        indent: 0,
        name: 'Exome',
        reflexOrderingParentTestCode: null,
        orderedAsKit: false,
      },
      { code: 'B', indent: 1, reflexOrderingParentTestCode: 'A', orderedAsKit: true },
      { code: 'D', indent: 0, reflexOrderingParentTestCode: null, orderedAsKit: false },
    ];
    expect(readStoredCart(stored).tests).toEqual(expected);
    expect(readStoredCart({ tests: stored }).tests).toEqual(expected);
  });

  it('gives an empty cart for anything else', () => {
    for (const stored of [null, undefined, 'cart', 42, {}, { tests: 'x' }]) {
      expect(readStoredCart(stored)).toEqual({ tests: [] });
    }
  });
});
