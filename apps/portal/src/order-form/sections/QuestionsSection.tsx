import * as styles from '../../shell/page.css.ts';
import { AoeQuestions } from '../AoeQuestions.tsx';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { aoeProblemsOf } from '../orderFormErrors.ts';

/** The ordered tests' AOE questions; answering one takes its problem away. */
export function QuestionsSection() {
  const { form, values, errors, aoeForms } = useOrderDraftContext();
  return (
    <section className={styles.wide} aria-labelledby="order-form-questions">
      <h2 id="order-form-questions">Questions about the tests</h2>
      <AoeQuestions
        forms={aoeForms}
        answers={values.aoeAnswers}
        problems={aoeProblemsOf(errors)}
        onAnswer={(id, answer) => {
          form.setValue('aoeAnswers', { ...form.getValues('aoeAnswers'), [id]: answer });
          form.clearErrors(`aoeAnswers.${id}`);
        }}
      />
    </section>
  );
}
