import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Banner, Button, FormSection, Inline } from '@loci/ui';
import { getTestExceptions, type TestException } from '@loci/contract';
import { useCall } from '../../api/callHooks.tsx';
import type { OrderFormTest } from '../orderForm.ts';
import * as styles from '../../shell/page.css.ts';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { problemAt } from '../orderFormErrors.ts';
import { describeOrderedSlice } from '../../slice-tool/sliceSelection.ts';
import { AddTestByCode } from './AddTestByCode.tsx';

/**
 * The lab's rules that bind the ordered tests: a pair that cannot share an order only when both
 * are in it, the kit rule only for a test ordered as a kit, the custom slice rule for a custom slice
 * test. A repeatable test (RepeatableInCart) is no rule of the order: its note is beside the test
 * (`repeatableNotes`).
 */
export function exceptionsOfOrder(
  exceptions: readonly TestException[],
  tests: readonly OrderFormTest[],
): TestException[] {
  const ordered = new Set(tests.map((test) => test.code.toUpperCase()));
  const asKit = new Set(
    tests.filter((test) => test.orderedAsKit).map((test) => test.code.toUpperCase()),
  );
  const seen = new Set<string>();
  return exceptions.filter((exception) => {
    const code = exception.testCode.toUpperCase();
    if (exception.exceptionType === 'RepeatableInCart') return false;
    if (!ordered.has(code) || seen.has(`${code} ${exception.description}`)) return false;
    if (
      exception.exceptionType === 'CannotShareOrder' &&
      !ordered.has(exception.relatedTestCode?.toUpperCase() ?? '')
    )
      return false;
    if (exception.exceptionType === 'NotOrderableAsKit' && !asKit.has(code)) return false;
    seen.add(`${code} ${exception.description}`);
    return true;
  });
}

/**
 * The note of each test the catalogue marks as repeatable (its RepeatableInCart exception), by
 * upper-case code: shown beside those tests only (document 1 section 5: 906-Custom, 9011-Custom,
 * 9012-Custom and 9001 may be added again).
 */
export function repeatableNotes(exceptions: readonly TestException[]): Map<string, string> {
  return new Map(
    exceptions
      .filter((exception) => exception.exceptionType === 'RepeatableInCart')
      .map((exception) => [exception.testCode.toUpperCase(), exception.description]),
  );
}

/** The lab's test exceptions (a failed read leaves the rules to the lab's check of the order). */
function useTestExceptions() {
  const { data } = useCall(getTestExceptions, { report: false }, { revalidateOnFocus: false });
  return data ?? [];
}

/**
 * After a test is removed the focus goes to the remove button now in its place (the next test's,
 * else the last one's), and to the code field once no test is left: never lost to the page.
 */
function useFocusAfterRemoval(testCount: number) {
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const codeField = useRef<HTMLInputElement | null>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    if (removedAt.current === null) return;
    const next = Math.min(removedAt.current, testCount - 1);
    removedAt.current = null;
    (next >= 0 ? removeButtons.current[next] : codeField.current)?.focus();
  }, [testCount]);
  return { removeButtons, codeField, removedAt };
}

/** The tests to order (from the cart), each with the lab's refusal of it and its remove button. */
export function TestsSection() {
  const { values, errors, refusals, testKeys, removeTest } = useOrderDraftContext();
  const { removeButtons, codeField, removedAt } = useFocusAfterRemoval(values.tests.length);
  const exceptions = useTestExceptions();
  const applying = useMemo(
    () => exceptionsOfOrder(exceptions, values.tests),
    [exceptions, values.tests],
  );
  const repeatableNote = useMemo(() => repeatableNotes(exceptions), [exceptions]);
  const repeatable = useMemo(() => new Set(repeatableNote.keys()), [repeatableNote]);
  const problem = problemAt(errors, 'tests');
  const originalProblem = problemAt(errors, 'originalOrderId');
  return (
    <FormSection className={styles.wide} legend="Tests">
      {values.tests.length === 0 ? (
        // The rule's message (the spec's) first, then what to do about it.
        <Banner severity={problem ? 'error' : 'warn'}>
          {problem ? <strong>{problem}</strong> : null}
          {problem ? ' ' : null}
          This order has no tests: add at least one test before ordering.{' '}
          <Link to="/tests">Find tests</Link>
        </Banner>
      ) : (
        <ul aria-label="Tests to order">
          {values.tests.map((test, index) => (
            <li key={testKeys[index]} style={{ marginInlineStart: `${test.indent * 1.5}rem` }}>
              <Inline gap="sm">
                <span>
                  {test.code}
                  {test.orderedAsKit ? ' (kit)' : ''}
                </span>
                <Button
                  ref={(button) => {
                    removeButtons.current[index] = button;
                  }}
                  size="small"
                  variant="tertiary"
                  aria-label={`Remove ${testKeys[index] ?? test.code} from the order`}
                  onClick={() => {
                    removedAt.current = index;
                    removeTest(index);
                  }}
                >
                  Remove
                </Button>
              </Inline>
              {repeatableNote.has(test.code.toUpperCase()) ? (
                <p>{repeatableNote.get(test.code.toUpperCase())}</p>
              ) : null}
              {test.slice ? <p>{describeOrderedSlice(test.slice)}</p> : null}
              {refusals.tests[index] ? (
                <Banner severity="error">{refusals.tests[index]}</Banner>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {applying.length > 0 ? (
        <ul aria-label="The lab’s rules for these tests">
          {applying.map((exception) => (
            <li key={`${exception.testCode} ${exception.description}`}>
              {exception.testCode}: {exception.description}
            </li>
          ))}
        </ul>
      ) : null}
      {values.tests.length > 0 && problem ? <Banner severity="error">{problem}</Banner> : null}
      <AddTestByCode repeatable={repeatable} inputRef={codeField} />
      {values.originalOrderId ? <p>Tests added to order {values.originalOrderId}.</p> : null}
      {originalProblem ? <Banner severity="error">{originalProblem}</Banner> : null}
    </FormSection>
  );
}
