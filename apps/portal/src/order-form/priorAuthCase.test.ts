import { describe, expect, it } from 'vitest';
import { PriorAuthCaseStatus } from '@loci/domain';
import {
  clinicalAnswersBody,
  priorAuthCaseOf,
  priorAuthCaseOfOrder,
  unansweredQuestions,
} from './priorAuthCase.ts';

const opened = {
  orderId: 42,
  required: true,
  record: {
    qnaRequired: true,
    caseNumber: 'PA00000042-1234',
    caseStatus: PriorAuthCaseStatus.ActionRequired,
    caseStatusDescription: null,
    runExternally: false,
    priorAuthSource: 'Local',
    discardPa: false,
  },
  clinicalQuestions: [
    { id: 'symptoms', text: 'Describe the signs and symptoms.' },
    { id: 'management', text: 'How will the result change management?' },
  ],
};

describe('the prior-authorization case in the order form', () => {
  it('shows the case status label of document 3 and waits for the clinical answers', () => {
    const kept = priorAuthCaseOf(opened);
    expect(kept).toMatchObject({
      required: true,
      caseNumber: 'PA00000042-1234',
      statusLabel: 'Action Required/Information Needed',
      answersNeeded: true,
    });
    expect(unansweredQuestions({ ...kept, answers: { symptoms: ' ' } })).toEqual({
      symptoms: 'This field is required',
      management: 'This field is required',
    });
  });

  it('sends every answer, trimmed, with the case number', () => {
    const kept = {
      ...priorAuthCaseOf(opened),
      answers: { symptoms: ' Seizures ', management: 'x' },
    };
    expect(unansweredQuestions(kept)).toEqual({});
    expect(clinicalAnswersBody(42, kept)).toEqual({
      orderId: 42,
      caseNumber: 'PA00000042-1234',
      answers: [
        { questionId: 'symptoms', answer: 'Seizures' },
        { questionId: 'management', answer: 'x' },
      ],
    });
    const answered = priorAuthCaseOf(
      {
        ...opened,
        record: {
          ...opened.record,
          qnaRequired: false,
          caseStatus: PriorAuthCaseStatus.RequestReceived,
        },
      },
      kept.answers,
    );
    expect(answered).toMatchObject({ statusLabel: 'Review In Progress', answersNeeded: false });
    expect(answered.answers).toEqual(kept.answers);
  });

  it('reads the case the lab holds on the order’s tests (a discarded record is not the case)', () => {
    expect(priorAuthCaseOfOrder([{ priorAuthRecord: null }])).toBeNull();
    expect(
      priorAuthCaseOfOrder([
        { priorAuthRecord: { ...opened.record, caseNumber: 'PA-OLD', discardPa: true } },
        { priorAuthRecord: opened.record },
      ]),
    ).toEqual({
      required: true,
      caseNumber: 'PA00000042-1234',
      statusLabel: 'Action Required/Information Needed',
      questions: [],
      answers: {},
      answersNeeded: true,
    });
    expect(
      priorAuthCaseOfOrder([
        {
          priorAuthRecord: {
            ...opened.record,
            qnaRequired: false,
            caseNumber: null,
            caseStatus: PriorAuthCaseStatus.PaNotRequired,
          },
        },
      ]),
    ).toMatchObject({ required: false, statusLabel: 'PA Not Required', answersNeeded: false });
  });
});
