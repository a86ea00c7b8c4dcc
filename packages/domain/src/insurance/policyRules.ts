/**
 * The conditional rules of an insurance policy (document 1 section 3 lists its fields; section 5:
 * "conditional rules apply only while a condition over watched fields holds"): for the insurance
 * payment types a plan (chosen or named), the policy id and the relation to the patient are
 * required, and the subscriber's names unless the patient is the subscriber (PT). An expiration
 * before the effective date is too small. The portal's policy form and the server both apply them.
 */
import { isInsurancePaymentType } from '../reference/payment.js';
import { readCalendarDate, toIsoDate } from '../validation/dates.js';
import { ValidationMessages } from '../validation/messages.js';

/** A policy as far as these rules go (the form's values or the saved policy's). */
export interface InsurancePolicyFacts {
  readonly paymentType?: string | null;
  /** The plan chosen from the list (its code). */
  readonly planCode?: string | null;
  /** A plan not in the list, by its name. */
  readonly otherInsuranceName?: string | null;
  readonly policyId?: string | null;
  readonly relationToPatient?: string | null;
  readonly subscriberFirstName?: string | null;
  readonly subscriberLastName?: string | null;
  readonly effectiveDate?: string | null;
  readonly expirationDate?: string | null;
}

/** The fields these rules speak of; `plan` is the plan code or the other insurance's name. */
export type InsurancePolicyRuleField =
  | 'plan'
  | 'policyId'
  | 'relationToPatient'
  | 'subscriberLastName'
  | 'subscriberFirstName'
  | 'expirationDate';

export type InsurancePolicyProblems = Partial<Record<InsurancePolicyRuleField, string>>;

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

function isoDay(value: string | null | undefined): string | null {
  const day = value == null ? undefined : readCalendarDate(value.trim());
  return day ? toIsoDate(day) : null;
}

/** The policy's conditional rules, field by field (the spec's messages). */
export function insurancePolicyProblems(policy: InsurancePolicyFacts): InsurancePolicyProblems {
  const problems: InsurancePolicyProblems = {};
  if (isInsurancePaymentType(policy.paymentType)) {
    if (isBlank(policy.planCode) && isBlank(policy.otherInsuranceName))
      problems.plan = ValidationMessages.required;
    if (isBlank(policy.policyId)) problems.policyId = ValidationMessages.required;
    if (isBlank(policy.relationToPatient)) problems.relationToPatient = ValidationMessages.required;
    else if (policy.relationToPatient !== 'PT') {
      if (isBlank(policy.subscriberLastName))
        problems.subscriberLastName = ValidationMessages.required;
      if (isBlank(policy.subscriberFirstName))
        problems.subscriberFirstName = ValidationMessages.required;
    }
  }
  const effective = isoDay(policy.effectiveDate);
  const expiration = isoDay(policy.expirationDate);
  if (effective !== null && expiration !== null && expiration < effective)
    problems.expirationDate = ValidationMessages.min;
  return problems;
}
