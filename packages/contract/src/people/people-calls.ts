import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import {
  accountNumberField,
  emailField,
  faxField,
  largestRowId,
  optionalField,
  optionalText,
  phoneField,
  requiredText,
} from '../call/fields.js';

/** A person of a client account whom the lab may contact (notifications, messages). */
export const accountContactSchema = z.object({
  id: z.number().check(z.int()),
  accountNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  fax: z.nullable(z.string()),
  title: z.nullable(z.string()),
  contactRole: z.nullable(z.string()),
});
export type AccountContact = z.infer<typeof accountContactSchema>;

/** A contact to create (no id) or change (with id). */
export const accountContactSaveSchema = z.object({
  id: z.optional(z.number().check(z.int(), z.positive(), z.lte(largestRowId))),
  accountNumber: accountNumberField,
  firstName: requiredText(50),
  lastName: requiredText(50),
  email: optionalField(emailField),
  phone: optionalField(phoneField),
  fax: optionalField(faxField),
  title: optionalText(100),
  contactRole: optionalText(50),
});
export type AccountContactSave = z.input<typeof accountContactSaveSchema>;

export const peopleCalls = defineCalls(
  { feature: 'people', ...portalApi, wrapped: true },
  {
    saveAccountContact: {
      summary: 'Creates or changes a contact of an account (people API)',
      method: 'PUT',
      path: '/people',
      request: { body: accountContactSaveSchema },
      response: accountContactSchema,
    },
    listAccountContacts: {
      summary: 'Contacts of the signed-in user’s approved accounts (optionally one account)',
      method: 'GET',
      path: '/account/contacts',
      request: { query: z.object({ accountNumber: z.optional(accountNumberField) }) },
      response: z.array(accountContactSchema),
    },
  },
);

export const { saveAccountContact, listAccountContacts } = peopleCalls;
