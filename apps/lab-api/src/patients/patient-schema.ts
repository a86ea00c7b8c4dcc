// The patients' tables: patient and their insurance policies (docs/decisions/patients-api.md).
// Their orders' table, `lab_order`, is the orders feature's (orders/order-schema.ts).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface StoredContactItem {
  contactType: 'C' | 'H' | 'W' | 'F' | 'E';
  contactValue: string;
  notifyPatient: boolean | null;
}

export interface PatientTable {
  id: Generated<number>;
  account_id: number;
  external_patient_id: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  /** ISO date without time zone (kept as text by the driver). */
  birth_date: string | null;
  gender: 'M' | 'F' | 'U' | null;
  gender_identification: string | null;
  mrn: string | null;
  street1: string | null;
  street2: string | null;
  apartment: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county: string | null;
  country: string | null;
  contact_information: Json<StoredContactItem[]>;
  race: string | null;
  ethnic_group: Json<string[]>;
  /** The first e-mail and cell phone of the contact list (search and list columns). */
  email: string | null;
  phone: string | null;
  office_id: string | null;
  is_patient_updated: boolean;
  is_insurance_updated: boolean;
  add_on_qualify: Generated<boolean>;
  existing_order_id: number | null;
  /** lower(first + ' ' + middle + ' ' + last), generated: the trigram-indexed search text. */
  search_name: ColumnType<string, never, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface InsurancePolicyTable {
  id: Generated<number>;
  patient_id: number;
  position: number;
  plan_code: string | null;
  other_insurance_name: string | null;
  subscriber_first_name: string | null;
  subscriber_middle_name: string | null;
  subscriber_last_name: string | null;
  birth_date: string | null;
  gender: 'M' | 'F' | 'U' | null;
  relation_to_patient: 'PT' | 'SP' | 'CH' | 'OT' | 'UN' | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  plan_id: string | null;
  policy_id: string | null;
  group_id: string | null;
  group_name: string | null;
  certificate: string | null;
  employer_name: string | null;
  employer_contact: string | null;
  effective_date: string | null;
  expiration_date: string | null;
  payment_type: string | null;
  has_no_insurance_card: boolean;
}

export interface PatientDatabase {
  patient: PatientTable;
  insurance_policy: InsurancePolicyTable;
}
