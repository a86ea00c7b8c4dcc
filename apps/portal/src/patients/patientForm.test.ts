import { describe, expect, it } from 'vitest';
import { ValidationMessages, blockedCountryMessage } from '@loci/domain';
import type { Patient } from '@loci/contract';
import {
  emptyPatientForm,
  isoDateOf,
  patientCreatePayload,
  patientFormValues,
  patientUpdatePayload,
  validatePatientForm,
  type PatientFormContext,
  type PatientFormValues,
} from './patientForm.ts';

const context: PatientFormContext = { today: '2026-11-22', labEmail: 'support@loci.test' };
const valid: PatientFormValues = {
  ...emptyPatientForm,
  firstName: 'Grace',
  lastName: 'Hopper',
  birthDate: '1990-12-09',
  gender: 'F',
  street1: '233 South Wacker Drive',
  city: 'Chicago',
  state: 'IL',
  zip: '60606',
  country: 'USA',
  contacts: [
    { contactType: 'C', contactValue: '312-555-0100', notifyPatient: true },
    { contactType: 'E', contactValue: 'grace@example.org', notifyPatient: false },
  ],
};
const problemsOf = (change: Partial<PatientFormValues>, extra: Partial<PatientFormContext> = {}) =>
  validatePatientForm({ ...valid, ...change }, { ...context, ...extra });

describe('patient form rules', () => {
  it('accepts a complete patient', () => {
    expect(problemsOf({})).toEqual({});
  });

  it('needs a first or a last name (either one is enough)', () => {
    expect(problemsOf({ firstName: ' ', lastName: '' })).toMatchObject({
      firstName: ValidationMessages.required,
      lastName: ValidationMessages.required,
    });
    expect(problemsOf({ firstName: '' })).toEqual({});
    expect(problemsOf({ lastName: '' })).toEqual({});
  });

  it('refuses too long names and markup characters', () => {
    expect(problemsOf({ lastName: 'x'.repeat(51) }).lastName).toBe(ValidationMessages.maxLength);
    expect(problemsOf({ firstName: '<script>alert(1)</script>' }).firstName).toBe(
      ValidationMessages.validCharacters,
    );
    expect(problemsOf({ street1: '1 Main St <img src=x>' }).street1).toBe(
      ValidationMessages.validCharacters,
    );
    expect(problemsOf({ firstName: "O'Brien-Smith (Jr.)" })).toEqual({});
  });

  it('needs a date of birth, not in the future, and tells an invalid typed date apart', () => {
    expect(problemsOf({ birthDate: '' }).birthDate).toBe(ValidationMessages.required);
    expect(problemsOf({ birthDate: '2026-11-23' }).birthDate).toBe(
      ValidationMessages.dateOfBirthInFuture,
    );
    expect(problemsOf({ birthDate: '2026-11-22' })).toEqual({});
    expect(problemsOf({ birthDate: '' }, { typedBirthDate: '02/30/2000' }).birthDate).toBe(
      ValidationMessages.date,
    );
    expect(problemsOf({ birthDate: '' }, { typedBirthDate: '01/01/1800' }).birthDate).toBe(
      ValidationMessages.year,
    );
  });

  it('needs the sex', () => {
    expect(problemsOf({ gender: '' }).gender).toBe(ValidationMessages.required);
  });

  it('checks a US ZIP code only for a US patient', () => {
    expect(problemsOf({ zip: '6060' }).zip).toBe(ValidationMessages.format);
    expect(problemsOf({ zip: '60606-1234' })).toEqual({});
    expect(problemsOf({ zip: 'K1A 0B1', country: 'CAN', state: 'ON' })).toEqual({});
  });

  it('refuses a blocked country with the spec’s message naming the lab', () => {
    expect(problemsOf({ country: 'FRA', zip: '75001' }).country).toBe(
      blockedCountryMessage('support@loci.test'),
    );
    expect(problemsOf({ country: '' }).country).toBe(ValidationMessages.required);
  });

  it('checks each contact by its type', () => {
    const problems = problemsOf({
      contacts: [
        { contactType: 'C', contactValue: '555-01', notifyPatient: false },
        { contactType: 'E', contactValue: 'grace@@example', notifyPatient: false },
        { contactType: 'F', contactValue: '12', notifyPatient: false },
        { contactType: 'H', contactValue: '', notifyPatient: false },
      ],
    });
    expect(problemsOf({}).contacts).toBeUndefined();
    expect(problems['contacts.0.contactValue']).toBe(ValidationMessages.tel);
    expect(problems['contacts.1.contactValue']).toBe(ValidationMessages.email);
    expect(problems['contacts.2.contactValue']).toBe(ValidationMessages.fax);
    expect(problems['contacts.3.contactValue']).toBeUndefined();
  });

  it('checks the MRN’s format', () => {
    expect(problemsOf({ mrn: 'MRN 12' }).mrn).toBe(ValidationMessages.format);
    expect(problemsOf({ mrn: 'MRN-12' })).toEqual({});
  });
});

const serverPatient: Patient = {
  id: 42,
  externalPatientId: null,
  firstName: 'Grace',
  middleName: null,
  lastName: 'Hopper',
  birthDate: '1990-12-09',
  gender: 'F',
  genderIdentification: null,
  mrn: 'MRN-1',
  street1: '233 South Wacker Drive',
  street2: null,
  apartment: null,
  city: 'Chicago',
  state: 'IL',
  zip: '60606',
  county: null,
  country: 'USA',
  contactInformation: [
    { contactType: 'E', contactValue: 'grace@example.org', notifyPatient: null },
  ],
  race: null,
  ethnicGroup: ['Hispanic or Latino'],
  isPatientUpdated: false,
  isInsuranceUpdated: false,
  insurances: [],
  accountInformation: { accountNumber: '1001', officeId: null },
  patientTestInformation: { orders: [] },
  addOnQualify: false,
  existingOrderId: null,
  detailsEditable: true,
};

describe('patient payloads', () => {
  it('sends only filled contacts and remembers their rows', () => {
    const values = {
      ...valid,
      contacts: [
        { contactType: 'C' as const, contactValue: ' ', notifyPatient: false },
        { contactType: 'E' as const, contactValue: ' grace@example.org ', notifyPatient: true },
      ],
      ethnicGroup: 'Hispanic or Latino, ',
    };
    const { body, contactRows } = patientCreatePayload(values, '1001');
    expect(contactRows).toEqual([1]);
    expect(body.contactInformation).toEqual([
      { contactType: 'E', contactValue: 'grace@example.org', notifyPatient: true },
    ]);
    expect(body.ethnicGroup).toEqual(['Hispanic or Latino']);
    expect(body.accountInformation).toEqual({ accountNumber: '1001', officeId: null });
    expect(body.middleName).toBeNull();
  });

  it('round-trips a server patient through the form and keeps its id and account', () => {
    const values = patientFormValues(serverPatient);
    expect(values.ethnicGroup).toBe('Hispanic or Latino');
    const { body } = patientUpdatePayload({ ...values, city: 'Evanston' }, serverPatient);
    expect(body).toMatchObject({
      id: 42,
      city: 'Evanston',
      mrn: 'MRN-1',
      accountInformation: { accountNumber: '1001', officeId: null },
      insurances: [],
    });
  });

  it('reads EMR and card dates in either form', () => {
    expect(isoDateOf('1990-12-09T00:00:00')).toBe('1990-12-09');
    expect(isoDateOf('12/09/1990')).toBe('1990-12-09');
    expect(isoDateOf('nonsense')).toBe('');
    expect(isoDateOf(null)).toBe('');
  });
});
