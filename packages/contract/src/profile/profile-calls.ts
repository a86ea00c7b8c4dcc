import { z } from '../zod.js';
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
  requiredField,
  requiredText,
  stateCodeField,
  postalCodeCheck,
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
  email: z.nullable(z.string()),
  homePhone: z.nullable(z.string()),
  mobilePhone: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  fax: z.nullable(z.string()),
  portalRegistrationCompleted: z.boolean(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  middleName: z.nullable(z.string()),
  npi: z.nullable(z.string()),
  licenseNumber: z.nullable(z.string()),
  typeDescription: z.nullable(z.string()),
  providerId: z.nullable(z.string()),
  staffId: z.nullable(z.string()),
  address1: z.nullable(z.string()),
  mailingState: z.nullable(z.string()),
  stateCode: z.nullable(z.string()),
  city: z.nullable(z.string()),
  mailingCountry: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  accounts: z.array(profileAccountSchema),
  /**
   * Ours: whether the user orders tests on one of their accounts (an ordering provider), whose
   * registration then needs their NPI. Absent from older answers: read as not a provider.
   */
  isOrderingProvider: z.optional(z.boolean()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** How the lab reaches the signed-in client contact (their own phone, fax, e-mail and address). */
export const clientContactInfoSchema = z.object({
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  mobilePhone: z.nullable(z.string()),
  homePhone: z.nullable(z.string()),
  fax: z.nullable(z.string()),
  address1: z.nullable(z.string()),
  city: z.nullable(z.string()),
  stateCode: z.nullable(z.string()),
  mailingState: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  mailingCountry: z.nullable(z.string()),
});
export type ClientContactInfo = z.infer<typeof clientContactInfoSchema>;

/** Fields to change; absent fields stay, null or empty clears an optional field. */
export const clientContactInfoUpdateSchema = z
  .object({
    email: optionalField(emailField),
    phone: optionalField(phoneField),
    mobilePhone: optionalField(phoneField),
    homePhone: optionalField(phoneField),
    fax: optionalField(faxField),
    address1: optionalText(200),
    city: optionalText(100),
    stateCode: optionalField(stateCodeField),
    mailingState: optionalText(100),
    /** The US ZIP rule when countryCode is USA or not sent (a profile's country is USA by default). */
    zip: optionalField(z.string().check(z.trim())),
    countryCode: optionalField(countryCodeField),
    mailingCountry: optionalText(100),
  })
  .check(postalCodeCheck('zip', 'countryCode', 'USA'));
export type ClientContactInfoUpdate = z.input<typeof clientContactInfoUpdateSchema>;

/**
 * What a new portal user confirms to complete registration. NPI is required when the user is an
 * ordering provider on any account (checked by the server) and must be a valid 10-digit NPI.
 */
export const clientRegistrationSchema = z
  .object({
    firstName: requiredText(50),
    middleName: optionalText(50),
    lastName: requiredText(50),
    npi: optionalField(npiField),
    licenseNumber: optionalText(30),
    phone: requiredField(phoneField),
    fax: optionalField(faxField),
    address1: requiredText(200),
    city: requiredText(100),
    stateCode: requiredField(stateCodeField),
    /** The US ZIP rule for a USA address, else free text of at most 10 allowed characters. */
    zip: requiredField(z.string()),
    countryCode: z._default(countryCodeField, 'USA'),
  })
  .check(postalCodeCheck('zip', 'countryCode'));
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
