import { ReferenceListNames } from '@loci/domain';
import { z } from '../zod.js';
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
    [Name in (typeof referenceListNames)[number]]: z.ZodMiniArray<typeof referenceItemSchema>;
  },
);
export type ReferenceListsData = z.infer<typeof referenceListsSchema>;

/** The detailed account access record of document 1 section 3, plus whether the account is active. */
export const accountAccessSchema = z.object({
  contactId: z.number().check(z.int()),
  accountId: z.number().check(z.int()),
  accessTypeCode: accessTypeCodeSchema,
  portalRoleName: z.string(),
  portalRoleCode: z.string(),
  isOrderingProvider: z.boolean(),
  accessApproved: z.boolean(),
  cmid: z.string(),
  clientName: z.string(),
  shippingAddress1: z.nullable(z.string()),
  shippingAddress2: z.nullable(z.string()),
  shippingCity: z.nullable(z.string()),
  shippingState: z.nullable(z.string()),
  shippingZip: z.nullable(z.string()),
  shippingCountry: z.nullable(z.string()),
  stateCode: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  businessTypeCode: z.nullable(z.string()),
  billTypeCode: z.nullable(z.string()),
  isActive: z.boolean(),
});
export type AccountAccess = z.infer<typeof accountAccessSchema>;

/** A comma-joined list of 1 to 50 account numbers. */
export const accountNumberListField = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, fieldMessages.required)),
    z.transform((value) => value.split(',').map((part) => part.trim())),
  ),
  z.array(accountNumberField).check(z.minLength(1), z.maxLength(50)),
);

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
