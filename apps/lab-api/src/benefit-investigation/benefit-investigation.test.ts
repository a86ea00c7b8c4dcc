// Benefit investigation over real HTTP: the local cost estimator's figures from the plan's terms
// and the tests' list prices; refused where the domain rule disallows BI; "No BI info returned
// from server." when the estimator has nothing; removal; scoping.
import { NoBenefitInvestigationInfoMessage } from '@loci/domain';
import { describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/order-fixtures.js';
import { createDraft } from '../orders/order-http.js';
import {
  answerData,
  answerFailure,
  demoUsers,
  portalCall,
  useFixtures,
  useTestServer,
} from '../testing/index.js';

const server = useTestServer();
const fx = useFixtures(server, orderFixtures);

const estimate = (orderId: unknown, as: string = demoUsers.ada) =>
  portalCall(server, 'POST', '/simpleorder/billing/estimate', as, { orderId });

interface Estimate {
  planCode: string;
  network: string;
  listPrice: number;
  allowedAmount: number;
  deductibleRemaining: number;
  coinsurancePercent: number;
  outOfPocketMaxRemaining: number;
  estimatedPatientResponsibility: number;
  estimatedInsurancePays: number;
  tests: Array<{ code: string; listPrice: number }>;
}

describe('benefit investigation', () => {
  it('estimates the patient’s cost from the plan, its network, the test prices and the deductible', async () => {
    const orderId = await createDraft(server, fx, demoUsers.ada, 'UHC001', [fx.testA, fx.testB]);
    const result = await answerData<Estimate>(await estimate(orderId));
    const terms = await server.database.db
      .selectFrom('plan_cost_terms')
      .selectAll()
      .where('plan_code', '=', 'UHC001')
      .executeTakeFirstOrThrow();
    expect(result).toMatchObject({
      planCode: 'UHC001',
      network: 'IN',
      coinsurancePercent: terms.coinsurance_percent,
    });
    expect(result.tests.map((test) => test.code).sort()).toEqual([fx.testA, fx.testB].sort());
    const list = result.tests.reduce((sum, test) => sum + test.listPrice, 0);
    expect(result.listPrice).toBeCloseTo(list, 2);
    expect(result.allowedAmount).toBeCloseTo(list * 0.6, 1);
    const deductible = (terms.deductible_cents - terms.deductible_met_cents) / 100;
    expect(result.deductibleRemaining).toBeCloseTo(deductible, 2);
    const towards = Math.min(result.allowedAmount, deductible);
    const expected = Math.min(
      towards + ((result.allowedAmount - towards) * terms.coinsurance_percent) / 100,
      result.outOfPocketMaxRemaining,
    );
    expect(result.estimatedPatientResponsibility).toBeCloseTo(expected, 1);
    expect(result.estimatedPatientResponsibility + result.estimatedInsurancePays).toBeCloseTo(
      result.allowedAmount,
      1,
    );
    const order = await answerData<{
      billingEstimate: Estimate | null;
      tests: Array<{ wasBi: boolean }>;
    }>(await portalCall(server, 'GET', `/simpleOrder/${orderId}`, demoUsers.ada));
    expect(order.billingEstimate?.planCode).toBe('UHC001');
    expect(order.tests.every((test) => test.wasBi)).toBe(true);
  });

  it('out of network the patient also owes the balance above the allowed amount', async () => {
    const orderId = await createDraft(server, fx, demoUsers.ada, 'OTH004');
    const result = await answerData<Estimate>(await estimate(orderId));
    expect(result.network).toBe('OUT');
    expect(result.allowedAmount).toBeCloseTo(result.listPrice * 0.4, 1);
    expect(result.estimatedPatientResponsibility).toBeGreaterThanOrEqual(
      result.listPrice - result.allowedAmount - 0.01,
    );
  });

  it('is refused where the insurance does not allow it, and without insurance', async () => {
    const noBi = await createDraft(server, fx, demoUsers.ada, 'OTH009');
    expect((await answerFailure(await estimate(noBi), 422)).errors[0]?.code).toBe('bi_not_enabled');
    const selfPay = await createDraft(server, fx, demoUsers.ada, null);
    expect((await answerFailure(await estimate(selfPay), 422)).errors[0]?.code).toBe(
      'no_insurance',
    );
  });

  it('says "No BI info returned from server." when the estimator has nothing for the plan', async () => {
    const orderId = await createDraft(server, fx, demoUsers.ada, 'ANT001');
    await server.database.db
      .deleteFrom('plan_cost_terms')
      .where('plan_code', '=', 'ANT001')
      .execute();
    const refused = await answerFailure(await estimate(orderId), 422);
    expect(refused.errors[0]).toEqual({
      code: 'no_bi_info',
      message: NoBenefitInvestigationInfoMessage,
    });
    expect(NoBenefitInvestigationInfoMessage).toBe('No BI info returned from server.');
  });

  it('removes an estimate; bad input and other accounts are refused', async () => {
    const orderId = await createDraft(server, fx, demoUsers.ada, 'UHC001');
    await answerData(await estimate(orderId));
    const remove = () =>
      portalCall(server, 'DELETE', '/simpleorder/billing/estimate', demoUsers.ada, { orderId });
    expect(await answerData(await remove())).toEqual({ orderId, removed: true });
    await answerFailure(await remove(), 404);
    expect((await answerFailure(await estimate('abc'), 400)).errors[0]?.path).toBe('orderId');
    await answerFailure(await estimate(orderId, demoUsers.newProvider), 404);
    await answerFailure(await estimate(orderId, demoUsers.noAccount), 404);
  });
});
