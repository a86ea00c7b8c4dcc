// The lab's one mailer: every mail is first written to the outbox table together with its
// delivery job (one transaction), then delivered by the job queue through the transport (SMTP or
// the local folder), retried with exponential backoff. A mail is claimed for one attempt at a
// time and marked sent right after the transport took it (docs/decisions/mail-outbox.md).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { LabDatabase } from '../db/schema.js';
import type { JobDefinition, JobQueue } from '../job-queue/job-queue.js';
import type { MailConfig } from './mail-config.js';
import {
  claimOutboxMail,
  insertOutboxMail,
  markOutboxMailFailed,
  markOutboxMailSent,
} from './mail-outbox-records.js';
import type { Mailer, OutgoingMail } from './mailer.js';

export interface MailJobData {
  mailId: number;
}

/** The part of the server's logger the outbox reports to (no addresses, no content). */
export interface OutboxLogger {
  warn(fields: object, message: string): void;
}

/** Thrown when another attempt still holds the mail: the job is tried again later. */
export class MailBusyError extends Error {
  constructor() {
    super('Another attempt is delivering this mail');
    this.name = 'MailBusyError';
  }
}

/** The domain of the sender's address, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'loci.test';
}

/** The delivery job: one attempt per run, the queue retries with backoff. */
export function mailDeliveryJob(
  db: LabKysely,
  transport: Mailer,
  config: MailConfig,
  logger?: OutboxLogger,
): JobDefinition<MailJobData> {
  // An attempt that outlives its lease counts as lost (the server died mid-send): connection,
  // greeting and data may each take the send timeout.
  const leaseSeconds = config.sendTimeoutSeconds * 3 + 10;
  return {
    name: 'mail-delivery',
    retryLimit: config.retryLimit,
    retryDelaySeconds: config.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMaxSeconds: 3600,
    expireInSeconds: leaseSeconds,
    async work({ mailId }, attempt) {
      const claim = await claimOutboxMail(db, mailId, leaseSeconds);
      if (claim.outcome === 'done') return;
      if (claim.outcome === 'busy') throw new MailBusyError();
      try {
        await transport.send(claim.mail);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markOutboxMailFailed(db, mailId, reason.slice(0, 500), attempt.lastAttempt);
        logger?.warn(
          { mailId, attempt: attempt.retryCount + 1, code: (error as { code?: unknown }).code },
          attempt.lastAttempt ? 'mail could not be delivered; given up' : 'mail delivery failed',
        );
        throw error;
      }
      await markOutboxMailSent(db, mailId);
    },
  };
}

/** What the outbox gives back for a queued mail. */
export interface QueuedMail {
  mailId: number;
  messageId: string;
}

export class OutboxMailer implements Mailer {
  readonly #db: LabKysely;
  readonly #domain: string;
  readonly #job: JobDefinition<MailJobData>;
  #queue: JobQueue | undefined;

  constructor(db: LabKysely, config: MailConfig, job: JobDefinition<MailJobData>) {
    this.#db = db;
    this.#domain = senderDomain(config.from);
    this.#job = job;
  }

  /** The queue that delivers (started after the mailer is built). */
  attach(queue: JobQueue): void {
    this.#queue = queue;
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.enqueue(mail);
  }

  /** Writes the mail and its job; inside `transaction` when given (both commit with it). */
  async enqueue(mail: OutgoingMail, transaction?: Kysely<LabDatabase>): Promise<QueuedMail> {
    const queue = this.#queue;
    if (!queue) throw new Error('The mail outbox has no job queue yet');
    const messageId = mail.messageId ?? `<${randomUUID()}@${this.#domain}>`;
    const write = async (trx: Kysely<LabDatabase>) => {
      const mailId = await insertOutboxMail(trx, { ...mail, messageId });
      await queue.send(this.#job, { mailId }, { transaction: trx, singletonKey: `mail-${mailId}` });
      return { mailId, messageId };
    };
    return transaction ? write(transaction) : this.#db.transaction().execute(write);
  }
}
