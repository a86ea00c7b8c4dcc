// The order form's patient step: a patient of the order's account found by search, created here
// (the patient screens' own form, in a dialog) or imported from the practice's EMR. A patient
// created or imported becomes the order's patient; the order stays on screen meanwhile, so that
// nothing typed in it is left behind (docs/decisions/order-screens.md).
import { useState } from 'react';
import { Button, Select, TextField, Inline } from '@loci/ui';
import { useCallCache } from '../api/callHooks.tsx';
import { EmrSearchButton } from '../emr/EmrSearchButton.tsx';
import { LazyNewPatientDialog, type NewPatientStart } from './lazyOrderWidgets.tsx';
import {
  isPatientSearchKey,
  useLabSupportEmail,
  usePatient,
  usePatientSearch,
} from '../patients/patientQueries.ts';
import { patientSearchRequest } from '../patients/patientSearch.ts';
import { enterRuns } from '../forms/enterRuns.ts';

export interface PatientStepProps {
  /** The order's account: patients are searched and created in it. */
  accountNumber: string;
  /** The order's patient id as typed ('' when none). */
  patientId: string;
  error?: string | undefined;
  /** Told the patient chosen, created or imported. */
  onChoose: (patientId: string) => void;
}

const nameOf = (person: { firstName: string | null; lastName: string | null }) =>
  [person.lastName, person.firstName].filter(Boolean).join(', ');

export function PatientStep({ accountNumber, patientId, error, onChoose }: PatientStepProps) {
  const { revalidate } = useCallCache();
  const labEmail = useLabSupportEmail();
  const [typedTerm, setTypedTerm] = useState('');
  const [term, setTerm] = useState('');
  const [creating, setCreating] = useState<NewPatientStart | null>(null);
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
          onKeyDown={enterRuns(() => setTerm(typedTerm.trim()))}
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
        <EmrSearchButton
          accountNumber={accountNumber}
          onImport={(chart) => setCreating({ chart })}
        />
      </Inline>
      {!accountNumber ? <p>Choose an account to find, create or import its patient.</p> : null}
      <LazyNewPatientDialog
        accountNumber={accountNumber}
        creating={creating}
        labEmail={labEmail}
        onClose={() => setCreating(null)}
        onSaved={(saved) => {
          void revalidate(isPatientSearchKey);
          setCreating(null);
          onChoose(String(saved.id));
        }}
      />
    </>
  );
}
