// The order form's values as typed, the rules shown beside each field, and the order they make
// (the contract's create and update bodies). Rules come from the domain and the contract.
import {
  DiagnosisCodeMessages,
  NumericOrderStatus,
  ValidationMessages,
  composeRules,
  maxLength,
  validClinicalText,
  findMainOrderingProvider,
  isInsurancePaymentType,
  paymentTypeNotice,
  paymentTypesInDisplayOrder,
  removeTest,
  transition,
  type NumericOrderStatusValue,
} from '@loci/domain';
import {
  billingEstimateSchema,
  diagnosisCodeField,
  type BillingEstimate,
  type OrderingProvider,
  type SimpleOrder,
  type SimpleOrderCreate,
} from '@loci/contract';
import { z } from 'zod/mini';
import { sliceOfOrderedTest, type OrderedSliceSet } from '../slice-tool/sliceSelection.ts';
import {
  familyMemberValuesSchema,
  familyMembersBody,
  familyMembersOf,
  type FamilyMemberValues,
} from './familyMembers.ts';
import {
  priorAuthCaseOfOrder,
  priorAuthCaseValuesSchema,
  priorAuthMessages,
  type PriorAuthCaseValues,
} from './priorAuthCase.ts';

export interface OrderFormTest {
  code: string;
  indent: number;
  orderedAsKit: boolean;
  /** A slice test's gene set from the slice tool (its names ride on the ordered test). */
  slice?: OrderedSliceSet | null;
}

/** Everything typed in the form, kept as typed (strings) so that nothing is lost. */
export interface OrderFormValues {
  orderId: number | null;
  originalOrderId: number | null;
  accountNumber: string;
  patientId: string;
  orderingProviderId: string;
  tests: OrderFormTest[];
  /** ICD-10-CM codes separated by commas or spaces. */
  diagnosisCodes: string;
  /** The description of each chosen code (shown on its chip; the server keeps the codes). */
  diagnosisDescriptions: Record<string, string>;
  paymentType: string;
  insurancePolicyId: string;
  consentGiven: boolean;
  notes: string;
  /** AOE answers by question id. */
  aoeAnswers: Record<string, string | boolean>;
  /** Relatives tested with the order's trio and duo tests. */
  familyMembers: FamilyMemberValues[];
  /** The prior-authorization case the check opened, with the clinical answers typed. */
  priorAuth: PriorAuthCaseValues | null;
  /** The cost estimate of the saved order (benefit investigation), or null before one is run. */
  billingEstimate: BillingEstimate | null;
  /** The partnership (sponsored) program each test is ordered under, by test code, once valid. */
  programCodes: Record<string, string>;
}

export const orderFormValuesSchema = z.object({
  orderId: z.nullable(z.number().check(z.int(), z.positive())),
  originalOrderId: z.nullable(z.number().check(z.int(), z.positive())),
  accountNumber: z.string(),
  patientId: z.string(),
  orderingProviderId: z.string(),
  tests: z.array(
    z.object({
      code: z.string(),
      indent: z.number().check(z.int(), z.gte(0)),
      orderedAsKit: z.boolean(),
      slice: z.nullish(
        z.object({
          userEnteredSliceName: z.nullable(z.string()),
          preDefinedSliceNames: z.array(z.string()),
          savedSliceName: z.nullable(z.string()),
          phenotypeNames: z.array(z.string()),
          geneCount: z.nullable(z.number().check(z.int())),
        }),
      ),
    }),
  ),
  diagnosisCodes: z.string(),
  diagnosisDescriptions: z._default(z.record(z.string(), z.string()), {}),
  paymentType: z.string(),
  insurancePolicyId: z.string(),
  consentGiven: z.boolean(),
  notes: z.string(),
  aoeAnswers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  familyMembers: z._default(z.array(familyMemberValuesSchema), []),
  priorAuth: z._default(z.nullable(priorAuthCaseValuesSchema), null),
  billingEstimate: z._default(z.nullable(billingEstimateSchema), null),
  programCodes: z._default(z.record(z.string(), z.string()), {}),
}) satisfies z.ZodMiniType<OrderFormValues>;

export function emptyOrderForm(tests: readonly OrderFormTest[] = []): OrderFormValues {
  return {
    orderId: null,
    originalOrderId: null,
    accountNumber: '',
    patientId: '',
    orderingProviderId: '',
    tests: tests.map((test) => ({ ...test })),
    diagnosisCodes: '',
    diagnosisDescriptions: {},
    paymentType: '',
    insurancePolicyId: '',
    consentGiven: false,
    notes: '',
    aoeAnswers: {},
    familyMembers: [],
    priorAuth: null,
    billingEstimate: null,
    programCodes: {},
  };
}

/** The form of a saved order (draft continuation). */
export function orderFormOf(order: SimpleOrder): OrderFormValues {
  return {
    orderId: order.orderId,
    originalOrderId: order.originalOrderId,
    accountNumber: order.accountNumber,
    patientId: String(order.patientId),
    orderingProviderId: order.orderingProviderId === null ? '' : String(order.orderingProviderId),
    tests: order.tests.map((test) => ({
      code: test.code,
      indent: test.indent,
      orderedAsKit: test.orderedAsKit,
      slice: sliceOfOrderedTest(test),
    })),
    diagnosisCodes: order.diagnosisCodes.join(', '),
    diagnosisDescriptions: {},
    paymentType: order.paymentType ?? '',
    insurancePolicyId: order.insurancePolicyId === null ? '' : String(order.insurancePolicyId),
    consentGiven: order.consent?.['given'] === true,
    notes: order.notes ?? '',
    aoeAnswers: Object.fromEntries(
      Object.entries(order.aoeAnswers).filter(
        (entry): entry is [string, string | boolean] =>
          typeof entry[1] === 'string' || typeof entry[1] === 'boolean',
      ),
    ),
    familyMembers: familyMembersOf(order.familyMembers),
    // The case and the estimate the lab holds, so that a draft continued on another device keeps
    // the prior-authorization rule of the submission and shows its estimate.
    priorAuth: priorAuthCaseOfOrder(order.tests),
    billingEstimate: order.billingEstimate,
    programCodes: Object.fromEntries(
      order.tests.flatMap((test) => (test.programCode ? [[test.code, test.programCode]] : [])),
    ),
  };
}

/**
 * A new add-on order built from a submitted order: the same account, patient, provider, payment,
 * insurance and diagnosis codes, with the tests from the cart.
 */
export function addOnFormOf(
  original: SimpleOrder,
  tests: readonly OrderFormTest[],
): OrderFormValues {
  const from = orderFormOf(original);
  return {
    ...emptyOrderForm(tests),
    originalOrderId: original.orderId,
    accountNumber: from.accountNumber,
    patientId: from.patientId,
    orderingProviderId: from.orderingProviderId,
    diagnosisCodes: from.diagnosisCodes,
    paymentType: from.paymentType,
    insurancePolicyId: from.insurancePolicyId,
  };
}

/**
 * A unique key for each ordered test, stable while the list is unchanged: its code, with its
 * occurrence when the order holds the code more than once (the cart allows 9001 twice, as it does
 * 906-Custom, 9011-Custom and 9012-Custom).
 */
export function orderedTestKeys(tests: readonly { code: string }[]): string[] {
  const seen = new Map<string, number>();
  return tests.map((test) => {
    const occurrence = (seen.get(test.code) ?? 0) + 1;
    seen.set(test.code, occurrence);
    return occurrence === 1 ? test.code : `${test.code} (${occurrence})`;
  });
}

/**
 * The order without its test at `index`, by the cart's rule (document 1 section 4): the tests that
 * depended on it move up one level. Its program code goes with it unless the code is still ordered.
 * Removing the last test leaves an order without tests, which the form then says it needs.
 */
export function withoutOrderedTest(
  values: Pick<OrderFormValues, 'tests' | 'programCodes'>,
  index: number,
): Pick<OrderFormValues, 'tests' | 'programCodes'> {
  const removal = removeTest(
    { tests: values.tests.map((test) => ({ ...test, reflexOrderingParentTestCode: null })) },
    index,
  );
  if (!removal.ok) return values;
  const tests = values.tests
    .filter((_, at) => at !== index)
    .map((test, at) => ({ ...test, indent: removal.cart.tests[at]?.indent ?? 0 }));
  const codes = new Set(tests.map((test) => test.code));
  const programCodes = Object.fromEntries(
    Object.entries(values.programCodes).filter(([code]) => codes.has(code)),
  );
  return { tests, programCodes };
}

/** The codes of the ordered tests, each once (the questions and relatives are asked per code). */
export function orderedTestCodes(tests: readonly { code: string }[]): string[] {
  return [...new Set(tests.map((test) => test.code))];
}

export function typedDiagnosisCodes(typed: string): string[] {
  return typed
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

export type OrderFormField = keyof OrderFormValues;
export type OrderFormProblems = Partial<Record<OrderFormField, string>>;

/** The form's messages: the spec's (document 1 section 5), as the server answers the same rules. */
export const orderFormMessages = {
  required: ValidationMessages.required,
  noTests: ValidationMessages.notEmptyArray,
  diagnosisFormat: DiagnosisCodeMessages.unknown,
  tooManyDiagnoses: 'At most 12 diagnosis codes.',
  insuranceRequired: ValidationMessages.required,
  consentRequired: ValidationMessages.required,
  priorAuthAnswersNeeded: priorAuthMessages.answersNeeded,
} as const;

/** The most characters of the notes for the lab (the contract's `notes: optionalText(2000)`). */
export const orderNotesMaxLength = 2000;

const orderNotesRule = composeRules(maxLength(orderNotesMaxLength), validClinicalText);

/**
 * The notes' problem, as the server finds it (trimmed, at most 2000 characters, allowed
 * characters only; the same messages), so that the form says it before anything is sent.
 */
export function orderNotesProblem(notes: string): string | undefined {
  return orderNotesRule(notes.trim());
}

/** What may be saved as a draft: account, patient, at least one test, and notes the lab accepts. */
export function draftProblems(values: OrderFormValues): OrderFormProblems {
  const problems: OrderFormProblems = {};
  const notes = orderNotesProblem(values.notes);
  if (notes) problems.notes = notes;
  if (!values.accountNumber) problems.accountNumber = orderFormMessages.required;
  if (!/^\d+$/.test(values.patientId)) problems.patientId = orderFormMessages.required;
  if (values.tests.length === 0) problems.tests = orderFormMessages.noTests;
  const codes = typedDiagnosisCodes(values.diagnosisCodes);
  const wrong = codes.filter((code) => !diagnosisCodeField.safeParse(code).success);
  if (wrong.length > 0) problems.diagnosisCodes = orderFormMessages.diagnosisFormat(wrong);
  else if (codes.length > 12) problems.diagnosisCodes = orderFormMessages.tooManyDiagnoses;
  return problems;
}

/** What must hold before the order is submitted (on top of the draft's rules). */
export function submitProblems(values: OrderFormValues): OrderFormProblems {
  const problems = draftProblems(values);
  if (!values.orderingProviderId) problems.orderingProviderId = orderFormMessages.required;
  if (typedDiagnosisCodes(values.diagnosisCodes).length === 0 && !problems.diagnosisCodes)
    problems.diagnosisCodes = orderFormMessages.required;
  if (!values.paymentType) problems.paymentType = orderFormMessages.required;
  else if (isInsurancePaymentType(values.paymentType) && !values.insurancePolicyId)
    problems.insurancePolicyId = orderFormMessages.insuranceRequired;
  if (!values.consentGiven) problems.consentGiven = orderFormMessages.consentRequired;
  if (values.priorAuth?.answersNeeded && isInsurancePaymentType(values.paymentType))
    problems.priorAuth = orderFormMessages.priorAuthAnswersNeeded;
  return problems;
}

/** The order body for a status (1 Draft to save, 0 OrderNow to submit). */
export function orderBody(
  values: OrderFormValues,
  status: NumericOrderStatusValue,
): SimpleOrderCreate {
  return {
    accountNumber: values.accountNumber,
    patientId: Number(values.patientId),
    status,
    orderingProviderId: values.orderingProviderId ? Number(values.orderingProviderId) : null,
    tests: values.tests.map((test) => ({
      code: test.code,
      indent: test.indent,
      orderedAsKit: test.orderedAsKit,
      userEnteredSliceName: test.slice?.userEnteredSliceName ?? null,
      preDefinedSliceNames: test.slice?.preDefinedSliceNames ?? [],
      savedSliceName: test.slice?.savedSliceName ?? null,
      phenotypeNames: test.slice?.phenotypeNames ?? [],
      // Only a test ordered under a program carries its code.
      ...(values.programCodes[test.code] ? { programCode: values.programCodes[test.code] } : {}),
    })),
    diagnosisCodes: typedDiagnosisCodes(values.diagnosisCodes).map((code) => code.toUpperCase()),
    paymentType: values.paymentType || null,
    insurancePolicyId:
      isInsurancePaymentType(values.paymentType) && values.insurancePolicyId
        ? Number(values.insurancePolicyId)
        : null,
    aoeAnswers: values.aoeAnswers,
    familyMembers: familyMembersBody(values.familyMembers),
    consent: { given: values.consentGiven },
    notes: values.notes.trim() || null,
    originalOrderId: values.originalOrderId,
  };
}

/** Whether the server holds what the form holds (the parts kept only in the browser aside). */
export function sameOrderBody(a: OrderFormValues, b: OrderFormValues): boolean {
  return (
    a.orderId === b.orderId &&
    JSON.stringify(orderBody(a, NumericOrderStatus.Draft)) ===
      JSON.stringify(orderBody(b, NumericOrderStatus.Draft))
  );
}

/** Whether a draft may be submitted (the order status state machine of the domain). */
export function canSubmitFrom(status: number): boolean {
  const result = transition(status, NumericOrderStatus.OrderNow);
  return result.ok && result.changed;
}

/** The payment types in their display order, each with its notice. */
export function paymentTypeChoices() {
  return paymentTypesInDisplayOrder().map((type) => ({
    value: type.value,
    label: type.label,
    notice: paymentTypeNotice(type.value),
  }));
}

/** The provider chosen by default: the account's main ordering provider. */
export function defaultOrderingProviderId(providers: readonly OrderingProvider[]): string {
  const main = findMainOrderingProvider(providers);
  return main ? String(main.id) : '';
}

/**
 * The payment types the ordered tests refuse, each with the tests that refuse it (from the
 * restricted payment methods of each test, in the order of the tests).
 */
export function refusedPaymentTypes(
  testCodes: readonly string[],
  restricted: readonly (readonly string[])[],
): Map<string, string[]> {
  const refused = new Map<string, string[]>();
  testCodes.forEach((code, index) => {
    for (const type of restricted[index] ?? [])
      refused.set(type, [...(refused.get(type) ?? []), code]);
  });
  return refused;
}

/** Why a payment type is not offered: the tests that refuse it. */
export function paymentRefusalText(label: string, codes: readonly string[]): string {
  return codes.length === 1
    ? `${label} is not offered: test ${codes[0]} does not accept it.`
    : `${label} is not offered: tests ${codes.join(', ')} do not accept it.`;
}
