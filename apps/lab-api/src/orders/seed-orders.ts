// Completes the demo orders the patients feature seeds (lab_order rows only): each gets one
// orderable catalogue test (lab status Ordered, dates from the turnaround time when submitted),
// its account's main ordering provider, a payment type and, when submitted, an ordered date and
// answers to the required AOE questions of its test (the server refuses a submission without them).
import { DefaultLabStatus } from '@loci/domain';
import { sql } from 'kysely';
import { seedCostTerms } from '../benefit-investigation/seed-cost-terms.js';
import {
  aoeSectionsOfTests,
  answerRequiredAoe,
  type AoeAnswerValue,
} from '../catalogue/aoe-forms.js';
import type { LabKysely } from '../db/create-database.js';
import { seedPayorRules } from '../payor/seed-payor-rules.js';
import { addDays, isSubmitted, turnaroundDays } from './order-records.js';

export async function seedDemoOrders(db: LabKysely): Promise<number> {
  const orders = await db
    .selectFrom('lab_order as o')
    .select(['o.id', 'o.account_id', 'o.status', 'o.created_at'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('order_test as t').select('t.id').whereRef('t.order_id', '=', 'o.id'),
        ),
      ),
    )
    .orderBy('o.id')
    .execute();
  if (orders.length === 0) return 0;
  const tests = await db
    .selectFrom('catalogue_test')
    .select(['test_code', 'short_description', 'name', 'turnaround_time', 'insurance_enabled'])
    .where('is_orderable', '=', true)
    .where('customizable', '=', false)
    .orderBy('test_code')
    .limit(40)
    .execute();
  if (tests.length === 0) return 0;
  const providers = await db
    .selectFrom('ordering_provider')
    .select(['id', 'account_id'])
    .where('type', '=', 'OrderingProvider')
    .orderBy('client_master_provider_id', 'desc')
    .orderBy('id')
    .execute();
  const answersByTest = new Map<string, Record<string, AoeAnswerValue>>();
  for (const [index, order] of orders.entries()) {
    const test = tests[index % tests.length]!;
    const submitted = isSubmitted(order.status);
    let answers = answersByTest.get(test.test_code);
    if (submitted && !answers) {
      answers = answerRequiredAoe(await aoeSectionsOfTests(db, [test.test_code]));
      answersByTest.set(test.test_code, answers);
    }
    const orderedOn = new Date(order.created_at).toISOString().slice(0, 10);
    const days = turnaroundDays(test.turnaround_time);
    await db
      .updateTable('lab_order')
      .set({
        ordering_provider_id:
          providers.find((provider) => provider.account_id === order.account_id)?.id ?? null,
        payment_type: index % 3 === 0 ? 'Patient' : 'Insurance',
        diagnosis_codes: JSON.stringify(['Z13.79']),
        ...(submitted ? { aoe_answers: JSON.stringify(answers) } : {}),
        ordered_at: submitted ? sql<Date>`created_at` : null,
      })
      .where('id', '=', order.id)
      .execute();
    await db
      .insertInto('order_test')
      .values({
        order_id: order.id,
        position: 0,
        code: test.test_code,
        short_description: test.short_description ?? test.name,
        reflex_ordering_parent_test_code: null,
        indent: 0,
        ordered_as_kit: false,
        start_date: submitted ? orderedOn : null,
        due_date: submitted && days !== null ? addDays(orderedOn, days) : null,
        revised_due_date: null,
        lab_status: DefaultLabStatus,
        lab_report_id: null,
        hold_for_bi: false,
        bundled_billing_qualify: false,
        test_reason: JSON.stringify({ text: null, code: null, description: null }),
        is_trio: false,
        is_duo: false,
        insurance_enabled: test.insurance_enabled,
        dpl_enabled: false,
        institutional_billing_enabled: false,
        eligible_for_partnerships: false,
        enable_program_code: false,
        program_code: null,
        user_entered_slice_name: null,
        saved_slice_name: null,
      })
      .execute();
  }
  return orders.length;
}

/** Everything the ordering features seed, in order. */
export async function seedOrdering(db: LabKysely): Promise<void> {
  await seedCostTerms(db);
  await seedPayorRules(db);
  await seedDemoOrders(db);
}
