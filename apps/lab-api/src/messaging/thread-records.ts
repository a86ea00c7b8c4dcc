// Reading and writing threads and messages, always within the caller's approved accounts, with
// the read status of one user (a thread is unread while it holds a message from someone else
// posted after the user last read it).
import type { MessageThread, PortalMessage } from '@loci/contract';
import type { ThreadSortValue } from '@loci/domain';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import { withAttachments } from './message-attachment-records.js';
import type { MessageThreadTable, ThreadMessageTable } from './messaging-schema.js';

const iso = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** The category of threads that discuss a report's results (read as the reports are read). */
export const resultsCategory = 'Results';

export interface ThreadFilter {
  accountIds: readonly number[];
  /**
   * The accounts among `accountIds` whose results discussions (category Results) the reader may
   * see: those whose reports they read (docs/decisions/messaging-api.md). Absent: all of them.
   */
  resultsAccountIds?: readonly number[] | undefined;
  /** The reader whose read status is answered. */
  contactId: number;
  threadId?: number | undefined;
  orderId?: number | undefined;
  readStatus?: MessageThread['readStatus'] | undefined;
  /**
   * `product`: unread first, then the newest last message first (document 2 section 7.2);
   * otherwise by last message time only.
   */
  sort?: ThreadSortValue | 'product' | undefined;
  limit?: number;
}

/** The lab's cap on lists (document 3: top-200 lists are capped at 200). */
export const threadListCap = 200;

/** Threads with their counts and read status for one reader. */
export async function findThreads(db: LabKysely, filter: ThreadFilter): Promise<MessageThread[]> {
  if (filter.accountIds.length === 0) return [];
  const contactId = filter.contactId;
  let query = db
    .selectFrom('message_thread as t')
    .innerJoin('client_account as a', 'a.account_id', 't.account_id')
    .leftJoin('thread_read_mark as r', (join) =>
      join.onRef('r.thread_id', '=', 't.id').on('r.contact_id', '=', contactId),
    )
    .selectAll('t')
    .select('a.cmid')
    .select((eb) => [
      eb
        .selectFrom('thread_message as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.thread_id', '=', 't.id')
        .as('message_count'),
      eb
        .selectFrom('thread_message as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.thread_id', '=', 't.id')
        .where(sql<boolean>`m.sender_contact_id is distinct from ${contactId}`)
        .where(sql<boolean>`(r.read_at is null or m.created_at > r.read_at)`)
        .as('unread_count'),
    ])
    .where('t.account_id', 'in', [...filter.accountIds]);
  const resultsAccountIds = filter.resultsAccountIds;
  if (resultsAccountIds !== undefined) {
    query = query.where((eb) =>
      resultsAccountIds.length === 0
        ? eb('t.category', '<>', resultsCategory)
        : eb.or([
            eb('t.category', '<>', resultsCategory),
            eb('t.account_id', 'in', [...resultsAccountIds]),
          ]),
    );
  }
  if (filter.threadId !== undefined) query = query.where('t.id', '=', filter.threadId);
  if (filter.orderId !== undefined) query = query.where('t.order_id', '=', filter.orderId);

  const unread = sql<boolean>`exists (
    select 1 from thread_message m
    where m.thread_id = t.id
      and m.sender_contact_id is distinct from ${contactId}
      and (r.read_at is null or m.created_at > r.read_at))`;
  if (filter.readStatus === 'UNREAD') query = query.where(unread);
  if (filter.readStatus === 'READ') query = query.where(sql<boolean>`not ${unread}`);

  const lastActivity = sql`coalesce(t.last_message_at, t.created_at)`;
  const sort = filter.sort ?? 'product';
  if (sort === 'product') {
    // readStatus ascending: UNREAD before READ; then lastMessageAt descending.
    query = query.orderBy(sql`case when ${unread} then 0 else 1 end`).orderBy(lastActivity, 'desc');
  } else {
    query = query.orderBy(lastActivity, sort === 'last_message_at asc' ? 'asc' : 'desc');
  }
  const rows = await query
    .orderBy('t.id', 'desc')
    .limit(filter.limit ?? threadListCap)
    .execute();
  return rows.map(threadOf);
}

/** A thread row with its account number and counts (for one reader), as the calls answer it. */
export function threadOf(
  row: Selectable<MessageThreadTable> & {
    cmid: string;
    message_count: number | string | null;
    unread_count: number | string | null;
  },
): MessageThread {
  const unreadCount = Number(row.unread_count ?? 0);
  return {
    threadId: row.id,
    accountNumber: row.cmid,
    orderId: row.order_id,
    category: row.category as MessageThread['category'],
    subcategory: row.subcategory as MessageThread['subcategory'],
    scope: row.scope as MessageThread['scope'],
    subject: row.subject,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    lastMessageAt: row.last_message_at ? iso(row.last_message_at) : null,
    messageCount: Number(row.message_count ?? 0),
    unreadCount,
    readStatus: unreadCount > 0 ? 'UNREAD' : 'READ',
  };
}

/** One thread of the caller's accounts; 404 for any other (never its data). */
export async function requireThread(
  db: LabKysely,
  filter: Pick<ThreadFilter, 'accountIds' | 'contactId' | 'resultsAccountIds'>,
  threadId: number,
): Promise<MessageThread> {
  const [thread] = await findThreads(db, { ...filter, threadId });
  if (!thread) throw problems.notFound('Thread not found');
  return thread;
}

export function toPortalMessage(
  row: Selectable<ThreadMessageTable>,
  thread: Pick<Selectable<MessageThreadTable>, 'order_id'>,
  contactId: number,
): PortalMessage {
  return {
    messageId: row.id,
    threadId: row.thread_id,
    orderId: thread.order_id,
    scope: row.scope as PortalMessage['scope'],
    body: row.body,
    senderType: row.sender_type,
    senderName: row.sender_name,
    sentByMe: row.sender_contact_id === contactId,
    sentAt: iso(row.created_at),
  };
}

/** The messages of threads, oldest first. */
export async function findMessages(
  db: LabKysely,
  threadIds: readonly number[],
  contactId: number,
): Promise<PortalMessage[]> {
  if (threadIds.length === 0) return [];
  const rows = await db
    .selectFrom('thread_message as m')
    .innerJoin('message_thread as t', 't.id', 'm.thread_id')
    .selectAll('m')
    .select('t.order_id')
    .where('m.thread_id', 'in', [...threadIds])
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  return withAttachments(
    db,
    rows.map((row) => toPortalMessage(row, row, contactId)),
  );
}

/** Marks threads read for a reader up to now (or up to `readAt`); a later mark is kept. */
export async function markThreadsRead(
  db: LabKysely,
  threadIds: readonly number[],
  contactId: number,
  readAt: Date | RawBuilder<Date> = sql<Date>`now()`,
): Promise<void> {
  if (threadIds.length === 0) return;
  await db
    .insertInto('thread_read_mark')
    .values(
      threadIds.map((threadId) => ({
        thread_id: threadId,
        contact_id: contactId,
        read_at: readAt,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['thread_id', 'contact_id']).doUpdateSet({
        read_at: sql<Date>`greatest(thread_read_mark.read_at, excluded.read_at)`,
      }),
    )
    .execute();
}

export interface NewMessage {
  threadId: number;
  scope: string;
  body: string;
  senderType: 'Provider' | 'Lab';
  senderName: string;
  senderContactId: number | null;
}

/** Posts a message: the thread's last message time moves, and the sender has read it. */
export async function insertMessage(
  db: LabKysely,
  message: NewMessage,
): Promise<Selectable<ThreadMessageTable>> {
  const row = await db
    .insertInto('thread_message')
    .values({
      thread_id: message.threadId,
      scope: message.scope,
      body: message.body,
      sender_type: message.senderType,
      sender_name: message.senderName,
      sender_contact_id: message.senderContactId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('message_thread')
    .set({ last_message_at: row.created_at })
    .where('id', '=', message.threadId)
    .execute();
  if (message.senderContactId !== null)
    await markThreadsRead(db, [message.threadId], message.senderContactId, row.created_at);
  return row;
}

/** The account (and order) a new thread belongs to. */
export interface ThreadTarget {
  accountId: number;
  accountNumber: string;
  orderId: number | null;
}

export interface NewThread {
  category: string;
  subcategory: string;
  scope: string;
  subject?: string | undefined;
}

function defaultSubject(category: string, subcategory: string, orderId: number | null): string {
  const topic = category === subcategory ? category : `${category}: ${subcategory}`;
  return orderId === null ? topic : `Order ${orderId} – ${topic}`;
}

/** Opens a thread; without a subject it is named after its order and category. */
export async function insertThread(
  db: LabKysely,
  target: ThreadTarget,
  fields: NewThread,
  createdBy: string,
): Promise<number> {
  const row = await db
    .insertInto('message_thread')
    .values({
      account_id: target.accountId,
      order_id: target.orderId,
      category: fields.category,
      subcategory: fields.subcategory,
      scope: fields.scope,
      subject:
        fields.subject ?? defaultSubject(fields.category, fields.subcategory, target.orderId),
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Opens a thread with its first message, both or neither. */
export async function insertThreadWithMessage(
  db: LabKysely,
  target: ThreadTarget,
  fields: NewThread,
  createdBy: string,
  message: Omit<NewMessage, 'threadId'>,
): Promise<{ threadId: number; message: Selectable<ThreadMessageTable> }> {
  return db.transaction().execute(async (trx) => {
    const threadId = await insertThread(trx, target, fields, createdBy);
    const row = await insertMessage(trx, { ...message, threadId });
    return { threadId, message: row };
  });
}

/** The id of an order's first thread (the oldest), if it has one. */
export async function firstThreadOfOrder(
  db: LabKysely,
  orderId: number,
  withResults = true,
): Promise<number | undefined> {
  let query = db.selectFrom('message_thread').select('id').where('order_id', '=', orderId);
  // A reader who may not see results discussions never writes into one.
  if (!withResults) query = query.where('category', '<>', resultsCategory);
  const first = await query.orderBy('created_at').orderBy('id').executeTakeFirst();
  return first?.id;
}
