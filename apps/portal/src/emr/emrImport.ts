// An EMR chart (document 1 section 3) into a new patient's form. The social security number is
// never imported: the server sends only its last four digits, masked, and the form has no field for it.
import type { Gender } from '@loci/domain';
import type { EmrPatient } from '@loci/contract';
import { emptyPatientForm, isoDateOf, type PatientFormValues } from '../patients/patientForm.ts';

export function genderOfEmrSex(sex: string | null): Gender | '' {
  const text = sex?.trim().toUpperCase() ?? '';
  if (text === 'M' || text === 'MALE') return 'M';
  if (text === 'F' || text === 'FEMALE') return 'F';
  if (text === 'U' || text === 'UNKNOWN') return 'U';
  return '';
}

export function patientFormFromEmr(chart: EmrPatient): PatientFormValues {
  return {
    ...emptyPatientForm,
    firstName: chart.FirstName?.trim() ?? '',
    middleName: chart.MiddleName?.trim() ?? '',
    lastName: chart.LastName?.trim() ?? '',
    birthDate: isoDateOf(chart.DateOfBirth),
    gender: genderOfEmrSex(chart.Sex),
    mrn: /^[A-Za-z0-9-]{1,50}$/.test(chart.ChartNumber) ? chart.ChartNumber : '',
  };
}

/** What the router carries from the EMR search to the new-patient form. */
export interface EmrImportState {
  emrChart: EmrPatient;
}

export function emrImportOf(state: unknown): EmrPatient | null {
  const chart = (state as Partial<EmrImportState> | null)?.emrChart;
  return chart && typeof chart.ChartNumber === 'string' ? chart : null;
}
