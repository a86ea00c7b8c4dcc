// The patient list's server-side search request: the table's sort and page as the spec's
// search request (document 2: OrderBy, OrderByDirection 0/1, PageNumber from 1, PageSize 20).
import { PageSizes, SortOrder, type PatientSearchField } from '@loci/domain';
import type { PatientSearchRequest } from '@loci/contract';
import type { DataTableSort } from '@loci/ui';

/** The list's columns that the server sorts by, with their search field. */
export const patientSortFields: Readonly<Record<string, PatientSearchField>> = {
  name: 'PatientName',
  patientId: 'PatientId',
  dateOfBirth: 'DateOfBirth',
  gender: 'Gender',
  email: 'Email',
  accountNumber: 'AccountNumber',
};

export interface PatientListState {
  term: string;
  sort: DataTableSort | null;
  page: number;
}

export function patientSearchRequest(
  state: PatientListState,
  accountNumbers: readonly string[],
): PatientSearchRequest {
  const orderBy = state.sort ? patientSortFields[state.sort.columnId] : undefined;
  return {
    AccountNumbers: [...accountNumbers],
    SearchTerm: state.term.trim(),
    FirstCharLastNameOnly: false,
    ...(orderBy
      ? {
          OrderBy: orderBy,
          OrderByDirection:
            state.sort?.direction === 'descending' ? SortOrder.Descending : SortOrder.Ascending,
        }
      : {}),
    PageNumber: state.page,
    PageSize: PageSizes.patientSearch,
  };
}
