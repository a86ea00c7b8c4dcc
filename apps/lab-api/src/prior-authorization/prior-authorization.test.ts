// Prior authorization over real HTTP: UHC and ANTH need it (the domain rule), a case opens with a
// case number and a status of the 0–37 table, clinical questions clear qnaRequired; scoping.
import { priorAuthCaseStatusLabel, PriorAuthCaseStatus } from '@loci/domain';
import { describe, expect, it } from 'vitest';
import { orderFixtures, type OrderFixtures } from '../orders/order-fixtures.js';
import { createDraft } from '../orders/order-http.js';
import {
  answerData,
  answerFailure,
  demoUsers,
  portalCall,
  useFixtures,
  useTestServer,
} from '../testing/index.js';
import { localClinicalQuestions } from './prior-auth-gateway.js';

const server = useTestServer();
const fx = useFixtures(server, orderFixtures);

interface PriorAuthCase {
  required: boolean;
  record: {
    qnaRequired: boolean;
    caseNumber: string | null;
    caseStatus: number | null;
    caseStatusDescription: string | null;
    runExternally: boolean;
    priorAuthSource: string | null;
    discardPa: boolean;
  };
  clinicalQuestions: Array<{ id: string; text: string }>;
}

const initiate = (orderId: unknown, as: string = demoUsers.ada) =>
  portalCall(server, 'POST', '/priorAuthorization/checkPriorAuthAndInitiateCase', as, { orderId });

describe('prior authorization', () => {
  it('is required for UHC and ANTH plans only', async () => {
    for (const [plan, required] of [
      ['UHC001', true],
      ['ANT001', true],
      ['MCR001', false],
      ['OTH009', false],
    ] as const) {
      const orderId = await createDraft(server, fx, demoUsers.ada, plan);
      const answer = await answerData<{ required: boolean; planCode: string }>(
        await portalCall(server, 'POST', '/simpleorder/priorAuth/required', demoUsers.ada, {
          orderId,
        }),
      );
      expect(answer, plan).toMatchObject({ required, planCode: plan });
    }
  });

  it('UHC: a case needing clinical questions; answering them clears qnaRequired', async () => {
    const orderId = await createDraft(server, fx, demoUsers.ada, 'UHC001');
    const opened = await answerData<PriorAuthCase>(await initiate(orderId));
    expect(opened.required).toBe(true);
    expect(opened.record).toMatchObject({
      qnaRequired: true,
      caseStatus: PriorAuthCaseStatus.ActionRequired,
      caseStatusDescription: 'Action Required/Information Needed',
      runExternally: false,
      discardPa: false,
    });
    expect(opened.record.caseNumber).toMatch(/^PA\d{8}-\d{4}$/);
    expect(opened.clinicalQuestions.map((question) => question.id)).toEqual(
      localClinicalQuestions.map((q) => q.id),
    );
    const caseNumber = opened.record.caseNumber!;

    const missing = await answerFailure(
      await portalCall(server, 'POST', '/priorAuthorization/clinicalQuestions', demoUsers.ada, {
        orderId,
        caseNumber,
        answers: [{ questionId: 'symptoms', answer: 'Syncope at 14' }],
      }),
      400,
    );
    expect(missing.errors[0]).toMatchObject({
      code: 'required',
      message: 'This field is required',
    });
    await answerFailure(
      await portalCall(server, 'POST', '/priorAuthorization/clinicalQuestions', demoUsers.ada, {
        orderId,
        caseNumber,
        answers: [],
      }),
      400,
    );
    await answerFailure(
      await portalCall(server, 'POST', '/priorAuthorization/clinicalQuestions', demoUsers.ada, {
        orderId,
        caseNumber: 'PA-NOPE',
        answers: [{ questionId: 'symptoms', answer: 'x' }],
      }),
      404,
    );
    const answered = await answerData<PriorAuthCase>(
      await portalCall(server, 'POST', '/priorAuthorization/clinicalQuestions', demoUsers.ada, {
        orderId,
        caseNumber,
        answers: localClinicalQuestions.map((question) => ({
          questionId: question.id,
          answer: 'Documented',
        })),
      }),
    );
    expect(answered.record).toMatchObject({
      qnaRequired: false,
      caseNumber,
      caseStatus: PriorAuthCaseStatus.RequestReceived,
      caseStatusDescription: 'Review In Progress',
    });
    const order = await answerData<{
      tests: Array<{ priorAuthRecord: PriorAuthCase['record'] | null }>;
    }>(await portalCall(server, 'GET', `/simpleOrder/${orderId}`, demoUsers.ada));
    expect(order.tests[0]?.priorAuthRecord).toEqual(answered.record);
  });

  it('ANTH: a submitted case; MCR: PA Not Required', async () => {
    const anthem = await answerData<PriorAuthCase>(
      await initiate(await createDraft(server, fx, demoUsers.ada, 'ANT001')),
    );
    expect(anthem.record).toMatchObject({
      qnaRequired: false,
      caseStatus: PriorAuthCaseStatus.Submitted,
      caseStatusDescription: priorAuthCaseStatusLabel(PriorAuthCaseStatus.Submitted),
    });
    expect(anthem.record.caseStatusDescription).toBe('Submitted');
    const medicare = await answerData<PriorAuthCase>(
      await initiate(await createDraft(server, fx, demoUsers.ada, 'MCR001')),
    );
    expect(medicare).toMatchObject({
      required: false,
      record: { caseNumber: null, caseStatus: 29, caseStatusDescription: 'PA Not Required' },
    });
  });

  it('the case stays on the order through later saves and submission; a new payer drops it', async () => {
    const orderId = await createDraft(server, fx, demoUsers.ada, 'ANT001');
    const opened = await answerData<PriorAuthCase>(await initiate(orderId));
    const save = (status: number, policy: keyof OrderFixtures['policies']) =>
      portalCall(server, 'PUT', '/simpleOrder', demoUsers.ada, {
        orderId,
        status,
        accountNumber: '1001',
        patientId: fx.patient1001,
        tests: [{ code: fx.testA }],
        diagnosisCodes: ['Z13.79'],
        orderingProviderId: fx.provider1001,
        paymentType: 'Insurance',
        insurancePolicyId: fx.policies[policy],
        consent: { given: true, signedBy: 'Patient' },
        aoeAnswers: fx.aoeAnswers,
      });
    type Saved = { tests: Array<{ priorAuthRecord: PriorAuthCase['record'] | null }> };
    const draft = await answerData<Saved>(await save(1, 'ANT001'));
    expect(draft.tests[0]?.priorAuthRecord).toEqual(opened.record);
    const submitted = await answerData<Saved>(await save(3, 'ANT001'));
    expect(submitted.tests[0]?.priorAuthRecord).toEqual(opened.record);

    const other = await createDraft(server, fx, demoUsers.ada, 'ANT001');
    await answerData<PriorAuthCase>(await initiate(other));
    const moved = await answerData<Saved>(
      await portalCall(server, 'PUT', '/simpleOrder', demoUsers.ada, {
        orderId: other,
        accountNumber: '1001',
        patientId: fx.patient1001,
        tests: [{ code: fx.testA }],
        paymentType: 'Insurance',
        insurancePolicyId: fx.policies.UHC001,
      }),
    );
    expect(moved.tests[0]?.priorAuthRecord).toBeNull();
  });

  it('refuses bad input and other accounts', async () => {
    const orderId = await createDraft(server, fx, demoUsers.ada, 'UHC001');
    expect((await answerFailure(await initiate('x'), 400)).errors[0]?.path).toBe('orderId');
    await answerFailure(await initiate(orderId, demoUsers.noAccount), 404);
    await answerFailure(await initiate(orderId, demoUsers.newProvider), 404);
    expect((await initiate(orderId, demoUsers.sam)).status).toBe(200);
  });
});
