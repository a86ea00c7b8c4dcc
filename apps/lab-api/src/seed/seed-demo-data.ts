import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import {
  demoAccess,
  demoAccounts,
  demoAppSettings,
  demoContacts,
  demoOrderingProviders,
  demoProfiles,
  demoRequiredFields,
  demoSiteServiceKeys,
} from './demo-data.js';

export interface SeedSummary {
  profiles: number;
  accounts: number;
  accessRecords: number;
  orderingProviders: number;
  contacts: number;
  appSettings: number;
}

/**
 * Writes the demo data. Idempotent: rows that exist (by their keys) are left as they are, so a
 * second run changes nothing. Sign-in credentials are the identity provider's (seeded by the
 * caller, see `seedDatabase`).
 */
export async function seedDemoData(db: LabKysely): Promise<SeedSummary> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('client_account')
      .values(demoAccounts)
      .onConflict((conflict) => conflict.column('account_id').doNothing())
      .execute();
    await trx
      .insertInto('user_profile')
      .values(demoProfiles)
      .onConflict((conflict) => conflict.column('contact_id').doNothing())
      .execute();
    await trx
      .insertInto('account_access')
      .values(demoAccess)
      .onConflict((conflict) => conflict.columns(['contact_id', 'account_id']).doNothing())
      .execute();
    const providers = demoOrderingProviders();
    await trx
      .insertInto('ordering_provider')
      .values(providers)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await trx
      .insertInto('account_contact')
      .values(demoContacts)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    // Contacts were written with fixed ids: move the id sequence past them.
    await sql`select setval(pg_get_serial_sequence('account_contact', 'id'),
      greatest((select max(id) from account_contact), 1))`.execute(trx);
    await trx
      .insertInto('app_setting')
      .values(demoAppSettings)
      .onConflict((conflict) => conflict.column('var_name').doNothing())
      .execute();
    await trx
      .insertInto('account_required_field')
      .values(demoRequiredFields)
      .onConflict((conflict) => conflict.columns(['account_id', 'field_name']).doNothing())
      .execute();
    await trx
      .insertInto('site_service_key')
      .values(demoSiteServiceKeys)
      .onConflict((conflict) => conflict.columns(['account_id', 'service_key']).doNothing())
      .execute();
    return {
      profiles: demoProfiles.length,
      accounts: demoAccounts.length,
      accessRecords: demoAccess.length,
      orderingProviders: providers.length,
      contacts: demoContacts.length,
      appSettings: demoAppSettings.length,
    };
  });
}

/** Whether the database holds no profiles yet (first start). */
export async function isDatabaseEmpty(db: LabKysely): Promise<boolean> {
  const row = await db.selectFrom('user_profile').select('contact_id').limit(1).executeTakeFirst();
  return row === undefined;
}
