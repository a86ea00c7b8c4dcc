// Every SQL of notifications (docs/decisions/notifications.md): people's channels per kind, the
// portal list's rows, live events (with their NOTIFY to every server instance), stream tickets.
import type {
  LiveEvent,
  Notification,
  NotificationChannel,
  NotificationKind,
  NotificationPerson,
} from '@loci/contract';
import { defaultNotificationChannel, NotificationKinds } from '@loci/contract';
import { sql, type Selectable } from 'kysely';
import { isoTimestamp as iso } from '../db/column-dates.js';
import type { LabKysely } from '../db/create-database.js';
import type { NotificationTable } from './notification-schema.js';
import { likeEscape } from '../db/like-escape.js';

/** The channel every server instance LISTENs on for live events. */
export const liveEventChannel = 'loci_live';

/** The people told about an account's events: its users with approved access. */
export async function accountRecipients(db: LabKysely, accountId: number) {
  return db
    .selectFrom('account_access as x')
    .innerJoin('user_profile as p', 'p.contact_id', 'x.contact_id')
    .select([
      'p.contact_id',
      'p.login_email_address',
      'p.first_name',
      'p.last_name',
      'x.access_type_code',
    ])
    .where('x.account_id', '=', accountId)
    .where('x.access_approved', '=', true)
    .orderBy('p.contact_id')
    .execute();
}

/** Each person's channel for a kind (the default where they chose none). */
export async function channelsFor(
  db: LabKysely,
  contactIds: readonly number[],
  kind: NotificationKind,
): Promise<Map<number, NotificationChannel>> {
  const channels = new Map<number, NotificationChannel>(
    contactIds.map((id) => [id, defaultNotificationChannel]),
  );
  if (contactIds.length === 0) return channels;
  const rows = await db
    .selectFrom('notification_preference')
    .select(['contact_id', 'channel'])
    .where('contact_id', 'in', [...contactIds])
    .where('kind', '=', kind)
    .execute();
  for (const row of rows) channels.set(row.contact_id, row.channel as NotificationChannel);
  return channels;
}

export async function preferencesOf(db: LabKysely, contactId: number) {
  const rows = await db
    .selectFrom('notification_preference')
    .select(['kind', 'channel'])
    .where('contact_id', '=', contactId)
    .execute();
  const chosen = new Map(rows.map((row) => [row.kind, row.channel as NotificationChannel]));
  return NotificationKinds.map((kind) => ({
    Kind: kind,
    Channel: chosen.get(kind) ?? defaultNotificationChannel,
  }));
}

export async function savePreferences(
  db: LabKysely,
  contactId: number,
  preferences: ReadonlyArray<{ Kind: NotificationKind; Channel: NotificationChannel }>,
): Promise<void> {
  // A kind listed twice counts once, the last one (one statement cannot upsert a row twice).
  const channels = new Map(preferences.map((preference) => [preference.Kind, preference.Channel]));
  await db
    .insertInto('notification_preference')
    .values([...channels].map(([kind, channel]) => ({ contact_id: contactId, kind, channel })))
    .onConflict((conflict) =>
      conflict.columns(['contact_id', 'kind']).doUpdateSet({
        channel: (eb) => eb.ref('excluded.channel'),
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

export interface NewNotification {
  contactId: number;
  accountId: number;
  kind: NotificationKind;
  severity: string;
  message: string;
  orderId: number | null;
  threadId: number | null;
  labReportId?: number | null;
  forwardedBy?: string | null;
}

export async function insertNotification(
  db: LabKysely,
  row: NewNotification,
): Promise<Selectable<NotificationTable>> {
  return db
    .insertInto('notification')
    .values({
      contact_id: row.contactId,
      account_id: row.accountId,
      kind: row.kind,
      severity: row.severity,
      message: row.message,
      order_id: row.orderId,
      thread_id: row.threadId,
      lab_report_id: row.labReportId ?? null,
      forwarded_by: row.forwardedBy ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Writes a person's live event and NOTIFYs every server instance; inside a transaction the
 * NOTIFY is sent at commit (and never, on rollback), so streams see only events that happened.
 */
export async function insertLiveEvent(
  db: LabKysely,
  contactId: number,
  event: Omit<LiveEvent, 'EventId'>,
): Promise<LiveEvent> {
  const row = await db
    .insertInto('live_event')
    .values({ contact_id: contactId, payload: JSON.stringify(event) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stored: LiveEvent = { ...event, EventId: Number(row.id) };
  await sql`select pg_notify(${liveEventChannel}, ${JSON.stringify({ contactId, event: stored })})`.execute(
    db,
  );
  return stored;
}

/** A person's live events after the given one (resuming a stream), oldest first. */
export async function liveEventsAfter(
  db: LabKysely,
  contactId: number,
  afterId: number,
  limit = 500,
): Promise<LiveEvent[]> {
  const rows = await db
    .selectFrom('live_event')
    .select(['id', 'payload'])
    .where('contact_id', '=', contactId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...(row.payload as LiveEvent), EventId: Number(row.id) }));
}

export async function insertStreamTicket(
  db: LabKysely,
  ticketHash: string,
  contactId: number,
  expiresAt: Date,
): Promise<void> {
  await db
    .deleteFrom('live_stream_ticket')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('live_stream_ticket')
    .values({ ticket_hash: ticketHash, contact_id: contactId, expires_at: expiresAt })
    .execute();
}

/** The person a ticket that has not expired opens a stream for. */
export async function ticketHolder(db: LabKysely, ticketHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('live_stream_ticket')
    .select('contact_id')
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.contact_id;
}

const notificationColumns = [
  'n.id',
  'n.kind',
  'n.severity',
  'n.message',
  'n.order_id',
  'n.thread_id',
  'n.lab_report_id',
  'n.forwarded_by',
  'n.viewed_at',
  'n.created_at',
  'a.cmid',
] as const;

type NotificationColumns = Omit<Selectable<NotificationTable>, 'contact_id' | 'account_id'>;

function toNotification(row: NotificationColumns & { cmid: string }): Notification {
  return {
    NotificationId: row.id,
    Kind: row.kind as Notification['Kind'],
    Severity: row.severity as Notification['Severity'],
    Message: row.message,
    AccountNumber: row.cmid,
    OrderId: row.order_id,
    ThreadId: row.thread_id,
    LabReportId: row.lab_report_id,
    Viewed: row.viewed_at !== null,
    ViewedDate: iso(row.viewed_at),
    CreatedDate: iso(row.created_at) ?? '',
    ForwardedBy: row.forwarded_by,
  };
}

/** A reader's notifications of the accounts (and kinds, if named): unread first, newest first. */
export async function listNotifications(
  db: LabKysely,
  contactId: number,
  accountIds: readonly number[],
  request: {
    Viewed: 'All' | 'Unread' | 'Viewed';
    Kinds: readonly string[];
    PageNumber: number;
    PageSize: number;
  },
) {
  if (accountIds.length === 0) return { items: [], totalCount: 0, unreadCount: 0 };
  let query = db
    .selectFrom('notification as n')
    .innerJoin('client_account as a', 'a.account_id', 'n.account_id')
    .where('n.contact_id', '=', contactId)
    .where('n.account_id', 'in', [...accountIds]);
  // A kind named twice counts once: the query has one parameter a kind, seven at the most.
  const kinds = [...new Set(request.Kinds)];
  if (kinds.length > 0) query = query.where('n.kind', 'in', kinds);
  const counts = await query
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where n.viewed_at is null)`.as('unread'),
    ])
    .executeTakeFirstOrThrow();
  if (request.Viewed === 'Unread') query = query.where('n.viewed_at', 'is', null);
  if (request.Viewed === 'Viewed') query = query.where('n.viewed_at', 'is not', null);
  const totals = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(notificationColumns)
    .orderBy(sql`n.viewed_at is null`, 'desc')
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(request.PageSize)
    .offset((request.PageNumber - 1) * request.PageSize)
    .execute();
  return {
    items: rows.map(toNotification),
    totalCount: Number(totals.n),
    unreadCount: Number(counts.unread),
  };
}

/** One of the reader's notifications (of an account they may read); undefined otherwise. */
export async function findNotification(
  db: LabKysely,
  contactId: number,
  accountIds: readonly number[],
  id: number,
) {
  if (accountIds.length === 0) return undefined;
  const row = await db
    .selectFrom('notification as n')
    .innerJoin('client_account as a', 'a.account_id', 'n.account_id')
    .select([...notificationColumns, 'n.account_id'])
    .where('n.id', '=', id)
    .where('n.contact_id', '=', contactId)
    .where('n.account_id', 'in', [...accountIds])
    .executeTakeFirst();
  return row && { notification: toNotification(row), accountId: row.account_id };
}

export async function markViewed(db: LabKysely, contactId: number, id: number): Promise<Date> {
  const row = await db
    .updateTable('notification')
    .set({ viewed_at: sql<Date>`coalesce(viewed_at, now())` })
    .where('id', '=', id)
    .where('contact_id', '=', contactId)
    .returning('viewed_at')
    .executeTakeFirstOrThrow();
  return row.viewed_at ?? new Date();
}

export async function unreadCount(
  db: LabKysely,
  contactId: number,
  accountIds: readonly number[],
): Promise<number> {
  if (accountIds.length === 0) return 0;
  const row = await db
    .selectFrom('notification')
    .select(sql<number>`count(*)`.as('n'))
    .where('contact_id', '=', contactId)
    .where('account_id', 'in', [...accountIds])
    .where('viewed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** People with approved access to any of the accounts (the caller aside), by name. */
export async function searchPeople(
  db: LabKysely,
  accountIds: readonly number[],
  exceptContactId: number,
  term: string,
): Promise<NotificationPerson[]> {
  if (accountIds.length === 0) return [];
  let query = db
    .selectFrom('account_access as x')
    .innerJoin('user_profile as p', 'p.contact_id', 'x.contact_id')
    .innerJoin('client_account as a', 'a.account_id', 'x.account_id')
    .select([
      'p.contact_id',
      'p.first_name',
      'p.last_name',
      'p.login_email_address',
      sql<string[]>`array_agg(a.cmid order by a.cmid)`.as('accounts'),
    ])
    .where('x.account_id', 'in', [...accountIds])
    .where('x.access_approved', '=', true)
    .where('p.contact_id', '<>', exceptContactId)
    .groupBy(['p.contact_id', 'p.first_name', 'p.last_name', 'p.login_email_address']);
  if (term !== '') {
    const like = `%${likeEscape(term.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(
          sql`lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`,
          'like',
          like,
        ),
        eb(sql`lower(p.login_email_address)`, 'like', like),
      ]),
    );
  }
  const rows = await query.orderBy('p.last_name').orderBy('p.first_name').limit(25).execute();
  return rows.map((row) => ({
    ContactId: row.contact_id,
    FirstName: row.first_name ?? '',
    LastName: row.last_name ?? '',
    Email: row.login_email_address,
    AccountNumbers: row.accounts,
  }));
}

/** Whether a person has approved access to the account. */
export async function hasApprovedAccess(
  db: LabKysely,
  contactId: number,
  accountId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('account_access')
    .select('contact_id')
    .where('contact_id', '=', contactId)
    .where('account_id', '=', accountId)
    .where('access_approved', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

export async function contactEmail(db: LabKysely, contactId: number) {
  return db
    .selectFrom('user_profile')
    .select(['contact_id', 'login_email_address', 'first_name', 'last_name'])
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
}
