// The SQL of message attachments: a reply's files (rows here, bytes in the document store) and
// one attachment of a thread of the caller's approved accounts (any other: none, i.e. 404).
import type { MessageAttachment, PortalMessage } from '@loci/contract';
import { findInApprovedAccounts } from '../accounts/account-scope.js';
import type { Caller } from '../accounts/caller.js';
import type { LabKysely } from '../db/create-database.js';
import type { StoredAttachment } from './message-attachment-store.js';

/** A stored file's row: the file as the store kept it, on one message. */
export interface NewMessageAttachment extends StoredAttachment {
  messageId: number;
}

export async function insertMessageAttachment(
  db: LabKysely,
  row: NewMessageAttachment,
): Promise<MessageAttachment> {
  const { id } = await db
    .insertInto('message_attachment')
    .values({
      message_id: row.messageId,
      name: row.name,
      mime_type: row.mimeType,
      size_bytes: row.size,
      md5: row.md5,
      storage: row.storage,
      storage_key: row.storageKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { attachmentId: id, fileName: row.name, mimeType: row.mimeType, size: row.size };
}

/** The messages with their attachments (an empty list where there are none). */
export async function withAttachments(
  db: LabKysely,
  messages: PortalMessage[],
): Promise<PortalMessage[]> {
  if (messages.length === 0) return messages;
  const rows = await db
    .selectFrom('message_attachment')
    .select(['id', 'message_id', 'name', 'mime_type', 'size_bytes'])
    .where(
      'message_id',
      'in',
      messages.map((message) => message.messageId),
    )
    .orderBy('id')
    .execute();
  return messages.map((message) => ({
    ...message,
    attachments: rows
      .filter((row) => row.message_id === message.messageId)
      .map((row) => ({
        attachmentId: row.id,
        fileName: row.name,
        mimeType: row.mime_type,
        size: row.size_bytes,
      })),
  }));
}

/** An attachment of a thread of the caller's approved accounts. */
export async function findScopedAttachment(db: LabKysely, caller: Caller, attachmentId: number) {
  return findInApprovedAccounts(caller, (accountIds) =>
    db
      .selectFrom('message_attachment as f')
      .innerJoin('thread_message as m', 'm.id', 'f.message_id')
      .innerJoin('message_thread as t', 't.id', 'm.thread_id')
      .innerJoin('client_account as a', 'a.account_id', 't.account_id')
      .selectAll('f')
      .select(['a.cmid', 't.id as thread_id'])
      .where('f.id', '=', attachmentId)
      .where('t.account_id', 'in', accountIds)
      .executeTakeFirst(),
  );
}
