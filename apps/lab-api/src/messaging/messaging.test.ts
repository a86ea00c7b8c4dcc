// The messaging API over real HTTP (PGlite and PostgreSQL): every call of document 2 section 7.2's
// messaging rows, read status and its sort orders, account scoping (another account's thread or
// order answers 404, never its data), bad input answered 400 with nothing changed, audit, seed.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer();
/** Orders by account number: a submitted order without threads, and one with seeded threads. */
let orders: Record<'1001' | '1002' | '1003', number[]>;

const v1 = '/api/messaging/v1';
const v2 = '/api/messaging/v2';

interface Failure {
  success: false;
  errors: Array<{ code: string; message: string; path?: string }>;
}
interface Thread {
  threadId: number;
  accountNumber: string;
  orderId: number | null;
  category: string;
  subcategory: string;
  scope: string;
  subject: string;
  lastMessageAt: string | null;
  messageCount: number;
  unreadCount: number;
  readStatus: 'READ' | 'UNREAD';
}
interface Message {
  messageId: number;
  threadId: number;
  orderId: number | null;
  body: string;
  scope: string;
  senderType: string;
  senderName: string;
  sentByMe: boolean;
}

beforeAll(async () => {
  const db = server.database.db;
  const rows = await db
    .selectFrom('lab_order as o')
    .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
    .select(['o.id', 'a.cmid'])
    .where('o.status', 'in', [0, 4])
    .orderBy('o.id')
    .execute();
  orders = { '1001': [], '1002': [], '1003': [] };
  for (const row of rows) orders[row.cmid as keyof typeof orders]?.push(row.id);
});

async function json<T>(response: Response, status: number): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

const get = (path: string, as: string = demoUsers.ada) => server.request(path, { as });
const post = (path: string, body: unknown, as: string = demoUsers.ada) =>
  server.request(path, { method: 'POST', as, json: body });

async function countRows(): Promise<{ threads: number; messages: number }> {
  const db = server.database.db;
  const threads = await db
    .selectFrom('message_thread')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const messages = await db
    .selectFrom('thread_message')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { threads: Number(threads.n), messages: Number(messages.n) };
}

/** A thread of account 1003, where dr.ada's access is not approved. */
async function foreignThread(): Promise<{ threadId: number; orderId: number }> {
  const db = server.database.db;
  const orderId = orders['1003'][0]!;
  const row = await db
    .insertInto('message_thread')
    .values({
      account_id: 503,
      order_id: orderId,
      category: 'Results',
      subcategory: 'Report Content',
      scope: 'Proband',
      subject: 'Confidential subject of 1003',
      created_by: 'Someone Else',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('thread_message')
    .values({
      thread_id: row.id,
      scope: 'Proband',
      body: 'Confidential message of 1003',
      sender_type: 'Lab',
      sender_name: 'Loci Client Services',
      sender_contact_id: null,
    })
    .execute();
  return { threadId: row.id, orderId };
}

describe('seeded threads', () => {
  it('show dr.ada the lab’s unanswered reply as unread, first', async () => {
    const threads = await json<Thread[]>(
      await get(`${v1}/portal-messaging/threads/read-status`),
      200,
    );
    expect(threads.length).toBeGreaterThanOrEqual(4);
    expect(threads[0]).toMatchObject({ readStatus: 'UNREAD', category: 'Test' });
    expect(new Set(threads.map((thread) => thread.accountNumber))).toEqual(
      new Set(['1001', '1002']),
    );
  });
});

describe('v2 threads with a category', () => {
  it('opens a thread with its first message, and a reply is added to it', async () => {
    const orderId = orders['1001'].at(-1)!;
    const created = await json<{ thread: Thread; message: Message }>(
      await post(`${v2}/portal-messaging/threads/messages`, {
        orderId,
        category: 'Billing',
        subcategory: 'Cost Estimate (BI)',
        scope: 'Family',
        body: 'Could you run a cost estimate for the father as well?',
      }),
      201,
    );
    expect(created.thread).toMatchObject({
      accountNumber: '1001',
      orderId,
      category: 'Billing',
      subcategory: 'Cost Estimate (BI)',
      scope: 'Family',
      subject: `Order ${orderId} – Billing: Cost Estimate (BI)`,
      messageCount: 1,
      unreadCount: 0,
      readStatus: 'READ',
    });
    expect(created.message).toMatchObject({
      threadId: created.thread.threadId,
      orderId,
      senderType: 'Provider',
      senderName: 'Ada Okafor',
      sentByMe: true,
      scope: 'Family',
    });

    const threadId = created.thread.threadId;
    const reply = await json<Message>(
      await post(`${v2}/portal-messaging/threads/${threadId}/messages`, { body: 'Thank you.' }),
      201,
    );
    expect(reply).toMatchObject({ threadId, scope: 'Family', body: 'Thank you.' });

    // Sam (Orders Only on 1001) sees the thread unread, then reads it.
    const forSam = await json<Thread>(
      await get(`${v1}/portal-messaging/threads/${threadId}`, demoUsers.sam),
      200,
    );
    expect(forSam).toMatchObject({ messageCount: 2, unreadCount: 2, readStatus: 'UNREAD' });
    const messages = await json<Message[]>(
      await get(`${v2}/portal-messaging/threads/${threadId}/messages`, demoUsers.sam),
      200,
    );
    expect(messages.map((message) => [message.body, message.sentByMe])).toEqual([
      ['Could you run a cost estimate for the father as well?', false],
      ['Thank you.', false],
    ]);
    expect(
      await json<Thread>(
        await get(`${v1}/portal-messaging/threads/${threadId}`, demoUsers.sam),
        200,
      ),
    ).toMatchObject({ unreadCount: 0, readStatus: 'READ' });

    const audit = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'actor_email', 'account_number', 'detail'])
      .where('entity_type', '=', 'message_thread')
      .where('entity_id', '=', String(threadId))
      .orderBy('id')
      .execute();
    expect(audit.map((event) => [event.action, event.actor_email])).toEqual([
      ['message.create', demoUsers.ada],
      ['message.create', demoUsers.ada],
      ['message_thread.read', demoUsers.sam],
      ['message.read', demoUsers.sam],
      ['message_thread.read', demoUsers.sam],
    ]);
    expect(JSON.stringify(audit.map((event) => event.detail))).not.toContain('estimate');
  });
});

describe('results discussions (category Results)', () => {
  it('are read as the reports are: Orders Only staff neither see nor start one; others do', async () => {
    const orderId = orders['1001'].at(-1)!;
    const created = await json<{ thread: Thread }>(
      await post(`${v2}/portal-messaging/threads/messages`, {
        orderId,
        category: 'Results',
        subcategory: 'Variant Classification',
        body: 'Could you say more about the classification of the variant in the report?',
      }),
      201,
    );
    const threadId = created.thread.threadId;
    // Dr. Ada (GDAA on 1001) reads it; Sam (Orders Only on 1001) gets 404, as for a report.
    await json(await get(`${v2}/portal-messaging/threads/${threadId}/messages`), 200);
    await json(
      await get(`${v2}/portal-messaging/threads/${threadId}/messages`, demoUsers.sam),
      404,
    );
    await json(await get(`${v1}/portal-messaging/threads/${threadId}`, demoUsers.sam), 404);
    await json(
      await post(
        `${v2}/portal-messaging/threads/${threadId}/messages`,
        { body: 'Adding a note.' },
        demoUsers.sam,
      ),
      404,
    );
    const samThreads = await json<Thread[]>(
      await get(`${v1}/portal-messaging/threads/read-status`, demoUsers.sam),
      200,
    );
    expect(samThreads.some((thread) => thread.threadId === threadId)).toBe(false);
    expect(samThreads.length).toBeGreaterThan(0);
    const samOrderMessages = await json<Message[]>(
      await get(`${v1}/portal-messaging/messages?order_id=${orderId}`, demoUsers.sam),
      200,
    );
    expect(samOrderMessages.some((message) => message.threadId === threadId)).toBe(false);
    const adaThreads = await json<Thread[]>(
      await get(`${v1}/portal-messaging/threads/read-status`),
      200,
    );
    expect(adaThreads.some((thread) => thread.threadId === threadId)).toBe(true);

    // Sam may not start one (403, nothing written), but may ask about anything else.
    const before = await countRows();
    const refused = await json<Failure>(
      await post(
        `${v2}/portal-messaging/threads/messages`,
        { orderId, category: 'Results', subcategory: 'Report Content', body: 'Is it ready?' },
        demoUsers.sam,
      ),
      403,
    );
    expect(refused.errors[0]?.code).toBe('forbidden');
    await json<Failure>(
      await post(
        `${v1}/portal-messaging/threads`,
        { accountNumber: '1001', category: 'Results', subcategory: 'Report Request' },
        demoUsers.sam,
      ),
      403,
    );
    expect(await countRows()).toEqual(before);
    await json(
      await post(
        `${v2}/portal-messaging/threads/messages`,
        { orderId, category: 'Test', subcategory: 'Turnaround Time', body: 'When is it due?' },
        demoUsers.sam,
      ),
      201,
    );
  });
});

describe('v1 messages and threads', () => {
  it('posts to the order’s first thread, opening a legacy thread when it has none', async () => {
    const orderId = orders['1002'].at(-1)!;
    const first = await json<Message>(
      await post(`${v1}/portal-messaging/messages`, { orderId, body: 'Is the kit on its way?' }),
      201,
    );
    const second = await json<Message>(
      await post(`${v1}/portal-messaging/messages`, {
        orderId,
        scope: 'Both',
        body: "Patient's sister will also test; '; drop table thread_message; --",
      }),
      201,
    );
    expect(second.threadId).toBe(first.threadId);
    const thread = await json<Thread>(
      await get(`${v1}/portal-messaging/threads/${first.threadId}`),
      200,
    );
    expect(thread).toMatchObject({ category: 'legacy', subcategory: 'legacy', orderId });

    const messages = await json<Message[]>(
      await get(`${v1}/portal-messaging/messages?order_id=${orderId}`),
      200,
    );
    expect(messages.map((message) => message.body)).toEqual([
      'Is the kit on its way?',
      "Patient's sister will also test; '; drop table thread_message; --",
    ]);
    expect(messages[1]).toMatchObject({ scope: 'Both', sentByMe: true });
  });

  it('keeps variant nomenclature (HGVS) in a message as typed; markup stays refused', async () => {
    const orderId = orders['1002'].at(-1)!;
    const body = 'Is BRCA2 c.7007G>A the variant from version 1? Or c.[76A>C];[76A>C]?';
    const sent = await json<Message>(
      await post(`${v1}/portal-messaging/messages`, { orderId, body }),
      201,
    );
    expect(sent.body).toBe(body);
    const messages = await json<Message[]>(
      await get(`${v1}/portal-messaging/messages?order_id=${orderId}`),
      200,
    );
    expect(messages.map((message) => message.body)).toContain(body);
    const refused = await json<Failure>(
      await post(`${v1}/portal-messaging/messages`, { orderId, body: 'c.7007G>A <b>bold</b>' }),
      400,
    );
    expect(refused.errors[0]).toMatchObject({
      code: 'invalid_format',
      path: 'body',
      message: 'Value contains invalid characters',
    });
  });

  it('posts to a named thread only when it belongs to the order', async () => {
    const [orderA, orderB] = orders['1001'];
    const thread = await json<Thread>(
      await post(`${v1}/portal-messaging/threads`, {
        orderId: orderA,
        category: 'Sample Kits',
        subcategory: 'Track orders',
      }),
      201,
    );
    expect(thread).toMatchObject({
      orderId: orderA,
      scope: 'Proband',
      messageCount: 0,
      lastMessageAt: null,
      readStatus: 'READ',
    });
    await json<Message>(
      await post(`${v1}/portal-messaging/messages`, {
        orderId: orderA,
        threadId: thread.threadId,
        body: 'Tracking number please.',
      }),
      201,
    );
    const wrong = await json<Failure>(
      await post(`${v1}/portal-messaging/messages`, {
        orderId: orderB,
        threadId: thread.threadId,
        body: 'Wrong order',
      }),
      404,
    );
    expect(wrong.errors[0]).toMatchObject({ code: 'not_found', message: 'Thread not found' });
  });

  it('opens a thread about an account without an order', async () => {
    const thread = await json<Thread>(
      await post(`${v1}/portal-messaging/threads`, {
        accountNumber: '1002',
        category: 'Provider Portal',
        subcategory: 'How-to',
        subject: 'Adding a second ordering provider',
      }),
      201,
    );
    expect(thread).toMatchObject({
      accountNumber: '1002',
      orderId: null,
      subject: 'Adding a second ordering provider',
    });
  });
});

describe('read status', () => {
  it('v1 sorts unread first, then the newest last message first, and filters by is_read', async () => {
    const threads = await json<Thread[]>(
      await get(`${v1}/portal-messaging/threads/read-status`),
      200,
    );
    const firstRead = threads.findIndex((thread) => thread.readStatus === 'READ');
    expect(firstRead).toBeGreaterThan(0);
    expect(threads.slice(firstRead).every((thread) => thread.readStatus === 'READ')).toBe(true);
    for (const group of [threads.slice(0, firstRead), threads.slice(firstRead)]) {
      const times = group.map((thread) => thread.lastMessageAt ?? '');
      const activity = group.map(
        (thread, index) => times[index] || (thread as unknown as { createdAt: string }).createdAt,
      );
      expect(activity).toEqual([...activity].sort().reverse());
    }
    const unread = await json<Thread[]>(
      await get(`${v1}/portal-messaging/threads/read-status?is_read=false`),
      200,
    );
    expect(unread.length).toBe(firstRead);
    expect(unread.every((thread) => thread.readStatus === 'UNREAD')).toBe(true);
    const read = await json<Thread[]>(
      await get(`${v1}/portal-messaging/threads/read-status?is_read=true`),
      200,
    );
    expect(read.length).toBe(threads.length - firstRead);
  });

  it('v2 filters by order and read status and sorts by last_message_at either way', async () => {
    const orderId = orders['1001'][1]!;
    const db = server.database.db;
    const opened: number[] = [];
    for (const [index, day] of ['2026-10-01', '2026-10-03', '2026-10-02'].entries()) {
      const created = await json<{ thread: Thread }>(
        await post(`${v2}/portal-messaging/threads/messages`, {
          orderId,
          category: 'Guidance',
          subcategory: 'Familial testing',
          body: `Question ${index}`,
        }),
        201,
      );
      await db
        .updateTable('message_thread')
        .set({ last_message_at: `${day}T12:00:00Z` })
        .where('id', '=', created.thread.threadId)
        .execute();
      opened.push(created.thread.threadId);
    }
    // The lab answers the 2026-10-01 thread after dr.ada read it: it becomes unread.
    await db
      .insertInto('thread_message')
      .values({
        thread_id: opened[0]!,
        scope: 'Proband',
        body: 'Cascade testing is free for first-degree relatives.',
        sender_type: 'Lab',
        sender_name: 'Loci Client Services',
        sender_contact_id: null,
        created_at: '2030-01-01T00:00:00Z',
      })
      .execute();

    const ids = async (query: string) =>
      (
        await json<Thread[]>(
          await get(`${v2}/portal-messaging/threads/read-status?orderId=${orderId}${query}`),
          200,
        )
      )
        .map((thread) => thread.threadId)
        .filter((id) => opened.includes(id));
    expect(await ids('')).toEqual([opened[0], opened[1], opened[2]]);
    expect(await ids('&sortBy=last_message_at%20asc')).toEqual([opened[0], opened[2], opened[1]]);
    expect(await ids('&sortBy=last_message_at%20desc')).toEqual([opened[1], opened[2], opened[0]]);
    expect(await ids('&readStatus=UNREAD')).toEqual([opened[0]]);
    expect(await ids('&readStatus=READ&sortBy=last_message_at%20asc')).toEqual([
      opened[2],
      opened[1],
    ]);
    const all = await json<Thread[]>(
      await get(`${v2}/portal-messaging/threads/read-status?orderId=${orderId}`),
      200,
    );
    expect(all.every((thread) => thread.orderId === orderId)).toBe(true);
  });
});

describe('account contacts', () => {
  it('lists the contacts of the approved accounts only', async () => {
    const contacts = await json<Array<{ accountNumber: string }>>(
      await get(`${v1}/account/contacts`),
      200,
    );
    expect(contacts.length).toBeGreaterThan(0);
    expect(new Set(contacts.map((contact) => contact.accountNumber))).toEqual(
      new Set(['1001', '1002']),
    );
    const one = await json<Array<{ accountNumber: string }>>(
      await get(`${v1}/account/contacts?account_number=1002`),
      200,
    );
    expect(one.every((contact) => contact.accountNumber === '1002')).toBe(true);
    await json<Failure>(await get(`${v1}/account/contacts?account_number=1003`), 404);
    expect(
      await json<unknown[]>(await get(`${v1}/account/contacts`, demoUsers.noAccount), 200),
    ).toEqual([]);
  });
});

describe('scoping', () => {
  it('answers 404 for another account’s thread or order, never its data', async () => {
    const foreign = await foreignThread();
    const before = await countRows();
    const attempts: Array<[string, Response]> = [
      ['thread', await get(`${v1}/portal-messaging/threads/${foreign.threadId}`)],
      ['thread messages', await get(`${v2}/portal-messaging/threads/${foreign.threadId}/messages`)],
      ['order messages', await get(`${v1}/portal-messaging/messages?order_id=${foreign.orderId}`)],
      [
        'reply',
        await post(`${v2}/portal-messaging/threads/${foreign.threadId}/messages`, { body: 'Hi' }),
      ],
      [
        'v1 message',
        await post(`${v1}/portal-messaging/messages`, { orderId: foreign.orderId, body: 'Hi' }),
      ],
      [
        'v1 thread',
        await post(`${v1}/portal-messaging/threads`, {
          orderId: foreign.orderId,
          category: 'Test',
          subcategory: 'Other',
        }),
      ],
      [
        'v1 thread of the account',
        await post(`${v1}/portal-messaging/threads`, {
          accountNumber: '1003',
          category: 'Test',
          subcategory: 'Other',
        }),
      ],
      [
        'v2 thread',
        await post(`${v2}/portal-messaging/threads/messages`, {
          orderId: foreign.orderId,
          category: 'Test',
          subcategory: 'Other',
          body: 'Hi',
        }),
      ],
      [
        'v2 read status',
        await get(`${v2}/portal-messaging/threads/read-status?orderId=${foreign.orderId}`),
      ],
      [
        'order and account disagree',
        await post(`${v1}/portal-messaging/threads`, {
          orderId: orders['1001'][0],
          accountNumber: '1002',
          category: 'Test',
          subcategory: 'Other',
        }),
      ],
      [
        'sam on 1002',
        await get(`${v1}/portal-messaging/messages?order_id=${orders['1002'][0]}`, demoUsers.sam),
      ],
    ];
    for (const [name, response] of attempts) {
      const text = await response.text();
      expect(response.status, `${name}: ${text}`).toBe(404);
      expect(text, name).not.toContain('Confidential');
    }
    const lists = await json<Thread[]>(
      await get(`${v1}/portal-messaging/threads/read-status`),
      200,
    );
    expect(lists.some((thread) => thread.threadId === foreign.threadId)).toBe(false);
    expect(await countRows()).toEqual(before);
  });

  it('refuses every messaging call without a token', async () => {
    const calls: Array<[string, string]> = [
      ['GET', `${v1}/account/contacts`],
      ['POST', `${v2}/portal-messaging/threads/messages`],
      ['POST', `${v1}/portal-messaging/messages`],
      ['POST', `${v2}/portal-messaging/threads/1/messages`],
      ['GET', `${v1}/portal-messaging/messages?order_id=1`],
      ['GET', `${v2}/portal-messaging/threads/1/messages`],
      ['GET', `${v1}/portal-messaging/threads/1`],
      ['POST', `${v1}/portal-messaging/threads`],
      ['GET', `${v1}/portal-messaging/threads/read-status`],
      ['GET', `${v2}/portal-messaging/threads/read-status`],
    ];
    for (const [method, path] of calls) {
      const response = await server.request(path, {
        method,
        ...(method === 'POST' ? { json: { body: 'x' } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('bad input', () => {
  it('answers 400 with the validation-error shape and changes nothing', async () => {
    const orderId = orders['1001'][0]!;
    const before = await countRows();
    const cases: Array<[string, () => Promise<Response>, { code: string; path?: string }]> = [
      [
        'order id of the wrong type',
        () => post(`${v1}/portal-messaging/messages`, { orderId: 'abc', body: 'x' }),
        { code: 'invalid_type', path: 'orderId' },
      ],
      [
        'body of the wrong type',
        () => post(`${v1}/portal-messaging/messages`, { orderId, body: 42 }),
        { code: 'invalid_type', path: 'body' },
      ],
      [
        'missing order_id',
        () => get(`${v1}/portal-messaging/messages`),
        { code: 'invalid_type', path: 'order_id' },
      ],
      [
        'injection in a path id',
        () => get(`${v1}/portal-messaging/threads/1%20or%201=1`),
        { code: 'invalid_type', path: 'thread_id' },
      ],
      [
        'injection in the sort',
        () =>
          get(`${v2}/portal-messaging/threads/read-status?sortBy=id;drop%20table%20message_thread`),
        { code: 'invalid_value', path: 'sortBy' },
      ],
      [
        'is_read that is not a boolean',
        () => get(`${v1}/portal-messaging/threads/read-status?is_read=1'--`),
        { code: 'invalid_value', path: 'is_read' },
      ],
      [
        'markup in a message',
        () =>
          post(`${v2}/portal-messaging/threads/messages`, {
            orderId,
            category: 'Test',
            subcategory: 'Other',
            body: '<script>alert(1)</script>',
          }),
        { code: 'invalid_format', path: 'body' },
      ],
      [
        'subcategory of another category',
        () =>
          post(`${v2}/portal-messaging/threads/messages`, {
            orderId,
            category: 'Results',
            subcategory: 'Request kits',
            body: 'x',
          }),
        { code: 'custom', path: 'subcategory' },
      ],
      [
        'unknown scope',
        () =>
          post(`${v1}/portal-messaging/threads`, {
            orderId,
            category: 'Test',
            subcategory: 'Other',
            scope: 'Everyone',
          }),
        { code: 'invalid_value', path: 'scope' },
      ],
      [
        'empty message',
        () => post(`${v2}/portal-messaging/threads/1/messages`, { body: '   ' }),
        { code: 'too_small', path: 'body' },
      ],
    ];
    for (const [name, send, expected] of cases) {
      const body = await json<Failure>(await send(), 400);
      expect(body.success, name).toBe(false);
      expect(body.errors[0], name).toMatchObject(expected);
      expect(typeof body.errors[0]?.message, name).toBe('string');
    }
    expect(await countRows()).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('describes every messaging and order-changes call at /api/docs', async () => {
    const document = (await (await server.request('/api/docs/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/messaging/'))
      .flatMap(([path, item]) =>
        Object.entries(item).map(
          ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
        ),
      )
      .sort();
    expect(operations).toEqual([
      'GET /api/messaging/v1/account/contacts listMessagingAccountContacts',
      'GET /api/messaging/v1/order/changes/catalog getOrderChangeCatalog',
      'GET /api/messaging/v1/order/{order_id} getMessagingOrder',
      'GET /api/messaging/v1/patient-portal/invitations/status getPatientInvitationStatus',
      'GET /api/messaging/v1/portal-messaging/messages listOrderMessages',
      'GET /api/messaging/v1/portal-messaging/threads/read-status listThreadsByReadStatus',
      'GET /api/messaging/v1/portal-messaging/threads/{thread_id} getMessageThread',
      'GET /api/messaging/v1/references/insurance/search/{search_term} searchInsurancePlansForMessaging',
      'GET /api/messaging/v2/portal-messaging/threads/read-status listThreadsByReadStatusV2',
      'GET /api/messaging/v2/portal-messaging/threads/{thread_id}/messages listThreadMessages',
      'POST /api/messaging/v1/order/changes applyOrderChangeSet',
      'POST /api/messaging/v1/patient-portal/invitations/send sendPatientInvitation',
      'POST /api/messaging/v1/portal-messaging/messages postCustomerMessage',
      'POST /api/messaging/v1/portal-messaging/threads createMessageThread',
      'POST /api/messaging/v2/portal-messaging/threads/messages createThreadWithMessage',
      'POST /api/messaging/v2/portal-messaging/threads/{thread_id}/messages postThreadMessage',
    ]);
  });
});
