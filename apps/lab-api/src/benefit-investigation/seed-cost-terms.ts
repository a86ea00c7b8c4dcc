// The local cost estimator's data (docs/decisions/cost-estimator.md): each plan's deductible,
// coinsurance and out-of-pocket maximum, and each catalogue test's list price, derived
// deterministically from their codes so every database gets the same figures.
import { createHash } from 'node:crypto';
import type { LabKysely } from '../db/create-database.js';

/** A stable number in [0, 1) from a text. */
function unit(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

export async function seedCostTerms(db: LabKysely): Promise<{ plans: number; prices: number }> {
  const plans = await db.selectFrom('insurance_plan').select(['plan_code', 'category']).execute();
  const terms = plans.map((plan) => {
    const government = ['MCR', 'MCAD', 'MAMC'].includes(plan.category);
    const r = unit(plan.plan_code);
    const deductible = government ? 24_000 : 50_000 + Math.round(r * 30) * 10_000;
    return {
      plan_code: plan.plan_code,
      deductible_cents: deductible,
      deductible_met_cents: Math.round(deductible * unit(`${plan.plan_code}:met`) * 0.8),
      coinsurance_percent: government ? 20 : ([10, 20, 30][Math.floor(r * 3)] ?? 20),
      out_of_pocket_max_cents: government ? 300_000 : 400_000 + Math.round(r * 40) * 10_000,
      out_of_pocket_met_cents: Math.round(50_000 * unit(`${plan.plan_code}:oop`)),
      out_of_network_allowed_percent: 40,
    };
  });
  if (terms.length > 0) {
    await db
      .insertInto('plan_cost_terms')
      .values(terms)
      .onConflict((conflict) => conflict.column('plan_code').doNothing())
      .execute();
  }
  const tests = await db
    .selectFrom('catalogue_test as t')
    .leftJoin('catalogue_test_gene as g', 'g.test_id', 't.id')
    .select(['t.test_code', (eb) => eb.fn.count<string>('g.gene_id').as('genes')])
    .groupBy('t.test_code')
    .execute();
  const prices = tests.map((test) => {
    const genes = Number(test.genes);
    const base = genes > 150 ? 4_500_00 : genes > 20 ? 2_500_00 : genes > 1 ? 1_500_00 : 50_000;
    return {
      test_code: test.test_code,
      list_price_cents: base + Math.round(unit(test.test_code) * 20) * 2_500,
    };
  });
  for (let start = 0; start < prices.length; start += 500) {
    await db
      .insertInto('test_list_price')
      .values(prices.slice(start, start + 500))
      .onConflict((conflict) => conflict.column('test_code').doNothing())
      .execute();
  }
  return { plans: terms.length, prices: prices.length };
}
