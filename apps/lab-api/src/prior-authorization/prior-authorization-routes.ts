// Prior authorization of an order: UHC and ANTH plans need it (the domain's rule); a case is
// opened through the PriorAuthGateway and its record is kept on each ordered test.
import {
  checkPriorAuthAndInitiateCase,
  checkPriorAuthRequired,
  updateClinicalQuestions,
} from '@loci/contract';
import {
  PriorAuthCaseStatus,
  isCancelledOrderStatus,
  priorAuthCaseStatusLabel,
  requiresPriorAuthorization,
} from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { allAccessTypes } from '../accounts/account-scope.js';
import { orderPlan } from '../benefit-investigation/benefit-investigation-routes.js';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { loadOrderTests, requireOrder } from '../orders/order-records.js';
import type { StoredPriorAuthRecord } from '../orders/order-schema.js';
import { LocalPriorAuthGateway, type PriorAuthGateway } from './prior-auth-gateway.js';

async function writeRecord(db: LabKysely, orderId: number, record: StoredPriorAuthRecord) {
  const tests = await loadOrderTests(db, orderId);
  const ids = tests
    .filter((test) => !isCancelledOrderStatus(test.lab_status))
    .map((test) => test.id);
  if (ids.length === 0) return;
  await db
    .updateTable('order_test')
    .set({ prior_auth_record: JSON.stringify(record), updated_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .execute();
  await db
    .updateTable('lab_order')
    .set({ updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}

export function registerPriorAuthorizationRoutes(
  app: FastifyInstance,
  registry: CallRegistry,
  gateway: PriorAuthGateway = new LocalPriorAuthGateway(),
): void {
  registerCall(app, registry, checkPriorAuthRequired, {
    access: { scope: 'accounts', roles: allAccessTypes },
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
        const record: StoredPriorAuthRecord = {
          qnaRequired: false,
          caseNumber: null,
          caseStatus: status,
          caseStatusDescription: priorAuthCaseStatusLabel(status),
          runExternally: false,
          priorAuthSource: 'Local',
          discardPa: false,
        };
        await writeRecord(db, order.id, record);
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
      await db
        .insertInto('prior_auth_case')
        .values({
          case_number: opened.caseNumber,
          order_id: order.id,
          plan_code: plan.plan_code,
          status: opened.status,
          qna_required: opened.qnaRequired,
          clinical_questions: JSON.stringify(opened.clinicalQuestions),
        })
        .execute();
      const record: StoredPriorAuthRecord = {
        qnaRequired: opened.qnaRequired,
        caseNumber: opened.caseNumber,
        caseStatus: opened.status,
        caseStatusDescription: priorAuthCaseStatusLabel(opened.status),
        runExternally: false,
        priorAuthSource: opened.source,
        discardPa: false,
      };
      await writeRecord(db, order.id, record);
      await audit({
        action: 'order.pa.initiate',
        entityType: 'order',
        entityId: order.id,
        accountNumber: order.cmid,
        detail: {
          caseNumber: opened.caseNumber,
          caseStatus: opened.status,
          planCode: plan.plan_code,
        },
      });
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
      const found = await db
        .selectFrom('prior_auth_case')
        .selectAll()
        .where('order_id', '=', order.id)
        .where('case_number', '=', input.body.caseNumber)
        .executeTakeFirst();
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
      await db
        .updateTable('prior_auth_case')
        .set({
          clinical_answers: JSON.stringify(input.body.answers),
          qna_required: false,
          status,
          updated_at: sql<Date>`now()`,
        })
        .where('case_number', '=', found.case_number)
        .execute();
      const record: StoredPriorAuthRecord = {
        qnaRequired: false,
        caseNumber: found.case_number,
        caseStatus: status,
        caseStatusDescription: priorAuthCaseStatusLabel(status),
        runExternally: false,
        priorAuthSource: 'Local',
        discardPa: false,
      };
      await writeRecord(db, order.id, record);
      await audit({
        action: 'order.pa.clinical_questions',
        entityType: 'order',
        entityId: order.id,
        accountNumber: order.cmid,
        detail: { caseNumber: found.case_number, oldStatus: found.status, newStatus: status },
      });
      return { orderId: order.id, required: true, record, clinicalQuestions: questions };
    },
  });
}
