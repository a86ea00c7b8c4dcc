// The lab's outgoing deliveries on one job queue: the mail outbox (password resets, shared
// reports) and fax jobs. Started with the server once the database is migrated, stopped before
// the database closes: running jobs get a grace period, then are released for a retry.
import type { LabKysely } from '../db/create-database.js';
import type { FaxConfig } from '../fax/fax-config.js';
import { LocalFaxGateway, type FaxGateway } from '../fax/fax-gateway.js';
import { FaxSender } from '../fax/fax-jobs.js';
import type { JobQueueConfig } from '../job-queue/job-queue-config.js';
import { startJobQueue } from '../job-queue/job-queue.js';
import type { MailConfig } from '../mail/mail-config.js';
import { mailDeliveryJob, OutboxMailer } from '../mail/mail-outbox.js';
import { LocalMailer, type Mailer } from '../mail/mailer.js';
import { SmtpMailer } from '../mail/smtp-mailer.js';

export interface Delivery {
  /** The lab's one mailer: every mail goes through the outbox. */
  mailer: OutboxMailer;
  fax: FaxSender;
  stop(): Promise<void>;
}

export interface DeliveryLogger {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface DeliveryOptions {
  mail: MailConfig;
  fax: FaxConfig;
  jobQueue: JobQueueConfig;
  /** Where mail lands without SMTP_URL (one text file per mail, attachments beside it). */
  mailFolder: string;
  /** Where the local fax gateway keeps the faxes it took (none: kept in memory only). */
  faxFolder?: string | undefined;
  /** The transport when SMTP_URL is not set (tests pass a LocalMailer to read). */
  localTransport?: Mailer | undefined;
  faxGateway?: FaxGateway | undefined;
  logger?: DeliveryLogger | undefined;
}

/** How long a stopping server lets running jobs finish before releasing them. */
const stopGraceMs = 5000;

export async function startDelivery(db: LabKysely, options: DeliveryOptions): Promise<Delivery> {
  const smtp = options.mail.smtpUrl
    ? new SmtpMailer({
        url: options.mail.smtpUrl,
        from: options.mail.from,
        timeoutMs: options.mail.sendTimeoutSeconds * 1000,
      })
    : undefined;
  const transport =
    smtp ?? options.localTransport ?? new LocalMailer({ folder: options.mailFolder });
  const mailJob = mailDeliveryJob(db, transport, options.mail, options.logger);
  const mailer = new OutboxMailer(db, options.mail, mailJob);
  const fax = new FaxSender(
    db,
    options.faxGateway ??
      new LocalFaxGateway({
        stepMs: options.fax.localStepMs,
        ...(options.faxFolder ? { folder: options.faxFolder } : {}),
      }),
    options.fax,
  );
  const queue = await startJobQueue(db, [mailJob, fax.job], {
    pollingIntervalSeconds: options.jobQueue.pollingIntervalSeconds,
    onError: (error) =>
      options.logger?.error({ errorType: error.name }, 'the job queue reported an error'),
  });
  mailer.attach(queue);
  fax.attach(queue);
  return {
    mailer,
    fax,
    async stop() {
      await queue.stop(stopGraceMs);
      smtp?.close();
    },
  };
}
