import * as styles from '../../shell/page.css.ts';
import { FormSection } from '@loci/ui';
import { PatientStep } from '../PatientStep.tsx';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { problemAt } from '../orderFormErrors.ts';

/** The order's patient: found, created or imported; a new patient's policy is chosen again. */
export function PatientSection() {
  const { values, errors, change } = useOrderDraftContext();
  return (
    <FormSection className={styles.wide} legend="Patient">
      <PatientStep
        accountNumber={values.accountNumber}
        patientId={values.patientId}
        error={problemAt(errors, 'patientId')}
        onChoose={(chosen) =>
          change({
            patientId: chosen,
            insurancePolicyId: '',
            priorAuth: null,
            billingEstimate: null,
          })
        }
      />
    </FormSection>
  );
}
