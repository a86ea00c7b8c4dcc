// Benefit investigation of an order: only where its insurance allows BI by the domain's rule;
// "No BI info returned from server." when the estimator has none.
import { estimatePatientCost, removePatientEstimate } from '@loci/contract';
import {
  isBenefitInvestigationEnabled,
  isCancelledOrderStatus,
  readBenefitInvestigation,
} from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import { HttpProblem, problems } from '../http/http-problem.js';
import { featureFlags } from '../settings/settings-records.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { loadOrderTests, orderPlan, requireOrder } from '../orders/order-records.js';
import { removeEstimate, saveEstimate } from './benefit-investigation-records.js';
import { LocalCostEstimator, type CostEstimator } from './cost-estimator.js';
import { orderEvent } from '../audit/record-audit.js';

export function registerBenefitInvestigationRoutes(
  app: FastifyInstance,
  registry: CallRegistry,
  estimator: CostEstimator = new LocalCostEstimator(registry.db),
): void {
  registerCall(app, registry, estimatePatientCost, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, db, audit }) {
      const order = await requireOrder(db, caller, input.body.orderId);
      const plan = await orderPlan(db, order.insurance_policy_id);
      if (!plan) {
        throw new HttpProblem(422, [
          {
            code: 'no_insurance',
            message: 'The order has no insurance policy with a plan',
            path: 'orderId',
          },
        ]);
      }
      const enabled = isBenefitInvestigationEnabled(
        {
          biEnabled: plan.bi_enabled,
          canPerformFederalInsuranceBi: plan.can_perform_federal_insurance_bi,
          insuranceCategory: plan.category,
        },
        await featureFlags(db),
      );
      if (!enabled) {
        throw new HttpProblem(422, [
          {
            code: 'bi_not_enabled',
            message: `Benefit investigation is not available for ${plan.plan_name}`,
          },
        ]);
      }
      const tests = (await loadOrderTests(db, order.id)).filter(
        (test) => !isCancelledOrderStatus(test.lab_status),
      );
      const answer = readBenefitInvestigation(
        await estimator.estimate({
          planCode: plan.plan_code,
          testCodes: tests.map((test) => test.code),
        }),
      );
      if (!answer.ok) {
        throw new HttpProblem(422, [{ code: 'no_bi_info', message: answer.message }]);
      }
      await saveEstimate(db, order.id, answer.estimate);
      await audit(
        orderEvent('order.bi.estimate', order.id, order.cmid, {
          planCode: plan.plan_code,
          network: plan.network,
        }),
      );
      return answer.estimate;
    },
  });

  registerCall(app, registry, removePatientEstimate, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, db, audit }) {
      const order = await requireOrder(db, caller, input.body.orderId);
      if (order.billing_estimate === null)
        throw problems.notFound('The order has no cost estimate');
      await removeEstimate(db, order.id);
      await audit(orderEvent('order.bi.remove', order.id, order.cmid));
      return { orderId: order.id, removed: true };
    },
  });
}
