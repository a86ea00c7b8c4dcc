// The lab desk's messages area (docs/decisions/notifications.md): every account's threads with
// the read status of one lab reader (unread while a provider's message is newer than the reader's
// last read), and that reader's read marks.
import type { MessageThread } from '@loci/contract';
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { threadListCap, threadOf } from '../messaging/thread-records.js';

export interface DeskThreadFilter {
  reader: string;
  threadId?: number | undefined;
  accountNumber?: string | undefined;
  orderId?: number | undefined;
  readStatus?: MessageThread['readStatus'] | undefined;
}

/** Threads for a lab reader: unread first, then the newest last message first. */
export async function listDeskThreads(
  db: LabKysely,
  filter: DeskThreadFilter,
): Promise<Array<MessageThread & { accountId: number }>> {
  const unreadMessages = sql<number>`(select count(*) from thread_message m
    where m.thread_id = t.id and m.sender_type = 'Provider'
      and (r.read_at is null or m.created_at > r.read_at))`;
  let query = db
    .selectFrom('message_thread as t')
    .innerJoin('client_account as a', 'a.account_id', 't.account_id')
    .leftJoin('lab_thread_read_mark as r', (join) =>
      join.onRef('r.thread_id', '=', 't.id').on('r.reader', '=', filter.reader),
    )
    .selectAll('t')
    .select([
      'a.cmid',
      sql<number>`(select count(*) from thread_message m where m.thread_id = t.id)`.as(
        'message_count',
      ),
      unreadMessages.as('unread_count'),
    ]);
  if (filter.threadId !== undefined) query = query.where('t.id', '=', filter.threadId);
  if (filter.orderId !== undefined) query = query.where('t.order_id', '=', filter.orderId);
  if (filter.accountNumber !== undefined) query = query.where('a.cmid', '=', filter.accountNumber);
  if (filter.readStatus === 'UNREAD') query = query.where(sql<boolean>`${unreadMessages} > 0`);
  if (filter.readStatus === 'READ') query = query.where(sql<boolean>`${unreadMessages} = 0`);
  const rows = await query
    .orderBy(sql`case when ${unreadMessages} > 0 then 0 else 1 end`)
    .orderBy(sql`coalesce(t.last_message_at, t.created_at)`, 'desc')
    .orderBy('t.id', 'desc')
    .limit(threadListCap)
    .execute();
  return rows.map((row) => ({ accountId: row.account_id, ...threadOf(row) }));
}

/** Marks a thread read for a lab reader up to now. */
export async function markDeskThreadRead(
  db: LabKysely,
  threadId: number,
  reader: string,
): Promise<void> {
  await db
    .insertInto('lab_thread_read_mark')
    .values({ thread_id: threadId, reader, read_at: sql<Date>`now()` })
    .onConflict((conflict) =>
      conflict.columns(['thread_id', 'reader']).doUpdateSet({ read_at: sql<Date>`now()` }),
    )
    .execute();
}
