// Files attached to the lab desk's replies (docs/decisions/notifications.md): checked by the upload
// rules of documents (size, type by name and content), their bytes kept in the document store,
// downloaded by the people of the thread's account only (anyone else: 404, audited).
import { createHash, randomUUID } from 'node:crypto';
import { downloadMessageAttachment, type MessageAttachmentUpload } from '@loci/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import type { DocumentStorageSettings } from '../config.js';
import type { LabKysely } from '../db/create-database.js';
import {
  decodeContent,
  fileContentMismatchMessage,
  fileTypeRefusedMessage,
} from '../documents/document-routes.js';
import { documentStoreFromEnvironment, type DocumentStore } from '../documents/document-store.js';
import { checkUpload } from '../documents/upload-type.js';
import { contentDisposition } from '../http/content-disposition.js';
import { HttpProblem, problems } from '../http/http-problem.js';
import { registerCall, requestedId, type CallRegistry } from '../http/register-call.js';
import { findScopedAttachment } from './message-attachment-records.js';

/** The store of message attachments: the one of order documents. */
export function attachmentStore(registry: {
  db: LabKysely;
  config: { documentStorage: DocumentStorageSettings };
}): DocumentStore {
  return documentStoreFromEnvironment(registry.db, registry.config.documentStorage);
}

export interface StoredAttachment {
  name: string;
  mimeType: string;
  size: number;
  md5: string;
  storage: string;
  storageKey: string;
}

/**
 * Checks a file as an upload (413 too large, 415 a refused type or a content not matching its
 * name) and keeps its bytes; the caller writes its row, and deletes the key if that fails.
 */
export async function storeAttachment(
  store: DocumentStore,
  upload: MessageAttachmentUpload,
): Promise<StoredAttachment> {
  const bytes = decodeContent(upload.content);
  const checked = await checkUpload(upload.fileName, bytes);
  if (!checked.ok) {
    throw new HttpProblem(415, [
      {
        code: 'unsupported_file_type',
        message: checked.reason === 'name' ? fileTypeRefusedMessage : fileContentMismatchMessage,
        path: checked.reason === 'name' ? 'attachment.fileName' : 'attachment.content',
      },
    ]);
  }
  const storageKey = randomUUID();
  await store.put(storageKey, bytes);
  return {
    name: upload.fileName.trim(),
    mimeType: checked.upload.mimeType,
    size: bytes.length,
    md5: createHash('md5').update(bytes).digest('hex'),
    storage: store.kind,
    storageKey,
  };
}

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
      reply
        .header('content-type', attachment.mime_type)
        .header('content-disposition', contentDisposition(attachment.name))
        .header('cache-control', 'no-store')
        .header('etag', `"${attachment.md5}"`)
        .header('x-content-md5', attachment.md5);
      return bytes;
    },
  });
}
