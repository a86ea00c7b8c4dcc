/**
 * What saving a submitted order (OrderNow or PendingReview) may change, by feature flag
 * Order_Editing_Post_Submission (document 1 section 6 names the flag; its effect is ours: see
 * docs/decisions/order-editing-post-submission.md).
 * - Flag off: a submitted order is not edited at all; it changes only through its own calls
 *   (cancel or restore tests, release, notifications) or an add-on order.
 * - Flag on: the details the lab needs to bill and report may be corrected (ordering provider,
 *   payment type, insurance policy, diagnosis codes, AOE answers, family members, consent, notes),
 *   and the status may move as the state machine allows. What was ordered, for whom and where may
 *   not: the account, the patient, the tests (codes, order and indent), the add-on link and the
 *   specimen's country.
 */
import { NumericOrderStatus } from '../reference/orderStatus.js';

/** The parts of an order the rule compares (the same shape before and after the save). */
export interface SubmittedOrderFacts {
  readonly accountNumber: string;
  readonly patientId: number;
  readonly tests: readonly { readonly code: string; readonly indent: number }[];
  readonly originalOrderId: number | null;
  readonly specimenCountry: string | null;
}

/** The fields that stay as submitted whatever the flag, in the order they are checked. */
export const FixedAfterSubmission = [
  'accountNumber',
  'patientId',
  'tests',
  'originalOrderId',
  'specimenCountry',
] as const satisfies readonly (keyof SubmittedOrderFacts)[];

export type FixedAfterSubmissionField = (typeof FixedAfterSubmission)[number];

export const postSubmissionEditingMessages = {
  off: 'A submitted order cannot be edited.',
  accountNumber: 'The account of a submitted order cannot be changed.',
  patientId: 'The patient of a submitted order cannot be changed.',
  tests: 'The tests of a submitted order cannot be replaced: cancel tests or place an add-on order',
  originalOrderId: 'The original order of a submitted add-on order cannot be changed.',
  specimenCountry: 'The specimen country of a submitted order cannot be changed.',
} as const satisfies Record<'off' | FixedAfterSubmissionField, string>;

export interface PostSubmissionRefusal {
  readonly field: 'status' | FixedAfterSubmissionField;
  readonly code: 'order_editing_off' | 'submitted_order_field';
  readonly message: string;
}

export type PostSubmissionEditResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly refusals: readonly PostSubmissionRefusal[] };

/** Whether an order in this status counts as submitted (OrderNow or PendingReview). */
export function isSubmittedOrderStatus(status: number): boolean {
  return status === NumericOrderStatus.OrderNow || status === NumericOrderStatus.PendingReview;
}

const sameTests = (a: SubmittedOrderFacts['tests'], b: SubmittedOrderFacts['tests']) =>
  a.length === b.length &&
  a.every(
    (test, index) =>
      test.code.toUpperCase() === b[index]!.code.toUpperCase() && test.indent === b[index]!.indent,
  );

function changed(
  field: FixedAfterSubmissionField,
  before: SubmittedOrderFacts,
  after: SubmittedOrderFacts,
): boolean {
  if (field === 'tests') return !sameTests(before.tests, after.tests);
  if (field === 'specimenCountry')
    return (
      (before.specimenCountry ?? '').toUpperCase() !== (after.specimenCountry ?? '').toUpperCase()
    );
  return before[field] !== after[field];
}

/**
 * Whether saving an order in status `status` as `after` is allowed when it was `before`. Orders
 * that are not submitted (Draft, BenefitsInvestigation) are always editable here (their status
 * changes are the state machine's business).
 */
export function checkPostSubmissionEdit(
  status: number,
  before: SubmittedOrderFacts,
  after: SubmittedOrderFacts,
  editingEnabled: boolean,
): PostSubmissionEditResult {
  if (!isSubmittedOrderStatus(status)) return { ok: true };
  if (!editingEnabled) {
    return {
      ok: false,
      refusals: [
        { field: 'status', code: 'order_editing_off', message: postSubmissionEditingMessages.off },
      ],
    };
  }
  const refusals = FixedAfterSubmission.filter((field) => changed(field, before, after)).map(
    (field): PostSubmissionRefusal => ({
      field,
      code: 'submitted_order_field',
      message: postSubmissionEditingMessages[field],
    }),
  );
  return refusals.length === 0 ? { ok: true } : { ok: false, refusals };
}
