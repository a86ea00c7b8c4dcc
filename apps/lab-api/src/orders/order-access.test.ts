// The account/role matrix of every order call over real HTTP (PGlite and PostgreSQL), as
// docs/decisions/orders-role-matrix.md states it: for an order of account 1001 and one of 1002,
// each demo user either passes the access rule (the call's own answer), is refused for the role
// (403, Orders Only on the elevated calls), or does not see the order at all (404); no token 401.
// Every refusal leaves the order as it was.
import { describe, expect, it } from 'vitest';
import { answerData, demoUsers, portalBase, portalCall, strangerEmail } from '../testing/index.js';
import { orderTestServer } from './order-http.js';

const ctx = orderTestServer();

type Account = '1001' | '1002';

interface OrderUnderTest {
  orderId: number;
  testId: number;
  accountNumber: Account;
  patientId: number;
}

function draftOf(account: Account) {
  return {
    accountNumber: account,
    patientId: account === '1001' ? ctx.fx.patient1001 : ctx.fx.patient1002,
    tests: [{ code: ctx.fx.testA }],
    diagnosisCodes: ['Z13.79'],
  };
}

/** A fresh draft of the account, created by dr.ada (who has approved access to both). */
async function freshDraft(account: Account): Promise<OrderUnderTest> {
  const order = await answerData<{ orderId: number; tests: Array<{ id: number }> }>(
    await portalCall(ctx.server, 'POST', '/simpleOrder', demoUsers.ada, draftOf(account)),
    201,
  );
  return {
    orderId: order.orderId,
    testId: order.tests[0]!.id,
    accountNumber: account,
    patientId: draftOf(account).patientId,
  };
}

interface OrderCall {
  name: string;
  /** Only GDAA and GDFA (elevated) pass; Orders Only staff get 403. */
  elevated: boolean;
  /** The status of an answer that passed the access rule (the call's own answer to a draft). */
  passes: number;
  /** Changes or deletes the order: each user gets a fresh draft. */
  changes?: true;
  request: (order: OrderUnderTest) => { method: string; path: string; json?: unknown };
}

const orderCalls: OrderCall[] = [
  {
    name: 'GET /simpleOrder/{id}',
    elevated: false,
    passes: 200,
    request: (o) => ({ method: 'GET', path: `/simpleOrder/${o.orderId}` }),
  },
  {
    name: 'GET /simpleOrderLight/{id}',
    elevated: false,
    passes: 200,
    request: (o) => ({ method: 'GET', path: `/simpleOrderLight/${o.orderId}` }),
  },
  {
    name: 'PUT /simpleOrder',
    changes: true,
    elevated: false,
    passes: 200,
    request: (o) => ({
      method: 'PUT',
      path: '/simpleOrder',
      json: { ...draftOf(o.accountNumber), orderId: o.orderId, notes: 'changed' },
    }),
  },
  {
    name: 'DELETE /order/{id}',
    changes: true,
    elevated: false,
    passes: 200,
    request: (o) => ({ method: 'DELETE', path: `/order/${o.orderId}` }),
  },
  {
    name: 'DELETE /order',
    changes: true,
    elevated: false,
    passes: 200,
    request: (o) => ({ method: 'DELETE', path: '/order', json: [o.orderId] }),
  },
  {
    // The draft's only test: the call passes the access rule and is refused for the order's state.
    name: 'POST /order/test (cancel tests)',
    elevated: true,
    passes: 409,
    request: (o) => ({
      method: 'POST',
      path: '/order/test',
      json: { Id: o.orderId, Tests: [{ TestID: o.testId }] },
    }),
  },
  {
    name: 'PUT /order/test (restore tests)',
    elevated: true,
    passes: 200,
    request: (o) => ({
      method: 'PUT',
      path: '/order/test',
      json: { Id: o.orderId, Tests: [{ TestID: o.testId }] },
    }),
  },
  {
    name: 'GET /order/test-statuses/{id}',
    elevated: false,
    passes: 200,
    request: (o) => ({ method: 'GET', path: `/order/test-statuses/${o.orderId}` }),
  },
  {
    name: 'GET /order/documents/{id}',
    elevated: false,
    passes: 200,
    request: (o) => ({ method: 'GET', path: `/order/documents/${o.orderId}` }),
  },
  {
    name: 'GET /tests/list/TestCodeDescOrder/{id}',
    elevated: false,
    passes: 200,
    request: (o) => ({ method: 'GET', path: `/tests/list/TestCodeDescOrder/${o.orderId}` }),
  },
  {
    name: 'POST /order/notification',
    elevated: false,
    passes: 200,
    request: (o) => ({
      method: 'POST',
      path: '/order/notification',
      json: { orderId: o.orderId, event: 'Updated' },
    }),
  },
  {
    // A draft is not held: the call passes the access rule and is refused for the order's state.
    name: 'POST /order/release/{id}',
    elevated: true,
    passes: 409,
    request: (o) => ({ method: 'POST', path: `/order/release/${o.orderId}` }),
  },
  {
    name: 'GET /order/requisition/{id}',
    elevated: false,
    passes: 200,
    request: (o) => ({ method: 'GET', path: `/order/requisition/${o.orderId}` }),
  },
  {
    name: 'PUT /order/GenerateAndSaveRequisition/{id}',
    elevated: false,
    passes: 200,
    request: (o) => ({ method: 'PUT', path: `/order/GenerateAndSaveRequisition/${o.orderId}` }),
  },
];

// Who sees which account (approved access only): dr.ada GDAA 1001 and GDFA 1002 (her GDOO 1003 is
// not approved), sam GDOO 1001, new.provider GDFA 1002, no.account none, the stranger no profile.
const roleOf: Record<string, Partial<Record<Account, 'elevated' | 'orders-only'>>> = {
  [demoUsers.ada]: { '1001': 'elevated', '1002': 'elevated' },
  [demoUsers.sam]: { '1001': 'orders-only' },
  [demoUsers.newProvider]: { '1002': 'elevated' },
  [demoUsers.noAccount]: {},
  [strangerEmail]: {},
};

function expectedStatus(call: OrderCall, user: string, account: Account): number {
  const role = roleOf[user]![account];
  if (!role) return 404;
  if (call.elevated && role === 'orders-only') return 403;
  return call.passes;
}

async function storedOrder(orderId: number) {
  return ctx.server.database.db
    .selectFrom('lab_order')
    .select(['status', 'notes', 'updated_at'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

describe('the account/role matrix of every order call', () => {
  for (const orderCall of orderCalls) {
    for (const account of ['1001', '1002'] as const) {
      it(`${orderCall.name} on an order of ${account}`, async () => {
        const shared = await freshDraft(account);
        for (const user of Object.keys(roleOf)) {
          const order = orderCall.changes ? await freshDraft(account) : shared;
          const before = await storedOrder(order.orderId);
          const { method, path, json } = orderCall.request(order);
          const response = await portalCall(ctx.server, method, path, user, json);
          const expected = expectedStatus(orderCall, user, account);
          expect(response.status, `${user}: ${await response.text()}`).toBe(expected);
          if (expected === 403 || expected === 404) {
            expect(await storedOrder(order.orderId), user).toEqual(before);
          }
        }
        const { method, path, json } = orderCall.request(shared);
        const anonymous = await ctx.server.request(`${portalBase}${path}`, {
          method,
          ...(json === undefined ? {} : { json }),
        });
        expect(anonymous.status).toBe(401);
      });
    }
  }

  it('POST /simpleOrder: an account the user has no approved access to answers 404', async () => {
    for (const user of Object.keys(roleOf)) {
      for (const account of ['1001', '1002'] as const) {
        const response = await portalCall(
          ctx.server,
          'POST',
          '/simpleOrder',
          user,
          draftOf(account),
        );
        expect(response.status, user).toBe(roleOf[user]![account] ? 201 : 404);
      }
    }
    const unapproved = await portalCall(ctx.server, 'POST', '/simpleOrder', demoUsers.ada, {
      ...draftOf('1001'),
      accountNumber: '1003',
    });
    expect(unapproved.status).toBe(404);
  });

  it('the lists show each user only the orders of their approved accounts', async () => {
    await freshDraft('1001');
    await freshDraft('1002');
    const lists: Array<[string, unknown]> = [
      ['/results/list/orderTestsAndReportsPaged', { PageSize: 200 }],
      ['/results/list/orderTestsAndReports', {}],
      ['/simpleorder/addonAvailable', { SearchTerm: '' }],
      ['/results/list/addonavailable', { SearchTerm: '' }],
    ];
    for (const [path, body] of lists) {
      for (const user of Object.keys(roleOf)) {
        const response = await portalCall(ctx.server, 'POST', path, user, body);
        if (user === strangerEmail) {
          expect(response.status, `${path} ${user}`).toBe(404);
          continue;
        }
        const answer = await answerData<unknown>(response);
        const items = (Array.isArray(answer) ? answer : (answer as { items: unknown[] }).items) as
          Array<{ accountNumber: string }> | undefined;
        const seen = new Set((items ?? []).map((item) => item.accountNumber));
        const allowed = new Set(Object.keys(roleOf[user]!));
        expect(
          [...seen].every((account) => allowed.has(account)),
          `${path} ${user}`,
        ).toBe(true);
        if (path.includes('orderTestsAndReports')) expect(seen, `${path} ${user}`).toEqual(allowed);
      }
      const anonymous = await ctx.server.request(`${portalBase}${path}`, {
        method: 'POST',
        json: body,
      });
      expect(anonymous.status).toBe(401);
    }
  });
});
