// Who is calling: the token's identity, the lab's profile of its e-mail and every access record.
// Scoping a feature's data to them is account-scope.ts's.
import type { AccessTypeCodeValue } from '@loci/contract';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { CallerIdentity } from '../http/authentication.js';
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
  identity: CallerIdentity;
  /** The lab's profile of the signed-in person; null when the user has none. */
  profile: UserProfileRow | null;
  /** Every access record of the caller, approved or not. */
  access: CallerAccountAccess[];
}

/** A caller whose profile exists (routes with scope `profile` or `account`). */
export interface ProfileCaller extends Caller {
  profile: UserProfileRow;
}

/** The columns of an access record and its account that a caller carries. */
const accessColumns = [
  'account_access.contact_id',
  'account_access.account_id',
  'client_account.cmid',
  'client_account.client_name',
  'client_account.is_active',
  'account_access.access_type_code',
  'account_access.portal_role_name',
  'account_access.portal_role_code',
  'account_access.is_ordering_provider',
  'account_access.access_approved',
  'client_account.shipping_address1',
  'client_account.shipping_address2',
  'client_account.shipping_city',
  'client_account.shipping_state',
  'client_account.shipping_zip',
  'client_account.shipping_country',
  'client_account.state_code',
  'client_account.country_code',
  'client_account.business_type_code',
  'client_account.bill_type_code',
] as const;

function accessOfContact(db: LabKysely) {
  return db
    .selectFrom('account_access')
    .innerJoin('client_account', 'client_account.account_id', 'account_access.account_id')
    .select(accessColumns)
    .orderBy('client_account.cmid');
}

type AccessRow = Awaited<ReturnType<ReturnType<typeof accessOfContact>['execute']>>[number];

/**
 * The profile linked to the token's issuer and subject with its access records, in one
 * statement: every call waits for it (PGlite runs one statement at a time).
 */
async function findLinkedProfile(
  db: LabKysely,
  identity: CallerIdentity,
): Promise<{ profile: UserProfileRow; access: AccessRow[] } | undefined> {
  const row = await db
    .selectFrom('user_profile')
    .selectAll('user_profile')
    .select((eb) =>
      jsonArrayFrom(
        accessOfContact(db).whereRef(
          'account_access.contact_id',
          '=',
          eb.ref('user_profile.contact_id'),
        ),
      ).as('caller_access'),
    )
    .where('identity_issuer', '=', identity.issuer)
    .where('identity_subject', '=', identity.subject)
    .executeTakeFirst();
  if (!row) return undefined;
  const { caller_access: access, ...profile } = row;
  return { profile, access };
}

/**
 * The profile not yet linked to any issuer and subject whose sign-in e-mail is the token's. It is
 * linked at the first call whose (verified: the verifier refuses others) e-mail is its sign-in
 * e-mail; a profile linked to another issuer or subject is reached by nobody else, whatever the
 * e-mail says.
 */
async function linkProfileByEmail(
  db: LabKysely,
  identity: CallerIdentity,
): Promise<UserProfileRow | null> {
  const byEmail = await db
    .selectFrom('user_profile')
    .select(['contact_id', 'identity_issuer'])
    .where('login_email_address', '=', identity.email.toLowerCase())
    .executeTakeFirst();
  if (!byEmail || byEmail.identity_issuer !== null) return null;
  // Only while still unlinked: of two first calls at once, one links and both find that link.
  await db
    .updateTable('user_profile')
    .set({ identity_issuer: identity.issuer, identity_subject: identity.subject })
    .where('contact_id', '=', byEmail.contact_id)
    .where('identity_issuer', 'is', null)
    .execute();
  return (
    (await db
      .selectFrom('user_profile')
      .selectAll()
      .where('contact_id', '=', byEmail.contact_id)
      .where('identity_issuer', '=', identity.issuer)
      .where('identity_subject', '=', identity.subject)
      .executeTakeFirst()) ?? null
  );
}

/** Loads the caller's profile (keyed by issuer and subject) and its account access records. */
export async function loadCaller(db: LabKysely, identity: CallerIdentity): Promise<Caller> {
  const linked = await findLinkedProfile(db, identity);
  if (linked) return { identity, profile: linked.profile, access: linked.access.map(accessOf) };
  const profile = await linkProfileByEmail(db, identity);
  if (!profile) return { identity, profile, access: [] };
  const rows = await accessOfContact(db)
    .where('account_access.contact_id', '=', profile.contact_id)
    .execute();
  return { identity, profile, access: rows.map(accessOf) };
}

function accessOf(row: AccessRow): CallerAccountAccess {
  return {
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
  };
}
