// Insurance plans and card look-up (document 2 sections 7.1 and 7.2).
import { InsuranceCardExtractionErrorMessage, InsuranceCategories } from '@loci/domain';
import { z } from '../zod.js';
import { defineCalls, messagingApi, portalApi } from '../call/define-call.js';
import { fieldMessages, trimmedRequired } from '../call/fields.js';
import { paymentTypeSchema } from '../catalogue/payment-type-schema.js';
import { maxUploadBase64Length } from '../documents/document-calls.js';
import { insuranceNetworkSchema } from '../patients/patient-calls.js';

export const insuranceCategorySchema = z.enum(
  InsuranceCategories.map((category) => category.code) as [
    (typeof InsuranceCategories)[number]['code'],
    ...(typeof InsuranceCategories)[number]['code'][],
  ],
);

/** An insurance plan search result (document 1 section 3). */
export const insurancePlanSchema = z.object({
  planCode: z.string(),
  planName: z.string(),
  category: insuranceCategorySchema,
  insurancePlanCompany: z.string(),
  biEnabled: z.boolean(),
  canPerformFederalInsuranceBi: z.boolean(),
  network: insuranceNetworkSchema,
  beaconPlanCode: z.nullable(z.string()),
  isXifin: z.boolean(),
});
export type InsurancePlan = z.infer<typeof insurancePlanSchema>;

/** A plan code: letters, digits and hyphens. */
export const planCodeField = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,20}$/, fieldMessages.format));

/** A search term: trimmed (document 1 section 5), then 1 to 100 characters. */
export const insuranceSearchTermField = trimmedRequired(100);

/**
 * An uploaded card: an image or a PDF as base64, with its file name and media type. The server
 * also takes the card as multipart/form-data (one file in the field `file`), which the portal
 * sends (docs/decisions/insurance-card-reader.md).
 */
export const insuranceCardUploadSchema = z.object({
  fileName: trimmedRequired(255),
  mimeType: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** The file's bytes, base64 (at most 20 MB once decoded). */
  content: z
    .string()
    .check(
      z.minLength(1, fieldMessages.required),
      z.maxLength(maxUploadBase64Length, fieldMessages.maxLength),
    ),
});
export type InsuranceCardUpload = z.input<typeof insuranceCardUploadSchema>;

/** What the card look-up read from the card. */
export const insuranceCardFieldsSchema = z.object({
  error: z.literal(false),
  /** The lab's plan the card names, when one matches. */
  insurance: z.nullable(insurancePlanSchema),
  planName: z.nullable(z.string()),
  planCode: z.nullable(z.string()),
  policyId: z.nullable(z.string()),
  groupId: z.nullable(z.string()),
  groupName: z.nullable(z.string()),
  subscriberFirstName: z.nullable(z.string()),
  subscriberLastName: z.nullable(z.string()),
  effectiveDate: z.nullable(z.string()),
});

/** The fallback when nothing could be read (document 2 section 8). */
export const insuranceCardFailureSchema = z.object({
  error: z.literal(true),
  message: z.literal(InsuranceCardExtractionErrorMessage),
});

export const insuranceCardLookupSchema = z.union([
  insuranceCardFieldsSchema,
  insuranceCardFailureSchema,
]);
export type InsuranceCardLookup = z.infer<typeof insuranceCardLookupSchema>;

export const insuranceCalls = defineCalls(
  { feature: 'insurance', ...portalApi, wrapped: true },
  {
    getInsuranceByCode: {
      summary: 'The insurance plan (and its company) with this code',
      method: 'GET',
      path: '/insurances/{code}',
      request: { params: z.object({ code: planCodeField }) },
      response: insurancePlanSchema,
    },
    searchInsurancePlans: {
      summary: 'Insurance plans matching a term for a payment type (default limit 50)',
      method: 'GET',
      path: '/references/insurance/search/{searchTerm}/{paymentType}',
      request: {
        params: z.object({ searchTerm: insuranceSearchTermField, paymentType: paymentTypeSchema }),
        query: z.object({
          limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
        }),
      },
      response: z.array(insurancePlanSchema),
    },
    lookupInsuranceByCard: {
      summary:
        'Reads plan and member fields from an insurance card image or PDF (JSON base64 or multipart/form-data with the file in the field file)',
      method: 'POST',
      path: '/insurances/lookupByCard',
      request: { body: insuranceCardUploadSchema },
      response: insuranceCardLookupSchema,
    },
    searchInsurancePlansForMessaging: {
      summary: 'Insurance plans matching a term, optionally for one payment type (messaging API)',
      method: 'GET',
      path: '/references/insurance/search/{search_term}',
      ...messagingApi,
      wrapped: false,
      request: {
        params: z.object({ search_term: insuranceSearchTermField }),
        query: z.object({
          payment_type: z.optional(paymentTypeSchema),
          limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
        }),
      },
      response: z.array(insurancePlanSchema),
    },
  },
);

export const {
  getInsuranceByCode,
  searchInsurancePlans,
  lookupInsuranceByCard,
  searchInsurancePlansForMessaging,
} = insuranceCalls;
