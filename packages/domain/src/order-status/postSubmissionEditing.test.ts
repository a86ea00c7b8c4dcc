import { describe, expect, it } from 'vitest';
import {
  checkPostSubmissionEdit,
  FixedAfterSubmission,
  isSubmittedOrderStatus,
  postSubmissionEditingMessages,
  type SubmittedOrderFacts,
} from './index.js';

const submitted: SubmittedOrderFacts = {
  accountNumber: '1001',
  patientId: 100001,
  tests: [
    { code: '896', indent: 0 },
    { code: 'J774x', indent: 1 },
  ],
  originalOrderId: null,
  specimenCountry: 'USA',
};

// One change of each field that stays as submitted.
const changes: Record<(typeof FixedAfterSubmission)[number], Partial<SubmittedOrderFacts>> = {
  accountNumber: { accountNumber: '1002' },
  patientId: { patientId: 100002 },
  tests: { tests: [{ code: '896', indent: 0 }] },
  originalOrderId: { originalOrderId: 500001 },
  specimenCountry: { specimenCountry: 'CAN' },
};

describe('editing a submitted order (Order_Editing_Post_Submission)', () => {
  it('counts OrderNow and PendingReview as submitted', () => {
    expect([0, 1, 3, 4, 2].map(isSubmittedOrderStatus)).toEqual([true, false, false, true, false]);
  });

  it('leaves drafts and orders in benefit investigation alone, flag on or off', () => {
    for (const status of [1, 3]) {
      for (const flag of [true, false]) {
        expect(
          checkPostSubmissionEdit(status, submitted, { ...submitted, patientId: 7 }, flag),
        ).toEqual({ ok: true });
      }
    }
  });

  it('flag off: a submitted order is not edited at all, even saved unchanged', () => {
    for (const status of [0, 4]) {
      expect(checkPostSubmissionEdit(status, submitted, submitted, false)).toEqual({
        ok: false,
        refusals: [
          {
            field: 'status',
            code: 'order_editing_off',
            message: 'A submitted order cannot be edited.',
          },
        ],
      });
    }
  });

  it('flag on: the same order, or the same tests in another letter case, may be saved', () => {
    expect(checkPostSubmissionEdit(0, submitted, submitted, true)).toEqual({ ok: true });
    const lower = {
      ...submitted,
      tests: submitted.tests.map((test) => ({ ...test, code: test.code.toLowerCase() })),
      specimenCountry: 'usa',
    };
    expect(checkPostSubmissionEdit(4, submitted, lower, true)).toEqual({ ok: true });
    expect(
      checkPostSubmissionEdit(
        0,
        { ...submitted, specimenCountry: null },
        { ...submitted, specimenCountry: null },
        true,
      ),
    ).toEqual({ ok: true });
  });

  it.each(Object.entries(changes))('flag on: %s stays as submitted', (field, change) => {
    expect(checkPostSubmissionEdit(0, submitted, { ...submitted, ...change }, true)).toEqual({
      ok: false,
      refusals: [
        {
          field,
          code: 'submitted_order_field',
          message: postSubmissionEditingMessages[field as keyof typeof changes],
        },
      ],
    });
  });

  it('flag on: tests re-indented or reordered are a change; every change is reported', () => {
    const reindented = { tests: submitted.tests.map((test) => ({ ...test, indent: 0 })) };
    const reordered = { tests: [...submitted.tests].reverse() };
    for (const change of [reindented, reordered]) {
      expect(checkPostSubmissionEdit(0, submitted, { ...submitted, ...change }, true).ok).toBe(
        false,
      );
    }
    const everything = Object.assign({}, submitted, ...Object.values(changes));
    const result = checkPostSubmissionEdit(4, submitted, everything, true);
    expect(result.ok ? [] : result.refusals.map((refusal) => refusal.field)).toEqual([
      ...FixedAfterSubmission,
    ]);
  });

  it('keeps the server’s wording for replaced tests', () => {
    expect(postSubmissionEditingMessages.tests).toBe(
      'The tests of a submitted order cannot be replaced: cancel tests or place an add-on order',
    );
  });
});
