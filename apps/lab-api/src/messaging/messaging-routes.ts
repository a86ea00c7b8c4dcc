// The messaging calls of the external messaging API (document 2 section 7.2; bodies designed in
// docs/decisions/messaging-api.md). Every thread belongs to an account: only the caller's approved
// accounts are seen, and another account's thread or order answers 404. Messages are about
// patients' orders, so every read and write is audited (ids and counts only).
import {
  createMessageThread,
  createThreadWithMessage,
  getMessageThread,
  listMessagingAccountContacts,
  listOrderMessages,
  listThreadMessages,
  listThreadsByReadStatus,
  listThreadsByReadStatusV2,
  postCustomerMessage,
  postThreadMessage,
  type CallRequest,
  type PortalMessage,
} from '@loci/contract';
import { ReportReaderAccessTypes } from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import {
  allAccessTypes,
  approvedAccess,
  approvedAccountIds,
  requireAccount,
} from '../accounts/account-scope.js';
import { type Caller, type CallerAccountAccess, type ProfileCaller } from '../accounts/caller.js';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import { registerCall, type CallContext, type CallRegistry } from '../http/register-call.js';
import { requireOrder } from '../orders/order-records.js';
import { personName } from '../notifications/notification-events.js';
import { toAccountContact } from '../people/account-contact.js';
import { contactsOfAccounts } from '../people/people-records.js';
import {
  findMessages,
  findThreads,
  firstThreadOfOrder,
  insertMessage,
  insertThread,
  insertThreadWithMessage,
  markThreadsRead,
  requireThread,
  resultsCategory,
  toPortalMessage,
  type ThreadTarget,
} from './thread-records.js';
import { orderEvent, threadEvent, type EntityEvent } from '../audit/record-audit.js';

const access = { scope: 'accounts', roles: allAccessTypes } as const;

/** The account (and order) a new thread belongs to; 404 for anything outside the caller's. */
async function resolveTarget(
  db: LabKysely,
  caller: Caller,
  request: { orderId?: number | undefined; accountNumber?: string | undefined },
): Promise<ThreadTarget> {
  if (request.orderId !== undefined) {
    const order = await requireOrder(db, caller, request.orderId);
    if (request.accountNumber !== undefined && request.accountNumber !== order.cmid) {
      throw problems.notFound('Order not found');
    }
    return { accountId: order.account_id, accountNumber: order.cmid, orderId: order.id };
  }
  // The contract requires an order or an account.
  const account: CallerAccountAccess = requireAccount(caller, request.accountNumber ?? '');
  return { accountId: account.accountId, accountNumber: account.accountNumber, orderId: null };
}

/**
 * The threads a caller sees: those of their approved accounts, except results discussions
 * (category Results) of accounts whose reports they do not read (Orders Only).
 */
const scopeOf = (caller: Caller) => ({
  accountIds: approvedAccountIds(caller, allAccessTypes),
  resultsAccountIds: approvedAccountIds(caller, ReportReaderAccessTypes),
  contactId: (caller as ProfileCaller).profile.contact_id,
});

/** A results discussion may be started only by those who read the account's reports (403). */
function requireResultsReader(caller: Caller, target: ThreadTarget, category: string): void {
  if (category !== resultsCategory) return;
  if (!scopeOf(caller).resultsAccountIds.includes(target.accountId)) {
    throw problems.forbidden(
      'Results are discussed with the lab by those who read the account’s reports',
    );
  }
}

/** The messages of threads, marked read for the reader, audited as one read (with the count). */
async function readMessages(
  { db, audit }: Pick<CallContext<CallRequest>, 'db' | 'audit'>,
  threadIds: readonly number[],
  contactId: number,
  event: EntityEvent,
): Promise<PortalMessage[]> {
  const messages = await findMessages(db, threadIds, contactId);
  await markThreadsRead(db, threadIds, contactId);
  await audit({ ...event, detail: { ...event.detail, messages: messages.length } });
  return messages;
}

export function registerMessagingRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, listMessagingAccountContacts, {
    access,
    async handler({ input, caller, roles, db }) {
      const accounts = input.query.account_number
        ? [requireAccount(caller, input.query.account_number, roles)]
        : approvedAccess(caller, roles);
      if (accounts.length === 0) return [];
      const numbers = new Map(
        accounts.map((account) => [account.accountId, account.accountNumber]),
      );
      const rows = await contactsOfAccounts(db, [...numbers.keys()]);
      return rows.map((row) => toAccountContact(row, numbers.get(row.account_id) ?? ''));
    },
  });

  registerCall(app, registry, createThreadWithMessage, {
    access,
    async handler({ input, caller, profileCaller, db, audit }) {
      const body = input.body;
      const target = await resolveTarget(db, caller, body);
      requireResultsReader(caller, target, body.category);
      const name = personName(profileCaller.profile);
      const contactId = profileCaller.profile.contact_id;
      const { threadId, message } = await insertThreadWithMessage(db, target, body, name, {
        scope: body.scope,
        body: body.body,
        senderType: 'Provider',
        senderName: name,
        senderContactId: contactId,
      });
      await audit(
        threadEvent(
          'message.create',
          { ...target, threadId },
          { messageId: message.id, newThread: true },
        ),
      );
      return {
        thread: await requireThread(db, scopeOf(caller), threadId),
        message: toPortalMessage(message, { order_id: target.orderId }, contactId),
      };
    },
  });

  registerCall(app, registry, postCustomerMessage, {
    access,
    async handler({ input, caller, profileCaller, db, audit }) {
      const body = input.body;
      const order = await requireOrder(db, caller, body.orderId);
      const scope = scopeOf(caller);
      const name = personName(profileCaller.profile);
      let threadId: number;
      let newThread = false;
      if (body.threadId !== undefined) {
        const thread = await requireThread(db, scope, body.threadId);
        if (thread.orderId !== order.id) throw problems.notFound('Thread not found');
        threadId = thread.threadId;
      } else {
        const first = await firstThreadOfOrder(
          db,
          order.id,
          scope.resultsAccountIds.includes(order.account_id),
        );
        newThread = first === undefined;
        threadId =
          first ??
          (await insertThread(
            db,
            { accountId: order.account_id, accountNumber: order.cmid, orderId: order.id },
            { category: 'legacy', subcategory: 'legacy', scope: body.scope },
            name,
          ));
      }
      const message = await insertMessage(db, {
        threadId,
        scope: body.scope,
        body: body.body,
        senderType: 'Provider',
        senderName: name,
        senderContactId: scope.contactId,
      });
      const thread = { threadId, accountNumber: order.cmid, orderId: order.id };
      await audit(threadEvent('message.create', thread, { messageId: message.id, newThread }));
      return toPortalMessage(message, { order_id: order.id }, scope.contactId);
    },
  });

  registerCall(app, registry, postThreadMessage, {
    access,
    async handler({ input, caller, profileCaller, db, audit }) {
      const scope = scopeOf(caller);
      const thread = await requireThread(db, scope, input.params.thread_id);
      const message = await insertMessage(db, {
        threadId: thread.threadId,
        scope: input.body.scope ?? thread.scope,
        body: input.body.body,
        senderType: 'Provider',
        senderName: personName(profileCaller.profile),
        senderContactId: scope.contactId,
      });
      await audit(
        threadEvent('message.create', thread, { messageId: message.id, newThread: false }),
      );
      return toPortalMessage(message, { order_id: thread.orderId }, scope.contactId);
    },
  });

  registerCall(app, registry, listOrderMessages, {
    access,
    async handler({ input, caller, db, audit }) {
      const order = await requireOrder(db, caller, input.query.order_id);
      const scope = scopeOf(caller);
      const threads = await findThreads(db, { ...scope, orderId: order.id });
      const threadIds = threads.map((thread) => thread.threadId);
      const event = orderEvent('message.read', order.id, order.cmid, { threads: threadIds.length });
      return readMessages({ db, audit }, threadIds, scope.contactId, event);
    },
  });

  registerCall(app, registry, listThreadMessages, {
    access,
    async handler({ input, caller, db, audit }) {
      const scope = scopeOf(caller);
      const thread = await requireThread(db, scope, input.params.thread_id);
      const event = threadEvent('message.read', thread);
      return readMessages({ db, audit }, [thread.threadId], scope.contactId, event);
    },
  });

  registerCall(app, registry, getMessageThread, {
    access,
    async handler({ input, caller, db, audit }) {
      const thread = await requireThread(db, scopeOf(caller), input.params.thread_id);
      await audit(threadEvent('message_thread.read', thread));
      return thread;
    },
  });

  registerCall(app, registry, createMessageThread, {
    access,
    async handler({ input, caller, profileCaller, db, audit }) {
      const target = await resolveTarget(db, caller, input.body);
      requireResultsReader(caller, target, input.body.category);
      const threadId = await insertThread(
        db,
        target,
        input.body,
        personName(profileCaller.profile),
      );
      await audit(threadEvent('message_thread.create', { ...target, threadId }));
      return requireThread(db, scopeOf(caller), threadId);
    },
  });

  registerCall(app, registry, listThreadsByReadStatus, {
    access,
    async handler({ input, caller, db, audit }) {
      const isRead = input.query.is_read;
      const threads = await findThreads(db, {
        ...scopeOf(caller),
        readStatus: isRead === undefined ? undefined : isRead ? 'READ' : 'UNREAD',
        sort: 'product',
      });
      await audit({
        action: 'message_thread.list',
        entityType: 'message_thread',
        detail: { threads: threads.length },
      });
      return threads;
    },
  });

  registerCall(app, registry, listThreadsByReadStatusV2, {
    access,
    async handler({ input, caller, db, audit }) {
      const { orderId, readStatus, sortBy } = input.query;
      const order = orderId === undefined ? undefined : await requireOrder(db, caller, orderId);
      const threads = await findThreads(db, {
        ...scopeOf(caller),
        orderId: order?.id,
        readStatus,
        sort: sortBy ?? 'product',
      });
      await audit({
        action: 'message_thread.list',
        entityType: order ? 'order' : 'message_thread',
        entityId: order?.id ?? null,
        accountNumber: order?.cmid ?? null,
        detail: { threads: threads.length },
      });
      return threads;
    },
  });
}
