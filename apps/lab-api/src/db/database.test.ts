import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/record-audit.js';
import { useTestDatabase } from '../testing/index.js';
import { migrateToLatest } from './migrate.js';

const database = useTestDatabase();

describe('storage', () => {
  it('migrates once and is idempotent on a second run', async () => {
    const second = await migrateToLatest(database.db);
    expect(second.results).toEqual([]);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() order by table_name`.execute(database.db);
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['audit_event', 'user_profile', 'client_account', 'account_access']),
    );
  });

  it('keeps the audit trail append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await recordAudit(database.db, { action: 'sign_in', actorEmail: 'Dr.Ada@loci.test' });
    const [event] = await database.db.selectFrom('audit_event').selectAll().execute();
    expect(event).toMatchObject({ action: 'sign_in', actor_email: 'dr.ada@loci.test' });

    await expect(
      sql`update audit_event set action = 'changed'`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_event`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_event`.execute(database.db)).rejects.toThrow(/append-only/);
    const count = await database.db
      .selectFrom('audit_event')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count.count).toBe(1);
  });

  it('commits and rolls back transactions, and serialises concurrent work', async () => {
    await database.db
      .insertInto('app_setting')
      .values({ var_name: 'kept', var_value: '1' })
      .execute();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('app_setting')
          .values({ var_name: 'dropped', var_value: '1' })
          .execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const names = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        database.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('app_setting')
            .values({ var_name: `parallel_${index}`, var_value: String(index) })
            .execute();
          return index;
        }),
      ),
    );
    expect(names).toEqual([0, 1, 2, 3, 4]);
    const settings = await database.db.selectFrom('app_setting').select('var_name').execute();
    expect(settings.map((row) => row.var_name).sort()).toEqual([
      'kept',
      'parallel_0',
      'parallel_1',
      'parallel_2',
      'parallel_3',
      'parallel_4',
    ]);
  });

  it('reports affected rows and keeps dates as text', async () => {
    const result = await database.db
      .updateTable('app_setting')
      .set({ var_value: '2' })
      .where('var_name', 'like', 'parallel_%')
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(5n);
    const row = await sql<{ day: string }>`select date '2024-02-29' as day`.execute(database.db);
    expect(row.rows[0]?.day).toBe('2024-02-29');
  });
});

describe('PGlite data folder', () => {
  it.skipIf(process.env.LOCI_TEST_DATABASE === 'postgres')(
    'refuses a second opener while the first holds the folder, and frees it on close',
    async () => {
      const { mkdtempSync, rmSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const path = await import('node:path');
      const { createDatabase } = await import('./create-database.js');
      const folder = mkdtempSync(path.join(tmpdir(), 'loci-lock-'));
      const dataDir = path.join(folder, 'pglite');
      try {
        const first = await createDatabase({ dataDir });
        await expect(createDatabase({ dataDir })).rejects.toThrow(/is in use by process/);
        await first.destroy();
        const again = await createDatabase({ dataDir });
        await again.destroy();
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});

describe('data folder lock', () => {
  it('takes over a lock left by a process that is gone', async () => {
    const { mkdtempSync, rmSync, writeFileSync, existsSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { lockDataDir } = await import('./create-database.js');
    const folder = mkdtempSync(path.join(tmpdir(), 'loci-lock-'));
    const dataDir = path.join(folder, 'pglite');
    try {
      // A pid far above any live process on this machine.
      writeFileSync(`${dataDir}.lock`, '2147483646');
      const unlock = lockDataDir(dataDir);
      expect(() => lockDataDir(dataDir)).toThrow(/is in use by process/);
      unlock();
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
