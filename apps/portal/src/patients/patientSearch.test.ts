import { describe, expect, it } from 'vitest';
import { isAccessionNumberTerm, patientSearchRequest } from './patientSearch.ts';

describe('patient search request', () => {
  it('asks for the first page of 20 without a sort', () => {
    expect(patientSearchRequest({ term: '  hopper ', sort: null, page: 1 }, ['1001'])).toEqual({
      AccountNumbers: ['1001'],
      SearchTerm: 'hopper',
      FirstCharLastNameOnly: false,
      PageNumber: 1,
      PageSize: 20,
    });
  });

  it('turns the table’s sort into OrderBy and the 0/1 direction', () => {
    expect(
      patientSearchRequest(
        { term: '', sort: { columnId: 'dateOfBirth', direction: 'descending' }, page: 3 },
        ['1001'],
      ),
    ).toMatchObject({ OrderBy: 'DateOfBirth', OrderByDirection: 1, PageNumber: 3 });
    expect(
      patientSearchRequest(
        { term: '', sort: { columnId: 'name', direction: 'ascending' }, page: 1 },
        [],
      ),
    ).toMatchObject({ OrderBy: 'PatientName', OrderByDirection: 0 });
  });

  it('sends no sort for a column the server cannot sort by', () => {
    const request = patientSearchRequest(
      { term: '', sort: { columnId: 'phone', direction: 'ascending' }, page: 1 },
      [],
    );
    expect(request).not.toHaveProperty('OrderBy');
  });
});

describe('accession number terms', () => {
  it('reads AC and 1 to 8 digits, in any case, as an accession number', () => {
    expect(isAccessionNumberTerm('AC00000012')).toBe(true);
    expect(isAccessionNumberTerm(' ac0001 ')).toBe(true);
    expect(isAccessionNumberTerm('AC')).toBe(false);
    expect(isAccessionNumberTerm('AC000000123')).toBe(false);
    expect(isAccessionNumberTerm('Acker')).toBe(false);
    expect(isAccessionNumberTerm('12')).toBe(false);
  });

  it('sends an accession number in upper case', () => {
    expect(
      patientSearchRequest({ term: ' ac0000001 ', sort: null, page: 1 }, ['1001']).SearchTerm,
    ).toBe('AC0000001');
  });
});
