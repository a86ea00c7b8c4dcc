// The documents' SQL: an order or document within the caller's approved accounts, and the
// order_document rows (upload, tags, delete, list and the beacon's summary).
import type { Insertable } from 'kysely';
import { allAccessTypes, approvedAccountIds } from '../accounts/account-scope.js';
import type { Caller } from '../accounts/caller.js';
import type { LabKysely } from '../db/create-database.js';
import type { OrderDocumentTable } from './document-schema.js';

/** The order, if it belongs to one of the caller's approved accounts. */
export async function findScopedOrder(db: LabKysely, caller: Caller, orderId: number) {
  const accountIds = approvedAccountIds(caller, allAccessTypes);
  if (accountIds.length === 0) return undefined;
  return db
    .selectFrom('lab_order as o')
    .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
    .select(['o.id', 'o.account_id', 'a.cmid'])
    .where('o.id', '=', orderId)
    .where('o.account_id', 'in', accountIds)
    .executeTakeFirst();
}

/** The document, if its order belongs to one of the caller's approved accounts. */
export async function findScopedDocument(db: LabKysely, caller: Caller, documentId: number) {
  const accountIds = approvedAccountIds(caller, allAccessTypes);
  if (accountIds.length === 0) return undefined;
  return db
    .selectFrom('order_document as d')
    .innerJoin('client_account as a', 'a.account_id', 'd.account_id')
    .selectAll('d')
    .select('a.cmid')
    .where('d.id', '=', documentId)
    .where('d.account_id', 'in', accountIds)
    .executeTakeFirst();
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
