// The patient screens' reads, on the portal's one road (api/callHooks.tsx).
import {
  getPatient,
  searchPatients,
  searchPatientsByAccession,
  type Patient,
  type PatientAccessionSearchItem,
  type PatientSearchItem,
  type PatientSearchRequest,
} from '@loci/contract';
import { useCall, useCallKey, type CallResponse } from '../api/callHooks.tsx';
import { isAccessionNumberTerm } from './patientSearch.ts';
import { useAppSettings } from '../app-settings/useAppSettings.ts';
import { appSettingValue } from '../app-settings/appSettings.ts';

/** A search is asked once per term: not again when the window gets the focus. */
const searchOptions = { keepPreviousData: true, revalidateOnFocus: false };

/** POST /patient/search (no global progress: a patient search). */
export function usePatientSearch(request: PatientSearchRequest | null) {
  return useCall(
    searchPatients,
    request ? { body: request, kind: 'patient-search' } : null,
    searchOptions,
  );
}

/** A row of the patient list: the accession search adds the order's accession number. */
export type ListedPatient = PatientSearchItem &
  Partial<Pick<PatientAccessionSearchItem, 'accessionNumber'>>;

/**
 * The patient list's search: POST /patient/search, or POST /patient/search/accession when the term
 * is an accession number (its items carry the order's accession, one per patient and order). Only
 * one of the two is asked at a time.
 */
export function usePatientListSearch(request: PatientSearchRequest | null): {
  data: { items: readonly ListedPatient[]; totalCount: number } | undefined;
  error: unknown;
  isLoading: boolean;
  byAccession: boolean;
} {
  const byAccession = request !== null && isAccessionNumberTerm(request.SearchTerm ?? '');
  const byName = usePatientSearch(byAccession ? null : request);
  const byAccessionNumber = useCall(
    searchPatientsByAccession,
    request && byAccession ? { body: request, kind: 'patient-search' } : null,
    searchOptions,
  );
  const answer = byAccession ? byAccessionNumber : byName;
  return {
    data: answer.data,
    error: answer.error,
    isLoading: answer.isLoading,
    byAccession,
  };
}

export function usePatientKey(patientId: number | null) {
  return useCallKey(getPatient, patientId === null ? null : { params: { patientId } });
}

/** GET /patient/{patientId}. */
export function usePatient(patientId: number | null): CallResponse<Patient> {
  return useCall(getPatient, patientId === null ? null : { params: { patientId } }, {
    revalidateOnFocus: false,
  });
}

/** The lab's support e-mail (app setting LabSupportEmail), named in the blocked-country message. */
export function useLabSupportEmail(): string {
  const { settings } = useAppSettings();
  return appSettingValue(settings, 'LabSupportEmail') ?? 'the lab';
}

/** Whether an SWR key is a patient search (revalidated after a patient is created or changed). */
export function isPatientSearchKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[1] === 'string' && key[1].includes('/patient/search');
}
