// Demo threads (deterministic, idempotent): on the first two submitted demo orders of accounts
// 1001 and 1002, a turnaround question answered by the lab (left unread, so the demo shows an
// unread thread) and a billing request from the lab that the practice answered (read).

import type { LabKysely } from '../db/create-database.js';

export const labSenderName = 'Loci Client Services';

const demoAuthors: Record<number, { contactId: number; name: string }> = {
  501: { contactId: 70001, name: 'Ada Okafor' },
  502: { contactId: 70001, name: 'Ada Okafor' },
};

const day = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-11-02T15:00:00Z');

interface DemoMessage {
  fromLab: boolean;
  body: string;
  /** Minutes after the thread opened. */
  after: number;
}

interface DemoThread {
  category: string;
  subcategory: string;
  scope: 'Proband' | 'Family' | 'Both';
  messages: DemoMessage[];
  /** Whether the practice has read the lab's last message. */
  read: boolean;
}

const demoThreads: DemoThread[] = [
  {
    category: 'Test',
    subcategory: 'Turnaround Time',
    scope: 'Proband',
    read: false,
    messages: [
      { fromLab: false, after: 0, body: 'When should we expect the report for this order?' },
      {
        fromLab: true,
        after: 95,
        body: 'The specimen was received and passed quality control. The report is due within the test’s turnaround time; we will message you if anything delays it.',
      },
    ],
  },
  {
    category: 'Billing',
    subcategory: 'Prior Authorization',
    scope: 'Both',
    read: true,
    messages: [
      {
        fromLab: true,
        after: 0,
        body: 'The payer asks for a letter of medical necessity before approving prior authorization. Please upload it to the order.',
      },
      { fromLab: false, after: 240, body: 'Uploaded the signed letter to the order today.' },
    ],
  },
];

export async function seedMessaging(db: LabKysely): Promise<number> {
  const existing = await db
    .selectFrom('message_thread')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  let created = 0;
  for (const [accountId, author] of Object.entries(demoAuthors)) {
    const orders = await db
      .selectFrom('lab_order')
      .select(['id', 'account_id'])
      .where('account_id', '=', Number(accountId))
      .where('status', 'in', [0, 4])
      .orderBy('id')
      .limit(demoThreads.length)
      .execute();
    for (const [index, order] of orders.entries()) {
      const plan = demoThreads[index]!;
      const opened = new Date(start + (created + 1) * day);
      await db.transaction().execute(async (trx) => {
        const thread = await trx
          .insertInto('message_thread')
          .values({
            account_id: order.account_id,
            order_id: order.id,
            category: plan.category,
            subcategory: plan.subcategory,
            scope: plan.scope,
            subject: `Order ${order.id} – ${plan.category}: ${plan.subcategory}`,
            created_by: plan.messages[0]!.fromLab ? labSenderName : author.name,
            created_at: opened,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        let last = opened;
        for (const message of plan.messages) {
          last = new Date(opened.getTime() + message.after * 60_000);
          await trx
            .insertInto('thread_message')
            .values({
              thread_id: thread.id,
              scope: plan.scope,
              body: message.body,
              sender_type: message.fromLab ? 'Lab' : 'Provider',
              sender_name: message.fromLab ? labSenderName : author.name,
              sender_contact_id: message.fromLab ? null : author.contactId,
              created_at: last,
            })
            .execute();
        }
        await trx
          .updateTable('message_thread')
          .set({ last_message_at: last })
          .where('id', '=', thread.id)
          .execute();
        const lastOwn = plan.messages.filter((message) => !message.fromLab).at(-1);
        const readAt = plan.read
          ? last
          : new Date(opened.getTime() + (lastOwn?.after ?? 0) * 60_000);
        await trx
          .insertInto('thread_read_mark')
          .values({ thread_id: thread.id, contact_id: author.contactId, read_at: readAt })
          .execute();
      });
      created += 1;
    }
  }
  return created;
}
