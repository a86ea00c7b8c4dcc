import { accountAccessSchema, referenceListNames } from '@loci/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer();

const base = '/api/portal/v1.0.1/references';

describe('GET /references/reference/all', () => {
  it('answers every reference list of document 3 with code, description and isDefault', async () => {
    const response = await server.request(`${base}/reference/all`, { as: demoUsers.noAccount });
    expect(response.status).toBe(200);
    const lists = (await response.json()) as Record<
      string,
      Array<{ code: string; description: string; isDefault: boolean }>
    >;
    expect(Object.keys(lists).sort()).toEqual([...referenceListNames].sort());
    for (const name of referenceListNames) {
      const items = lists[name] ?? [];
      expect(items.length, name).toBeGreaterThan(0);
      expect(items.filter((item) => item.isDefault).length, name).toBeLessThanOrEqual(1);
      for (const item of items)
        expect(Object.keys(item).sort()).toEqual(['code', 'description', 'isDefault']);
    }
    expect(lists.genders?.map((item) => item.code)).toEqual(
      expect.arrayContaining(['M', 'F', 'U']),
    );
  });
});

describe('GET /references/accounts/searchActive/{accountNumbers}', () => {
  const search = async (as: string, accounts: string) =>
    server.request(`${base}/accounts/searchActive/${accounts}`, { as });

  it('answers the caller’s approved, active accounts among those asked, sorted by client name', async () => {
    const response = await search(demoUsers.ada, '1002,1003,1001,9999');
    expect(response.status).toBe(200);
    const accounts = z
      .array(z.strictObject(accountAccessSchema.shape))
      .parse(await response.json());
    expect(accounts.map((account) => [account.cmid, account.clientName])).toEqual([
      ['1001', 'Beacon Hill Medical Genetics'],
      ['1002', 'Lakeshore Pediatric Cardiology'],
    ]);
    expect(accounts[0]).toMatchObject({
      contactId: 70001,
      accountId: 501,
      accessTypeCode: 'GDAA',
      portalRoleName: 'AccountAdministrator',
      portalRoleCode: 'GDAA',
      isOrderingProvider: true,
      accessApproved: true,
      shippingCity: 'Boston',
      stateCode: 'MA',
      countryCode: 'USA',
      businessTypeCode: 'HOSP',
      billTypeCode: 'C',
      isActive: true,
    });
    expect(await (await search(demoUsers.sam, '1001,1002')).json()).toEqual([
      expect.objectContaining({ cmid: '1001', accessTypeCode: 'GDOO' }),
    ]);
    expect(await (await search(demoUsers.noAccount, '1001')).json()).toEqual([]);
  });

  it('leaves out accounts the lab has made inactive', async () => {
    await server.database.db
      .updateTable('client_account')
      .set({ is_active: false })
      .where('cmid', '=', '1002')
      .execute();
    try {
      const accounts = (await (await search(demoUsers.ada, '1001,1002')).json()) as Array<{
        cmid: string;
      }>;
      expect(accounts.map((account) => account.cmid)).toEqual(['1001']);
    } finally {
      await server.database.db
        .updateTable('client_account')
        .set({ is_active: true })
        .where('cmid', '=', '1002')
        .execute();
    }
  });

  it('refuses malformed lists', async () => {
    for (const list of [
      '1001,,1002',
      "1001,1002'--",
      Array.from({ length: 51 }, (_, i) => 2000 + i).join(','),
    ]) {
      const response = await search(demoUsers.ada, list);
      expect(response.status, list).toBe(400);
      const body = (await response.json()) as { success: boolean; errors: Array<{ path: string }> };
      expect(body.success).toBe(false);
      expect(body.errors[0]?.path).toMatch(/^accountNumbers/);
    }
  });
});
