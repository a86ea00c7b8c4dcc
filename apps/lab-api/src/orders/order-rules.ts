// The server's checks of an order beyond the contract: the account's patient, provider and
// policy, the cart rules on the tests (catalogue re-check), blocked countries, family members of
// trio and duo tests, add-on links, and what a submission needs (the required AOE answers too).
import type { ApiError, SimpleOrderCreate } from '@loci/contract';
import {
  blockedCountryMessage,
  dateOfBirth,
  diagnosisCodeProblems,
  familyMemberLimit,
  familyMemberRuleProblems,
  isBlockedCountry,
  isInsurancePaymentType,
  latestTodayIso,
  misshapenAoeAnswers,
  requiredFieldProblems,
  unansweredRequiredAoeQuestions,
  type Cart,
} from '@loci/domain';
import { aoeSectionsOfTests } from '../catalogue/aoe-forms.js';
import { recheckOrderTests } from '../catalogue/cart-recheck.js';
import { icdCodeBillability } from '../catalogue/catalogue-queries.js';
import type { LabKysely } from '../db/create-database.js';
import { HttpProblem, problems } from '../http/http-problem.js';
import { accountProvider } from '../ordering-providers/ordering-provider-records.js';
import { requiredFieldNames } from '../references/references-records.js';
import { labSupportEmail } from '../settings/settings-records.js';
import {
  accountOrder,
  accountPatient,
  familyTestInfo,
  isSubmitted,
  patientPolicy,
  requiredPatientRecord,
} from './order-records.js';

const required = 'This field is required';

export interface CheckedOrder {
  cart: Cart;
}

export interface CheckOrderOptions {
  /** The order becomes submitted with this call (not a draft save, not an edit after submission). */
  submitting: boolean;
}

/** Refuses (422, every problem at once) an order that breaks a rule; answers its checked cart. */
export async function checkOrder(
  db: LabKysely,
  accountId: number,
  body: SimpleOrderCreate,
  orderId: number | null,
  { submitting }: CheckOrderOptions,
): Promise<CheckedOrder> {
  const patient = await accountPatient(db, accountId, body.patientId);
  if (!patient) throw problems.notFound('Patient not found');

  const errors: ApiError[] = [];
  const check = await recheckOrderTests(db, body.tests);
  check.results.forEach((result, index) => {
    if (result.result !== 'Valid') {
      errors.push({
        code: result.result === 'Conflict' ? 'test_conflict' : 'test_not_orderable',
        message: result.message ?? `Test ${result.testCode} cannot be ordered`,
        path: `tests.${index}.code`,
      });
    }
  });

  for (const [path, country] of [
    ['patientId', patient.country],
    ['specimenCountry', body.specimenCountry ?? null],
  ] as const) {
    if (isBlockedCountry(country)) {
      errors.push({
        code: 'blocked_country',
        message: blockedCountryMessage(await labSupportEmail(db)),
        path,
      });
    }
  }

  if (body.orderingProviderId != null) {
    const provider = await accountProvider(db, accountId, body.orderingProviderId);
    if (!provider)
      errors.push({
        code: 'unknown_provider',
        message: 'No such ordering provider on this account',
        path: 'orderingProviderId',
      });
  }
  if (body.insurancePolicyId != null) {
    const policy = await patientPolicy(db, body.patientId, body.insurancePolicyId);
    if (!policy)
      errors.push({
        code: 'unknown_policy',
        message: 'No such insurance policy for this patient',
        path: 'insurancePolicyId',
      });
  }

  if (check.cart) {
    const codes = check.cart.tests.map((test) => test.code);
    const extra = await familyTestInfo(db, codes);
    const byCode = new Map(extra.map((row) => [row.test_code.toUpperCase(), row]));
    const inOrder = (testCode: string) =>
      codes.some((code) => code.toUpperCase() === testCode.toUpperCase());
    // The relatives per test (two for a trio, one for a duo) and the father and mother once per
    // test: the portal's rules, from @loci/domain.
    const counted = familyMemberRuleProblems(
      body.familyMembers,
      (testCode) => {
        const test = byCode.get(testCode.toUpperCase());
        return test && inOrder(testCode)
          ? familyMemberLimit({ isTrio: test.is_trio, isDuo: test.is_duo })
          : undefined;
      },
      (testCode) => byCode.get(testCode.toUpperCase())?.test_code ?? testCode,
    );
    body.familyMembers.forEach((member, index) => {
      const test = byCode.get(member.testCode.toUpperCase());
      const rule = counted[index];
      if (!test || !inOrder(member.testCode)) {
        errors.push({
          code: 'family_member_test',
          message: `Test ${member.testCode} is not in this order`,
          path: `familyMembers.${index}.testCode`,
        });
      } else if (!test.is_trio && !test.is_duo) {
        errors.push({
          code: 'family_member_test',
          message: `Test ${member.testCode} is not a trio or duo test`,
          path: `familyMembers.${index}.testCode`,
        });
      } else if (rule?.reason === 'too-many') {
        errors.push({
          code: 'too_many_relatives',
          message: rule.message,
          path: `familyMembers.${index}.relation`,
        });
      } else if (!test.allowed_relatives.includes(member.relation)) {
        errors.push({
          code: 'relative_not_allowed',
          message: `A ${member.relation} cannot be tested with ${member.testCode}`,
          path: `familyMembers.${index}.relation`,
        });
      } else if (rule) {
        errors.push({
          code: 'relation_twice',
          message: rule.message,
          path: `familyMembers.${index}.relation`,
        });
      }
    });
  }

  // A relative's date of birth: the contract takes only a real day of 1900–2100; not in the future.
  // The user's today may be a day ahead of the server's (dates-and-time-zones.md).
  const birthRule = dateOfBirth(latestTodayIso(new Date()));
  body.familyMembers.forEach((member, index) => {
    const message = birthRule(member.birthDate);
    if (message)
      errors.push({ code: 'invalid_date', message, path: `familyMembers.${index}.birthDate` });
  });

  if (body.originalOrderId != null) {
    const original = await accountOrder(db, accountId, body.originalOrderId);
    if (
      !original ||
      original.id === orderId ||
      original.patient_id !== body.patientId ||
      !isSubmitted(original.status)
    ) {
      errors.push({
        code: 'addon_not_available',
        message: 'An add-on order needs a submitted order of the same patient',
        path: 'originalOrderId',
      });
    }
  }

  // Every AOE answer fits its question, in a draft too: a date is a date, a choice one of the
  // options (docs/decisions/aoe-answer-shapes.md).
  const sections =
    check.cart && (isSubmitted(body.status) || Object.keys(body.aoeAnswers).length > 0)
      ? await aoeSectionsOfTests(
          db,
          check.cart.tests.map((test) => test.code),
        )
      : null;
  for (const answer of misshapenAoeAnswers(sections ?? [], body.aoeAnswers)) {
    errors.push({
      code: 'invalid_format',
      message: answer.message,
      path: `aoeAnswers.${answer.id}`,
    });
  }

  if (isSubmitted(body.status)) {
    if (body.orderingProviderId == null)
      errors.push({ code: 'required', message: required, path: 'orderingProviderId' });
    if (!body.paymentType)
      errors.push({ code: 'required', message: required, path: 'paymentType' });
    if (isInsurancePaymentType(body.paymentType) && body.insurancePolicyId == null)
      errors.push({ code: 'required', message: required, path: 'insurancePolicyId' });
    if (!body.consent?.given)
      errors.push({ code: 'required', message: required, path: 'consent.given' });
    // At least one diagnosis code, as the portal's order form asks (a draft may have none).
    if (body.diagnosisCodes.length === 0)
      errors.push({ code: 'required', message: required, path: 'diagnosisCodes' });
    // A submitted order's codes go on claims: listed in ICD-10-CM and billable (a draft may hold
    // any code of the right shape; docs/decisions/diagnosis-codes-billable.md).
    const billable = await icdCodeBillability(db, body.diagnosisCodes);
    for (const problem of diagnosisCodeProblems(body.diagnosisCodes, billable))
      errors.push({ ...problem, path: 'diagnosisCodes' });
    // The AOE forms of the tests (docs/decisions/aoe-required-on-submit.md).
    if (sections) {
      for (const question of unansweredRequiredAoeQuestions(sections, body.aoeAnswers)) {
        errors.push({
          code: 'required',
          message: question.message,
          path: `aoeAnswers.${question.id}`,
        });
      }
    }
  }

  // The account's required fields (never trusting the portal's own check): at the submission only,
  // so that a draft may be incomplete and a submitted order stays editable if the list changes.
  if (submitting) {
    const requiredFields = await requiredFieldNames(db, accountId);
    if (requiredFields.length > 0) {
      const patientRecord = requiredPatientRecord(patient);
      for (const problem of requiredFieldProblems(requiredFields, body, patientRecord)) {
        // One problem per field: the submission's own checks above may have named it already.
        if (!errors.some((error) => error.path === problem.path))
          errors.push({ code: 'required', ...problem });
      }
    }
  }

  if (errors.length > 0 || !check.cart) throw new HttpProblem(422, errors);
  return { cart: check.cart };
}
