// The accounts' ordering providers.
import type { LabKysely } from '../db/create-database.js';

/** An account's ordering providers by last name, first name and id. */
export async function orderingProviderRows(db: LabKysely, accountId: number) {
  return db
    .selectFrom('ordering_provider')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

/** The ordering provider of the account, if it is one. */
export async function accountProvider(db: LabKysely, accountId: number, providerId: number) {
  return db
    .selectFrom('ordering_provider')
    .select('id')
    .where('id', '=', providerId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}
