// The insurance policy form: its values, its rules, and the conversions to and from the patient's
// policies (document 1 section 3) and the card look-up's answer.
import {
  composeRules,
  dateOfBirth,
  insurancePolicyProblems,
  isInsurancePaymentType,
  maxLength,
  required,
  validCharacters,
  validDate,
  type FieldRule,
  type Gender,
  type PaymentType,
  type RelationToPatient,
} from '@loci/domain';
import type {
  InsuranceCardLookup,
  InsurancePolicy,
  InsurancePolicySave,
  Patient,
  PatientUpdate,
} from '@loci/contract';
import { isoDateOf, policySaveOf } from '../patients/patientForm.ts';

/** The plan chosen in the typeahead. */
export interface ChosenPlan {
  code: string;
  name: string;
}

export interface PolicyFormValues {
  paymentType: PaymentType | '';
  plan: ChosenPlan | null;
  otherInsuranceName: string;
  subscriberFirstName: string;
  subscriberMiddleName: string;
  subscriberLastName: string;
  birthDate: string;
  gender: Gender | '';
  relationToPatient: RelationToPatient | '';
  planId: string;
  policyId: string;
  groupId: string;
  groupName: string;
  certificate: string;
  employerName: string;
  employerContact: string;
  effectiveDate: string;
  expirationDate: string;
  hasNoInsuranceCard: boolean;
}

export const emptyPolicyForm: PolicyFormValues = {
  paymentType: '',
  plan: null,
  otherInsuranceName: '',
  subscriberFirstName: '',
  subscriberMiddleName: '',
  subscriberLastName: '',
  birthDate: '',
  gender: '',
  relationToPatient: '',
  planId: '',
  policyId: '',
  groupId: '',
  groupName: '',
  certificate: '',
  employerName: '',
  employerContact: '',
  effectiveDate: '',
  expirationDate: '',
  hasNoInsuranceCard: false,
};

const textLimits = {
  otherInsuranceName: 100,
  subscriberFirstName: 50,
  subscriberMiddleName: 50,
  subscriberLastName: 50,
  planId: 50,
  policyId: 50,
  groupId: 50,
  groupName: 100,
  certificate: 50,
  employerName: 100,
  employerContact: 100,
} as const satisfies Partial<Record<keyof PolicyFormValues, number>>;

export type PolicyFormProblems = Partial<Record<keyof PolicyFormValues, string>>;

/** The rules of the policy form; the insurance fields apply only to the insurance payment types. */
export function validatePolicyForm(values: PolicyFormValues, today: string): PolicyFormProblems {
  const problems: PolicyFormProblems = {};
  const check = (field: keyof PolicyFormValues, rule: FieldRule<string>, value: string) => {
    const message = rule(value);
    if (message !== undefined && problems[field] === undefined) problems[field] = message;
  };
  check('paymentType', required, values.paymentType);
  for (const field of Object.keys(textLimits) as (keyof typeof textLimits)[]) {
    check(
      field,
      composeRules<string>(maxLength(textLimits[field]), validCharacters),
      values[field],
    );
  }
  // The conditional rules (@loci/domain, as the server): plan, policy id, relation, subscriber.
  const conditional = insurancePolicyProblems({
    paymentType: values.paymentType,
    planCode: values.plan?.code ?? null,
    otherInsuranceName: values.otherInsuranceName,
    policyId: values.policyId,
    relationToPatient: values.relationToPatient,
    subscriberFirstName: values.subscriberFirstName,
    subscriberLastName: values.subscriberLastName,
    effectiveDate: values.effectiveDate,
    expirationDate: values.expirationDate,
  });
  for (const field of [
    'plan',
    'policyId',
    'relationToPatient',
    'subscriberLastName',
    'subscriberFirstName',
  ] as const) {
    const message = conditional[field];
    if (message !== undefined && problems[field] === undefined) problems[field] = message;
  }
  check('birthDate', dateOfBirth(today), values.birthDate);
  check('effectiveDate', validDate, values.effectiveDate);
  check('expirationDate', validDate, values.expirationDate);
  // An expiration before the effective date (@loci/domain), both being real days.
  if (conditional.expirationDate !== undefined && problems.expirationDate === undefined)
    problems.expirationDate = conditional.expirationDate;
  return problems;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function policyFormValues(policy: InsurancePolicy): PolicyFormValues {
  const insurance = policy.insurance;
  return {
    paymentType: policy.paymentType ?? '',
    plan: insurance?.code && insurance.name ? { code: insurance.code, name: insurance.name } : null,
    otherInsuranceName: insurance?.otherInsuranceName ?? '',
    subscriberFirstName: policy.subscriberFirstName ?? '',
    subscriberMiddleName: policy.subscriberMiddleName ?? '',
    subscriberLastName: policy.subscriberLastName ?? '',
    birthDate: policy.birthDate ?? '',
    gender: policy.gender ?? '',
    relationToPatient: policy.relationToPatient ?? '',
    planId: policy.planId ?? '',
    policyId: policy.policyId ?? '',
    groupId: policy.groupId ?? '',
    groupName: policy.groupName ?? '',
    certificate: policy.certificate ?? '',
    employerName: policy.employer.name ?? '',
    employerContact: policy.employer.contact ?? '',
    effectiveDate: policy.effectiveDate ?? '',
    expirationDate: policy.expirationDate ?? '',
    hasNoInsuranceCard: policy.hasNoInsuranceCard,
  };
}

/** The policy as the patient update sends it; the plan only for the insurance payment types. */
export function policySave(values: PolicyFormValues, id?: number): InsurancePolicySave {
  const insured = isInsurancePaymentType(values.paymentType);
  return {
    ...(id === undefined ? {} : { id }),
    insurance: insured
      ? { code: values.plan?.code ?? null, otherInsuranceName: orNull(values.otherInsuranceName) }
      : null,
    subscriberFirstName: orNull(values.subscriberFirstName),
    subscriberMiddleName: orNull(values.subscriberMiddleName),
    subscriberLastName: orNull(values.subscriberLastName),
    birthDate: orNull(values.birthDate),
    gender: values.gender === '' ? null : values.gender,
    relationToPatient: values.relationToPatient === '' ? null : values.relationToPatient,
    planId: orNull(values.planId),
    policyId: orNull(values.policyId),
    groupId: orNull(values.groupId),
    groupName: orNull(values.groupName),
    certificate: orNull(values.certificate),
    employer: { name: orNull(values.employerName), contact: orNull(values.employerContact) },
    effectiveDate: orNull(values.effectiveDate),
    expirationDate: orNull(values.expirationDate),
    paymentType: values.paymentType === '' ? null : values.paymentType,
    hasNoInsuranceCard: values.hasNoInsuranceCard,
  };
}

/**
 * The patient update that adds a policy (index null) or replaces the policy at an index; the
 * patient's details are sent exactly as the server gave them (a locked patient's details must not
 * change, and a round trip through the form would normalise them).
 */
export function patientUpdateWithPolicy(
  patient: Patient,
  policy: InsurancePolicySave,
  index: number | null,
): PatientUpdate {
  const insurances: InsurancePolicySave[] = patient.insurances.map(policySaveOf);
  if (index === null) insurances.push(policy);
  else insurances[index] = policy;
  return {
    id: patient.id,
    externalPatientId: patient.externalPatientId,
    firstName: patient.firstName,
    middleName: patient.middleName,
    lastName: patient.lastName,
    birthDate: patient.birthDate,
    gender: patient.gender,
    genderIdentification: patient.genderIdentification,
    mrn: patient.mrn,
    street1: patient.street1,
    street2: patient.street2,
    apartment: patient.apartment,
    city: patient.city,
    state: patient.state,
    zip: patient.zip,
    county: patient.county,
    country: patient.country,
    contactInformation: patient.contactInformation,
    race: patient.race,
    ethnicGroup: patient.ethnicGroup,
    isInsuranceUpdated: true,
    insurances,
    accountInformation: patient.accountInformation,
  };
}

/** The form after a card look-up: what the card gave fills the form; the rest is kept. */
export function applyCardLookup(
  values: PolicyFormValues,
  lookup: InsuranceCardLookup,
): PolicyFormValues {
  if (lookup.error) return values;
  const plan = lookup.insurance
    ? { code: lookup.insurance.planCode, name: lookup.insurance.planName }
    : values.plan;
  return {
    ...values,
    plan,
    otherInsuranceName:
      !lookup.insurance && lookup.planName ? lookup.planName : values.otherInsuranceName,
    policyId: lookup.policyId ?? values.policyId,
    groupId: lookup.groupId ?? values.groupId,
    groupName: lookup.groupName ?? values.groupName,
    subscriberFirstName: lookup.subscriberFirstName ?? values.subscriberFirstName,
    subscriberLastName: lookup.subscriberLastName ?? values.subscriberLastName,
    effectiveDate: isoDateOf(lookup.effectiveDate) || values.effectiveDate,
  };
}

/** The policy form field of a server error's path on the policy at `index`, or null. */
export function policyFieldOfServerPath(
  path: string | undefined,
  index: number,
): keyof PolicyFormValues | null {
  const parts = path?.split('.') ?? [];
  if (parts[0] !== 'insurances' || Number(parts[1]) !== index) return null;
  const field = parts.slice(2).join('.');
  const known: Record<string, keyof PolicyFormValues> = {
    'insurance.code': 'plan',
    'insurance.otherInsuranceName': 'otherInsuranceName',
    'employer.name': 'employerName',
    'employer.contact': 'employerContact',
  };
  if (known[field]) return known[field];
  return field in emptyPolicyForm ? (field as keyof PolicyFormValues) : null;
}
