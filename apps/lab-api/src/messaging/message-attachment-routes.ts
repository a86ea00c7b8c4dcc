// Files attached to the lab desk's replies (docs/decisions/notifications.md): checked by the upload
// rules of documents (size, type by name and content), their bytes kept in the document store,
// downloaded by the people of the thread's account only (anyone else: 404, audited).
import { downloadMessageAttachment } from '@loci/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import { downloadStoredFile } from '../http/stored-file-reply.js';
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
    async handler(context) {
      const { input, caller, db } = context;
      const attachment = await findScopedAttachment(db, caller, input.params.attachmentId);
      return downloadStoredFile(context, {
        action: 'message.attachment.download',
        entityType: 'message_attachment',
        requestedId: input.params.attachmentId,
        file: attachment,
        read: (key) => store.get(key),
        notFoundMessage: 'Attachment not found',
        detail: (found) => ({ threadId: found.thread_id }),
      });
    },
  });
}
