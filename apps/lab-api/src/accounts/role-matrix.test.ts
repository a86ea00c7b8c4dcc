// The account/role matrix for every demo user (docs/decisions/role-matrix.md), over HTTP.
import { describe, expect, it } from 'vitest';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer();

const base = '/api/portal/v1.0.1';
type Role = 'GDAA' | 'GDFA' | 'GDOO';

/** Approved access of each demo user (1003 is Dr. Okafor's, but not approved). */
const approved: Record<keyof typeof demoUsers | 'stranger', Record<string, Role>> = {
  ada: { '1001': 'GDAA', '1002': 'GDFA' },
  sam: { '1001': 'GDOO' },
  newProvider: { '1002': 'GDFA' },
  noAccount: {},
  stranger: {},
};
const emails = { ...demoUsers, stranger: 'stranger@loci.test' };
const accountNumbers = ['1001', '1002', '1003', '9999'];

interface AccountCall {
  name: string;
  roles: readonly Role[];
  send(as: string, accountNumber: string): Promise<Response>;
}

const accountCalls: AccountCall[] = [
  {
    name: 'GET requiredFields/list',
    roles: ['GDAA', 'GDFA', 'GDOO'],
    send: (as, account) =>
      server.request(`${base}/references/requiredFields/list/${account}`, { as }),
  },
  {
    name: 'GET SiteServiceKeyPresentForAccount',
    roles: ['GDAA', 'GDFA', 'GDOO'],
    send: (as, account) =>
      server.request(`${base}/siteServiceKeys/SiteServiceKeyPresentForAccount/${account}`, { as }),
  },
  {
    name: 'GET account/contacts',
    roles: ['GDAA', 'GDFA', 'GDOO'],
    send: (as, account) =>
      server.request(`${base}/account/contacts?accountNumber=${account}`, { as }),
  },
  {
    name: 'PUT people',
    roles: ['GDAA', 'GDFA'],
    send: (as, account) =>
      server.request(`${base}/people`, {
        method: 'PUT',
        as,
        json: { accountNumber: account, firstName: 'Rita', lastName: 'Matrix' },
      }),
  },
];

describe('account/role matrix', () => {
  for (const call of accountCalls) {
    for (const [user, email] of Object.entries(emails)) {
      it(`${call.name} for ${user}`, async () => {
        for (const account of accountNumbers) {
          const role = approved[user as keyof typeof approved][account];
          const expected = role === undefined ? 404 : call.roles.includes(role) ? 200 : 403;
          const response = await call.send(email, account);
          expect(response.status, `${user} on ${account}`).toBe(expected);
          const body = (await response.json()) as { success?: boolean; errors?: unknown[] };
          if (expected !== 200) {
            expect(body.success).toBe(false);
            // Never another account's data: the failure shape only.
            expect(Object.keys(body).sort()).toEqual(['errors', 'success']);
          }
        }
      });
    }
  }

  it('answers the required fields and the site service key of an account', async () => {
    const fields = await server.request(`${base}/references/requiredFields/list/1001`, {
      as: demoUsers.sam,
    });
    expect(await fields.json()).toEqual(['patient.email', 'patient.mrn']);
    const none = await server.request(`${base}/references/requiredFields/list/1002`, {
      as: demoUsers.ada,
    });
    expect(await none.json()).toEqual(['patient.mrn']);
    const key = await server.request(
      `${base}/siteServiceKeys/SiteServiceKeyPresentForAccount/1001`,
      {
        as: demoUsers.sam,
      },
    );
    expect(key.headers.get('content-type')).toContain('application/json');
    expect(await key.json()).toBe(true);
    const noKey = await server.request(
      `${base}/siteServiceKeys/SiteServiceKeyPresentForAccount/1002`,
      { as: demoUsers.newProvider },
    );
    expect(await noKey.json()).toBe(false);
  });

  it('refuses malformed account numbers with 400 before any lookup', async () => {
    for (const account of ["1001' OR '1'='1", '1001;drop', '%3Cscript%3E', 'x'.repeat(21)]) {
      const response = await server.request(
        `${base}/siteServiceKeys/SiteServiceKeyPresentForAccount/${account}`,
        { as: demoUsers.ada },
      );
      expect(response.status, account).toBe(400);
      const body = (await response.json()) as { errors: Array<{ code: string; path: string }> };
      expect(body.errors[0]).toMatchObject({ code: 'invalid_format', path: 'accountNo' });
    }
  });
});
