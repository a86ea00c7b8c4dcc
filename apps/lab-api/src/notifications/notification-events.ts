// Raising a notification for an event of an account (docs/decisions/notifications.md): inside the
// event's own transaction, each person with approved access hears it by their channel for its
// kind: a row in the portal list (Portal, EmailAndPortal), an e-mail through the mail outbox
// (Email, EmailAndPortal), and a live event on their streams. The e-mail names no patient.
import {
  channelHasEmail,
  channelHasPortal,
  messageThreadHref,
  notificationKindLabels,
  notificationPreferencesHref,
  notificationsHref,
  orderReviewHref,
  reportHref,
  type LiveEvent,
  type NotificationKind,
  type NotificationSeverity,
} from '@loci/contract';
import { readsReports } from '@loci/domain';
import type { LabKysely } from '../db/create-database.js';
import { inTransaction } from '../db/in-transaction.js';
import type { OutboxMailer } from '../mail/mail-outbox.js';
import {
  accountRecipients,
  channelsFor,
  insertLiveEvent,
  insertNotification,
} from './notification-records.js';

/** What a notification needs besides the database: the outbox and the portal's address. */
export interface NotificationOutlet {
  /** The mail outbox (absent in an app built without delivery: no e-mail then). */
  mailer?: OutboxMailer | undefined;
  publicUrl: string;
}

export interface AccountEvent {
  accountId: number;
  accountNumber: string;
  kind: NotificationKind;
  severity: NotificationSeverity;
  message: string;
  orderId: number | null;
  threadId?: number | null;
  /** The released report a report's notification tells of. */
  labReportId?: number | null;
  /** Only these people (a forward); default: everyone with approved access to the account. */
  onlyContactIds?: readonly number[];
  /** Only those who read the account's reports (a reply in a results discussion). */
  reportReadersOnly?: boolean;
  forwardedBy?: string | null;
  /** Added to the e-mail only (a forward's note). */
  note?: string | undefined;
}

const urgentKinds: ReadonlySet<NotificationKind> = new Set(['OrderOnHold']);

/**
 * The e-mail of a notification: its message, and where to read and change it in the portal; the
 * addresses of its order and message thread, and for someone who may read the account's reports,
 * of its report.
 */
export function notificationMail(
  outlet: NotificationOutlet,
  to: string,
  event: Pick<AccountEvent, 'kind' | 'message' | 'note' | 'orderId' | 'threadId'> & {
    reportId?: number | null;
  },
) {
  // The portal's own addresses (the contract's), at this server's public address.
  const portal = (path: string) => `${outlet.publicUrl}${path}`;
  return {
    to,
    subject: `Loci: ${notificationKindLabels[event.kind]}`,
    text: [
      event.message,
      ...(event.note ? ['', event.note] : []),
      '',
      ...(event.reportId ? [`Read the report: ${portal(reportHref(event.reportId))}`] : []),
      ...(event.orderId ? [`Open the order: ${portal(orderReviewHref(event.orderId))}`] : []),
      ...(event.threadId ? [`Read the message: ${portal(messageThreadHref(event.threadId))}`] : []),
      `Sign in to read more: ${portal(notificationsHref())}`,
      `Choose how you hear about this: ${portal(notificationPreferencesHref())}`,
    ].join('\n'),
  };
}

export interface RaisedNotification {
  contactId: number;
  channel: number;
  notificationId: number | null;
  mailId: number | null;
}

/** Tells the account's people about the event, by their channels, in `db`'s transaction. */
export async function notifyAccount(
  db: LabKysely,
  outlet: NotificationOutlet,
  event: AccountEvent,
): Promise<RaisedNotification[]> {
  return inTransaction(db, async (trx) => {
    const people = (await accountRecipients(trx, event.accountId)).filter(
      (person) =>
        (!event.onlyContactIds || event.onlyContactIds.includes(person.contact_id)) &&
        (!event.reportReadersOnly || readsReports(person.access_type_code)),
    );
    const channels = await channelsFor(
      trx,
      people.map((person) => person.contact_id),
      event.kind,
    );
    const raised: RaisedNotification[] = [];
    for (const person of people) {
      const channel = channels.get(person.contact_id) ?? 2;
      const row = channelHasPortal(channel)
        ? await insertNotification(trx, {
            contactId: person.contact_id,
            accountId: event.accountId,
            kind: event.kind,
            severity: event.severity,
            message: event.message,
            orderId: event.orderId,
            threadId: event.threadId ?? null,
            labReportId: event.labReportId ?? null,
            forwardedBy: event.forwardedBy ?? null,
          })
        : undefined;
      // Orders Only people read no reports: their e-mail and live event name none.
      const reportId = readsReports(person.access_type_code) ? (event.labReportId ?? null) : null;
      const queued =
        channelHasEmail(channel) && outlet.mailer
          ? await outlet.mailer.enqueue(
              notificationMail(outlet, person.login_email_address, { ...event, reportId }),
              trx,
            )
          : undefined;
      // Everyone's open screens refresh what the event concerns; the list only where it has a row.
      const live: Omit<LiveEvent, 'EventId'> = {
        Type: row ? 'notification' : event.kind === 'LabMessage' ? 'message' : 'order',
        Kind: event.kind,
        Severity: event.severity,
        Message: event.message,
        AccountNumber: event.accountNumber,
        OrderId: event.orderId,
        ThreadId: event.threadId ?? null,
        NotificationId: row?.id ?? null,
        Urgent: urgentKinds.has(event.kind) || event.severity === 'error',
        LabReportId: reportId,
        Viewed: false,
      };
      await insertLiveEvent(trx, person.contact_id, live);
      raised.push({
        contactId: person.contact_id,
        channel,
        notificationId: row?.id ?? null,
        mailId: queued?.mailId ?? null,
      });
    }
    return raised;
  });
}

/** The outlet of a server's registry: its mail outbox and public address. */
export function notificationOutlet(registry: {
  delivery?: { mailer: OutboxMailer } | undefined;
  config: { publicUrl: string };
}): NotificationOutlet {
  return { mailer: registry.delivery?.mailer, publicUrl: registry.config.publicUrl };
}

/** The name a person is shown by (their e-mail when they gave no name). */
export function personName(profile: {
  first_name: string | null;
  last_name: string | null;
  login_email_address: string;
}): string {
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return name || profile.login_email_address;
}
