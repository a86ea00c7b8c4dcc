// Who is calling: the token's identity, the lab's profile of its e-mail and every access record.
// Scoping a feature's data to them is account-scope.ts's.
import type { AccessTypeCodeValue } from '@loci/contract';
import type { VerifiedAccessToken } from '../identity/access-token-verifier.js';
import type { LabKysely } from '../db/create-database.js';
import type { UserProfileRow } from '../db/schema.js';

export type AccessTypeCode = AccessTypeCodeValue;

/** One access record of the caller joined with its account. */
export interface CallerAccountAccess {
  contactId: number;
  accountId: number;
  accountNumber: string;
  clientName: string;
  isActive: boolean;
  accessTypeCode: AccessTypeCode;
  portalRoleName: string;
  portalRoleCode: string;
  isOrderingProvider: boolean;
  accessApproved: boolean;
  shippingAddress1: string | null;
  shippingAddress2: string | null;
  shippingCity: string | null;
  shippingState: string | null;
  shippingZip: string | null;
  shippingCountry: string | null;
  stateCode: string | null;
  countryCode: string | null;
  businessTypeCode: string | null;
  billTypeCode: string | null;
}

export interface Caller {
  identity: VerifiedAccessToken;
  /** The lab's profile of the signed-in e-mail; null when the user has none. */
  profile: UserProfileRow | null;
  /** Every access record of the caller, approved or not. */
  access: CallerAccountAccess[];
}

/** A caller whose profile exists (routes with scope `profile` or `account`). */
export interface ProfileCaller extends Caller {
  profile: UserProfileRow;
}

/** Loads the profile linked to the token's e-mail and its account access records. */
export async function loadCaller(db: LabKysely, identity: VerifiedAccessToken): Promise<Caller> {
  const email = identity.email.toLowerCase();
  // Both reads at once, the access records found through the profile's e-mail too: every call
  // waits for them before its own work (on PostgreSQL two connections of the pool answer together).
  const [profile, rows] = await Promise.all([
    db
      .selectFrom('user_profile')
      .selectAll()
      .where('login_email_address', '=', email)
      .executeTakeFirst()
      .then((row) => row ?? null),
    db
      .selectFrom('account_access')
      .innerJoin('client_account', 'client_account.account_id', 'account_access.account_id')
      .selectAll()
      .where('account_access.contact_id', 'in', (eb) =>
        eb.selectFrom('user_profile').select('contact_id').where('login_email_address', '=', email),
      )
      .orderBy('client_account.cmid')
      .execute(),
  ]);
  if (!profile) return { identity, profile, access: [] };
  return {
    identity,
    profile,
    access: rows.map((row) => ({
      contactId: row.contact_id,
      accountId: row.account_id,
      accountNumber: row.cmid,
      clientName: row.client_name,
      isActive: row.is_active,
      accessTypeCode: row.access_type_code,
      portalRoleName: row.portal_role_name,
      portalRoleCode: row.portal_role_code,
      isOrderingProvider: row.is_ordering_provider,
      accessApproved: row.access_approved,
      shippingAddress1: row.shipping_address1,
      shippingAddress2: row.shipping_address2,
      shippingCity: row.shipping_city,
      shippingState: row.shipping_state,
      shippingZip: row.shipping_zip,
      shippingCountry: row.shipping_country,
      stateCode: row.state_code,
      countryCode: row.country_code,
      businessTypeCode: row.business_type_code,
      billTypeCode: row.bill_type_code,
    })),
  };
}
