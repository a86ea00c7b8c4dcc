import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Banner, Button, type DataTableColumn, Inline } from '@loci/ui';
import { Genders, formatTypedDate } from '@loci/domain';
import { LazyDataTable } from '../data-table/LazyDataTable.tsx';
import { SearchedListEmpty } from '../shell/SearchedListEmpty.tsx';
import { useProfile } from '../access/RequireSession.tsx';
import { useSelectedAccount } from '../accounts/selectedAccount.ts';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import { EmrSearchButton } from '../emr/EmrSearchButton.tsx';
import { usePatientListSearch, type ListedPatient } from './patientQueries.ts';
import { patientSearchRequest, type PatientListState } from './patientSearch.ts';
import { newPatientHref, patientHref } from './patientRoutes.ts';
import * as styles from '../shell/page.css.ts';
import { SearchForm, type SearchTexts } from '../search-form/index.ts';
import { serverPagedTable } from '../shell/serverPagedTable.ts';

const patientSearch: SearchTexts = {
  name: 'Patients',
  label: 'Search patients',
  description: 'Name (in any order), date of birth, patient id, e-mail or accession number.',
};

export function patientName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.lastName, person.firstName].filter(Boolean).join(', ') || 'Unnamed patient';
}

const genderLabel = (code: string | null) =>
  Genders.find((gender) => gender.code === code)?.description ?? '';

const columns: readonly DataTableColumn<ListedPatient>[] = [
  {
    id: 'name',
    header: 'Patient',
    value: (row) => patientName(row),
    cell: (row) => <Link to={patientHref(row.patientId)}>{patientName(row)}</Link>,
  },
  { id: 'patientId', header: 'Patient id', value: (row) => row.patientId, sortBy: 'number' },
  {
    id: 'dateOfBirth',
    header: 'Date of birth',
    value: (row) => row.dateOfBirth,
    cell: (row) => formatTypedDate(row.dateOfBirth ?? ''),
  },
  { id: 'gender', header: 'Sex', value: (row) => genderLabel(row.gender) },
  { id: 'email', header: 'E-mail', value: (row) => row.email },
  { id: 'phone', header: 'Phone', value: (row) => row.phone, sortable: false },
  { id: 'accountNumber', header: 'Account', value: (row) => row.accountNumber },
];

/** The accession search's rows are one per patient and order: the order's accession is shown too. */
const accessionColumns: readonly DataTableColumn<ListedPatient>[] = [
  ...columns,
  {
    id: 'accessionNumber',
    header: 'Accession number',
    value: (row) => row.accessionNumber ?? '',
    sortable: false,
  },
];

/** `/user-account#patients`: the patient list, searched, sorted and paged by the server. */
export function PatientListPage() {
  const profile = useProfile();
  const [account] = useSelectedAccount(profile);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<PatientListState>({ term: '', sort: null, page: 1 });
  const accountNumbers = useMemo(() => (account ? [account.accountNumber] : []), [account]);
  const request = account ? patientSearchRequest(state, accountNumbers) : null;
  const { data, error, isLoading, byAccession } = usePatientListSearch(request);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setState((current) => ({ ...current, term: typed, page: 1 }));
  };

  return (
    <ScreenSection title="Patients" headingId="patients-title">
      {account ? (
        <p className={styles.lead}>
          Patients of account {account.accountNumber} ({account.clientName}).
        </p>
      ) : (
        <Banner severity="warn">You have no approved account to look for patients in.</Banner>
      )}
      <Inline>
        <Button onClick={() => void navigate(newPatientHref)}>New patient</Button>
        <EmrSearchButton accountNumber={account?.accountNumber} />
      </Inline>
      <SearchForm texts={patientSearch} value={typed} onChange={setTyped} onSubmit={search} />
      {error ? <Banner severity="error">The patients could not be loaded.</Banner> : null}
      <LazyDataTable
        caption="Patients"
        hideCaption
        columns={byAccession ? accessionColumns : columns}
        data={data?.items ?? []}
        getRowId={(row) => `${row.patientId}-${row.accessionNumber ?? ''}`}
        {...serverPagedTable(state, setState, {
          totalCount: data?.totalCount,
          loading: isLoading,
          pageSize: 20,
        })}
        emptyState={<SearchedListEmpty term={state.term} item="patient" items="patients" />}
        paginationLabel="Patient pages"
      />
    </ScreenSection>
  );
}
