// On PostgreSQL, the application role of src/db/application-role.sql may only insert into and read
// the audit table: UPDATE, DELETE and DISABLE TRIGGER fail for it, whatever the triggers do.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind, useTestDatabase } from '../testing/index.js';

const database = useTestDatabase();
const roleSql = readFileSync(new URL('./application-role.sql', import.meta.url), 'utf8');

describe.skipIf(testDatabaseKind() !== 'postgres')('the application role', () => {
  it('inserts and reads audit rows but cannot change, delete or unguard them', async () => {
    await sql.raw(roleSql).execute(database.db);
    // One connection for the role switch: a transaction holds it.
    await database.db.transaction().execute(async (trx) => {
      await sql`set local role loci_app`.execute(trx);
      await sql`insert into audit_event (action, outcome) values ('role.check', 'success')`.execute(
        trx,
      );
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from audit_event where action = 'role.check'`.execute(trx);
      expect(rows[0]?.n).toBe(1);
      await sql`savepoint before_update`.execute(trx);
      await expect(
        sql`update audit_event set outcome = 'failure' where action = 'role.check'`.execute(trx),
      ).rejects.toThrow(/permission denied/);
      await sql`rollback to savepoint before_update`.execute(trx);
      await expect(
        sql`delete from audit_event where action = 'role.check'`.execute(trx),
      ).rejects.toThrow(/permission denied/);
      await sql`rollback to savepoint before_update`.execute(trx);
      await expect(
        sql`alter table audit_event disable trigger audit_event_append_only`.execute(trx),
      ).rejects.toThrow(/must be owner/);
      await sql`rollback to savepoint before_update`.execute(trx);
      await expect(sql`truncate audit_event`.execute(trx)).rejects.toThrow(/permission denied/);
      await sql`rollback to savepoint before_update`.execute(trx);
      // The application's other tables stay writable.
      await sql`update app_setting set var_name = var_name where false`.execute(trx);
    });
  });
});
