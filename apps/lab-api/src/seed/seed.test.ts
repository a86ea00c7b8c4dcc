import { unansweredRequiredAoeQuestions } from '@loci/domain';
import { describe, expect, it } from 'vitest';
import { aoeSectionsOfTests } from '../catalogue/aoe-forms.js';
import { useTestDatabase } from '../testing/index.js';
import { demoOrderingProviders } from './demo-data.js';
import { seedDatabase } from './seed-database.js';
import { isDatabaseEmpty } from './seed-demo-data.js';

const database = useTestDatabase();

async function snapshot() {
  const db = database.db;
  return {
    profiles: await db.selectFrom('user_profile').selectAll().orderBy('contact_id').execute(),
    accounts: await db.selectFrom('client_account').selectAll().orderBy('account_id').execute(),
    access: await db
      .selectFrom('account_access')
      .selectAll()
      .orderBy('contact_id')
      .orderBy('account_id')
      .execute(),
    providers: await db.selectFrom('ordering_provider').selectAll().orderBy('id').execute(),
    contacts: await db.selectFrom('account_contact').selectAll().orderBy('id').execute(),
    settings: await db.selectFrom('app_setting').selectAll().orderBy('var_name').execute(),
    signIns: await db
      .selectFrom('identity_user')
      .select(['id', 'email'])
      .orderBy('email')
      .execute(),
  };
}

describe('demo seed', () => {
  it('fills an empty database and changes nothing on a second run', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const summary = await seedDatabase(database.db);
    expect(summary).toMatchObject({ profiles: 4, accounts: 3, accessRecords: 5, signIns: 4 });
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const first = await snapshot();
    await seedDatabase(database.db);
    expect(await snapshot()).toEqual(first);
    expect(first.signIns.map((user) => user.email)).toEqual([
      'dr.ada@loci.test',
      'new.provider@loci.test',
      'no.account@loci.test',
      'sam.staff@loci.test',
    ]);
    expect(first.accounts.map((account) => [account.cmid, account.client_name])).toEqual([
      ['1001', 'Beacon Hill Medical Genetics'],
      ['1002', 'Lakeshore Pediatric Cardiology'],
      ['1003', 'Cascade Women’s Health & Prenatal Care'],
    ]);
    // Seeding the whole demo catalogue twice takes seconds alone but over a minute on a shared, loaded CI core.
  }, 240_000);

  it('answers the required AOE questions of every submitted demo order', async () => {
    const db = database.db;
    const orders = await db
      .selectFrom('lab_order')
      .select(['id', 'aoe_answers'])
      .where('status', 'in', [0, 4])
      .orderBy('id')
      .execute();
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      const tests = await db
        .selectFrom('order_test')
        .select('code')
        .where('order_id', '=', order.id)
        .execute();
      const sections = await aoeSectionsOfTests(
        db,
        tests.map((test) => test.code),
      );
      expect(sections.length, `order ${order.id}`).toBeGreaterThan(0);
      const answers = (
        typeof order.aoe_answers === 'string' ? JSON.parse(order.aoe_answers) : order.aoe_answers
      ) as Record<string, unknown>;
      expect(unansweredRequiredAoeQuestions(sections, answers), `order ${order.id}`).toEqual([]);
    }
  });

  it('dates each reported demo order before its specimen came in, and finished before its report', async () => {
    const reported = await database.db
      .selectFrom('lab_report as r')
      .innerJoin('order_test as t', 't.id', 'r.order_test_id')
      .innerJoin('lab_order as o', 'o.id', 't.order_id')
      .select(['o.id', 'o.ordered_at', 't.specimen_received_at', 't.test_finished_date'])
      .execute();
    expect(reported.length).toBeGreaterThan(0);
    for (const row of reported) {
      const [ordered, received, finished] = [
        row.ordered_at,
        row.specimen_received_at,
        row.test_finished_date,
      ].map((date) => new Date(date as Date | string).getTime());
      expect(ordered, `order ${row.id}`).toBeLessThan(received!);
      expect(received, `order ${row.id}`).toBeLessThan(finished!);
      expect(finished, `order ${row.id}`).toBeLessThan(Date.now());
    }
  });

  it('generates the same ordering providers every time (fixed random seed)', () => {
    expect(demoOrderingProviders()).toEqual(demoOrderingProviders());
    const providers = demoOrderingProviders();
    // Dr. Okafor is the main ordering provider where she orders (client master provider id set).
    expect(
      providers
        .filter((provider) => provider.client_master_provider_id !== 0)
        .map((p) => p.account_id),
    ).toEqual([501, 502]);
    expect(new Set(providers.map((provider) => provider.account_id))).toEqual(
      new Set([501, 502, 503]),
    );
  });
});
