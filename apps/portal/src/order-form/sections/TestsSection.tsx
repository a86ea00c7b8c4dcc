import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Banner, FormSection } from '@loci/ui';
import { getTestExceptions, type TestException } from '@loci/contract';
import { useCall } from '../../api/callHooks.tsx';
import type { OrderFormTest } from '../orderForm.ts';
import * as styles from '../../shell/page.css.ts';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { problemAt } from '../orderFormErrors.ts';
import { describeOrderedSlice } from '../../slice-tool/sliceSelection.ts';
import { AddTestByCode } from './AddTestByCode.tsx';

/**
 * The lab's exceptions that apply to the ordered tests: a pair that cannot share an order only
 * when both are in it, the kit rule only for a test ordered as a kit, the others always.
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

/** The lab's test exceptions (a failed read leaves the rules to the lab's check of the order). */
function useTestExceptions() {
  const { data } = useCall(getTestExceptions, { report: false }, { revalidateOnFocus: false });
  return data ?? [];
}

/** The tests to order (from the cart), each with the lab's refusal of it, and the add-on link. */
export function TestsSection() {
  const { values, errors, refusals, testKeys } = useOrderDraftContext();
  const exceptions = useTestExceptions();
  const applying = useMemo(
    () => exceptionsOfOrder(exceptions, values.tests),
    [exceptions, values.tests],
  );
  const repeatable = useMemo(
    () =>
      new Set(
        exceptions
          .filter((exception) => exception.exceptionType === 'RepeatableInCart')
          .map((exception) => exception.testCode.toUpperCase()),
      ),
    [exceptions],
  );
  const problem = problemAt(errors, 'tests');
  const originalProblem = problemAt(errors, 'originalOrderId');
  return (
    <FormSection className={styles.wide} legend="Tests">
      {values.tests.length === 0 ? (
        // The rule's message (the spec's) first, then what to do about it.
        <Banner severity={problem ? 'error' : 'warn'}>
          {problem ? <strong>{problem}</strong> : null}
          {problem ? ' ' : null}
          Your cart is empty: add at least one test before ordering.{' '}
          <Link to="/tests">Find tests</Link>
        </Banner>
      ) : (
        <ul aria-label="Tests to order">
          {values.tests.map((test, index) => (
            <li key={testKeys[index]} style={{ marginInlineStart: `${test.indent * 1.5}rem` }}>
              {test.code}
              {test.orderedAsKit ? ' (kit)' : ''}
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
      <AddTestByCode repeatable={repeatable} />
      {values.originalOrderId ? <p>Tests added to order {values.originalOrderId}.</p> : null}
      {originalProblem ? <Banner severity="error">{originalProblem}</Banner> : null}
    </FormSection>
  );
}
