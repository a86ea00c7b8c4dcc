// Documents a payor requires for an order's tests (document 2 section 7.1, Payor).
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { fieldMessages, trimmedRequired } from '../call/fields.js';

export const payorRequiredDocumentSchema = z.object({
  documentCategory: z.string(),
  name: z.string(),
  description: z.string(),
  /** The tests that need it (empty: every test billed to the payor). */
  testCodes: z.array(z.string()),
});

const calls = defineCalls(
  { feature: 'payor', ...portalApi, wrapped: true },
  {
    getPayorRequiredDocuments: {
      summary: 'The documents a payor requires for the given tests',
      method: 'GET',
      path: '/payor/{xifinCode}/requiredDocuments',
      request: {
        params: z.object({
          xifinCode: trimmedRequired(40, /^[A-Za-z0-9-]+$/),
        }),
        query: z.object({
          testCodes: z.pipe(
            z._default(
              z
                .string()
                .check(
                  z.trim(),
                  z.maxLength(2000, fieldMessages.maxLength),
                  z.regex(/^[A-Za-z0-9,\s-]*$/, fieldMessages.format),
                ),
              '',
            ),
            z.transform((value) =>
              value
                .split(',')
                .map((code) => code.trim().toUpperCase())
                .filter((code) => code !== ''),
            ),
          ),
        }),
      },
      response: z.array(payorRequiredDocumentSchema),
    },
  },
);

export const { getPayorRequiredDocuments } = calls;
