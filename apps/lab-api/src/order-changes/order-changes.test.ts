// The order-changes calls of the messaging API over real HTTP (PGlite and PostgreSQL): the
// cacheable change catalogue, change sets applied all or nothing with the domain's rules and the
// order-status state machine, post-submission editing behind its flag, roles, account scoping,
// the order read, and bad input answered 400 with nothing changed.
import { MetadataNotStructuredMessage } from '@loci/domain';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { OrderTestTable } from '../orders/order-schema.js';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer();

const v1 = '/api/messaging/v1';

interface Failure {
  success: false;
  errors: Array<{ code: string; message: string; path?: string }>;
}
interface Applied {
  changeSetId: number;
  orderId: number;
  action: string;
  changeCount: number;
  previousStatus: number;
  status: number;
  statusLabel: string;
}
interface Order {
  orderId: number;
  status: number;
  notes: string | null;
  diagnosisCodes: string[];
  orderingProviderId: number | null;
  tests: Array<{ id: number; code: string; labStatus: string }>;
}

async function json<T>(response: Response, status: number): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

/**
 * A fresh order of an account in a status: a copy of the account's first demo order and its
 * tests, so that every test of this file changes an order of its own.
 */
async function demoOrder(accountId: number, status: number): Promise<number> {
  const db = server.database.db;
  const template = await db
    .selectFrom('lab_order')
    .selectAll()
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.exists(eb.selectFrom('order_test').select('id').whereRef('order_id', '=', 'lab_order.id')),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('lab_order')
    .values({
      account_id: accountId,
      patient_id: template.patient_id,
      status,
      accession_number: status === 1 ? null : `TEST${accountId}${Date.now() % 100000}`,
      ordering_provider_id: template.ordering_provider_id,
      payment_type: template.payment_type,
      diagnosis_codes: JSON.stringify(['Z13.79']),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tests = await db
    .selectFrom('order_test')
    .selectAll()
    .where('order_id', '=', template.id)
    .execute();
  for (const test of tests) {
    const { id: _id, created_at: _created, updated_at: _updated, ...columns } = test;
    const values = Object.fromEntries(
      Object.entries(columns).map(([name, value]) => [
        name,
        value !== null && typeof value === 'object' && !(value instanceof Date)
          ? JSON.stringify(value)
          : value,
      ]),
    );
    await db
      .insertInto('order_test')
      .values({
        ...(values as unknown as Insertable<OrderTestTable>),
        order_id: order.id,
        lab_status: 'Ordered',
      })
      .execute();
  }
  return order.id;
}

async function readOrder(orderId: number, as: string = demoUsers.ada): Promise<Order> {
  return json<Order>(await server.request(`${v1}/order/${orderId}`, { as }), 200);
}

function apply(orderId: number | string, body: unknown, as: string = demoUsers.ada) {
  return server.request(`${v1}/order/changes?order_id=${orderId}`, {
    method: 'POST',
    as,
    json: body,
  });
}

const noteChange = (orderId: number, oldValue: string | null, newValue: string | null) => ({
  version: 1,
  typePath: 'Order.Notes',
  keys: { orderId },
  operation: oldValue === null ? 'create' : newValue === null ? 'delete' : 'update',
  ...(oldValue === null ? {} : { oldValue }),
  ...(newValue === null ? {} : { newValue }),
});

async function setFlag(on: boolean): Promise<void> {
  await server.database.db
    .updateTable('app_setting')
    .set({ var_value: on ? 'true' : 'false' })
    .where('var_name', '=', 'Order_Editing_Post_Submission')
    .execute();
}

async function changeSetCount(): Promise<number> {
  const row = await server.database.db
    .selectFrom('order_change_set')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('GET order/changes/catalog', () => {
  it('lists the change types, cacheable, filtered by status, type path and operation', async () => {
    const response = await server.request(`${v1}/order/changes/catalog`, { as: demoUsers.sam });
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const catalog = await json<{
      postSubmissionEditing: boolean;
      entries: Array<{ typePath: string; operations: string[]; orderStatuses: number[] }>;
    }>(response, 200);
    expect(catalog.postSubmissionEditing).toBe(true);
    expect(catalog.entries.map((entry) => entry.typePath)).toEqual([
      'Order.Notes',
      'Order.DiagnosisCodes',
      'Order.OrderingProvider',
      'Order.Status',
      'Order.Tests',
    ]);
    expect(catalog.entries[0]).toMatchObject({
      operations: ['create', 'update', 'delete'],
      orderStatuses: [1, 3, 0, 4],
    });
    const deletes = await json<{ entries: Array<{ typePath: string }> }>(
      await server.request(`${v1}/order/changes/catalog?operation=delete&type_path=Order.Tests`, {
        as: demoUsers.ada,
      }),
      200,
    );
    expect(deletes.entries.map((entry) => entry.typePath)).toEqual(['Order.Tests']);

    await setFlag(false);
    try {
      const submitted = await json<{ postSubmissionEditing: boolean; entries: unknown[] }>(
        await server.request(`${v1}/order/changes/catalog?status=0`, { as: demoUsers.ada }),
        200,
      );
      expect(submitted).toEqual({ postSubmissionEditing: false, entries: [] });
    } finally {
      await setFlag(true);
    }
  });
});

describe('POST order/changes', () => {
  it('applies a draft’s notes, diagnosis codes and provider, records and audits the set', async () => {
    const orderId = await demoOrder(501, 1);
    const before = await readOrder(orderId);
    const providers = await server.database.db
      .selectFrom('ordering_provider')
      .select('id')
      .where('account_id', '=', 501)
      .orderBy('id')
      .execute();
    const otherProvider = providers.find((provider) => provider.id !== before.orderingProviderId)!;
    const applied = await json<Applied>(
      await apply(orderId, {
        changes: [
          noteChange(orderId, before.notes, 'Draw after 10 am'),
          {
            version: 1,
            typePath: 'Order.DiagnosisCodes',
            keys: { orderId },
            operation: 'create',
            newValue: 'e11.65',
          },
          {
            version: 1,
            typePath: 'Order.OrderingProvider',
            keys: { orderId },
            operation: 'update',
            oldValue: before.orderingProviderId,
            newValue: otherProvider.id,
          },
        ],
        metadata: [
          { Type: 'ChangeReason', Name: 'reason', Value: '{"text":"Called"}', Version: 1 },
        ],
      }),
      200,
    );
    expect(applied).toMatchObject({
      orderId,
      action: 'update',
      changeCount: 3,
      previousStatus: 1,
      status: 1,
      statusLabel: expect.any(String),
    });
    const after = await readOrder(orderId);
    expect(after.notes).toBe('Draw after 10 am');
    expect(after.diagnosisCodes).toEqual([...before.diagnosisCodes, 'E11.65']);
    expect(after.orderingProviderId).toBe(otherProvider.id);

    const stored = await server.database.db
      .selectFrom('order_change_set')
      .select(['order_id', 'applied_by', 'previous_status', 'status'])
      .where('id', '=', applied.changeSetId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      order_id: orderId,
      applied_by: demoUsers.ada,
      previous_status: 1,
      status: 1,
    });
    const audit = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'detail'])
      .where('entity_type', '=', 'order')
      .where('entity_id', '=', String(orderId))
      .where('action', '=', 'order.change_set')
      .executeTakeFirstOrThrow();
    const detail = JSON.stringify(audit.detail);
    expect(detail).toContain('create Order.Notes');
    expect(detail).not.toContain('Draw after');
  });

  it('refuses a stale old value and applies nothing of the set', async () => {
    const orderId = await demoOrder(501, 1);
    const before = await readOrder(orderId);
    const count = await changeSetCount();
    const body = await json<Failure>(
      await apply(orderId, {
        changes: [
          {
            version: 1,
            typePath: 'Order.DiagnosisCodes',
            keys: { orderId },
            operation: 'create',
            newValue: 'Z80.3',
          },
          noteChange(orderId, 'A note nobody wrote', 'New note'),
        ],
      }),
      409,
    );
    expect(body.errors).toEqual([
      {
        code: 'stale_change',
        message: `Order.Notes of order ${orderId} has changed since it was read`,
        path: 'changes.1.oldValue',
      },
    ]);
    expect(await readOrder(orderId)).toEqual(before);
    expect(await changeSetCount()).toBe(count);
  });

  it('refuses a diagnosis code the order holds already as a duplicate, not as a stale read', async () => {
    const orderId = await demoOrder(501, 1);
    await json<Applied>(
      await apply(orderId, {
        changes: [
          {
            version: 1,
            typePath: 'Order.DiagnosisCodes',
            keys: { orderId },
            operation: 'create',
            newValue: 'Z80.3',
          },
        ],
      }),
      200,
    );
    const before = await readOrder(orderId);
    const count = await changeSetCount();
    const body = await json<Failure>(
      await apply(orderId, {
        changes: [
          {
            version: 1,
            typePath: 'Order.DiagnosisCodes',
            keys: { orderId },
            operation: 'create',
            newValue: 'z80.3',
          },
        ],
      }),
      422,
    );
    expect(body.errors).toEqual([
      {
        code: 'duplicate_diagnosis_code',
        message: 'Already on the order: Z80.3',
        path: 'changes.0.newValue',
      },
    ]);
    expect(await readOrder(orderId)).toEqual(before);
    expect(await changeSetCount()).toBe(count);
  });

  it('moves status through the state machine but never submits', async () => {
    const orderId = await demoOrder(501, 1);
    const status = (oldValue: number, newValue: number) => ({
      changes: [
        {
          version: 1,
          typePath: 'Order.Status',
          keys: { orderId },
          operation: 'update',
          oldValue,
          newValue,
        },
      ],
    });
    expect(await json<Applied>(await apply(orderId, status(1, 3)), 200)).toMatchObject({
      previousStatus: 1,
      status: 3,
    });
    const submit = await json<Failure>(await apply(orderId, status(3, 0)), 409);
    expect(submit.errors[0]).toMatchObject({
      code: 'submission_needs_order_save',
      path: 'changes.0.newValue',
    });
    expect((await readOrder(orderId)).status).toBe(3);
    expect(await json<Applied>(await apply(orderId, status(3, 1)), 200)).toMatchObject({
      status: 1,
    });
    const unknown = await json<Failure>(await apply(orderId, status(1, 2)), 400);
    expect(unknown.errors[0]?.path).toBe('changes.0.newValue');
  });

  it('puts a changed OrderNow order back in front of the lab, only with the flag on', async () => {
    const orderId = await demoOrder(501, 0);
    const before = await readOrder(orderId);
    await setFlag(false);
    try {
      const refused = await json<Failure>(
        await apply(orderId, { changes: [noteChange(orderId, before.notes, 'Rush please')] }),
        409,
      );
      expect(refused.errors[0]).toEqual({
        code: 'post_submission_editing_disabled',
        message: `Order ${orderId} was submitted: changes after submission are not enabled`,
      });
      expect(await readOrder(orderId)).toEqual(before);
    } finally {
      await setFlag(true);
    }
    const applied = await json<Applied>(
      await apply(orderId, { changes: [noteChange(orderId, before.notes, 'Rush please')] }),
      200,
    );
    expect(applied).toMatchObject({
      previousStatus: 0,
      status: 4,
      statusLabel: expect.any(String),
    });
    expect((await readOrder(orderId)).status).toBe(4);
  });

  it('cancels a test for GDAA/GDFA only, and a draft keeps one test', async () => {
    const orderId = await demoOrder(501, 0);
    const order = await readOrder(orderId);
    const test = order.tests[0]!;
    const cancel = {
      action: 'delete',
      changes: [
        {
          version: 1,
          typePath: 'Order.Tests',
          keys: { orderId, testId: test.id },
          operation: 'delete',
          oldValue: test.code,
        },
      ],
    };
    const forbidden = await json<Failure>(await apply(orderId, cancel, demoUsers.sam), 403);
    expect(forbidden.errors[0]?.code).toBe('forbidden');
    await json<Applied>(await apply(orderId, cancel), 200);
    const after = await readOrder(orderId);
    expect(after.tests.find((candidate) => candidate.id === test.id)?.labStatus).toBe('Canceled');
    const again = await json<Failure>(await apply(orderId, cancel), 409);
    expect(again.errors[0]?.code).toBe('stale_change');

    const draftId = await demoOrder(501, 1);
    const draft = await readOrder(draftId);
    const last = await json<Failure>(
      await apply(draftId, {
        changes: draft.tests.map((candidate) => ({
          version: 1,
          typePath: 'Order.Tests',
          keys: { orderId: draftId, testId: candidate.id },
          operation: 'delete',
          oldValue: candidate.code,
        })),
      }),
      409,
    );
    expect(last.errors[0]?.code).toBe('last_test');
    expect(await readOrder(draftId)).toEqual(draft);
  });

  it('adds only a billable ICD-10-CM code to a submitted order', async () => {
    const orderId = await demoOrder(501, 0);
    const before = await readOrder(orderId);
    const addCode = (newValue: string) =>
      apply(orderId, {
        changes: [
          {
            version: 1,
            typePath: 'Order.DiagnosisCodes',
            keys: { orderId },
            operation: 'create',
            newValue,
          },
        ],
        metadata: [
          { Type: 'ChangeReason', Name: 'reason', Value: '{"text":"Called"}', Version: 1 },
        ],
      });
    const body = await json<Failure>(await addCode('Z13.7'), 422);
    expect(body.errors).toEqual([
      {
        code: 'diagnosis_code_not_billable',
        message: 'Not billable, choose a more specific code: Z13.7',
        path: 'changes.0.newValue',
      },
    ]);
    expect(await readOrder(orderId)).toEqual(before);
    await json<Applied>(await addCode('Z13.71'), 200);
    expect((await readOrder(orderId)).diagnosisCodes).toEqual([...before.diagnosisCodes, 'Z13.71']);
  });

  it('refuses a provider of another account', async () => {
    const orderId = await demoOrder(501, 1);
    const before = await readOrder(orderId);
    const foreign = await server.database.db
      .selectFrom('ordering_provider')
      .select('id')
      .where('account_id', '=', 502)
      .executeTakeFirstOrThrow();
    const body = await json<Failure>(
      await apply(orderId, {
        changes: [
          {
            version: 1,
            typePath: 'Order.OrderingProvider',
            keys: { orderId },
            operation: 'update',
            oldValue: before.orderingProviderId,
            newValue: foreign.id,
          },
        ],
      }),
      422,
    );
    expect(body.errors[0]?.code).toBe('unknown_provider');
    expect(await readOrder(orderId)).toEqual(before);
  });
});

describe('scoping and bad input', () => {
  it('answers 404 for another account’s order, never its data', async () => {
    const foreign = await demoOrder(503, 0);
    const sams = await demoOrder(502, 0);
    for (const [as, orderId] of [
      [demoUsers.ada, foreign],
      [demoUsers.sam, sams],
    ] as const) {
      for (const response of [
        await server.request(`${v1}/order/${orderId}`, { as }),
        await apply(orderId, { changes: [noteChange(orderId, null, 'x')] }, as),
      ]) {
        const body = await json<Failure>(response, 404);
        expect(body.errors).toEqual([{ code: 'not_found', message: 'Order not found' }]);
      }
    }
    expect((await readOrder(sams)).orderId).toBe(sams);
  });

  it('refuses every order-changes call without a token', async () => {
    for (const [method, path] of [
      ['GET', `${v1}/order/changes/catalog`],
      ['POST', `${v1}/order/changes?order_id=1`],
      ['GET', `${v1}/order/1`],
    ] as const) {
      const response = await server.request(path, {
        method,
        ...(method === 'POST' ? { json: {} } : {}),
      });
      expect(response.status, path).toBe(401);
    }
  });

  it('answers 400 with the validation-error shape and changes nothing', async () => {
    const orderId = await demoOrder(501, 1);
    await server.database.db
      .updateTable('lab_order')
      .set({ notes: 'Original note' })
      .where('id', '=', orderId)
      .execute();
    const before = await readOrder(orderId);
    const count = await changeSetCount();
    const good = noteChange(orderId, 'Original note', 'Changed');
    const cases: Array<
      [string, () => Promise<Response>, { code: string; path?: string; message?: string }]
    > = [
      [
        'metadata that is text',
        () =>
          apply(orderId, {
            changes: [good],
            metadata: [{ Type: 'Reason', Name: 'r', Value: '"just text"', Version: 1 }],
          }),
        { code: 'custom', path: 'metadata.0.Value', message: MetadataNotStructuredMessage },
      ],
      [
        'metadata that is a number',
        () =>
          apply(orderId, {
            changes: [good],
            metadata: [{ Type: 'Reason', Name: 'r', Value: '42', Version: 1 }],
          }),
        { code: 'custom', path: 'metadata.0.Value', message: MetadataNotStructuredMessage },
      ],
      [
        'metadata value not encoded',
        () =>
          apply(orderId, {
            changes: [good],
            metadata: [{ Type: 'Reason', Name: 'r', Value: { text: 'x' }, Version: 1 }],
          }),
        { code: 'invalid_type', path: 'metadata.0.Value' },
      ],
      [
        'metadata not a list',
        () => apply(orderId, { changes: [good], metadata: 'reason' }),
        { code: 'invalid_type', path: 'metadata' },
      ],
      [
        'missing order_id',
        () =>
          server.request(`${v1}/order/changes`, {
            method: 'POST',
            as: demoUsers.ada,
            json: { changes: [good] },
          }),
        { code: 'invalid_type', path: 'order_id' },
      ],
      [
        'injection in order_id',
        () => apply(`${orderId}%20or%201=1`, { changes: [good] }),
        { code: 'invalid_type', path: 'order_id' },
      ],
      [
        'update without an old value',
        () => apply(orderId, { changes: [{ ...good, oldValue: undefined }] }),
        { code: 'custom', path: 'changes.0.oldValue' },
      ],
      [
        'version of the wrong type',
        () => apply(orderId, { changes: [{ ...good, version: '1' }] }),
        { code: 'invalid_type', path: 'changes.0.version' },
      ],
      [
        'keys of another order',
        () => apply(orderId, { changes: [{ ...good, keys: { orderId: orderId + 1 } }] }),
        { code: 'order_mismatch', path: 'changes.0.keys.orderId' },
      ],
      [
        'markup in a note',
        () => apply(orderId, { changes: [{ ...good, newValue: '<script>x</script>' }] }),
        { code: 'custom', path: 'changes.0.newValue' },
      ],
      [
        'unknown type path',
        () => apply(orderId, { changes: [{ ...good, typePath: 'Order.Patient.Ssn' }] }),
        { code: 'invalid_value', path: 'changes.0.typePath' },
      ],
      [
        'catalogue status injection',
        () => server.request(`${v1}/order/changes/catalog?status=0;drop`, { as: demoUsers.ada }),
        { code: 'invalid_type', path: 'status' },
      ],
    ];
    for (const [name, send, expected] of cases) {
      const body = await json<Failure>(await send(), 400);
      expect(body.success, name).toBe(false);
      expect(body.errors[0], name).toMatchObject(expected);
    }
    expect(await readOrder(orderId)).toEqual(before);
    expect(await changeSetCount()).toBe(count);
  });
});
