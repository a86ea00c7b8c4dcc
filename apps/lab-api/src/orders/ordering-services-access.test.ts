// The account/role matrix of the ordering services over real HTTP (PGlite and PostgreSQL), as
// docs/decisions/orders-role-matrix.md states it: benefit investigation (estimate and removal),
// prior authorization (required, initiate a case, clinical questions) on an order of 1001, 1002 and
// 1003; payor required documents (profile scope); ordering providers of each account. Every demo
// user either passes the access rule (the call's own answer) or does not see the order or the
// account at all (404, the failure shape only); no token 401. Every refusal leaves the order, its
// tests and its prior authorization cases as they were.
import { beforeAll, describe, expect, it } from 'vitest';
import { localClinicalQuestions } from '../prior-authorization/prior-auth-gateway.js';
import { answerData, demoUsers, portalBase, portalCall, strangerEmail } from '../testing/index.js';
import { orderTestServer } from './order-http.js';

const ctx = orderTestServer();

type Account = '1001' | '1002' | '1003';

/** A UHC policy (BI allowed, PA required) of the fixture patient of 1002. */
let policy1002: number;
/** A seeded order of 1003, where nobody has approved access (dr.ada's GDOO there is not). */
let order1003: number;

beforeAll(async () => {
  const db = ctx.server.database.db;
  const { id: _id, ...uhc } = await db
    .selectFrom('insurance_policy')
    .selectAll()
    .where('id', '=', ctx.fx.policies.UHC001)
    .executeTakeFirstOrThrow();
  policy1002 = (
    await db
      .insertInto('insurance_policy')
      .values({ ...uhc, patient_id: ctx.fx.patient1002 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  order1003 = (
    await db
      .selectFrom('lab_order')
      .select('id')
      .where('account_id', '=', 503)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});

/** A fresh UHC draft of the account, created by dr.ada (approved on 1001 and 1002). */
async function freshDraft(account: Account): Promise<number> {
  if (account === '1003') return order1003;
  const order = await answerData<{ orderId: number }>(
    await portalCall(ctx.server, 'POST', '/simpleOrder', demoUsers.ada, {
      accountNumber: account,
      patientId: account === '1001' ? ctx.fx.patient1001 : ctx.fx.patient1002,
      tests: [{ code: ctx.fx.testA }],
      diagnosisCodes: ['Z13.79'],
      paymentType: 'Insurance',
      insurancePolicyId: account === '1001' ? ctx.fx.policies.UHC001 : policy1002,
    }),
    201,
  );
  return order.orderId;
}

interface ServiceCall {
  name: string;
  /** Writes to the order: each user gets a fresh draft. */
  changes: boolean;
  /** What dr.ada does first on a fresh draft (an estimate to remove, a case to answer). */
  prepare?: (orderId: number) => Promise<Record<string, unknown>>;
  request: (
    orderId: number,
    prepared: Record<string, unknown>,
  ) => { method: string; path: string; json: unknown };
  /** What a passing answer holds. */
  check: (data: Record<string, unknown>, orderId: number) => void;
}

const caseOf = async (orderId: number) => {
  const opened = await answerData<{ record: { caseNumber: string } }>(
    await portalCall(
      ctx.server,
      'POST',
      '/priorAuthorization/checkPriorAuthAndInitiateCase',
      demoUsers.ada,
      { orderId },
    ),
  );
  return { caseNumber: opened.record.caseNumber };
};

const serviceCalls: ServiceCall[] = [
  {
    name: 'POST /simpleorder/billing/estimate',
    changes: true,
    request: (orderId) => ({
      method: 'POST',
      path: '/simpleorder/billing/estimate',
      json: { orderId },
    }),
    check: (data) => expect(data).toMatchObject({ planCode: 'UHC001', network: 'IN' }),
  },
  {
    name: 'DELETE /simpleorder/billing/estimate',
    changes: true,
    prepare: async (orderId) => {
      await answerData(
        await portalCall(ctx.server, 'POST', '/simpleorder/billing/estimate', demoUsers.ada, {
          orderId,
        }),
      );
      return {};
    },
    request: (orderId) => ({
      method: 'DELETE',
      path: '/simpleorder/billing/estimate',
      json: { orderId },
    }),
    check: (data, orderId) => expect(data).toEqual({ orderId, removed: true }),
  },
  {
    name: 'POST /simpleorder/priorAuth/required',
    changes: false,
    request: (orderId) => ({
      method: 'POST',
      path: '/simpleorder/priorAuth/required',
      json: { orderId },
    }),
    check: (data, orderId) =>
      expect(data).toMatchObject({ orderId, required: true, planCode: 'UHC001' }),
  },
  {
    name: 'POST /priorAuthorization/checkPriorAuthAndInitiateCase',
    changes: true,
    request: (orderId) => ({
      method: 'POST',
      path: '/priorAuthorization/checkPriorAuthAndInitiateCase',
      json: { orderId },
    }),
    check: (data, orderId) =>
      expect(data).toMatchObject({
        orderId,
        required: true,
        record: { qnaRequired: true, caseNumber: expect.stringMatching(/^PA\d{8}-\d{4}$/) },
      }),
  },
  {
    name: 'POST /priorAuthorization/clinicalQuestions',
    changes: true,
    prepare: caseOf,
    request: (orderId, prepared) => ({
      method: 'POST',
      path: '/priorAuthorization/clinicalQuestions',
      json: {
        orderId,
        // On 1003 nobody opened a case: any well-formed case number.
        caseNumber: prepared.caseNumber ?? 'PA20260101-0001',
        answers: localClinicalQuestions.map((question) => ({
          questionId: question.id,
          answer: 'Documented in the chart',
        })),
      },
    }),
    check: (data, orderId) =>
      expect(data).toMatchObject({ orderId, required: true, record: { qnaRequired: false } }),
  },
];

// Approved access: dr.ada GDAA 1001 and GDFA 1002 (her GDOO 1003 is not approved), sam GDOO 1001,
// new.provider GDFA 1002 (registration not completed), no.account none, the stranger no profile.
// Every role may use these calls: who has approved access passes, nobody else sees anything.
const approved: Record<string, readonly string[]> = {
  [demoUsers.ada]: ['1001', '1002'],
  [demoUsers.sam]: ['1001'],
  [demoUsers.newProvider]: ['1002'],
  [demoUsers.noAccount]: [],
  [strangerEmail]: [],
};

async function storedOrder(orderId: number) {
  const db = ctx.server.database.db;
  return {
    order: await db.selectFrom('lab_order').selectAll().where('id', '=', orderId).execute(),
    tests: await db
      .selectFrom('order_test')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    cases: await db
      .selectFrom('prior_auth_case')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('case_number')
      .execute(),
  };
}

async function expectNothingShown(response: Response, label: string) {
  expect(response.status, label).toBe(404);
  const body = (await response.json()) as { success: boolean; errors: unknown[] };
  expect(Object.keys(body).sort(), label).toEqual(['errors', 'success']);
  expect(body.success, label).toBe(false);
}

describe('the account/role matrix of the BI and PA calls', () => {
  for (const call of serviceCalls) {
    for (const account of ['1001', '1002', '1003'] as const) {
      it(`${call.name} on an order of ${account}`, async () => {
        const shared = await freshDraft(account);
        for (const [user, accounts] of Object.entries(approved)) {
          const orderId = call.changes ? await freshDraft(account) : shared;
          const prepared = call.prepare && account !== '1003' ? await call.prepare(orderId) : {};
          const before = await storedOrder(orderId);
          const { method, path, json } = call.request(orderId, prepared);
          const response = await portalCall(ctx.server, method, path, user, json);
          const label = `${user} on ${account}`;
          if (accounts.includes(account)) {
            call.check(await answerData<Record<string, unknown>>(response), orderId);
          } else {
            await expectNothingShown(response, label);
            expect(await storedOrder(orderId), label).toEqual(before);
          }
        }
        const { method, path, json } = call.request(shared, {});
        const anonymous = await ctx.server.request(`${portalBase}${path}`, { method, json });
        expect(anonymous.status).toBe(401);
      });
    }
  }
});

describe('payor required documents and ordering providers for every demo user', () => {
  it('GET /payor/{xifinCode}/requiredDocuments: the same rules for every user with a profile', async () => {
    const path = `/payor/UHC001/requiredDocuments?testCodes=${ctx.fx.testA}`;
    const expected = await answerData<unknown[]>(
      await portalCall(ctx.server, 'GET', path, demoUsers.ada),
    );
    expect(expected.length).toBeGreaterThan(0);
    for (const user of [demoUsers.sam, demoUsers.newProvider, demoUsers.noAccount])
      expect(await answerData(await portalCall(ctx.server, 'GET', path, user)), user).toEqual(
        expected,
      );
    await expectNothingShown(await portalCall(ctx.server, 'GET', path, strangerEmail), 'stranger');
    expect((await ctx.server.request(`${portalBase}${path}`)).status).toBe(401);
  });

  it('GET /order/orderingProviders/list/{accountNumber}: only the providers of an approved account', async () => {
    const db = ctx.server.database.db;
    for (const [user, accounts] of Object.entries(approved)) {
      for (const account of ['1001', '1002', '1003', '9999']) {
        const label = `${user} on ${account}`;
        const response = await portalCall(
          ctx.server,
          'GET',
          `/order/orderingProviders/list/${account}`,
          user,
        );
        if (!accounts.includes(account)) {
          await expectNothingShown(response, label);
          continue;
        }
        const providers = await answerData<Array<{ id: number }>>(response);
        const own = await db
          .selectFrom('ordering_provider as p')
          .innerJoin('client_account as a', 'a.account_id', 'p.account_id')
          .select('p.id')
          .where('a.cmid', '=', account)
          .execute();
        expect(own.length, label).toBeGreaterThan(0);
        expect(providers.map((provider) => provider.id).sort(), label).toEqual(
          own.map((row) => row.id).sort(),
        );
      }
    }
    expect(
      (await ctx.server.request(`${portalBase}/order/orderingProviders/list/1001`)).status,
    ).toBe(401);
  });
});
