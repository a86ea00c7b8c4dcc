import type { ClientContactInfo, UserProfile } from '@loci/contract';
import type { CallerAccountAccess } from '../accounts/caller.js';
import type { Updateable } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { UserProfileRow, UserProfileTable } from '../db/schema.js';

/** Changes the profile's columns given (and its update time); answers the changed row. */
export async function updateProfile(
  db: LabKysely,
  contactId: number,
  changes: Updateable<UserProfileTable>,
): Promise<UserProfileRow> {
  return db
    .updateTable('user_profile')
    .set({ ...changes, updated_at: new Date() })
    .where('contact_id', '=', contactId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function toUserProfile(row: UserProfileRow, access: CallerAccountAccess[]): UserProfile {
  return {
    loginEmailAddress: row.login_email_address,
    isPortalUser: row.is_portal_user,
    email: row.email,
    homePhone: row.home_phone,
    mobilePhone: row.mobile_phone,
    phone: row.phone,
    fax: row.fax,
    portalRegistrationCompleted: row.portal_registration_completed,
    firstName: row.first_name,
    lastName: row.last_name,
    middleName: row.middle_name,
    npi: row.npi,
    licenseNumber: row.license_number,
    typeDescription: row.type_description,
    providerId: row.provider_id,
    staffId: row.staff_id,
    address1: row.address1,
    mailingState: row.mailing_state,
    stateCode: row.state_code,
    city: row.city,
    mailingCountry: row.mailing_country,
    countryCode: row.country_code,
    zip: row.zip,
    accounts: access.map((entry) => ({
      accountNumber: entry.accountNumber,
      accessApproved: entry.accessApproved,
      accessTypeCode: entry.accessTypeCode,
      clientName: entry.clientName,
    })),
    isOrderingProvider: access.some((entry) => entry.isOrderingProvider),
  };
}

export function toClientContactInfo(row: UserProfileRow): ClientContactInfo {
  return {
    email: row.email,
    phone: row.phone,
    mobilePhone: row.mobile_phone,
    homePhone: row.home_phone,
    fax: row.fax,
    address1: row.address1,
    city: row.city,
    stateCode: row.state_code,
    mailingState: row.mailing_state,
    zip: row.zip,
    countryCode: row.country_code,
    mailingCountry: row.mailing_country,
  };
}
