// The order form's "New patient" dialog: the patient screens' own form, blank or from an EMR
// chart. Its own module so that the order form paints without the dialog's and the form's code
// (issue 18; loaded just after, by lazyOrderWidgets.tsx).
import { Banner, Dialog } from '@loci/ui';
import type { EmrPatient, Patient } from '@loci/contract';
import { patientFormFromEmr } from '../emr/emrImport.ts';
import { PatientForm } from '../patients/PatientForm.tsx';
import { emptyPatientForm } from '../patients/patientForm.ts';
import { patientMessages } from '../patients/patientMessages.ts';

/** What the new-patient dialog starts from: a blank form or an imported EMR chart. */
export type NewPatientStart = { chart: EmrPatient | null };

export interface NewPatientDialogProps {
  accountNumber: string;
  /** Open when set: what the form starts from. */
  creating: NewPatientStart | null;
  labEmail: string;
  onClose: () => void;
  onSaved: (patient: Patient) => void;
}

export function NewPatientDialog({
  accountNumber,
  creating,
  labEmail,
  onClose,
  onSaved,
}: NewPatientDialogProps) {
  return (
    <Dialog
      title="New patient"
      description={`The patient is added to account ${accountNumber} and becomes this order’s patient. The order keeps everything typed in it.`}
      open={creating !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="large"
    >
      {creating?.chart ? (
        <Banner severity="info">{patientMessages.emrImported(creating.chart.ChartNumber)}</Banner>
      ) : null}
      {creating ? (
        <PatientForm
          key={creating.chart?.ChartNumber ?? 'blank'}
          mode="create"
          accountNumber={accountNumber}
          initialValues={creating.chart ? patientFormFromEmr(creating.chart) : emptyPatientForm}
          labEmail={labEmail}
          onSaved={onSaved}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
