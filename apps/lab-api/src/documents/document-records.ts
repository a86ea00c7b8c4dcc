// The documents' SQL: a document within the caller's approved accounts (the order's scoped lookup
// is order-records'), and the order_document rows (upload, tags, delete, list, beacon summary).
import type { Insertable } from 'kysely';
import { findInApprovedAccounts } from '../accounts/account-scope.js';
import type { Caller } from '../accounts/caller.js';
import type { LabKysely } from '../db/create-database.js';
import type { OrderDocumentTable } from './document-schema.js';

/** The document, if its order belongs to one of the caller's approved accounts. */
export async function findScopedDocument(db: LabKysely, caller: Caller, documentId: number) {
  return findInApprovedAccounts(caller, (accountIds) =>
    db
      .selectFrom('order_document as d')
      .innerJoin('client_account as a', 'a.account_id', 'd.account_id')
      .selectAll('d')
      .select('a.cmid')
      .where('d.id', '=', documentId)
      .where('d.account_id', 'in', accountIds)
      .executeTakeFirst(),
  );
}

/** The documents of an order, in upload order. */
export async function orderDocumentRows(db: LabKysely, orderId: number) {
  return db
    .selectFrom('order_document')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Keeps a document's row (its bytes are the DocumentStore's); answers its id. */
export async function insertOrderDocument(
  db: LabKysely,
  values: Insertable<OrderDocumentTable>,
): Promise<{ id: number }> {
  return db.insertInto('order_document').values(values).returning(['id']).executeTakeFirstOrThrow();
}

/** Replaces a document's tags; answers the updated row. */
export async function replaceDocumentTags(db: LabKysely, documentId: number, tags: string[]) {
  return db
    .updateTable('order_document')
    .set({ tags, updated_at: new Date() })
    .where('id', '=', documentId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteDocumentRow(db: LabKysely, documentId: number): Promise<void> {
  await db.deleteFrom('order_document').where('id', '=', documentId).execute();
}

/** How many documents an order has and when the last one changed. */
export async function orderDocumentSummary(db: LabKysely, orderId: number) {
  return db
    .selectFrom('order_document')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('last')])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}
