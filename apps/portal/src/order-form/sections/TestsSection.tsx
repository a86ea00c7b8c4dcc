import { Link } from 'react-router-dom';
import { Banner, FormSection } from '@loci/ui';
import * as styles from '../../shell/page.css.ts';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { problemAt } from '../orderFormErrors.ts';
import { describeOrderedSlice } from '../../slice-tool/sliceSelection.ts';

/** The tests to order (from the cart), each with the lab's refusal of it, and the add-on link. */
export function TestsSection() {
  const { values, errors, refusals, testKeys } = useOrderDraftContext();
  const problem = problemAt(errors, 'tests');
  const originalProblem = problemAt(errors, 'originalOrderId');
  return (
    <FormSection className={styles.wide} legend="Tests">
      {values.tests.length === 0 ? (
        <Banner severity="warn">
          {problem ?? 'Your cart is empty.'} <Link to="/tests">Find tests</Link>
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
      {values.tests.length > 0 && problem ? <Banner severity="error">{problem}</Banner> : null}
      {values.originalOrderId ? <p>Tests added to order {values.originalOrderId}.</p> : null}
      {originalProblem ? <Banner severity="error">{originalProblem}</Banner> : null}
    </FormSection>
  );
}
