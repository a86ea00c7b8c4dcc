// Over real HTTP (PGlite and PostgreSQL): what saving a submitted order may change with feature
// flag Order_Editing_Post_Submission on and off (docs/decisions/order-editing-post-submission.md),
// and that an order just submitted is on the first page of the list the portal asks for.
import { postSubmissionEditingMessages } from '@loci/domain';
import { describe, expect, it } from 'vitest';
import { answerData, answerFailure, demoUsers, portalCall } from '../testing/index.js';
import { orderTestServer } from './order-http.js';

const ctx = orderTestServer();

interface Order {
  orderId: number;
  status: number;
  notes: string | null;
  diagnosisCodes: string[];
  paymentType: string | null;
  tests: Array<{ code: string }>;
}

function orderBody(status: number, overrides: Record<string, unknown> = {}) {
  return {
    accountNumber: '1001',
    patientId: ctx.fx.patient1001,
    tests: [{ code: ctx.fx.testA }],
    diagnosisCodes: ['Z13.79'],
    orderingProviderId: ctx.fx.provider1001,
    paymentType: 'Insurance',
    insurancePolicyId: ctx.fx.policies.UHC001,
    consent: { given: true, signedBy: 'Patient' },
    aoeAnswers: ctx.fx.aoeAnswers,
    ...overrides,
    status,
  };
}

const save = (body: Record<string, unknown>) =>
  portalCall(ctx.server, 'PUT', '/simpleOrder', demoUsers.ada, body);

/** The portal's order form: a draft autosaved, then submitted with the same details. */
async function submittedOrder(status = 0): Promise<Order> {
  const draft = await answerData<Order>(
    await portalCall(ctx.server, 'POST', '/simpleOrder', demoUsers.ada, orderBody(1)),
    201,
  );
  return answerData<Order>(await save(orderBody(status, { orderId: draft.orderId })));
}

async function setFlag(on: boolean): Promise<void> {
  await ctx.server.database.db
    .updateTable('app_setting')
    .set({ var_value: on ? 'true' : 'false' })
    .where('var_name', '=', 'Order_Editing_Post_Submission')
    .execute();
}

async function stored(orderId: number) {
  return ctx.server.database.db
    .selectFrom('lab_order')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

describe('Order_Editing_Post_Submission on (the demo setting)', () => {
  it('a submitted order’s billing and clinical details may be corrected', async () => {
    for (const status of [0, 4]) {
      const order = await submittedOrder(status);
      const saved = await answerData<Order>(
        await save(
          orderBody(status, {
            orderId: order.orderId,
            notes: 'Corrected after submission',
            diagnosisCodes: ['Z80.3'],
            paymentType: 'Patient',
            insurancePolicyId: null,
          }),
        ),
      );
      expect(saved).toMatchObject({
        status,
        notes: 'Corrected after submission',
        diagnosisCodes: ['Z80.3'],
        paymentType: 'Patient',
      });
    }
  });

  it('what was ordered, for whom and where stays as submitted (409, nothing saved)', async () => {
    const order = await submittedOrder();
    const earlier = await submittedOrder();
    const other = await ctx.server.database.db
      .selectFrom('patient')
      .select('id')
      .where('account_id', '=', 501)
      .where('id', '<>', ctx.fx.patient1001)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const changes: Array<[keyof typeof postSubmissionEditingMessages, Record<string, unknown>]> = [
      ['tests', { tests: [{ code: ctx.fx.testB }] }],
      ['tests', { tests: [{ code: ctx.fx.testA }, { code: ctx.fx.testB }] }],
      ['specimenCountry', { specimenCountry: 'CAN' }],
      ['originalOrderId', { originalOrderId: earlier.orderId }],
      ['patientId', { patientId: other.id, paymentType: 'Patient', insurancePolicyId: null }],
    ];
    const before = await stored(order.orderId);
    for (const [field, change] of changes) {
      const refused = await answerFailure(
        await save(orderBody(0, { orderId: order.orderId, notes: 'not saved', ...change })),
        409,
      );
      expect(refused.errors, field).toEqual([
        {
          code: 'submitted_order_field',
          message: postSubmissionEditingMessages[field],
          path: field,
        },
      ]);
    }
    expect(await stored(order.orderId)).toEqual(before);
  });

  it('the status moves as the state machine allows (OrderNow to PendingReview and back)', async () => {
    const order = await submittedOrder(0);
    expect(
      (await answerData<Order>(await save(orderBody(4, { orderId: order.orderId })))).status,
    ).toBe(4);
    expect(
      (await answerData<Order>(await save(orderBody(0, { orderId: order.orderId })))).status,
    ).toBe(0);
  });
});

describe('Order_Editing_Post_Submission off', () => {
  it('a submitted order is not edited at all, not even its status; drafts still are', async () => {
    const order = await submittedOrder(0);
    const draft = await answerData<Order>(
      await portalCall(ctx.server, 'POST', '/simpleOrder', demoUsers.ada, orderBody(1)),
      201,
    );
    await setFlag(false);
    try {
      const before = await stored(order.orderId);
      for (const body of [
        orderBody(0, { orderId: order.orderId }),
        orderBody(0, { orderId: order.orderId, notes: 'Corrected after submission' }),
        orderBody(4, { orderId: order.orderId }),
      ]) {
        const refused = await answerFailure(await save(body), 409);
        expect(refused.errors).toEqual([
          {
            code: 'order_editing_off',
            message: 'A submitted order cannot be edited.',
            path: 'status',
          },
        ]);
      }
      expect(await stored(order.orderId)).toEqual(before);
      // A draft is not submitted: saved and submitted as usual.
      const saved = await answerData<Order>(
        await save(orderBody(1, { orderId: draft.orderId, notes: 'Still a draft' })),
      );
      expect(saved.notes).toBe('Still a draft');
      expect(
        (await answerData<Order>(await save(orderBody(0, { orderId: draft.orderId })))).status,
      ).toBe(0);
      // Its own calls still work on a submitted order.
      await answerData(
        await portalCall(ctx.server, 'POST', '/order/notification', demoUsers.ada, {
          orderId: order.orderId,
          event: 'Updated',
        }),
      );
    } finally {
      await setFlag(true);
    }
  });
});

describe('an order just submitted and the order list', () => {
  it('is on the first page of the list the portal asks for on a fresh load', async () => {
    const order = await submittedOrder(0);
    // apps/portal/src/orders/orderList.ts: initialOrderListState over dr.ada's approved accounts.
    const request = {
      AccountNumbers: ['1001', '1002'],
      SearchTerm: '',
      SortField: 'UpdatedDate',
      SortOrder: 1,
      PageNumber: 1,
      PageSize: 25,
      Statuses: [],
      DateFrom: null,
      DateTo: null,
    };
    const listPage = async (body: Record<string, unknown>) =>
      answerData<{
        items: Array<{ orderId: number; orderStatus: number; orderStatusLabel: string }>;
        totalCount: number;
      }>(
        await portalCall(
          ctx.server,
          'POST',
          '/results/list/orderTestsAndReportsPaged',
          demoUsers.ada,
          body,
        ),
      );
    const page = await listPage(request);
    expect(page.items[0]).toMatchObject({
      orderId: order.orderId,
      orderStatus: 0,
      orderStatusLabel: 'Submitted order',
    });
    // Sorted by the ordered date, newest first, it is first too; and it is counted.
    const byOrdered = await listPage({ ...request, SortField: 'OrderedDate' });
    expect(byOrdered.items[0]?.orderId).toBe(order.orderId);
    const next = await submittedOrder(0);
    const after = await listPage(request);
    expect(after.totalCount).toBe(page.totalCount + 1);
    expect(after.items.slice(0, 2).map((item) => item.orderId)).toEqual([
      next.orderId,
      order.orderId,
    ]);
  });
});
