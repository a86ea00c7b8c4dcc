// Reads of orders, order lists and add-on lists (names, dates of birth, policy numbers) write
// exactly one audit row each: who, what, when, from where, the outcome; ids and counts only.
import { describe, expect, it } from 'vitest';
import { demoUsers, portalBase, useTestServer } from '../testing/index.js';

const server = useTestServer();

async function auditRows(action: string) {
  return server.database.db
    .selectFrom('audit_event')
    .select(['action', 'outcome', 'actor_email', 'entity_type', 'entity_id', 'client_ip', 'detail'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

async function firstOrderOfAda(): Promise<number> {
  const order = await server.database.db
    .selectFrom('lab_order')
    .innerJoin('client_account', 'client_account.account_id', 'lab_order.account_id')
    .select('lab_order.id')
    .where('client_account.cmid', '=', '1001')
    .orderBy('lab_order.id')
    .executeTakeFirstOrThrow();
  return order.id;
}

describe('the audit of PHI reads', () => {
  it('writes one row per order read, naming the order', async () => {
    const orderId = await firstOrderOfAda();
    const before = (await auditRows('order.view')).length;
    const answer = await server.request(`${portalBase}/simpleOrder/${orderId}`, {
      as: demoUsers.ada,
    });
    expect(answer.status).toBe(200);
    const rows = await auditRows('order.view');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      outcome: 'success',
      actor_email: demoUsers.ada,
      entity_type: 'order',
      entity_id: String(orderId),
    });
    expect(rows.at(-1)?.client_ip).toBeTruthy();
  });

  it('writes one row per order list and add-on list, with the count and no PHI', async () => {
    for (const [path, action] of [
      ['/results/list/orderTestsAndReportsPaged', 'order.list'],
      ['/results/list/orderTestsAndReports', 'order.list'],
      ['/simpleorder/addonAvailable', 'order.add_on_list'],
      ['/results/list/addonavailable', 'order.add_on_list'],
    ] as const) {
      const before = (await auditRows(action)).length;
      const answer = await server.request(`${portalBase}${path}`, {
        as: demoUsers.ada,
        method: 'POST',
        json: {},
      });
      expect(answer.status, path).toBe(200);
      const rows = await auditRows(action);
      expect(rows, path).toHaveLength(before + 1);
      const detail = rows.at(-1)?.detail;
      const parsed = (typeof detail === 'string' ? JSON.parse(detail) : detail) as {
        count?: unknown;
      };
      expect(Object.keys(parsed ?? {}), path).toEqual(['count']);
      expect(typeof parsed.count, path).toBe('number');
    }
  });

  it('writes no read row when the order is another account’s (the refusal is a 404)', async () => {
    const orderId = await firstOrderOfAda();
    const before = (await auditRows('order.view')).length;
    const answer = await server.request(`${portalBase}/simpleOrder/${orderId}`, {
      as: demoUsers.noAccount,
    });
    expect(answer.status).not.toBe(200);
    expect(await auditRows('order.view')).toHaveLength(before);
  });
});
