// The accounts' contacts (people).
import type { LabKysely } from '../db/create-database.js';
import type { AccountContactTable } from '../db/schema.js';

/** The columns a caller sets on a contact (the table's own, less its keys and times). */
export type ContactColumns = Omit<
  AccountContactTable,
  'id' | 'account_id' | 'created_at' | 'updated_at'
>;

/** Adds a contact to an account. */
export async function insertContact(db: LabKysely, accountId: number, columns: ContactColumns) {
  return db
    .insertInto('account_contact')
    .values({ ...columns, account_id: accountId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes a contact of the account (undefined when the account has no such contact). */
export async function updateContact(
  db: LabKysely,
  accountId: number,
  id: number,
  columns: ContactColumns,
) {
  return db
    .updateTable('account_contact')
    .set({ ...columns, updated_at: new Date() })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
}

/** The contacts of the accounts, by last name, first name and id. */
export async function contactsOfAccounts(db: LabKysely, accountIds: readonly number[]) {
  return db
    .selectFrom('account_contact')
    .selectAll()
    .where('account_id', 'in', [...accountIds])
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}
