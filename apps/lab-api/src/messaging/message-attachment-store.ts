// The bytes of the lab desk's reply attachments: checked by the upload rules of order documents
// (size, type by name and content) and kept in the document store under a server-made key.
import { createHash, randomUUID } from 'node:crypto';
import type { MessageAttachmentUpload } from '@loci/contract';
import type { DocumentStorageSettings } from '../config.js';
import type { LabKysely } from '../db/create-database.js';
import {
  decodeContent,
  fileContentMismatchMessage,
  fileTypeRefusedMessage,
} from '../documents/upload-content.js';
import { documentStoreFromEnvironment, type DocumentStore } from '../documents/document-store.js';
import { checkUpload } from '../documents/upload-type.js';
import { HttpProblem } from '../http/http-problem.js';

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
