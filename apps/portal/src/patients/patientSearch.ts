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

/**
 * Whether a search term is an accession number or its beginning: the lab's accession numbers are
 * `AC` and 8 digits (docs/decisions/orders-storage.md), so `AC` with 1 to 8 digits, in any case.
 * Such a term is searched with `POST /patient/search/accession`, which also matches orders.
 */
export function isAccessionNumberTerm(term: string): boolean {
  return /^AC\d{1,8}$/i.test(term.trim());
}

export function patientSearchRequest(
  state: PatientListState,
  accountNumbers: readonly string[],
): PatientSearchRequest {
  const orderBy = state.sort ? patientSortFields[state.sort.columnId] : undefined;
  const term = state.term.trim();
  return {
    AccountNumbers: [...accountNumbers],
    // Accession numbers are stored in upper case and matched by their beginning.
    SearchTerm: isAccessionNumberTerm(term) ? term.toUpperCase() : term,
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
