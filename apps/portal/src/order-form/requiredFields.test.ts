import { describe, expect, it } from 'vitest';
import { storyPatient } from '../storybook/fixtures.ts';
import { emptyOrderForm } from './orderForm.ts';
import {
  missingOrderFields,
  missingPatientFields,
  requiredFieldMessages,
} from './requiredFields.ts';

describe('the account’s required fields', () => {
  it('reads e-mail and phone from the patient’s contacts and the others from the record', () => {
    const bare = storyPatient({ mrn: null, contactInformation: [] });
    expect(missingPatientFields(['patient.email', 'patient.phone', 'patient.mrn'], bare)).toEqual([
      'patient.email',
      'patient.phone',
      'patient.mrn',
    ]);
    const full = storyPatient({});
    expect(missingPatientFields(['patient.email', 'patient.phone', 'patient.mrn'], full)).toEqual(
      [],
    );
    expect(missingPatientFields(['patient.mrn'], undefined)).toEqual([]);
  });

  it('requires a value of the form a path names, and ignores paths it does not know', () => {
    const values = { ...emptyOrderForm(), notes: '' };
    expect(missingOrderFields(['notes', 'patient.mrn', 'unknown.field'], values)).toEqual([
      'notes',
    ]);
    expect(missingOrderFields(['notes'], { ...values, notes: 'Fasting' })).toEqual([]);
  });

  it('names the fields in words', () => {
    expect(
      requiredFieldMessages.patientFieldsRequired('1001', ['patient.email', 'patient.mrn']),
    ).toBe('Account 1001 requires the patient’s e-mail and MRN.');
    expect(requiredFieldMessages.patientFieldsMissing(['patient.mrn'])).toBe(
      'This account requires the patient’s MRN: add it to the patient’s record.',
    );
  });
});
