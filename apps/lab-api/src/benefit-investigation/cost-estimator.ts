// The cost-estimate engine behind benefit investigation (docs/decisions/cost-estimator.md). The
// lab's real estimator is its external billing system (a system edge); the local implementation
// computes an estimate from the plan's seeded cost terms and the tests' list prices.
import type { BillingEstimate } from '@loci/contract';
import type { LabKysely } from '../db/create-database.js';

export interface CostEstimateRequest {
  planCode: string;
  testCodes: readonly string[];
}

export interface CostEstimator {
  /** The estimate, or null when the billing system has no information for the plan. */
  estimate(request: CostEstimateRequest): Promise<BillingEstimate | null>;
}

const dollars = (cents: number): number => Math.round(cents) / 100;

export class LocalCostEstimator implements CostEstimator {
  readonly #db: LabKysely;

  constructor(db: LabKysely) {
    this.#db = db;
  }

  async estimate(request: CostEstimateRequest): Promise<BillingEstimate | null> {
    const plan = await this.#db
      .selectFrom('insurance_plan as p')
      .innerJoin('plan_cost_terms as c', 'c.plan_code', 'p.plan_code')
      .selectAll('c')
      .select(['p.plan_name', 'p.network'])
      .where('p.plan_code', '=', request.planCode)
      .executeTakeFirst();
    if (!plan || request.testCodes.length === 0) return null;
    const prices = await this.#db
      .selectFrom('test_list_price')
      .selectAll()
      .where('test_code', 'in', [...request.testCodes])
      .execute();
    if (prices.length === 0) return null;
    const listCents = prices.reduce((sum, price) => sum + price.list_price_cents, 0);
    // In network the plan allows its contracted rate (60% of list); out of network its own share.
    const allowedPercent = plan.network === 'IN' ? 60 : plan.out_of_network_allowed_percent;
    const allowedCents = Math.round((listCents * allowedPercent) / 100);
    const deductibleLeft = Math.max(0, plan.deductible_cents - plan.deductible_met_cents);
    const outOfPocketLeft = Math.max(
      0,
      plan.out_of_pocket_max_cents - plan.out_of_pocket_met_cents,
    );
    const towardsDeductible = Math.min(allowedCents, deductibleLeft);
    const coinsurance = Math.round(
      ((allowedCents - towardsDeductible) * plan.coinsurance_percent) / 100,
    );
    // Out of network, the lab may bill the difference between list price and allowed amount.
    const balance = plan.network === 'OUT' ? listCents - allowedCents : 0;
    const patientCents = Math.min(towardsDeductible + coinsurance, outOfPocketLeft) + balance;
    return {
      planCode: plan.plan_code,
      planName: plan.plan_name,
      network: plan.network,
      currency: 'USD',
      listPrice: dollars(listCents),
      allowedAmount: dollars(allowedCents),
      deductibleRemaining: dollars(deductibleLeft),
      coinsurancePercent: plan.coinsurance_percent,
      outOfPocketMaxRemaining: dollars(outOfPocketLeft),
      estimatedPatientResponsibility: dollars(patientCents),
      estimatedInsurancePays: dollars(
        Math.max(0, allowedCents - Math.min(towardsDeductible + coinsurance, outOfPocketLeft)),
      ),
      tests: prices.map((price) => ({
        code: price.test_code,
        listPrice: dollars(price.list_price_cents),
      })),
      estimatedAt: new Date().toISOString(),
    };
  }
}
