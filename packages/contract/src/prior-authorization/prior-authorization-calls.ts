// Prior authorization of an order's tests: document 2 section 7.1 (Orders, Prior authorization).
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { trimmedRequired } from '../call/fields.js';
import { orderIdField, priorAuthRecordSchema } from '../orders/order-schemas.js';

export const priorAuthOrderRequestSchema = z.object({ orderId: orderIdField });

export const priorAuthRequiredSchema = z.object({
  orderId: z.number().check(z.int()),
  required: z.boolean(),
  insuranceCategory: z.nullable(z.string()),
  planCode: z.nullable(z.string()),
});

export const clinicalQuestionSchema = z.object({ id: z.string(), text: z.string() });

export const priorAuthCaseSchema = z.object({
  orderId: z.number().check(z.int()),
  required: z.boolean(),
  record: priorAuthRecordSchema,
  clinicalQuestions: z.array(clinicalQuestionSchema),
});

export const clinicalAnswersSchema = z.object({
  orderId: orderIdField,
  caseNumber: trimmedRequired(40),
  answers: z
    .array(
      z.object({
        questionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
        answer: trimmedRequired(2000),
      }),
    )
    .check(z.minLength(1, 'Please select at least one value'), z.maxLength(50)),
});

const calls = defineCalls(
  { feature: 'prior-authorization', ...portalApi, wrapped: true },
  {
    checkPriorAuthRequired: {
      summary: 'Whether the order’s insurance needs prior authorization (UHC and ANTH)',
      method: 'POST',
      path: '/simpleorder/priorAuth/required',
      request: { body: priorAuthOrderRequestSchema },
      response: priorAuthRequiredSchema,
    },
    checkPriorAuthAndInitiateCase: {
      summary: 'Opens a prior authorization case for the order when its insurance needs one',
      method: 'POST',
      path: '/priorAuthorization/checkPriorAuthAndInitiateCase',
      request: { body: priorAuthOrderRequestSchema },
      response: priorAuthCaseSchema,
    },
    updateClinicalQuestions: {
      summary: 'Stores the answers to the case’s clinical questions',
      method: 'POST',
      path: '/priorAuthorization/clinicalQuestions',
      request: { body: clinicalAnswersSchema },
      response: priorAuthCaseSchema,
    },
  },
);

export const { checkPriorAuthRequired, checkPriorAuthAndInitiateCase, updateClinicalQuestions } =
  calls;
