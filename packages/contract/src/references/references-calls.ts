import { ReferenceListNames } from '@loci/domain';
import { z } from 'zod';
import { defineCalls, portalApi } from '../call/define-call.js';
import { accessTypeCodeSchema, accountNumberField, fieldMessages } from '../call/fields.js';

/** The reference lists of document 3 section 3, by name (from @loci/domain). */
export const referenceListNames = ReferenceListNames;

export const referenceItemSchema = z.object({
  code: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
});
export type ReferenceItemData = z.infer<typeof referenceItemSchema>;

export const referenceListsSchema = z.object(
  Object.fromEntries(referenceListNames.map((name) => [name, z.array(referenceItemSchema)])) as {
    [Name in (typeof referenceListNames)[number]]: z.ZodArray<typeof referenceItemSchema>;
  },
);
export type ReferenceListsData = z.infer<typeof referenceListsSchema>;

/** The detailed account access record of document 1 section 3, plus whether the account is active. */
export const accountAccessSchema = z.object({
  contactId: z.number().int(),
  accountId: z.number().int(),
  accessTypeCode: accessTypeCodeSchema,
  portalRoleName: z.string(),
  portalRoleCode: z.string(),
  isOrderingProvider: z.boolean(),
  accessApproved: z.boolean(),
  cmid: z.string(),
  clientName: z.string(),
  shippingAddress1: z.string().nullable(),
  shippingAddress2: z.string().nullable(),
  shippingCity: z.string().nullable(),
  shippingState: z.string().nullable(),
  shippingZip: z.string().nullable(),
  shippingCountry: z.string().nullable(),
  stateCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  businessTypeCode: z.string().nullable(),
  billTypeCode: z.string().nullable(),
  isActive: z.boolean(),
});
export type AccountAccess = z.infer<typeof accountAccessSchema>;

/** A comma-joined list of 1 to 50 account numbers. */
export const accountNumberListField = z
  .string()
  .trim()
  .min(1, fieldMessages.required)
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(z.array(accountNumberField).min(1).max(50));

export const referenceCalls = defineCalls(
  { feature: 'references', ...portalApi, wrapped: false },
  {
    getAllReferences: {
      summary: 'Every reference list (code, description, isDefault)',
      method: 'GET',
      path: '/references/reference/all',
      request: {},
      response: referenceListsSchema,
    },
    searchActiveAccounts: {
      summary:
        'Of the given account numbers, the caller’s approved accounts that are active, sorted by client name',
      method: 'GET',
      path: '/references/accounts/searchActive/{accountNumbers}',
      request: { params: z.object({ accountNumbers: accountNumberListField }) },
      response: z.array(accountAccessSchema),
    },
    listRequiredFields: {
      summary: 'Order-form fields the account requires (dot-joined field paths)',
      method: 'GET',
      path: '/references/requiredFields/list/{accountNumber}',
      request: { params: z.object({ accountNumber: accountNumberField }) },
      response: z.array(z.string()),
    },
  },
);

export const { getAllReferences, searchActiveAccounts, listRequiredFields } = referenceCalls;
