import { describe, expect, it } from 'vitest';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer();

const base = '/api/portal/v1.0.1';

async function contactCount(): Promise<number> {
  const row = await server.database.db
    .selectFrom('account_contact')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

describe('GET /account/contacts', () => {
  it('lists the contacts of the caller’s approved accounts only', async () => {
    const ada = (await (
      await server.request(`${base}/account/contacts`, { as: demoUsers.ada })
    ).json()) as {
      success: boolean;
      data: Array<{ accountNumber: string; lastName: string }>;
    };
    expect(ada.success).toBe(true);
    expect(ada.data.map((contact) => [contact.accountNumber, contact.lastName])).toEqual([
      ['1001', 'Okafor'],
      ['1001', 'Rivera'],
      ['1002', 'Whitfield'],
    ]);
    const sam = (await (
      await server.request(`${base}/account/contacts`, { as: demoUsers.sam })
    ).json()) as {
      data: Array<{ accountNumber: string }>;
    };
    expect(new Set(sam.data.map((contact) => contact.accountNumber))).toEqual(new Set(['1001']));
    const none = await server.request(`${base}/account/contacts`, { as: demoUsers.noAccount });
    expect(await none.json()).toEqual({ success: true, data: [] });
  });
});

describe('PUT /people', () => {
  it('creates a contact, then changes it, and audits both', async () => {
    const created = await server.request(`${base}/people`, {
      method: 'PUT',
      as: demoUsers.ada,
      json: {
        accountNumber: '1002',
        firstName: 'Maya',
        lastName: 'Soto',
        email: 'maya.soto@lakeshorecardio.example',
        phone: '312-555-0177',
        title: 'Genetic Counselor',
      },
    });
    expect(created.status).toBe(200);
    const { data } = (await created.json()) as { data: { id: number } & Record<string, unknown> };
    expect(data).toMatchObject({
      accountNumber: '1002',
      firstName: 'Maya',
      fax: null,
      contactRole: null,
    });
    expect(data.id).toBeGreaterThan(9004);

    const changed = await server.request(`${base}/people`, {
      method: 'PUT',
      as: demoUsers.newProvider,
      json: {
        id: data.id,
        accountNumber: '1002',
        firstName: 'Maya',
        lastName: 'Soto-Reyes',
        email: '',
      },
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: unknown }).data).toMatchObject({
      id: data.id,
      lastName: 'Soto-Reyes',
      email: null,
    });
    const audit = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'actor_email', 'account_number'])
      .where('entity_type', '=', 'account_contact')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'account_contact.create', actor_email: 'dr.ada@loci.test', account_number: '1002' },
      {
        action: 'account_contact.update',
        actor_email: 'new.provider@loci.test',
        account_number: '1002',
      },
    ]);
  });

  it('answers 404 when the contact id belongs to another account, and changes nothing', async () => {
    // 9004 belongs to account 1003, which Dr. Okafor cannot act on.
    const response = await server.request(`${base}/people`, {
      method: 'PUT',
      as: demoUsers.ada,
      json: { id: 9004, accountNumber: '1001', firstName: 'Hijack', lastName: 'Attempt' },
    });
    expect(response.status).toBe(404);
    const contact = await server.database.db
      .selectFrom('account_contact')
      .select(['first_name', 'account_id'])
      .where('id', '=', 9004)
      .executeTakeFirstOrThrow();
    expect(contact).toEqual({ first_name: 'Keiko', account_id: 503 });
  });

  it('refuses bad input with errors per field and stores nothing', async () => {
    const before = await contactCount();
    const cases: Array<[unknown, string[]]> = [
      [{ accountNumber: '1001', firstName: '', lastName: 'X' }, ['firstName']],
      [{ accountNumber: '1001', firstName: 'A', lastName: 'B', email: 'a@b' }, ['email']],
      [{ accountNumber: '1001', firstName: 'A', lastName: 'B', phone: '555' }, ['phone']],
      [{ accountNumber: 1001, firstName: 'A', lastName: 'B' }, ['accountNumber']],
      [
        {
          accountNumber: '1001',
          firstName: '<img src=x onerror=alert(1)>',
          lastName: 'B',
        },
        ['firstName'],
      ],
      [{ accountNumber: '1001', firstName: 'A'.repeat(51), lastName: 'B' }, ['firstName']],
      [{ id: 'one', accountNumber: '1001', firstName: 'A', lastName: 'B' }, ['id']],
    ];
    for (const [json, paths] of cases) {
      const response = await server.request(`${base}/people`, {
        method: 'PUT',
        as: demoUsers.ada,
        json,
      });
      expect(response.status, JSON.stringify(json)).toBe(400);
      const body = (await response.json()) as { errors: Array<{ path: string; message: string }> };
      expect(body.errors.map((error) => error.path)).toEqual(paths);
    }
    expect(await contactCount()).toBe(before);
  });

  it('stores an SQL-injection string as plain text', async () => {
    const name = "Robert'); DROP TABLE account_contact;--";
    const response = await server.request(`${base}/people`, {
      method: 'PUT',
      as: demoUsers.ada,
      json: { accountNumber: '1001', firstName: name, lastName: 'Tables' },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: number; firstName: string } };
    expect(data.firstName).toBe(name);
    const stored = await server.database.db
      .selectFrom('account_contact')
      .select('first_name')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(stored.first_name).toBe(name);
  });
});
