// The order form's patient step: a patient of the order's account found by search, created here
// (the patient screens' own form, in a dialog) or imported from the practice's EMR. A patient
// created or imported becomes the order's patient; the order stays on screen meanwhile, so that
// nothing typed in it is left behind (docs/decisions/order-screens.md).
import { useState } from 'react';
import { Banner, Button, Dialog, Select, TextField, Inline } from '@loci/ui';
import type { EmrPatient } from '@loci/contract';
import { useCallCache } from '../api/callHooks.tsx';
import { LazyEmrSearchDialog } from '../emr/LazyEmrSearchDialog.tsx';
import { patientFormFromEmr } from '../emr/emrImport.ts';
import { useEmrImportOffered } from '../emr/useEmrImportOffered.ts';
import { PatientForm } from '../patients/PatientForm.tsx';
import { emptyPatientForm } from '../patients/patientForm.ts';
import { patientMessages } from '../patients/patientMessages.ts';
import {
  isPatientSearchKey,
  useLabSupportEmail,
  usePatient,
  usePatientSearch,
} from '../patients/patientQueries.ts';
import { patientSearchRequest } from '../patients/patientSearch.ts';

export interface PatientStepProps {
  /** The order's account: patients are searched and created in it. */
  accountNumber: string;
  /** The order's patient id as typed ('' when none). */
  patientId: string;
  error?: string | undefined;
  /** Told the patient chosen, created or imported. */
  onChoose: (patientId: string) => void;
}

/** What the new-patient dialog starts from: a blank form or an imported EMR chart. */
type NewPatientStart = { chart: EmrPatient | null };

const nameOf = (person: { firstName: string | null; lastName: string | null }) =>
  [person.lastName, person.firstName].filter(Boolean).join(', ');

export function PatientStep({ accountNumber, patientId, error, onChoose }: PatientStepProps) {
  const { revalidate } = useCallCache();
  const labEmail = useLabSupportEmail();
  const [typedTerm, setTypedTerm] = useState('');
  const [term, setTerm] = useState('');
  const [emrOpen, setEmrOpen] = useState(false);
  const [creating, setCreating] = useState<NewPatientStart | null>(null);
  const emrOffered = useEmrImportOffered(accountNumber);
  const chosenId = /^\d+$/.test(patientId) ? Number(patientId) : null;
  const chosen = usePatient(chosenId);
  const found = usePatientSearch(
    accountNumber && term
      ? patientSearchRequest({ term, sort: null, page: 1 }, [accountNumber])
      : null,
  );

  const options = [
    ...(chosenId !== null && !found.data?.items.some((item) => item.patientId === chosenId)
      ? [
          {
            value: String(chosenId),
            label: chosen.data ? `${nameOf(chosen.data)} (${chosenId})` : `Patient ${chosenId}`,
          },
        ]
      : []),
    ...(found.data?.items ?? []).map((item) => ({
      value: String(item.patientId),
      label: `${nameOf(item)} (${item.patientId}${item.dateOfBirth ? `, born ${item.dateOfBirth}` : ''})`,
    })),
  ];

  return (
    <>
      <Inline>
        <TextField
          label="Find a patient"
          type="search"
          description="Name, date of birth, patient id or e-mail."
          value={typedTerm}
          disabled={!accountNumber}
          onChange={(event) => setTypedTerm(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setTerm(typedTerm.trim());
            }
          }}
        />
        <div>
          <Button
            variant="secondary"
            disabled={!accountNumber}
            onClick={() => setTerm(typedTerm.trim())}
          >
            Search patients
          </Button>
        </div>
      </Inline>
      <Select
        label="Patient"
        required
        placeholder={term ? 'Choose a patient' : 'Search for a patient first'}
        options={options}
        value={patientId}
        error={error}
        onChange={(event) => onChoose(event.target.value)}
      />
      <Inline>
        <Button
          variant="secondary"
          disabled={!accountNumber}
          onClick={() => setCreating({ chart: null })}
        >
          New patient
        </Button>
        {emrOffered ? (
          <Button variant="secondary" onClick={() => setEmrOpen(true)}>
            Find a patient in the EMR
          </Button>
        ) : null}
      </Inline>
      {!accountNumber ? <p>Choose an account to find, create or import its patient.</p> : null}
      {emrOffered ? (
        <LazyEmrSearchDialog
          open={emrOpen}
          onOpenChange={setEmrOpen}
          accountNumber={accountNumber}
          onImport={(chart) => setCreating({ chart })}
        />
      ) : null}
      <Dialog
        title="New patient"
        description={`The patient is added to account ${accountNumber} and becomes this order’s patient. The order keeps everything typed in it.`}
        open={creating !== null}
        onOpenChange={(open) => {
          if (!open) setCreating(null);
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
            onSaved={(saved) => {
              void revalidate(isPatientSearchKey);
              setCreating(null);
              onChoose(String(saved.id));
            }}
            onCancel={() => setCreating(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}
