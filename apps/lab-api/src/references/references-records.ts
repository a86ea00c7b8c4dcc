// The accounts' required order-form fields.
import type { LabKysely } from '../db/create-database.js';

/** The names of the fields an account requires, by name. */
export async function requiredFieldNames(db: LabKysely, accountId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('account_required_field')
    .select('field_name')
    .where('account_id', '=', accountId)
    .orderBy('field_name')
    .execute();
  return rows.map((row) => row.field_name);
}
