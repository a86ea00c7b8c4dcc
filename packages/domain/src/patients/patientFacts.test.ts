import { describe, expect, it } from 'vitest';
import {
  arePatientDetailsEditable,
  isAddOnAvailable,
  isUsPatient,
  isValidPatient,
  patientCellPhone,
  patientEmail,
} from './index.js';

describe('contact facts', () => {
  const patient = {
    contactInformation: [
      { contactType: 'H', contactValue: '555-000-0000' },
      { contactType: 'C', contactValue: '  ' },
      { contactType: 'C', contactValue: ' 555-123-4567 ' },
      { contactType: 'E', contactValue: 'ada@example.com', notifyPatient: true },
      { contactType: 'E', contactValue: 'second@example.com' },
    ],
  };

  it('takes the first non-blank cell phone and e-mail from the contact list', () => {
    expect(patientCellPhone(patient)).toBe('555-123-4567');
    expect(patientEmail(patient)).toBe('ada@example.com');
  });

  it('has none when the list lacks them', () => {
    expect(patientCellPhone({})).toBeUndefined();
    expect(patientEmail({ contactInformation: null })).toBeUndefined();
    expect(
      patientEmail({ contactInformation: [{ contactType: 'E', contactValue: null }] }),
    ).toBeUndefined();
  });
});

describe('editability', () => {
  it('is editable only while every order is a draft', () => {
    expect(arePatientDetailsEditable([])).toBe(true);
    expect(arePatientDetailsEditable([{ orderStatus: 1 }, { orderStatus: 'Draft' }])).toBe(true);
    expect(arePatientDetailsEditable([{ orderStatus: ' draft ' }])).toBe(true);
    expect(arePatientDetailsEditable([{ orderStatus: 1 }, { orderStatus: 0 }])).toBe(false);
    expect(arePatientDetailsEditable([{ orderStatus: 'Ordered' }])).toBe(false);
    expect(arePatientDetailsEditable([{ orderStatus: null }])).toBe(false);
  });
});

describe('add-on availability', () => {
  it('needs both addOnQualify and existingOrderId', () => {
    expect(isAddOnAvailable({ addOnQualify: true, existingOrderId: 42 })).toBe(true);
    expect(isAddOnAvailable({ addOnQualify: true, existingOrderId: 'ORD-42' })).toBe(true);
    expect(isAddOnAvailable({ addOnQualify: false, existingOrderId: 42 })).toBe(false);
    expect(isAddOnAvailable({ addOnQualify: null, existingOrderId: 42 })).toBe(false);
    expect(isAddOnAvailable({ addOnQualify: true })).toBe(false);
    expect(isAddOnAvailable({ addOnQualify: true, existingOrderId: 0 })).toBe(false);
    expect(isAddOnAvailable({ addOnQualify: true, existingOrderId: ' ' })).toBe(false);
    expect(isAddOnAvailable({ addOnQualify: true, existingOrderId: Number.NaN })).toBe(false);
  });
});

describe('US patient', () => {
  it('is US when the country is USA', () => {
    expect(isUsPatient({ country: 'USA' })).toBe(true);
    expect(isUsPatient({ country: ' usa ' })).toBe(true);
    expect(isUsPatient({ country: 'CAN' })).toBe(false);
    expect(isUsPatient({ country: 'US' })).toBe(false);
    expect(isUsPatient({})).toBe(false);
  });
});

describe('patient validity', () => {
  it('needs an id plus a first or last name', () => {
    expect(isValidPatient({ id: 7, firstName: 'Ada' })).toBe(true);
    expect(isValidPatient({ id: '7', lastName: 'Lovelace' })).toBe(true);
    expect(isValidPatient({ id: 7, firstName: ' ', lastName: null })).toBe(false);
    expect(isValidPatient({ firstName: 'Ada', lastName: 'Lovelace' })).toBe(false);
    expect(isValidPatient({ id: 0, firstName: 'Ada' })).toBe(false);
    expect(isValidPatient({ id: '', firstName: 'Ada' })).toBe(false);
    expect(isValidPatient(null)).toBe(false);
    expect(isValidPatient(undefined)).toBe(false);
  });
});
