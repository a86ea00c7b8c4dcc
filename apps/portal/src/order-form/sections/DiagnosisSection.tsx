import * as styles from '../../shell/page.css.ts';
import { FormSection } from '@loci/ui';
import { DiagnosisCodes } from '../DiagnosisCodes.tsx';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { problemAt } from '../orderFormErrors.ts';

/** The order's diagnosis codes (ICD-10-CM), with the description of each chosen code. */
export function DiagnosisSection() {
  const { values, errors, change } = useOrderDraftContext();
  return (
    <FormSection className={styles.wide} legend="Diagnosis">
      <DiagnosisCodes
        codes={values.diagnosisCodes}
        descriptions={values.diagnosisDescriptions}
        required
        error={problemAt(errors, 'diagnosisCodes')}
        onChange={(diagnosisCodes, diagnosisDescriptions) =>
          change({ diagnosisCodes, diagnosisDescriptions })
        }
      />
    </FormSection>
  );
}
