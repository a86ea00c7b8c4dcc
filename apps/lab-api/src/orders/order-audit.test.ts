// "Every change audited" (issue 7), over real HTTP: each call that changes an order, or hands out
// its requisition, writes its audit event with who, which order and account, and the outcome;
// never a patient's name or answers in the detail.
import { describe, expect, it } from 'vitest';
import { localClinicalQuestions } from '../prior-authorization/prior-auth-gateway.js';
import { answerData, demoUsers, portalCall } from '../testing/index.js';
import { createDraft, orderTestServer } from './order-http.js';

const ctx = orderTestServer();

function call(method: string, path: string, json?: unknown, as: string = demoUsers.ada) {
  return portalCall(ctx.server, method, path, as, json);
}

function submittedBody(status: number, tests: string[]) {
  return {
    accountNumber: '1001',
    patientId: ctx.fx.patient1001,
    status,
    tests: tests.map((code) => ({ code })),
    diagnosisCodes: ['Z13.79'],
    orderingProviderId: ctx.fx.provider1001,
    paymentType: 'Insurance',
    insurancePolicyId: ctx.fx.policies.UHC001,
    consent: { given: true, signedBy: 'Patient' },
    aoeAnswers: ctx.fx.aoeAnswers,
  };
}

async function createSubmitted(status: number, tests: string[] = [ctx.fx.testA]) {
  return answerData<{ orderId: number; tests: Array<{ id: number }> }>(
    await call('POST', '/simpleOrder', submittedBody(status, tests)),
    201,
  );
}

/** The audit events of one action on one order, oldest first. */
async function eventsOf(action: string, orderId: number) {
  const rows = await ctx.server.database.db
    .selectFrom('audit_event')
    .select(['action', 'outcome', 'actor_email', 'entity_type', 'account_number', 'detail'])
    .where('action', '=', action)
    .where('entity_id', '=', String(orderId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as unknown) : row.detail,
  }));
}

/** One success event of `action` on the order by Dr. Okafor in account 1001, with `detail`. */
async function expectAudited(action: string, orderId: number, detail: unknown = expect.anything()) {
  expect(await eventsOf(action, orderId), action).toEqual([
    {
      action,
      outcome: 'success',
      actor_email: demoUsers.ada,
      entity_type: 'order',
      account_number: '1001',
      detail,
    },
  ]);
}

describe('every change of an order is audited', () => {
  it('order.delete: one draft, and each draft of a batch', async () => {
    const one = await createDraft(ctx.server, ctx.fx, demoUsers.ada, null);
    const batch = [
      await createDraft(ctx.server, ctx.fx, demoUsers.ada, null),
      await createDraft(ctx.server, ctx.fx, demoUsers.ada, null),
    ];
    await answerData(await call('DELETE', `/order/${one}`));
    await answerData(await call('DELETE', '/order', batch));
    await expectAudited('order.delete', one, { oldStatus: 1, newStatus: null });
    for (const orderId of batch)
      await expectAudited('order.delete', orderId, { oldStatus: 1, newStatus: null, batch: 2 });
  });

  it('order.tests.cancel and order.tests.restore, naming the tests', async () => {
    const order = await createSubmitted(0, [ctx.fx.testA, ctx.fx.testB]);
    const second = order.tests[1]!.id;
    await answerData(
      await call('POST', '/order/test', { Id: order.orderId, Tests: [{ TestID: second }] }),
    );
    await answerData(
      await call('PUT', '/order/test', { Id: order.orderId, Tests: [{ TestID: second }] }),
    );
    for (const action of ['order.tests.cancel', 'order.tests.restore']) {
      await expectAudited(
        action,
        order.orderId,
        expect.objectContaining({
          tests: [expect.objectContaining({ id: second, code: ctx.fx.testB })],
        }),
      );
    }
  });

  it('order.release and order.notification', async () => {
    const held = await createSubmitted(3);
    await answerData(await call('POST', `/order/release/${held.orderId}`));
    await expectAudited('order.release', held.orderId, { oldStatus: 3, newStatus: 0 });

    const order = await createSubmitted(0);
    await answerData(
      await call('POST', '/order/notification', { orderId: order.orderId, event: 'Submitted' }),
    );
    await expectAudited('order.notification', order.orderId, { event: 'Submitted', recipients: 0 });
  });

  it('order.bi.estimate and order.bi.remove', async () => {
    const orderId = await createDraft(ctx.server, ctx.fx, demoUsers.ada, 'UHC001');
    await answerData(await call('POST', '/simpleorder/billing/estimate', { orderId }));
    await answerData(await call('DELETE', '/simpleorder/billing/estimate', { orderId }));
    await expectAudited('order.bi.estimate', orderId, { planCode: 'UHC001', network: 'IN' });
    await expectAudited('order.bi.remove', orderId, null);
  });

  it('order.pa.initiate and order.pa.clinical_questions, never the answers', async () => {
    const orderId = await createDraft(ctx.server, ctx.fx, demoUsers.ada, 'UHC001');
    const opened = await answerData<{ record: { caseNumber: string } }>(
      await call('POST', '/priorAuthorization/checkPriorAuthAndInitiateCase', { orderId }),
    );
    const caseNumber = opened.record.caseNumber;
    await answerData(
      await call('POST', '/priorAuthorization/clinicalQuestions', {
        orderId,
        caseNumber,
        answers: localClinicalQuestions.map((question) => ({
          questionId: question.id,
          answer: 'Syncope at fourteen',
        })),
      }),
    );
    await expectAudited(
      'order.pa.initiate',
      orderId,
      expect.objectContaining({ caseNumber, planCode: 'UHC001' }),
    );
    await expectAudited(
      'order.pa.clinical_questions',
      orderId,
      expect.objectContaining({ caseNumber }),
    );
    const [answered] = await eventsOf('order.pa.clinical_questions', orderId);
    expect(JSON.stringify(answered?.detail)).not.toContain('Syncope');
  });

  it('order.requisition.save and order.requisition.download', async () => {
    const order = await createSubmitted(0);
    const saved = await answerData<{ DocumentId: number }>(
      await call('PUT', `/order/GenerateAndSaveRequisition/${order.orderId}`),
    );
    const download = await call('GET', `/order/requisition/${order.orderId}`);
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    await expectAudited(
      'order.requisition.save',
      order.orderId,
      expect.objectContaining({ documentId: saved.DocumentId }),
    );
    await expectAudited('order.requisition.download', order.orderId, { size: bytes.length });
  });
});
