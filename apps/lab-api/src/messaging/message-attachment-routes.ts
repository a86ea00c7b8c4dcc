// Files attached to the lab desk's replies (docs/decisions/notifications.md): checked by the upload
// rules of documents (size, type by name and content), their bytes kept in the document store,
// downloaded by the people of the thread's account only (anyone else: 404, audited).
import { downloadMessageAttachment } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import type { CallRegistry } from '../http/register-call.js';
import { registerStoredFileDownload } from '../http/stored-file-reply.js';
import { findScopedAttachment } from './message-attachment-records.js';
import { attachmentStore } from './message-attachment-store.js';

export function registerMessageAttachmentRoutes(
  app: FastifyInstance,
  registry: CallRegistry,
): void {
  const store = attachmentStore(registry);
  registerStoredFileDownload(app, registry, downloadMessageAttachment, {
    action: 'message.attachment.download',
    entityType: 'message_attachment',
    idParam: 'attachmentId',
    find: findScopedAttachment,
    read: (key) => store.get(key),
    notFoundMessage: 'Attachment not found',
    detail: (found) => ({ threadId: found.thread_id }),
  });
}
