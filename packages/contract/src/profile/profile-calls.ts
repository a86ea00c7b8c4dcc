import { z } from 'zod';
import { defineCalls, portalApi } from '../call/define-call.js';
import {
  accessTypeCodeSchema,
  countryCodeField,
  emailField,
  faxField,
  npiField,
  optionalField,
  optionalText,
  phoneField,
  requiredText,
  stateCodeField,
  zipField,
} from '../call/fields.js';

/** An account of the signed-in user as the profile lists it (document 1 section 3). */
export const profileAccountSchema = z.object({
  accountNumber: z.string(),
  accessApproved: z.boolean(),
  accessTypeCode: accessTypeCodeSchema,
  clientName: z.string(),
});
export type ProfileAccount = z.infer<typeof profileAccountSchema>;

/** The user profile with every field of document 1 section 3. */
export const userProfileSchema = z.object({
  loginEmailAddress: z.string(),
  isPortalUser: z.boolean(),
  email: z.string().nullable(),
  homePhone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  portalRegistrationCompleted: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  middleName: z.string().nullable(),
  npi: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  typeDescription: z.string().nullable(),
  providerId: z.string().nullable(),
  staffId: z.string().nullable(),
  address1: z.string().nullable(),
  mailingState: z.string().nullable(),
  stateCode: z.string().nullable(),
  city: z.string().nullable(),
  mailingCountry: z.string().nullable(),
  countryCode: z.string().nullable(),
  zip: z.string().nullable(),
  accounts: z.array(profileAccountSchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** How the lab reaches the signed-in client contact (their own phone, fax, e-mail and address). */
export const clientContactInfoSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  homePhone: z.string().nullable(),
  fax: z.string().nullable(),
  address1: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  mailingState: z.string().nullable(),
  zip: z.string().nullable(),
  countryCode: z.string().nullable(),
  mailingCountry: z.string().nullable(),
});
export type ClientContactInfo = z.infer<typeof clientContactInfoSchema>;

/** Fields to change; absent fields stay, null or empty clears an optional field. */
export const clientContactInfoUpdateSchema = z.object({
  email: optionalField(emailField),
  phone: optionalField(phoneField),
  mobilePhone: optionalField(phoneField),
  homePhone: optionalField(phoneField),
  fax: optionalField(faxField),
  address1: optionalText(200),
  city: optionalText(100),
  stateCode: optionalField(stateCodeField),
  mailingState: optionalText(100),
  zip: optionalField(zipField),
  countryCode: optionalField(countryCodeField),
  mailingCountry: optionalText(100),
});
export type ClientContactInfoUpdate = z.input<typeof clientContactInfoUpdateSchema>;

/**
 * What a new portal user confirms to complete registration. NPI is required when the user is an
 * ordering provider on any account (checked by the server) and must be a valid 10-digit NPI.
 */
export const clientRegistrationSchema = z.object({
  firstName: requiredText(50),
  middleName: optionalText(50),
  lastName: requiredText(50),
  npi: optionalField(npiField),
  licenseNumber: optionalText(30),
  phone: phoneField,
  fax: optionalField(faxField),
  address1: requiredText(200),
  city: requiredText(100),
  stateCode: stateCodeField,
  zip: zipField,
  countryCode: countryCodeField.default('USA'),
});
export type ClientRegistration = z.input<typeof clientRegistrationSchema>;

export const profileCalls = defineCalls(
  { feature: 'profile', ...portalApi, wrapped: true },
  {
    getUserProfile: {
      summary: 'The signed-in user’s profile with accounts; 404 when the user has no profile',
      method: 'GET',
      path: '/user/profile',
      request: {},
      response: userProfileSchema,
    },
    fetchClientContactInfo: {
      summary: 'The signed-in user’s contact information',
      method: 'GET',
      path: '/fetchClientContactInfo',
      request: {},
      response: clientContactInfoSchema,
    },
    updateClientContactInfo: {
      summary: 'Changes the signed-in user’s contact information',
      method: 'POST',
      path: '/updateClientContactInfo',
      request: { body: clientContactInfoUpdateSchema },
      response: clientContactInfoSchema,
    },
    finalizeClientRegistration: {
      summary:
        'Completes portal registration (sets portalRegistrationCompleted) and answers the profile',
      method: 'POST',
      path: '/finalizeClientRegistration',
      request: { body: clientRegistrationSchema },
      response: userProfileSchema,
    },
  },
);

export const {
  getUserProfile,
  fetchClientContactInfo,
  updateClientContactInfo,
  finalizeClientRegistration,
} = profileCalls;
