// EMR look-up (document 2 section 7.1): charts of the practice's EMR by name or chart number.
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { accountNumberField, fieldMessages } from '../call/fields.js';

/**
 * A chart of the EMR (document 1 section 3). The social security number never leaves the server
 * whole: only its last four digits, as `***-**-1234`.
 */
export const emrPatientSchema = z.object({
  ChartNumber: z.string(),
  DateOfBirth: z.nullable(z.string()),
  FirstName: z.nullable(z.string()),
  LastName: z.nullable(z.string()),
  MiddleName: z.nullable(z.string()),
  Sex: z.nullable(z.string()),
  SocialSecurityNumber: z.nullable(z.string().check(z.regex(/^\*\*\*-\*\*-\d{4}$/))),
});
export type EmrPatient = z.infer<typeof emrPatientSchema>;

const namePart = z
  .string()
  .check(
    z.trim(),
    z.maxLength(50, fieldMessages.maxLength),
    z.regex(/^[\p{L}\p{M}' .-]*$/u, fieldMessages.validCharacters),
  );

export const emrCalls = defineCalls(
  { feature: 'emr', ...portalApi, wrapped: true },
  {
    searchEmrPatients: {
      summary: 'EMR charts of an account by last and first name (prefixes)',
      method: 'GET',
      path: '/emrPatients/emrSmartSearch',
      request: {
        query: z
          .object({
            accountNumber: accountNumberField,
            lastName: z.optional(namePart),
            firstName: z.optional(namePart),
          })
          .check(
            z.refine((query) => Boolean(query.lastName || query.firstName), {
              message: fieldMessages.required,
              path: ['lastName'],
            }),
          ),
      },
      response: z.array(emrPatientSchema),
    },
    getEmrPatient: {
      summary: 'One EMR chart of an account by chart number',
      method: 'GET',
      path: '/emrPatients/patient/{chartNumber}',
      request: {
        params: z.object({
          chartNumber: z
            .string()
            .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,30}$/, fieldMessages.format)),
        }),
        query: z.object({ accountNumber: accountNumberField }),
      },
      response: emrPatientSchema,
    },
  },
);

export const { searchEmrPatients, getEmrPatient } = emrCalls;
