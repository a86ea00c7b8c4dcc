// The server's re-check of an order's tests (for the ordering feature and the validate call):
// every code must name an orderable catalogue test, then the cart's rules of @loci/domain apply
// to the tests as a whole (conflicting pairs, one custom slice, no ultra-rapid kit, no test given
// twice unless repeatable).
import type { TestCodeValidation } from '@loci/contract';
import { checkOrderTests, type Cart, type CartRefusal, type CartTest } from '@loci/domain';
import type { LabKysely } from '../db/create-database.js';
import { testsByCode } from './catalogue-queries.js';

export interface OrderTestToCheck {
  code: string;
  indent?: number;
  orderedAsKit?: boolean;
}

export interface OrderTestsCheck {
  /** True when every test is valid together. */
  ok: boolean;
  /** One result per test, in the order given. */
  results: TestCodeValidation[];
  /** The cart the order holds (codes as the catalogue spells them) when ok. */
  cart: Cart | null;
  /** The cart rule that refused the tests, if one did. */
  refusal: CartRefusal | null;
}

export async function recheckOrderTests(
  db: LabKysely,
  tests: readonly OrderTestToCheck[],
): Promise<OrderTestsCheck> {
  const catalogue = await testsByCode(
    db,
    tests.map((test) => test.code),
  );
  const results: TestCodeValidation[] = tests.map((test) => {
    const row = catalogue.get(test.code.toUpperCase());
    if (!row)
      return { testCode: test.code, result: 'NotFound', message: `No test with code ${test.code}` };
    if (!row.is_orderable)
      return {
        testCode: row.test_code,
        result: 'NotOrderable',
        message: `Test ${row.test_code} can no longer be ordered`,
      };
    return { testCode: row.test_code, result: 'Valid', message: null };
  });
  if (results.some((result) => result.result !== 'Valid'))
    return { ok: false, results, cart: null, refusal: null };
  const check = checkOrderTests<CartTest>(
    tests.map((test, index) => ({
      code: results[index]?.testCode ?? test.code,
      indent: test.indent ?? 0,
      orderedAsKit: test.orderedAsKit ?? false,
    })),
  );
  if (check.ok) return { ok: true, results, cart: check.cart, refusal: null };
  const involved = new Set(check.codes.map((code) => code.toUpperCase()));
  const outcome = check.reason === 'not-orderable-as-kit' ? 'NotOrderable' : 'Conflict';
  // A test given twice: only the repeated copy is refused (the first stays valid).
  const isRefused = (result: TestCodeValidation, index: number): boolean =>
    check.index === undefined ? involved.has(result.testCode.toUpperCase()) : index === check.index;
  return {
    ok: false,
    results: results.map((result, index) =>
      isRefused(result, index) ? { ...result, result: outcome, message: check.message } : result,
    ),
    cart: null,
    refusal: check,
  };
}
