// Test data for the ordering tests: patients with policies on known plans in accounts 1001 and
// 1002 (last name "Addon" for searches), and catalogue tests that can share an order.
import {
  aoeSectionsOfTests,
  answerRequiredAoe,
  type AoeAnswerValue,
} from '../catalogue/aoe-forms.js';
import type { LabKysely } from '../db/create-database.js';

export interface OrderFixtures {
  patient1001: number;
  patient1002: number;
  provider1001: number;
  provider1002: number;
  policies: Record<'UHC001' | 'ANT001' | 'MCR001' | 'OTH009' | 'OTH004', number>;
  testA: string;
  testB: string;
  trioTest: string;
  trioRelative: string;
  /** Answers to every required AOE question of testA, testB and trioTest (to submit them). */
  aoeAnswers: Record<string, AoeAnswerValue>;
}

async function insertPatient(db: LabKysely, accountId: number, lastName: string) {
  const row = await db
    .insertInto('patient')
    .values({
      account_id: accountId,
      external_patient_id: null,
      first_name: 'Order',
      middle_name: null,
      last_name: lastName,
      birth_date: '1980-04-02',
      gender: 'F',
      gender_identification: null,
      // The demo accounts require the patient's MRN and e-mail at submission.
      mrn: `MRN-${lastName}`,
      street1: '1 Main Street',
      street2: null,
      apartment: null,
      city: 'Boston',
      state: 'MA',
      zip: '02110',
      county: null,
      country: 'USA',
      contact_information: JSON.stringify([
        { contactType: 'E', contactValue: `${lastName.toLowerCase()}@example.test` },
      ]),
      race: null,
      ethnic_group: '[]',
      email: `${lastName.toLowerCase()}@example.test`,
      phone: null,
      office_id: null,
      is_patient_updated: false,
      is_insurance_updated: false,
      existing_order_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function orderFixtures(db: LabKysely): Promise<OrderFixtures> {
  const patient1001 = await insertPatient(db, 501, 'Addon');
  const patient1002 = await insertPatient(db, 502, 'Elsewhere');
  const policies = {} as OrderFixtures['policies'];
  let position = 0;
  for (const plan of ['UHC001', 'ANT001', 'MCR001', 'OTH009', 'OTH004'] as const) {
    const row = await db
      .insertInto('insurance_policy')
      .values({
        patient_id: patient1001,
        position: position++,
        plan_code: plan,
        other_insurance_name: null,
        subscriber_first_name: 'Order',
        subscriber_middle_name: null,
        subscriber_last_name: 'Addon',
        birth_date: '1980-04-02',
        gender: 'F',
        relation_to_patient: 'PT',
        street1: null,
        street2: null,
        city: null,
        state: null,
        zip: null,
        country: 'USA',
        plan_id: null,
        policy_id: `P-${plan}`,
        group_id: `G-${plan}`,
        group_name: null,
        certificate: null,
        employer_name: null,
        employer_contact: null,
        effective_date: '2025-01-01',
        expiration_date: null,
        payment_type: 'Insurance',
        has_no_insurance_card: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    policies[plan] = row.id;
  }
  const provider = async (accountId: number) =>
    (
      await db
        .selectFrom('ordering_provider')
        .select('id')
        .where('account_id', '=', accountId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const simple = await db
    .selectFrom('catalogue_test as t')
    .leftJoin('test_extra_info as x', 'x.test_code', 't.test_code')
    .select('t.test_code')
    .where('t.is_orderable', '=', true)
    .where('t.customizable', '=', false)
    .where('t.hold_for_bi_enabled', '=', false)
    .where('t.test_code', 'not in', ['896', 'J774', '706', 'TG70', 'J757', 'TG75', 'TG71'])
    .where((eb) =>
      eb.or([
        eb('x.test_code', 'is', null),
        eb.and([eb('x.is_trio', '=', false), eb('x.is_duo', '=', false)]),
      ]),
    )
    .orderBy('t.test_code')
    .limit(2)
    .execute();
  const trio = await db
    .selectFrom('test_extra_info as x')
    .innerJoin('catalogue_test as t', 't.test_code', 'x.test_code')
    .select(['x.test_code', 'x.allowed_relatives'])
    .where('x.is_trio', '=', true)
    .where('t.is_orderable', '=', true)
    .where('t.test_code', 'not in', ['706', 'TG70', 'J757', 'TG75', 'TG71'])
    .orderBy('x.test_code')
    .executeTakeFirstOrThrow();
  const testA = simple[0]!.test_code;
  const testB = simple[1]!.test_code;
  return {
    patient1001,
    patient1002,
    provider1001: await provider(501),
    provider1002: await provider(502),
    policies,
    testA,
    testB,
    trioTest: trio.test_code,
    trioRelative: trio.allowed_relatives[0] ?? 'Mother',
    aoeAnswers: answerRequiredAoe(await aoeSectionsOfTests(db, [testA, testB, trio.test_code])),
  };
}
