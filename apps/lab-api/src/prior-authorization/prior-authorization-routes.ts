// Prior authorization of an order: UHC and ANTH plans need it (the domain's rule); a case is
// opened through the PriorAuthGateway and its record is kept on each ordered test.
import {
  checkPriorAuthAndInitiateCase,
  checkPriorAuthRequired,
  updateClinicalQuestions,
} from '@loci/contract';
import {
  PriorAuthCaseStatus,
  type PriorAuthCaseStatusValue,
  isCancelledOrderStatus,
  priorAuthCaseStatusLabel,
  requiresPriorAuthorization,
} from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import { problems } from '../http/http-problem.js';
import { readOf, registerCall, type CallRegistry } from '../http/register-call.js';
import { loadOrderTests, orderPlan, requireOrder } from '../orders/order-records.js';
import type { StoredPriorAuthRecord } from '../orders/order-schema.js';
import { LocalPriorAuthGateway, type PriorAuthGateway } from './prior-auth-gateway.js';
import {
  findPriorAuthCase,
  insertPriorAuthCase,
  saveClinicalAnswers,
  writePriorAuthRecord,
} from './prior-authorization-records.js';
import { orderEvent } from '../audit/record-audit.js';

/** The record each ordered test keeps of its case (a case this server runs, never discarded). */
function priorAuthRecord(found: {
  qnaRequired: boolean;
  caseNumber: string | null;
  status: PriorAuthCaseStatusValue;
  source?: string;
}): StoredPriorAuthRecord {
  return {
    qnaRequired: found.qnaRequired,
    caseNumber: found.caseNumber,
    caseStatus: found.status,
    caseStatusDescription: priorAuthCaseStatusLabel(found.status),
    runExternally: false,
    priorAuthSource: found.source ?? 'Local',
    discardPa: false,
  };
}

export function registerPriorAuthorizationRoutes(
  app: FastifyInstance,
  registry: CallRegistry,
  gateway: PriorAuthGateway = new LocalPriorAuthGateway(),
): void {
  registerCall(app, registry, checkPriorAuthRequired, {
    access: { scope: 'accounts', roles: allAccessTypes },
    readAudit: readOf('order', 'order.pa.check', (input) => input.body.orderId),
    async handler({ input, caller, db }) {
      const order = await requireOrder(db, caller, input.body.orderId);
      const plan = await orderPlan(db, order.insurance_policy_id);
      return {
        orderId: order.id,
        required: plan ? requiresPriorAuthorization({ insuranceCategory: plan.category }) : false,
        insuranceCategory: plan?.category ?? null,
        planCode: plan?.plan_code ?? null,
      };
    },
  });

  registerCall(app, registry, checkPriorAuthAndInitiateCase, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, db, audit }) {
      const order = await requireOrder(db, caller, input.body.orderId);
      const plan = await orderPlan(db, order.insurance_policy_id);
      const required = plan
        ? requiresPriorAuthorization({ insuranceCategory: plan.category })
        : false;
      if (!plan || !required) {
        const status = PriorAuthCaseStatus.PaNotRequired;
        const record = priorAuthRecord({ qnaRequired: false, caseNumber: null, status });
        await writePriorAuthRecord(db, order.id, record);
        await audit(orderEvent('order.pa.initiate', order.id, order.cmid, { caseStatus: status }));
        return { orderId: order.id, required: false, record, clinicalQuestions: [] };
      }
      const tests = (await loadOrderTests(db, order.id)).filter(
        (test) => !isCancelledOrderStatus(test.lab_status),
      );
      const opened = await gateway.initiateCase({
        orderId: order.id,
        planCode: plan.plan_code,
        insuranceCategory: plan.category,
        testCodes: tests.map((test) => test.code),
        diagnosisCodes: (order.diagnosis_codes as unknown as string[] | null) ?? [],
      });
      await insertPriorAuthCase(db, {
        caseNumber: opened.caseNumber,
        orderId: order.id,
        planCode: plan.plan_code,
        status: opened.status,
        qnaRequired: opened.qnaRequired,
        clinicalQuestions: opened.clinicalQuestions,
      });
      const record = priorAuthRecord(opened);
      await writePriorAuthRecord(db, order.id, record);
      await audit(
        orderEvent('order.pa.initiate', order.id, order.cmid, {
          caseNumber: opened.caseNumber,
          caseStatus: opened.status,
          planCode: plan.plan_code,
        }),
      );
      return {
        orderId: order.id,
        required: true,
        record,
        clinicalQuestions: opened.clinicalQuestions,
      };
    },
  });

  registerCall(app, registry, updateClinicalQuestions, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, db, audit }) {
      const order = await requireOrder(db, caller, input.body.orderId);
      const found = await findPriorAuthCase(db, order.id, input.body.caseNumber);
      if (!found) throw problems.notFound('Prior authorization case not found');
      const questions = found.clinical_questions as unknown as { id: string; text: string }[];
      const known = new Set(questions.map((question) => question.id));
      const unknown = input.body.answers.findIndex((answer) => !known.has(answer.questionId));
      if (unknown >= 0) {
        throw problems.badRequest([
          {
            code: 'unknown_question',
            message: 'No such clinical question in this case',
            path: `answers.${unknown}.questionId`,
          },
        ]);
      }
      const answered = new Set(input.body.answers.map((answer) => answer.questionId));
      const missing = questions.findIndex((question) => !answered.has(question.id));
      if (missing >= 0) {
        throw problems.badRequest([
          {
            code: 'required',
            message: 'This field is required',
            path: `answers.${questions[missing]?.id ?? missing}`,
          },
        ]);
      }
      const status = await gateway.submitClinicalAnswers(found.case_number);
      await saveClinicalAnswers(db, found.case_number, input.body.answers, status);
      const record = priorAuthRecord({ qnaRequired: false, caseNumber: found.case_number, status });
      await writePriorAuthRecord(db, order.id, record);
      await audit(
        orderEvent('order.pa.clinical_questions', order.id, order.cmid, {
          caseNumber: found.case_number,
          oldStatus: found.status,
          newStatus: status,
        }),
      );
      return { orderId: order.id, required: true, record, clinicalQuestions: questions };
    },
  });
}
