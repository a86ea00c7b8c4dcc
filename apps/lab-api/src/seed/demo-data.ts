// The demo lab: four sign-ins (README), three client accounts, their access records, ordering
// providers, contacts and app settings. Fixed ids and a fixed random seed: always the same data.
import { FeatureFlags } from '@loci/domain';
import type { Insertable } from 'kysely';
import type {
  AccountAccessTable,
  AccountContactTable,
  AppSettingTable,
  ClientAccountTable,
  OrderingProviderTable,
  UserProfileTable,
} from '../db/schema.js';
import { pick, seededRandom } from './seeded-random.js';

export const demoSeed = 20_260_401;

export const demoAccounts: Insertable<ClientAccountTable>[] = [
  {
    account_id: 501,
    cmid: '1001',
    client_name: 'Beacon Hill Medical Genetics',
    is_active: true,
    shipping_address1: '240 Cambridge St',
    shipping_address2: 'Suite 400',
    shipping_city: 'Boston',
    shipping_state: 'MA',
    shipping_zip: '02114',
    shipping_country: 'USA',
    state_code: 'MA',
    country_code: 'USA',
    business_type_code: 'HOSP',
    bill_type_code: 'C',
    phone: '617-555-0140',
    fax: '617-555-0141',
  },
  {
    account_id: 502,
    cmid: '1002',
    client_name: 'Lakeshore Pediatric Cardiology',
    is_active: true,
    shipping_address1: '875 N Michigan Ave',
    shipping_address2: 'Suite 2100',
    shipping_city: 'Chicago',
    shipping_state: 'IL',
    shipping_zip: '60611',
    shipping_country: 'USA',
    state_code: 'IL',
    country_code: 'USA',
    business_type_code: 'PHYS',
    bill_type_code: 'I',
    phone: '312-555-0172',
    fax: '312-555-0173',
  },
  {
    account_id: 503,
    cmid: '1003',
    client_name: 'Cascade Women’s Health & Prenatal Care',
    is_active: true,
    shipping_address1: '1100 9th Ave',
    shipping_address2: null,
    shipping_city: 'Seattle',
    shipping_state: 'WA',
    shipping_zip: '98101',
    shipping_country: 'USA',
    state_code: 'WA',
    country_code: 'USA',
    business_type_code: 'CLIN',
    bill_type_code: 'P',
    phone: '206-555-0119',
    fax: null,
  },
];

const profileDefaults = {
  is_portal_user: true,
  home_phone: null,
  mobile_phone: null,
  fax: null,
  middle_name: null,
  npi: null,
  license_number: null,
  provider_id: null,
  staff_id: null,
  mailing_state: null,
  mailing_country: null,
} as const;

/** The Boston practice where the demo provider and her office staff work. */
const bostonPracticeAddress = {
  address1: '240 Cambridge St, Suite 400',
  mailing_state: 'Massachusetts',
  state_code: 'MA',
  city: 'Boston',
  mailing_country: 'United States',
  country_code: 'USA',
  zip: '02114',
} as const;

export const demoProfiles: Insertable<UserProfileTable>[] = [
  {
    ...profileDefaults,
    contact_id: 70001,
    login_email_address: 'dr.ada@loci.test',
    email: 'dr.ada@loci.test',
    phone: '617-555-0142',
    mobile_phone: '617-555-0199',
    fax: '617-555-0141',
    portal_registration_completed: true,
    first_name: 'Ada',
    middle_name: 'M.',
    last_name: 'Okafor',
    npi: '1234567893',
    license_number: 'MA-249871',
    type_description: 'Ordering Provider',
    provider_id: 'PRV-70001',
    ...bostonPracticeAddress,
  },
  {
    ...profileDefaults,
    contact_id: 70002,
    login_email_address: 'sam.staff@loci.test',
    email: 'sam.staff@loci.test',
    phone: '617-555-0150',
    portal_registration_completed: true,
    first_name: 'Sam',
    last_name: 'Rivera',
    type_description: 'Office Staff',
    staff_id: 'STF-70002',
    ...bostonPracticeAddress,
  },
  {
    ...profileDefaults,
    contact_id: 70003,
    login_email_address: 'new.provider@loci.test',
    email: 'new.provider@loci.test',
    phone: null,
    portal_registration_completed: false,
    first_name: 'Nadia',
    last_name: 'Haddad',
    type_description: 'Ordering Provider',
    address1: null,
    state_code: null,
    city: null,
    country_code: 'USA',
    zip: null,
  },
  {
    ...profileDefaults,
    contact_id: 70004,
    login_email_address: 'no.account@loci.test',
    email: 'no.account@loci.test',
    phone: '503-555-0163',
    portal_registration_completed: true,
    first_name: 'Morgan',
    last_name: 'Lee',
    type_description: 'Office Staff',
    address1: '1515 SW 5th Ave',
    mailing_state: 'Oregon',
    state_code: 'OR',
    city: 'Portland',
    mailing_country: 'United States',
    country_code: 'USA',
    zip: '97201',
  },
];

const roleNames = { GDAA: 'AccountAdministrator', GDFA: 'FullAccountAccess', GDOO: 'OrdersOnly' };

function access(
  contactId: number,
  accountId: number,
  code: 'GDAA' | 'GDFA' | 'GDOO',
  approved: boolean,
  isOrderingProvider: boolean,
): Insertable<AccountAccessTable> {
  return {
    contact_id: contactId,
    account_id: accountId,
    access_type_code: code,
    portal_role_name: roleNames[code],
    portal_role_code: code,
    is_ordering_provider: isOrderingProvider,
    access_approved: approved,
  };
}

export const demoAccess: Insertable<AccountAccessTable>[] = [
  access(70001, 501, 'GDAA', true, true),
  access(70001, 502, 'GDFA', true, true),
  access(70001, 503, 'GDOO', false, true),
  access(70002, 501, 'GDOO', true, false),
  access(70003, 502, 'GDFA', true, true),
];

const firstNames = ['Priya', 'Daniel', 'Grace', 'Mateo', 'Hannah', 'Omar', 'Lucia', 'Ethan'];
const lastNames = ['Chen', 'Williams', 'Nguyen', 'Garcia', 'Kowalski', 'Brooks', 'Shapiro', 'Ito'];
const degrees = ['MD', 'DO', 'MS, CGC', 'NP'];

/** Ordering providers: Dr. Okafor where she orders, plus generated colleagues per account. */
export function demoOrderingProviders(): Insertable<OrderingProviderTable>[] {
  const random = seededRandom(demoSeed);
  const providers: Insertable<OrderingProviderTable>[] = [];
  let id = 8001;
  for (const account of demoAccounts) {
    if (account.account_id !== 503) {
      providers.push({
        id: id++,
        account_id: account.account_id,
        first_name: 'Ada',
        last_name: 'Okafor',
        middle_name: 'M.',
        prefix: 'Dr.',
        suffix: null,
        title: 'Medical Geneticist',
        degree: 'MD',
        contact: '617-555-0142',
        medical_license_number: 'MA-249871',
        medical_license_state: 'MA',
        code: `OKAFOR-${account.cmid}`,
        fax: '617-555-0141',
        email: 'dr.ada@loci.test',
        client_master_provider_id: 70001,
        client_master_staff_id: 0,
        client_master_npi: '1234567893',
        type: 'OrderingProvider',
        transmission_protocol: 1,
        additional_provider_id: null,
      });
    }
    for (let index = 0; index < 2; index += 1) {
      const first = pick(random, firstNames);
      const last = pick(random, lastNames);
      const hasEmail = random() < 0.7;
      const areaCode = account.phone?.slice(0, 3) ?? '555';
      const line = String(1000 + Math.floor(random() * 8999));
      providers.push({
        id: id++,
        account_id: account.account_id,
        first_name: first,
        last_name: last,
        middle_name: null,
        prefix: 'Dr.',
        suffix: null,
        title: null,
        degree: pick(random, degrees),
        contact: `${areaCode}-555-${line.slice(0, 4)}`,
        medical_license_number: `${account.state_code}-${100000 + Math.floor(random() * 899999)}`,
        medical_license_state: account.state_code ?? null,
        code: `${last.toUpperCase()}-${account.cmid}`,
        fax: `${areaCode}-555-${String(Number(line) + 1).slice(0, 4)}`,
        email: hasEmail ? `${first}.${last}@clinic.example`.toLowerCase() : null,
        client_master_provider_id: 0,
        client_master_staff_id: 0,
        client_master_npi: null,
        type: index === 0 ? 'OrderingProvider' : 'Provider',
        transmission_protocol: null,
        additional_provider_id: null,
      });
    }
  }
  return providers;
}

export const demoContacts: Insertable<AccountContactTable>[] = [
  {
    id: 9001,
    account_id: 501,
    first_name: 'Sam',
    last_name: 'Rivera',
    email: 'sam.staff@loci.test',
    phone: '617-555-0150',
    fax: '617-555-0141',
    title: 'Practice Coordinator',
    contact_role: 'Office',
  },
  {
    id: 9002,
    account_id: 501,
    first_name: 'Ada',
    last_name: 'Okafor',
    email: 'dr.ada@loci.test',
    phone: '617-555-0142',
    fax: null,
    title: 'Medical Geneticist',
    contact_role: 'Provider',
  },
  {
    id: 9003,
    account_id: 502,
    first_name: 'Jordan',
    last_name: 'Whitfield',
    email: 'billing@lakeshorecardio.example',
    phone: '312-555-0174',
    fax: '312-555-0173',
    title: 'Billing Manager',
    contact_role: 'Billing',
  },
  {
    id: 9004,
    account_id: 503,
    first_name: 'Keiko',
    last_name: 'Tanaka',
    email: 'office@cascadewomens.example',
    phone: '206-555-0120',
    fax: null,
    title: 'Office Manager',
    contact_role: 'Office',
  },
];

const enabledFlags = new Set([
  'Order_Editing_Post_Submission',
  'ML_insurance_flow',
  'Two_Way_Messaging',
  'Two_Way_Messaging_v2',
  'Order_Consent_Individual',
  'Gene_Home_Enabled',
]);

export const demoAppSettings: Insertable<AppSettingTable>[] = [
  ...FeatureFlags.map((flag) => ({
    var_name: flag,
    var_value: enabledFlags.has(flag) ? 'true' : 'false',
  })),
  { var_name: 'LabSupportEmail', var_value: 'support@loci.test' },
  { var_name: 'LabSupportPhone', var_value: '1-800-555-0123' },
  { var_name: 'ReleaseVersion', var_value: 'v6.13.0' },
  { var_name: 'PatientSearchPageSize', var_value: '20' },
];

export const demoRequiredFields = [
  { account_id: 501, field_name: 'patient.email' },
  { account_id: 501, field_name: 'patient.mrn' },
  { account_id: 502, field_name: 'patient.mrn' },
];

export const demoSiteServiceKeys = [{ account_id: 501, service_key: 'EMR-EPIC-1001' }];
