import * as styles from '../../shell/page.css.ts';
import { FormSection } from '@loci/ui';
import { PatientStep } from '../PatientStep.tsx';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { problemAt } from '../orderFormErrors.ts';
import { requiredFieldMessages } from '../requiredFields.ts';

/** The order's patient: found, created or imported; a new patient's policy is chosen again. */
export function PatientSection() {
  const { values, errors, change, requiredFields } = useOrderDraftContext();
  const patientFields = requiredFields.filter((path) => path.startsWith('patient.'));
  return (
    <FormSection className={styles.wide} legend="Patient">
      {patientFields.length > 0 ? (
        <p>{requiredFieldMessages.patientFieldsRequired(values.accountNumber, patientFields)}</p>
      ) : null}
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
