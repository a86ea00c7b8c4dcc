export { mailConfigFromEnvironment, type MailConfig } from './mail-config.js';
export { mailMigrations } from './mail-migrations.js';
export {
  MailBusyError,
  mailDeliveryJob,
  OutboxMailer,
  type MailJobData,
  type OutboxLogger,
  type QueuedMail,
} from './mail-outbox.js';
export { findOutboxMail, type StoredMail } from './mail-outbox-records.js';
export {
  LocalMailer,
  type LocalMailerOptions,
  type MailAttachment,
  type Mailer,
  type OutgoingMail,
  type SentMail,
} from './mailer.js';
export { SmtpMailer, type SmtpMailerOptions } from './smtp-mailer.js';
