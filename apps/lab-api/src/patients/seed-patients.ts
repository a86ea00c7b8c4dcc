// Demo patients of the three demo accounts, with insurance policies and orders in every numeric
// status, so that search, the editability rule and documents can be tried and tested; and a
// bulk generator for the 100,000-patient benchmark (never part of the normal seed).
import { NumericOrderStatus, type NumericOrderStatusValue } from '@loci/domain';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { readAddressRows, defaultAddressFile } from '../places/places-provider.js';
import { pick, seededRandom } from '../seed/seeded-random.js';
import type { PatientTable } from './patient-schema.js';

const firstNames = [
  'Eleanor',
  'Marcus',
  'Sofia',
  'Jamal',
  'Ingrid',
  'Tomás',
  'Aiko',
  'Priyanka',
  'Declan',
  'Fatima',
  'Henrik',
  'Lucia',
  'Noah',
  'Amara',
  'Caleb',
  'Yusuf',
  'Beatriz',
  'Kwame',
  'Elif',
  'Margot',
];
const lastNames = [
  'Whitaker',
  'Oyelaran',
  'Castellanos',
  'Brennan',
  'Lindqvist',
  'Herrera',
  'Tanaka',
  'Raman',
  'O’Connell',
  'Haddad',
  'Sørensen',
  'Moreau',
  'Goldberg',
  'Adeyemi',
  'Fitzgerald',
  'Demir',
  'Albuquerque',
  'Mensah',
  'Kowalczyk',
  'Nakamura',
];

/** The demo accounts (account id, number) whose patients are seeded. */
export const demoPatientAccounts = [
  { accountId: 501, accountNumber: '1001' },
  { accountId: 502, accountNumber: '1002' },
  { accountId: 503, accountNumber: '1003' },
] as const;

/** Patients per demo account; ids are 100001 + 100 × account index + position. */
export const demoPatientsPerAccount = 12;

/**
 * Orders of the demo patients, by position in the account: 0 a draft only (details editable),
 * 1 a submitted order (OrderNow, locked), 2 benefit investigation, 3 pending review, 4 a draft
 * and a submitted order; the others have none.
 */
const { Draft, OrderNow, BenefitsInvestigation, PendingReview } = NumericOrderStatus;
const demoOrderStatuses: Record<number, NumericOrderStatusValue[]> = {
  0: [Draft],
  1: [OrderNow],
  2: [BenefitsInvestigation],
  3: [PendingReview],
  4: [Draft, OrderNow],
};

export function demoPatientId(accountIndex: number, position: number): number {
  return 100001 + accountIndex * 100 + position;
}

function birthDate(random: () => number): string {
  const year = 1940 + Math.floor(random() * 80);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function patientRow(
  random: () => number,
  accountId: number,
  firstName: string,
  lastName: string,
  address: { address1: string; address2: string; city: string; state: string; postcode: string },
): Insertable<PatientTable> {
  const gender = pick(random, ['F', 'M', 'U'] as const);
  const local = `${firstName}.${lastName}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  const phone = `${200 + Math.floor(random() * 700)}-555-${String(Math.floor(random() * 10000)).padStart(4, '0')}`;
  const email = `${local}${Math.floor(random() * 1000)}@example.com`;
  const contacts = [
    { contactType: 'C', contactValue: phone, notifyPatient: true },
    { contactType: 'E', contactValue: email, notifyPatient: true },
  ];
  return {
    account_id: accountId,
    external_patient_id: null,
    first_name: firstName,
    middle_name: random() < 0.3 ? pick(random, ['Anne', 'James', 'Rose', 'Lee']) : null,
    last_name: lastName,
    birth_date: birthDate(random),
    gender,
    gender_identification: null,
    mrn: `MRN${Math.floor(100000 + random() * 900000)}`,
    street1: address.address1,
    street2: address.address2 || null,
    apartment: null,
    city: address.city || null,
    state: address.state,
    zip: address.postcode,
    county: null,
    country: 'USA',
    contact_information: JSON.stringify(contacts),
    race: null,
    ethnic_group: JSON.stringify([]),
    email,
    phone,
    office_id: null,
    is_patient_updated: false,
    is_insurance_updated: false,
  };
}

/** Writes the demo patients, their policies and orders; idempotent. */
export async function seedDemoPatients(
  db: LabKysely,
): Promise<{ patients: number; orders: number }> {
  const existing = await db.selectFrom('patient').select('id').limit(1).executeTakeFirst();
  if (existing) return { patients: 0, orders: 0 };
  const random = seededRandom(6006);
  const addresses = readAddressRows(defaultAddressFile).filter((row) => row.city !== '');
  let orderId = 500001;
  let orders = 0;
  let patients = 0;
  await db.transaction().execute(async (trx) => {
    for (const [accountIndex, account] of demoPatientAccounts.entries()) {
      for (let position = 0; position < demoPatientsPerAccount; position += 1) {
        const id = demoPatientId(accountIndex, position);
        const name = (accountIndex * 7 + position) % firstNames.length;
        const row = patientRow(
          random,
          account.accountId,
          firstNames[name]!,
          lastNames[(name + accountIndex) % lastNames.length]!,
          addresses[(accountIndex * 97 + position * 13) % addresses.length]!,
        );
        await trx
          .insertInto('patient')
          .values({ ...row, id })
          .execute();
        patients += 1;
        if (position % 3 === 0) {
          await trx
            .insertInto('insurance_policy')
            .values({
              patient_id: id,
              position: 0,
              plan_code: pick(random, ['UHC001', 'ANT001', 'OTH001', 'OTH005', 'MCR001']),
              subscriber_first_name: row.first_name,
              subscriber_last_name: row.last_name,
              birth_date: row.birth_date,
              gender: row.gender,
              relation_to_patient: 'PT',
              street1: row.street1,
              city: row.city,
              state: row.state,
              zip: row.zip,
              country: 'USA',
              policy_id: `W${Math.floor(100000000 + random() * 900000000)}`,
              group_id: String(Math.floor(10000 + random() * 90000)),
              group_name: 'Employer Group Plan',
              employer_name: 'Harborview Logistics',
              effective_date: '2025-01-01',
              payment_type: 'Insurance',
              has_no_insurance_card: false,
            })
            .execute();
        }
        for (const status of demoOrderStatuses[position] ?? []) {
          await trx
            .insertInto('lab_order')
            .values({
              id: orderId,
              account_id: account.accountId,
              patient_id: id,
              status,
              accession_number: status === Draft ? null : `AC${String(orderId).padStart(8, '0')}`,
            })
            .execute();
          orderId += 1;
          orders += 1;
        }
        if (position === 1) {
          await trx
            .updateTable('patient')
            .set({ add_on_qualify: true, existing_order_id: orderId - 1 })
            .where('id', '=', id)
            .execute();
        }
      }
    }
    await sql`select setval(pg_get_serial_sequence('patient', 'id'), (select max(id) from patient))`.execute(
      trx,
    );
    await sql`select setval(pg_get_serial_sequence('lab_order', 'id'), (select max(id) from lab_order))`.execute(
      trx,
    );
  });
  return { patients, orders };
}

/**
 * Adds `count` generated patients spread over the given accounts, in batches (benchmarks only).
 * Names mix the demo lists with a number so that partial name searches match a realistic share.
 */
export async function seedManyPatients(
  db: LabKysely,
  count: number,
  accountIds: readonly number[],
): Promise<void> {
  const random = seededRandom(100_000);
  const addresses = readAddressRows(defaultAddressFile).filter((row) => row.city !== '');
  const extraFirst = ['Ava', 'Liam', 'Mia', 'Ethan', 'Zoe', 'Leo', 'Ivy', 'Owen', 'Nora', 'Eli'];
  const extraLast = ['Smith', 'Johnson', 'Lee', 'Patel', 'Kim', 'Garcia', 'Brown', 'Davis'];
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const rows: Insertable<PatientTable>[] = [];
    for (let index = start; index < Math.min(count, start + batch); index += 1) {
      const first = pick(random, [...firstNames, ...extraFirst]);
      const last = `${pick(random, [...lastNames, ...extraLast])}${random() < 0.5 ? '' : `-${pick(random, extraLast)}`}`;
      rows.push(
        patientRow(
          random,
          accountIds[index % accountIds.length]!,
          first,
          last,
          pick(random, addresses),
        ),
      );
    }
    await db.insertInto('patient').values(rows).execute();
  }
  // What autovacuum does after a bulk load on a live server: statistics and the visibility map
  // (index-only counts).
  await sql`vacuum analyze patient`.execute(db);
}
