// A small in-memory messaging API for the screens' tests: threads, messages, read status per
// reader (one reader here), the v1 and v2 calls, contacts, the order and the lab's flags.
import type { AccountContact, MessageThread, PortalMessage } from '@loci/contract';
import { orderedTest, simpleOrder } from '../orders/orderFixtures.ts';

export interface MessagingFake {
  fetch: typeof globalThis.fetch;
  requests: { method: string; url: string; body: unknown }[];
  threads: MessageThread[];
  messages: PortalMessage[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function fakeThread(id: number, overrides: Partial<MessageThread> = {}): MessageThread {
  return {
    threadId: id,
    accountNumber: '1001',
    orderId: 42,
    category: 'Test',
    subcategory: 'Turnaround Time',
    scope: 'Proband',
    subject: `Thread ${id}`,
    createdBy: 'Ada Okafor',
    createdAt: '2026-11-20T10:00:00Z',
    lastMessageAt: '2026-11-20T10:00:00Z',
    messageCount: 0,
    unreadCount: 0,
    readStatus: 'READ',
    ...overrides,
  };
}

export function fakeMessage(
  id: number,
  thread: Pick<MessageThread, 'threadId' | 'orderId'>,
  body: string,
  fromLab = false,
): PortalMessage {
  return {
    messageId: id,
    threadId: thread.threadId,
    orderId: thread.orderId,
    scope: 'Proband',
    body,
    senderType: fromLab ? 'Lab' : 'Provider',
    senderName: fromLab ? 'Loci Client Services' : 'Ada Okafor',
    sentByMe: !fromLab,
    sentAt: `2026-11-20T11:${String(id % 60).padStart(2, '0')}:00Z`,
  };
}

export const fakeContacts: AccountContact[] = [
  {
    id: 9001,
    accountNumber: '1001',
    firstName: 'Ada',
    lastName: 'Okafor',
    email: 'ada@example.test',
    phone: null,
    fax: null,
    title: 'MD',
    contactRole: 'Provider',
  },
  {
    id: 9004,
    accountNumber: '1002',
    firstName: 'Keiko',
    lastName: 'Tanaka',
    email: 'office@example.test',
    phone: null,
    fax: null,
    title: 'Office Manager',
    contactRole: 'Office',
  },
];

/** The lab's settings with the two messaging flags as given. */
export function messagingSettings(twoWay: boolean, v2: boolean) {
  return [
    { VarName: 'Two_Way_Messaging', VarValue: String(twoWay) },
    { VarName: 'Two_Way_Messaging_v2', VarValue: String(v2) },
  ];
}

/** Marks a thread read and recounts it from its messages. */
function recount(fake: MessagingFake, threadId: number, read: boolean) {
  fake.threads = fake.threads.map((thread) => {
    if (thread.threadId !== threadId) return thread;
    const own = fake.messages.filter((message) => message.threadId === threadId);
    const unread = read ? 0 : thread.unreadCount;
    return {
      ...thread,
      messageCount: own.length,
      lastMessageAt: own.at(-1)?.sentAt ?? thread.lastMessageAt,
      unreadCount: unread,
      readStatus: unread > 0 ? 'UNREAD' : 'READ',
    };
  });
}

/** A thread as the fake server opens it from a v1 thread request or a v2 first message. */
function newThread(
  fake: MessagingFake,
  body: Pick<MessageThread, 'category' | 'subcategory'> & {
    orderId?: number;
    accountNumber?: string;
    scope?: MessageThread['scope'];
    subject?: string;
  },
): MessageThread {
  const about = body.orderId === undefined ? '' : `Order ${body.orderId} – `;
  return fakeThread(70 + fake.threads.length, {
    orderId: body.orderId ?? null,
    accountNumber: body.accountNumber ?? '1001',
    category: body.category,
    subcategory: body.subcategory,
    scope: body.scope ?? 'Proband',
    subject: body.subject ?? `${about}${body.category}: ${body.subcategory}`,
  });
}

export function messagingFake(options: {
  settings: { VarName: string; VarValue: string }[];
  threads: MessageThread[];
  messages: PortalMessage[];
}): MessagingFake {
  const fake: MessagingFake = {
    requests: [],
    threads: options.threads,
    messages: options.messages,
    fetch: async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      fake.requests.push({ method, url, body });
      const path = url.split('?')[0] ?? url;
      const query = new URLSearchParams(url.split('?')[1] ?? '');
      if (path.endsWith('/settings')) return json(200, options.settings);
      if (path.endsWith('/user/profile')) return json(404, {});
      if (method === 'GET' && path === '/api/messaging/v1/account/contacts')
        return json(200, fakeContacts);
      const order = path.match(/^\/api\/messaging\/v1\/order\/(\d+)$/);
      if (method === 'GET' && order) {
        const orderId = Number(order[1]);
        return json(
          200,
          simpleOrder({
            orderId,
            statusLabel: 'In Progress',
            tests: [orderedTest({ code: 'TG70' })],
          }),
        );
      }
      if (method === 'GET' && path.endsWith('/portal-messaging/threads/read-status')) {
        const isRead = query.get('is_read');
        const readStatus = query.get('readStatus');
        return json(
          200,
          fake.threads.filter(
            (thread) =>
              (isRead === null || (thread.readStatus === 'READ') === (isRead === 'true')) &&
              (readStatus === null || thread.readStatus === readStatus),
          ),
        );
      }
      const oneThread = path.match(/^\/api\/messaging\/v1\/portal-messaging\/threads\/(\d+)$/);
      if (method === 'GET' && oneThread) {
        const found = fake.threads.find((thread) => thread.threadId === Number(oneThread[1]));
        return found ? json(200, found) : json(404, { success: false, errors: [] });
      }
      if (method === 'GET' && path === '/api/messaging/v1/portal-messaging/messages') {
        const orderId = Number(query.get('order_id'));
        const ofOrder = fake.threads.filter((thread) => thread.orderId === orderId);
        for (const thread of ofOrder) recount(fake, thread.threadId, true);
        return json(
          200,
          fake.messages.filter((message) => message.orderId === orderId),
        );
      }
      const threadMessages = path.match(/\/v2\/portal-messaging\/threads\/(\d+)\/messages$/);
      if (method === 'GET' && threadMessages) {
        const threadId = Number(threadMessages[1]);
        recount(fake, threadId, true);
        return json(
          200,
          fake.messages.filter((message) => message.threadId === threadId),
        );
      }
      if (method === 'POST' && path === '/api/messaging/v1/portal-messaging/threads') {
        const created = newThread(fake, body);
        fake.threads = [...fake.threads, created];
        return json(201, created);
      }
      if (method === 'POST' && path === '/api/messaging/v1/portal-messaging/messages') {
        const thread = fake.threads.find((candidate) => candidate.threadId === body.threadId);
        if (!thread) return json(404, { success: false, errors: [] });
        const sent = fakeMessage(100 + fake.messages.length, thread, body.body);
        fake.messages = [...fake.messages, sent];
        recount(fake, thread.threadId, true);
        return json(201, sent);
      }
      if (method === 'POST' && path === '/api/messaging/v2/portal-messaging/threads/messages') {
        const created = newThread(fake, body);
        const first = fakeMessage(100 + fake.messages.length, created, body.body);
        fake.threads = [...fake.threads, created];
        fake.messages = [...fake.messages, first];
        recount(fake, created.threadId, true);
        return json(201, { thread: fake.threads.at(-1), message: first });
      }
      if (method === 'POST' && threadMessages) {
        const thread = fake.threads.find((c) => c.threadId === Number(threadMessages[1]));
        if (!thread) return json(404, { success: false, errors: [] });
        const sent = fakeMessage(100 + fake.messages.length, thread, body.body);
        fake.messages = [...fake.messages, sent];
        recount(fake, thread.threadId, true);
        return json(201, sent);
      }
      return json(404, { success: false, errors: [{ code: 'not_found', message: url }] });
    },
  };
  return fake;
}
