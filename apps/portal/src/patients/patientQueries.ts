// The patient screens' reads and writes, on the portal's one API client.
import useSWR, { type SWRResponse } from 'swr';
import {
  getPatient,
  searchPatients,
  searchPatientsByAccession,
  type CallData,
  type CallDescriptor,
  type Patient,
  type PatientAccessionSearchItem,
  type PatientSearchItem,
  type PatientSearchRequest,
} from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { usePortalQueryKey } from '../api/portalQueries.ts';
import { contractCall, type ContractCallParts } from '../api/contractCall.ts';
import { isAccessionNumberTerm } from './patientSearch.ts';
import { useAppSettings } from '../app-settings/useAppSettings.ts';
import { appSettingValue } from '../app-settings/appSettings.ts';

/**
 * A read sent as a POST: its body is part of the SWR key (the portal's key is the address, which
 * is the same for every body). Null parts wait.
 */
export function usePortalPostQuery<Call extends CallDescriptor>(
  descriptor: Call,
  parts: ContractCallParts<Call> | null,
  options: { keepPreviousData?: boolean } = {},
): SWRResponse<CallData<Call>, unknown> {
  const { api } = usePortalServices();
  const key = usePortalQueryKey(descriptor, parts);
  return useSWR(
    key && parts ? [...key, JSON.stringify(parts.body ?? null)] : null,
    () => api.call(contractCall(descriptor, parts ?? {})),
    { keepPreviousData: options.keepPreviousData ?? false, revalidateOnFocus: false },
  );
}

/** POST /patient/search (no global progress: a patient search). */
export function usePatientSearch(request: PatientSearchRequest | null) {
  return usePortalPostQuery(
    searchPatients,
    request ? { body: request, kind: 'patient-search' } : null,
    { keepPreviousData: true },
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
  const byAccessionNumber = usePortalPostQuery(
    searchPatientsByAccession,
    request && byAccession ? { body: request, kind: 'patient-search' } : null,
    { keepPreviousData: true },
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
  return usePortalQueryKey(getPatient, patientId === null ? null : { params: { patientId } });
}

/** GET /patient/{patientId}. */
export function usePatient(patientId: number | null): SWRResponse<Patient, unknown> {
  const { api } = usePortalServices();
  const key = usePatientKey(patientId);
  return useSWR(
    key,
    () => api.call(contractCall(getPatient, { params: { patientId: patientId! } })),
    {
      revalidateOnFocus: false,
    },
  );
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
