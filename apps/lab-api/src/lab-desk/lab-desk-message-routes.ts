// The lab desk's messages area: providers' threads of every account with this reader's read
// status, a thread's messages, and the lab's reply. The reply keeps the thread's category and
// subcategory, names its scope (Proband, Family or Both; the thread's by default), and tells the
// account's people in the same transaction (a LabMessage notification and a live event).
import {
  listLabDeskThreadMessages,
  listLabDeskThreads,
  replyLabDeskThread,
  type CallRequest,
  type MessageAttachment,
} from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import type { LabKysely } from '../db/create-database.js';
import { inTransaction } from '../db/in-transaction.js';
import { problems } from '../http/http-problem.js';
import { registerCall, type CallContext, type CallRegistry } from '../http/register-call.js';
import { maxUploadBase64Length } from '@loci/contract';
import { insertMessageAttachment } from '../messaging/message-attachment-records.js';
import { attachmentStore, storeAttachment } from '../messaging/message-attachment-store.js';
import { findMessages, insertMessage } from '../messaging/thread-records.js';
import { notificationOutlet, notifyAccount } from '../notifications/notification-events.js';
import { listDeskThreads, markDeskThreadRead } from './lab-desk-thread-queries.js';
import { threadEvent } from '../audit/record-audit.js';

const access = { scope: 'lab-staff' } as const;

/** The lab's sender name on replies (one voice for the lab, as its letters are signed). */
export const labSenderName = 'Loci lab';

const readerOf = (caller: CallContext<CallRequest>['caller']): string =>
  caller.identity.email.toLowerCase();

async function requireDeskThread(db: LabKysely, reader: string, threadId: number) {
  const [thread] = await listDeskThreads(db, { reader, threadId });
  if (!thread) throw problems.notFound('Thread not found');
  return thread;
}

export function registerLabDeskMessageRoutes(app: FastifyInstance, registry: CallRegistry): void {
  const outlet = notificationOutlet(registry);
  const store = attachmentStore(registry);

  registerCall(app, registry, listLabDeskThreads, {
    access,
    readAudit: { action: 'labdesk.thread.list', entityType: 'message_thread_list' },
    async handler({ input, caller, db }) {
      const threads = await listDeskThreads(db, {
        reader: readerOf(caller),
        readStatus: input.body.ReadStatus,
        accountNumber: input.body.AccountNumber,
        orderId: input.body.OrderId,
      });
      return threads.map(({ accountId: _accountId, ...thread }) => thread);
    },
  });

  registerCall(app, registry, listLabDeskThreadMessages, {
    access,
    async handler({ input, caller, db, audit }) {
      const reader = readerOf(caller);
      const thread = await requireDeskThread(db, reader, input.params.thread_id);
      const messages = await findMessages(db, [thread.threadId], -1);
      await markDeskThreadRead(db, thread.threadId, reader);
      await audit(threadEvent('labdesk.message.read', thread, { messages: messages.length }));
      return messages.map((message) => ({ ...message, sentByMe: message.senderType === 'Lab' }));
    },
  });

  registerCall(app, registry, replyLabDeskThread, {
    access,
    // A reply may carry one file: the base64 of 20 MB plus room for the message around it.
    bodyLimit: maxUploadBase64Length + 65_536,
    async handler({ input, caller, db, audit }) {
      const reader = readerOf(caller);
      const thread = await requireDeskThread(db, reader, input.params.thread_id);
      // Checked and kept before the transaction (as uploads are); its key is dropped on rollback.
      const file = input.body.attachment
        ? await storeAttachment(store, input.body.attachment)
        : undefined;
      let attachment: MessageAttachment | undefined;
      const message = await inTransaction(db, async (trx) => {
        const row = await insertMessage(trx, {
          threadId: thread.threadId,
          scope: input.body.scope ?? thread.scope,
          body: input.body.body,
          senderType: 'Lab',
          senderName: labSenderName,
          senderContactId: null,
        });
        if (file) attachment = await insertMessageAttachment(trx, { messageId: row.id, ...file });
        await markDeskThreadRead(trx, thread.threadId, reader);
        await notifyAccount(trx, outlet, {
          accountId: thread.accountId,
          accountNumber: thread.accountNumber,
          kind: 'LabMessage',
          severity: 'info',
          message:
            thread.orderId === null
              ? 'The lab replied to your message.'
              : `The lab replied to your message about order ${thread.orderId}.`,
          orderId: thread.orderId,
          threadId: thread.threadId,
          // A results discussion is read as the reports are: Orders Only people do not hear of it.
          reportReadersOnly: thread.category === 'Results',
        });
        return row;
      }).catch(async (error: unknown) => {
        if (file) await store.delete(file.storageKey);
        throw error;
      });
      await audit(
        threadEvent('labdesk.message.reply', thread, {
          messageId: message.id,
          scope: message.scope,
          ...(attachment ? { attachmentId: attachment.attachmentId, size: attachment.size } : {}),
        }),
      );
      return {
        messageId: message.id,
        threadId: message.thread_id,
        orderId: thread.orderId,
        scope: message.scope as 'Proband' | 'Family' | 'Both',
        body: message.body,
        senderType: message.sender_type,
        senderName: message.sender_name,
        sentByMe: true,
        sentAt: new Date(message.created_at).toISOString(),
        attachments: attachment ? [attachment] : [],
      };
    },
  });
}
