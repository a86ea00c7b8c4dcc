// The typed shape of the lab's tables (snake_case, as stored). Query modules map rows to the
// contract's camelCase. Other features add their tables here beside their migrations.
import type { IdempotencyDatabase } from '../idempotency/idempotency-schema.js';
import type { RequestLimitDatabase } from '../request-limits/request-limit-schema.js';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { IdentityDatabase } from '../identity/identity-schema.js';
import type { CatalogueDatabase } from '../catalogue/catalogue-schema.js';
import type { OrderDatabase } from '../orders/order-schema.js';
import type { PatientDatabase } from '../patients/patient-schema.js';
import type { InsuranceDatabase } from '../insurance/insurance-schema.js';
import type { EmrDatabase } from '../emr/emr-schema.js';
import type { DocumentDatabase } from '../documents/document-schema.js';
import type { PublicationDatabase } from '../publications/publication-schema.js';
import type { ResultDatabase } from '../results/result-schema.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Append-only record of sign-ins, failed sign-ins and every read or write of patient data. */
export interface AuditEventTable {
  id: Generated<number>;
  occurred_at: CreatedAt;
  /** e.g. `sign_in`, `sign_in_failed`, `patient.read`, `profile.update`. */
  action: string;
  outcome: 'success' | 'failure';
  /** The identity provider's subject of the person acting, when known. */
  actor_subject: string | null;
  /** Lower-cased sign-in e-mail of the person acting, when known. */
  actor_email: string | null;
  /** What was touched: `patient`, `order`, `document`, `user_profile`, `identity_user`... */
  entity_type: string | null;
  entity_id: string | null;
  account_number: string | null;
  client_ip: string | null;
  request_id: string | null;
  /** Non-PHI detail (ids, counts, reasons). Never names, dates of birth or other patient fields. */
  detail: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
}

export interface UserProfileTable {
  contact_id: number;
  /** Lower-cased; links the profile to a sign-in of the identity provider. */
  login_email_address: string;
  is_portal_user: boolean;
  email: string | null;
  home_phone: string | null;
  mobile_phone: string | null;
  phone: string | null;
  fax: string | null;
  portal_registration_completed: boolean;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  npi: string | null;
  license_number: string | null;
  type_description: string | null;
  provider_id: string | null;
  staff_id: string | null;
  address1: string | null;
  mailing_state: string | null;
  state_code: string | null;
  city: string | null;
  mailing_country: string | null;
  country_code: string | null;
  zip: string | null;
  /**
   * The identity provider whose subject reached this profile (`embedded` for the server's own
   * provider, else the token's `iss`), set with `identity_subject` at the first verified sign-in
   * (docs/decisions/external-identity-provider.md).
   */
  identity_issuer: ColumnType<string | null, string | null | undefined, string | null>;
  identity_subject: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ClientAccountTable {
  account_id: number;
  /** The client master id (cmid): the account number users see. */
  cmid: string;
  client_name: string;
  is_active: boolean;
  shipping_address1: string | null;
  shipping_address2: string | null;
  shipping_city: string | null;
  shipping_state: string | null;
  shipping_zip: string | null;
  shipping_country: string | null;
  state_code: string | null;
  country_code: string | null;
  business_type_code: string | null;
  bill_type_code: string | null;
  phone: string | null;
  fax: string | null;
}

export interface AccountAccessTable {
  contact_id: number;
  account_id: number;
  access_type_code: 'GDAA' | 'GDFA' | 'GDOO';
  portal_role_name: string;
  portal_role_code: string;
  is_ordering_provider: boolean;
  access_approved: boolean;
}

export interface OrderingProviderTable {
  id: number;
  account_id: number;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  prefix: string | null;
  suffix: string | null;
  title: string | null;
  degree: string | null;
  contact: string | null;
  medical_license_number: string | null;
  medical_license_state: string | null;
  code: string | null;
  fax: string | null;
  email: string | null;
  client_master_provider_id: number;
  client_master_staff_id: number;
  client_master_npi: string | null;
  type: string;
  transmission_protocol: number | null;
  additional_provider_id: string | null;
}

export interface AppSettingTable {
  var_name: string;
  var_value: string;
}

/** People of an account the lab may contact (notifications, messaging); saved through `PUT /people`. */
export interface AccountContactTable {
  id: Generated<number>;
  account_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  fax: string | null;
  title: string | null;
  contact_role: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Order-form fields an account requires beyond the lab's defaults. */
export interface AccountRequiredFieldTable {
  account_id: number;
  field_name: string;
}

/** Site service keys held by an account (e.g. an EMR interface key). */
export interface SiteServiceKeyTable {
  account_id: number;
  service_key: string;
}

/** Every table of the server: the lab's own and the identity provider's (`identity_*`). */
export interface LabDatabase
  extends
    IdentityDatabase,
    CatalogueDatabase,
    OrderDatabase,
    PatientDatabase,
    InsuranceDatabase,
    EmrDatabase,
    DocumentDatabase,
    PublicationDatabase,
    ResultDatabase,
    RequestLimitDatabase,
    IdempotencyDatabase {
  audit_event: AuditEventTable;
  user_profile: UserProfileTable;
  client_account: ClientAccountTable;
  account_access: AccountAccessTable;
  ordering_provider: OrderingProviderTable;
  app_setting: AppSettingTable;
  account_contact: AccountContactTable;
  account_required_field: AccountRequiredFieldTable;
  site_service_key: SiteServiceKeyTable;
}

export type UserProfileRow = Selectable<UserProfileTable>;
export type ClientAccountRow = Selectable<ClientAccountTable>;
export type AccountAccessRow = Selectable<AccountAccessTable>;
export type NewAuditEvent = Insertable<AuditEventTable>;
