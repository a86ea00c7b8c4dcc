// The patient form: its values, every rule of the spec (document 1 section 5) on its fields, and
// the conversions between the form, the server's patient and the create/update payloads.
import {
  ValidationMessages,
  blockedCountryMessage,
  composeRules,
  dateOfBirth,
  email,
  fax,
  format,
  isBlockedCountry,
  isUsPatient,
  maxLength,
  phone,
  readCalendarDate,
  required,
  toIsoDate,
  usZip,
  validCharacters,
  validDate,
  type ContactType,
  type FieldRule,
  type Gender,
} from '@loci/domain';
import type { Patient, PatientCreate, PatientUpdate } from '@loci/contract';

export interface ContactRow {
  contactType: ContactType;
  contactValue: string;
  notifyPatient: boolean;
}

export interface PatientFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  /** ISO date, or '' while none (or an invalid one) is typed. */
  birthDate: string;
  gender: Gender | '';
  genderIdentification: string;
  mrn: string;
  externalPatientId: string;
  street1: string;
  street2: string;
  apartment: string;
  city: string;
  state: string;
  zip: string;
  county: string;
  /** 3-letter code. */
  country: string;
  contacts: ContactRow[];
  race: string;
  /** Ethnic groups, comma-separated. */
  ethnicGroup: string;
}

export const emptyPatientForm: PatientFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  birthDate: '',
  gender: '',
  genderIdentification: '',
  mrn: '',
  externalPatientId: '',
  street1: '',
  street2: '',
  apartment: '',
  city: '',
  state: '',
  zip: '',
  county: '',
  country: 'USA',
  contacts: [
    { contactType: 'C', contactValue: '', notifyPatient: false },
    { contactType: 'E', contactValue: '', notifyPatient: false },
  ],
  race: '',
  ethnicGroup: '',
};

/** The free-text limits of the contract (the server refuses longer values with the same message). */
export const patientTextLimits = {
  firstName: 50,
  middleName: 50,
  lastName: 50,
  genderIdentification: 50,
  street1: 100,
  street2: 100,
  apartment: 20,
  city: 50,
  state: 50,
  county: 50,
  race: 50,
} as const satisfies Partial<Record<keyof PatientFormValues, number>>;

const codeFormat = format(/^[A-Za-z0-9-]*$/);

function text(max: number): FieldRule<string> {
  return composeRules<string>(maxLength(max), validCharacters);
}

/** A contact's value by its type; an empty row is allowed (it is not sent). */
export function contactValueRule(type: ContactType): FieldRule<string> {
  const shape = type === 'E' ? email : type === 'F' ? fax : phone;
  return composeRules<string>(maxLength(254), shape);
}

export interface PatientFormContext {
  /** Today as an ISO date (a date of birth cannot be later). */
  today: string;
  /** The lab's e-mail named in the blocked-country message. */
  labEmail: string;
  /** The text typed in the date-of-birth input (to tell an invalid date from none). */
  typedBirthDate?: string;
}

/** Flat field path → message, for every invalid field of the form. */
export type PatientFormProblems = Record<string, string>;

/** Every rule of the spec on the patient form's fields. */
export function validatePatientForm(
  values: PatientFormValues,
  context: PatientFormContext,
): PatientFormProblems {
  const problems: PatientFormProblems = {};
  const check = (path: string, rule: FieldRule<string>, value: string) => {
    const message = rule(value);
    if (message !== undefined) problems[path] = message;
  };

  // A patient is valid only with a first or last name (the id comes from the lab).
  if (values.firstName.trim() === '' && values.lastName.trim() === '') {
    problems.firstName = ValidationMessages.required;
    problems.lastName = ValidationMessages.required;
  }
  for (const field of Object.keys(patientTextLimits) as (keyof typeof patientTextLimits)[]) {
    if (problems[field] === undefined)
      check(field, text(patientTextLimits[field]), values[field] as string);
  }

  const typed = context.typedBirthDate?.trim() ?? '';
  if (values.birthDate === '' && typed !== '') {
    problems.birthDate = validDate(typed) ?? ValidationMessages.date;
  } else {
    check(
      'birthDate',
      composeRules<string>(required, dateOfBirth(context.today)),
      values.birthDate,
    );
  }
  check('gender', required, values.gender);
  check('mrn', composeRules<string>(maxLength(50), codeFormat), values.mrn);
  check(
    'externalPatientId',
    composeRules<string>(maxLength(50), codeFormat),
    values.externalPatientId,
  );

  if (values.country.trim() === '') problems.country = ValidationMessages.required;
  else if (isBlockedCountry(values.country))
    problems.country = blockedCountryMessage(context.labEmail);
  check(
    'zip',
    isUsPatient(values) ? usZip : composeRules<string>(maxLength(10), validCharacters),
    values.zip.trim(),
  );

  values.contacts.forEach((contact, index) => {
    check(
      `contacts.${index}.contactValue`,
      contactValueRule(contact.contactType),
      contact.contactValue,
    );
  });
  values.ethnicGroup
    .split(',')
    .map((group) => group.trim())
    .forEach((group) => {
      if (group !== '' && !/^[\w -]{1,50}$/.test(group))
        problems.ethnicGroup = ValidationMessages.format;
    });
  return problems;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The form's values for a patient of the server. */
export function patientFormValues(patient: Patient): PatientFormValues {
  return {
    firstName: patient.firstName ?? '',
    middleName: patient.middleName ?? '',
    lastName: patient.lastName ?? '',
    birthDate: patient.birthDate ?? '',
    gender: patient.gender ?? '',
    genderIdentification: patient.genderIdentification ?? '',
    mrn: patient.mrn ?? '',
    externalPatientId: patient.externalPatientId ?? '',
    street1: patient.street1 ?? '',
    street2: patient.street2 ?? '',
    apartment: patient.apartment ?? '',
    city: patient.city ?? '',
    state: patient.state ?? '',
    zip: patient.zip ?? '',
    county: patient.county ?? '',
    country: patient.country ?? '',
    contacts: patient.contactInformation.map((contact) => ({
      contactType: contact.contactType,
      contactValue: contact.contactValue,
      notifyPatient: contact.notifyPatient ?? false,
    })),
    race: patient.race ?? '',
    ethnicGroup: patient.ethnicGroup.join(', '),
  };
}

export interface PatientPayload {
  body: PatientCreate;
  /** For each sent contact, its row in the form (empty rows are not sent). */
  contactRows: number[];
}

/** The create payload of the form's values for an account. */
export function patientCreatePayload(
  values: PatientFormValues,
  accountNumber: string,
  officeId: string | null = null,
): PatientPayload {
  const contactRows: number[] = [];
  const contactInformation = values.contacts.flatMap((contact, index) => {
    if (contact.contactValue.trim() === '') return [];
    contactRows.push(index);
    return [
      {
        contactType: contact.contactType,
        contactValue: contact.contactValue.trim(),
        notifyPatient: contact.notifyPatient,
      },
    ];
  });
  return {
    contactRows,
    body: {
      externalPatientId: orNull(values.externalPatientId),
      firstName: orNull(values.firstName),
      middleName: orNull(values.middleName),
      lastName: orNull(values.lastName),
      birthDate: orNull(values.birthDate),
      gender: values.gender === '' ? null : values.gender,
      genderIdentification: orNull(values.genderIdentification),
      mrn: orNull(values.mrn),
      street1: orNull(values.street1),
      street2: orNull(values.street2),
      apartment: orNull(values.apartment),
      city: orNull(values.city),
      state: orNull(values.state),
      zip: orNull(values.zip),
      county: orNull(values.county),
      country: orNull(values.country.toUpperCase()),
      contactInformation,
      race: orNull(values.race),
      ethnicGroup: values.ethnicGroup
        .split(',')
        .map((group) => group.trim())
        .filter((group) => group !== ''),
      isPatientUpdated: true,
      accountInformation: { accountNumber, officeId },
    },
  };
}

/** The update payload: the form's details on the patient, its insurances as they are. */
export function patientUpdatePayload(
  values: PatientFormValues,
  patient: Patient,
): PatientPayload & { body: PatientUpdate } {
  const { body, contactRows } = patientCreatePayload(
    values,
    patient.accountInformation.accountNumber,
    patient.accountInformation.officeId,
  );
  return {
    contactRows,
    body: { ...body, id: patient.id, insurances: patient.insurances.map(policySaveOf) },
  };
}

/** A policy of the server as the update sends it back (the plan by its code). */
export function policySaveOf(policy: Patient['insurances'][number]) {
  return {
    id: policy.id,
    insurance: policy.insurance
      ? { code: policy.insurance.code, otherInsuranceName: policy.insurance.otherInsuranceName }
      : null,
    subscriberFirstName: policy.subscriberFirstName,
    subscriberMiddleName: policy.subscriberMiddleName,
    subscriberLastName: policy.subscriberLastName,
    birthDate: policy.birthDate,
    gender: policy.gender,
    relationToPatient: policy.relationToPatient,
    street1: policy.street1,
    street2: policy.street2,
    city: policy.city,
    state: policy.state,
    zip: policy.zip,
    country: policy.country,
    planId: policy.planId,
    policyId: policy.policyId,
    groupId: policy.groupId,
    groupName: policy.groupName,
    certificate: policy.certificate,
    employer: policy.employer,
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    paymentType: policy.paymentType,
    hasNoInsuranceCard: policy.hasNoInsuranceCard,
  };
}

/** An ISO date from a date the EMR or a card wrote (ISO or MM/DD/YYYY); '' when unreadable. */
export function isoDateOf(value: string | null | undefined): string {
  if (!value) return '';
  const date = readCalendarDate(value.trim().slice(0, 10));
  return date ? toIsoDate(date) : '';
}
