// Every SQL statement of the mail outbox.
import { sql, type Kysely } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { LabDatabase } from '../db/schema.js';
import type { OutgoingMail } from './mailer.js';
import type { MailStatus } from './mail-schema.js';

export interface StoredMail {
  id: number;
  messageId: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

/** Writes a mail and its attachments (inside the caller's transaction); returns its id. */
export async function insertOutboxMail(
  db: Kysely<LabDatabase>,
  mail: OutgoingMail & { messageId: string },
): Promise<number> {
  const { id } = await db
    .insertInto('mail_outbox')
    .values({
      message_id: mail.messageId,
      to_addresses: mail.to,
      subject: mail.subject,
      body: mail.text,
      last_error: null,
      lease_until: null,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const attachments = mail.attachments ?? [];
  if (attachments.length > 0) {
    await db
      .insertInto('mail_outbox_attachment')
      .values(
        attachments.map((attachment, position) => ({
          mail_id: id,
          position,
          filename: attachment.filename,
          content_type: attachment.contentType,
          content: attachment.content,
        })),
      )
      .execute();
  }
  return id;
}

export type MailClaim =
  | { outcome: 'claimed'; mail: OutgoingMail & { messageId: string } }
  | { outcome: 'done' }
  | { outcome: 'busy' };

/**
 * Takes a mail for one delivery attempt: locks its row, and unless it is already sent (or failed
 * for good) or another attempt's lease still runs, marks it `sending` until `leaseSeconds` from now.
 */
export async function claimOutboxMail(
  db: LabKysely,
  id: number,
  leaseSeconds: number,
): Promise<MailClaim> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('mail_outbox')
      .select(['id', 'message_id', 'to_addresses', 'subject', 'body', 'status'])
      .select(sql<boolean>`coalesce(lease_until > now(), false)`.as('leased'))
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.status === 'sent' || row.status === 'failed') return { outcome: 'done' };
    if (row.status === 'sending' && row.leased) return { outcome: 'busy' };
    await trx
      .updateTable('mail_outbox')
      .set({
        status: 'sending',
        attempts: sql`attempts + 1`,
        lease_until: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where('id', '=', id)
      .execute();
    const attachments = await trx
      .selectFrom('mail_outbox_attachment')
      .select(['filename', 'content_type', 'content'])
      .where('mail_id', '=', id)
      .orderBy('position')
      .execute();
    return {
      outcome: 'claimed',
      mail: {
        to: row.to_addresses,
        subject: row.subject,
        text: row.body,
        messageId: row.message_id,
        attachments: attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.content_type,
          content: attachment.content,
        })),
      },
    };
  });
}

/** The attempt delivered the mail: sent, for good. */
export async function markOutboxMailSent(db: LabKysely, id: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: sql`now()`, lease_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** The attempt failed: waiting for the next one, or failed for good after the last. */
export async function markOutboxMailFailed(
  db: LabKysely,
  id: number,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: final ? 'failed' : 'pending', lease_until: null, last_error: error })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

export async function findOutboxMail(
  db: LabKysely,
  messageId: string,
): Promise<StoredMail | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(['id', 'message_id', 'status', 'attempts', 'last_error', 'sent_at'])
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        messageId: row.message_id,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        sentAt: row.sent_at,
      }
    : undefined;
}
