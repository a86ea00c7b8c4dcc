// Files attached to the lab desk's replies (docs/decisions/notifications.md): checked by the upload
// rules of documents (size, type by name and content), their bytes kept in the document store,
// downloaded by the people of the thread's account only (anyone else: 404, audited).
import { downloadMessageAttachment } from '@loci/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import { problems } from '../http/http-problem.js';
import { storedFileReply } from '../http/stored-file-reply.js';
import { registerCall, requestedId, type CallRegistry } from '../http/register-call.js';
import { findScopedAttachment } from './message-attachment-records.js';
import { attachmentStore } from './message-attachment-store.js';

const attachmentIdOf = (request: FastifyRequest) =>
  requestedId((request.params as Record<string, unknown>).attachmentId);

export function registerMessageAttachmentRoutes(
  app: FastifyInstance,
  registry: CallRegistry,
): void {
  const store = attachmentStore(registry);
  registerCall(app, registry, downloadMessageAttachment, {
    access: { scope: 'accounts', roles: allAccessTypes },
    auditRefusals: {
      action: 'message.attachment.download',
      entityType: 'message_attachment',
      entityId: attachmentIdOf,
    },
    async handler({ input, caller, db, audit, reply }) {
      const attachment = await findScopedAttachment(db, caller, input.params.attachmentId);
      const bytes = attachment ? await store.get(attachment.storage_key) : undefined;
      if (!attachment || !bytes) {
        await audit({
          action: 'message.attachment.download',
          outcome: 'failure',
          entityType: 'message_attachment',
          entityId: input.params.attachmentId,
          ...(attachment ? { accountNumber: attachment.cmid } : {}),
          detail: { reason: attachment ? 'content_missing' : 'not_found' },
        });
        throw problems.notFound('Attachment not found');
      }
      await audit({
        action: 'message.attachment.download',
        entityType: 'message_attachment',
        entityId: attachment.id,
        accountNumber: attachment.cmid,
        detail: { threadId: attachment.thread_id, size: bytes.length },
      });
      return storedFileReply(reply, attachment, bytes);
    },
  });
}
