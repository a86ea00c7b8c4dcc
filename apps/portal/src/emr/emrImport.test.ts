import { describe, expect, it } from 'vitest';
import { emrImportOf, genderOfEmrSex, patientFormFromEmr } from './emrImport.ts';

const chart = {
  ChartNumber: 'CH-1001',
  DateOfBirth: '1984-03-07',
  FirstName: ' Ada ',
  LastName: 'Byron',
  MiddleName: 'King',
  Sex: 'Female',
  SocialSecurityNumber: '***-**-1234',
};

describe('EMR chart import', () => {
  it('fills the new patient’s names, date of birth, sex and MRN', () => {
    expect(patientFormFromEmr(chart)).toMatchObject({
      firstName: 'Ada',
      middleName: 'King',
      lastName: 'Byron',
      birthDate: '1984-03-07',
      gender: 'F',
      mrn: 'CH-1001',
      country: 'USA',
    });
  });

  it('never carries the social security number into the form', () => {
    expect(JSON.stringify(patientFormFromEmr(chart))).not.toContain('1234');
  });

  it('reads the EMR’s sex in its usual spellings', () => {
    expect(genderOfEmrSex('M')).toBe('M');
    expect(genderOfEmrSex('male')).toBe('M');
    expect(genderOfEmrSex('U')).toBe('U');
    expect(genderOfEmrSex('X')).toBe('');
    expect(genderOfEmrSex(null)).toBe('');
  });

  it('takes the chart from the router state only when it is one', () => {
    expect(emrImportOf({ emrChart: chart })).toEqual(chart);
    expect(emrImportOf(null)).toBeNull();
    expect(emrImportOf({ emrChart: { FirstName: 'x' } })).toBeNull();
  });
});
