import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { insertMissing } from '../db/insert-missing.js';
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
    await insertMissing(trx, 'client_account', demoAccounts, { key: ['account_id'] });
    await insertMissing(trx, 'user_profile', demoProfiles, { key: ['contact_id'] });
    await insertMissing(trx, 'account_access', demoAccess, { key: ['contact_id', 'account_id'] });
    const providers = demoOrderingProviders();
    await insertMissing(trx, 'ordering_provider', providers, { key: ['id'] });
    await insertMissing(trx, 'account_contact', demoContacts, { key: ['id'] });
    // Contacts were written with fixed ids: move the id sequence past them.
    await sql`select setval(pg_get_serial_sequence('account_contact', 'id'),
      greatest((select max(id) from account_contact), 1))`.execute(trx);
    await insertMissing(trx, 'app_setting', demoAppSettings, { key: ['var_name'] });
    await insertMissing(trx, 'account_required_field', demoRequiredFields, {
      key: ['account_id', 'field_name'],
    });
    await insertMissing(trx, 'site_service_key', demoSiteServiceKeys, {
      key: ['account_id', 'service_key'],
    });
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
