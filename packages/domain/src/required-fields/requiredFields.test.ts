import { describe, expect, it } from 'vitest';
import {
  missingRequiredOrderFields,
  missingRequiredPatientFields,
  requiredFieldLabel,
  RequiredFieldMessages,
  requiredFieldProblems,
} from './requiredFields.js';

const fullPatient = {
  mrn: 'MRN-1',
  birthDate: '1980-01-02',
  race: ['2106-3'],
  contactInformation: [
    { contactType: 'E', contactValue: 'pat@example.test' },
    { contactType: 'H', contactValue: '617-555-0100' },
  ],
};

describe('the account’s required fields', () => {
  it('reads e-mail and phone from the contacts (not blank ones) and the rest from the record', () => {
    const bare = {
      mrn: ' ',
      race: [],
      contactInformation: [{ contactType: 'E', contactValue: '' }],
    };
    const paths = ['patient.email', 'patient.phone', 'patient.mrn', 'patient.race'];
    expect(missingRequiredPatientFields(paths, bare)).toEqual(paths);
    expect(missingRequiredPatientFields(paths, fullPatient)).toEqual([]);
    expect(missingRequiredPatientFields(paths, undefined)).toEqual([]);
  });

  it('requires the order’s own fields it knows and ignores other paths', () => {
    const required = ['notes', 'diagnosisCodes', 'patient.mrn', 'unknown.field', 'tests'];
    expect(missingRequiredOrderFields(required, { notes: '  ', diagnosisCodes: [] })).toEqual([
      'diagnosisCodes',
      'notes',
    ]);
    expect(
      missingRequiredOrderFields(required, { notes: 'Fasting', diagnosisCodes: 'E11.9' }),
    ).toEqual([]);
  });

  it('answers one problem for the patient’s record and the spec’s message per order field', () => {
    expect(
      requiredFieldProblems(
        ['patient.email', 'patient.mrn', 'notes'],
        { notes: null },
        {
          contactInformation: [],
        },
      ),
    ).toEqual([
      {
        path: 'patientId',
        message:
          'This account requires the patient’s e-mail and MRN: add them to the patient’s record.',
      },
      { path: 'notes', message: 'This field is required' },
    ]);
    expect(requiredFieldProblems(['patient.mrn', 'notes'], { notes: 'x' }, fullPatient)).toEqual(
      [],
    );
  });

  it('names the fields in words', () => {
    expect(
      RequiredFieldMessages.patientFieldsRequired('1001', ['patient.email', 'patient.mrn']),
    ).toBe('Account 1001 requires the patient’s e-mail and MRN.');
  });

  it('names a field it has no words for by its own name, and an order field by its path', () => {
    expect(requiredFieldLabel('patient.zip')).toBe('ZIP code');
    expect(requiredFieldLabel('patient.preferredPharmacy')).toBe('preferredPharmacy');
    expect(requiredFieldLabel('patient')).toBe('');
    expect(requiredFieldLabel('notes')).toBe('notes');
    expect(RequiredFieldMessages.patientFieldsMissing(['patient.mrn'])).toBe(
      'This account requires the patient’s MRN: add it to the patient’s record.',
    );
  });

  it('counts a number or a yes/no as a value, and a record without contacts as lacking them', () => {
    const record = { gender: 0, consented: false, contactInformation: null };
    expect(
      missingRequiredPatientFields(
        ['patient.gender', 'patient.consented', 'patient.phone'],
        record,
      ),
    ).toEqual(['patient.phone']);
  });
});
