// Partnership programs (document 2 section 7.1): sponsored testing programs a test may be
// ordered under with a program code.
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { trimmedRequired } from '../call/fields.js';
import { paymentTypeSchema, testCodeField } from '../catalogue/catalogue-calls.js';

/** A program code: letters, digits and hyphens, 2 to 30 characters. */
export const programCodeField = trimmedRequired(30, /^[A-Za-z0-9][A-Za-z0-9-]+$/);

export const partnershipProgramSchema = z.object({
  programCode: z.string(),
  name: z.string(),
  description: z.string(),
  sponsorName: z.string(),
  programType: z.string(),
  /** The payment type an order under the program uses. */
  paymentType: paymentTypeSchema,
  isActive: z.boolean(),
  /** yyyy-MM-dd, inclusive; null when open-ended. */
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  testCodes: z.array(z.string()),
});
export type PartnershipProgram = z.infer<typeof partnershipProgramSchema>;

export const partnershipProgramValidationOutcomes = [
  'Valid',
  'NotFound',
  'Inactive',
  'TestNotCovered',
] as const;

export const partnershipProgramValidationSchema = z.object({
  programCode: z.string(),
  isValid: z.boolean(),
  outcome: z.enum(partnershipProgramValidationOutcomes),
  message: z.string(),
});
export type PartnershipProgramValidation = z.infer<typeof partnershipProgramValidationSchema>;

export const partnershipProgramCalls = defineCalls(
  { feature: 'partnership-programs', ...portalApi, wrapped: true },
  {
    listPartnershipPrograms: {
      summary: 'Every partnership program, active first, by name',
      method: 'GET',
      path: '/partnershipProgram',
      request: {},
      response: z.array(partnershipProgramSchema),
    },
    getPartnershipProgram: {
      summary: 'One partnership program by its code (404 when unknown)',
      method: 'GET',
      path: '/partnershipProgram/{programCode}',
      request: { params: z.object({ programCode: programCodeField }) },
      response: partnershipProgramSchema,
    },
    validatePartnershipProgram: {
      summary: 'Whether a program code can be used (now, and for the given tests when named)',
      method: 'POST',
      path: '/partnershipProgram/validate',
      request: {
        body: z.object({
          programCode: programCodeField,
          testCodes: z._default(z.array(testCodeField).check(z.maxLength(50)), []),
        }),
      },
      response: partnershipProgramValidationSchema,
    },
    listTestPartnershipPrograms: {
      summary: 'The active partnership programs a test can be ordered under',
      method: 'GET',
      path: '/test/partnershipPrograms/{testCode}',
      request: { params: z.object({ testCode: testCodeField }) },
      response: z.array(partnershipProgramSchema),
    },
  },
);

export const {
  listPartnershipPrograms,
  getPartnershipProgram,
  validatePartnershipProgram,
  listTestPartnershipPrograms,
} = partnershipProgramCalls;
