// The accounts' site service keys (the table the lab fills; the portal only asks if one exists).
import type { LabKysely } from '../db/create-database.js';

/** Whether the account has a site service key. */
export async function hasSiteServiceKey(db: LabKysely, accountId: number): Promise<boolean> {
  const key = await db
    .selectFrom('site_service_key')
    .select('service_key')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return key !== undefined;
}
