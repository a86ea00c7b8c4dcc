// A production start (LOCI_ENV=production) on an empty database: no demo user or account, the
// first accounts come from `accounts:create`'s file, GraphQL introspection and source maps are off.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigFromEnvironment } from '../config.js';
import { findUserByEmail, findUserRoles, labStaffRole } from '../identity/identity-users.js';
import { LocalMailer } from '../identity/mailer.js';
import { createLabServer, type LabServer } from '../server.js';
import { startTimeout, useTestDatabase } from '../testing/index.js';
import { createFirstAccounts } from './first-accounts.js';

const database = useTestDatabase({ migrate: false });
let server: LabServer;

function privateSigningKeys(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify({
    keys: [
      { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' },
    ],
  });
}

function portalWithSourceMap(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'loci-portal-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>Loci portal</title>');
  writeFileSync(path.join(folder, 'assets', 'app-1a2b3c.js'), 'console.log("portal");');
  writeFileSync(path.join(folder, 'assets', 'app-1a2b3c.js.map'), '{"version":3}');
  return folder;
}

beforeAll(async () => {
  const config = serverConfigFromEnvironment({
    LOCI_ENV: 'production',
    DATABASE_URL: 'postgres://loci@db.lab.example/loci',
    PUBLIC_URL: 'https://portal.lab.example',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    OIDC_SIGNING_KEYS: privateSigningKeys(),
    OIDC_COOKIE_KEYS: 'a-cookie-key-of-the-lab',
    TOTP_ENCRYPTION_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
    RRD_CALLBACK_SECRET: 'a-fulfilment-secret-of-the-lab',
    PORTAL_DIST: portalWithSourceMap(),
    LOG_LEVEL: 'silent',
  });
  // The test's own database stands in for DATABASE_URL.
  server = await createLabServer(config, {
    db: database.db,
    mailer: new LocalMailer(),
    logger: false,
  });
}, startTimeout);

afterAll(async () => {
  await server?.close();
});

async function count(table: 'identity_user' | 'user_profile' | 'client_account'): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a production start', () => {
  it('creates no demo user, profile or account', async () => {
    expect(server.seeded).toBeUndefined();
    expect(await count('identity_user')).toBe(0);
    expect(await count('user_profile')).toBe(0);
    expect(await count('client_account')).toBe(0);
    expect(await findUserByEmail(database.db, 'dr.ada@loci.test')).toBeUndefined();
    expect(await findUserByEmail(database.db, 'lab.desk@loci.test')).toBeUndefined();
  });

  it('refuses GraphQL introspection', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/graphql/catalog',
      payload: { query: '{ __schema { types { name } } }' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(/introspection/i);
  });

  it('does not serve the portal’s source maps', async () => {
    expect((await server.app.inject('/assets/app-1a2b3c.js')).statusCode).toBe(200);
    expect((await server.app.inject('/assets/app-1a2b3c.js.map')).statusCode).toBe(404);
  });

  it('creates the first lab administrator and client accounts from the file, once', async () => {
    const file = {
      labAdministrators: [{ email: 'It.Admin@Lab.Example' }],
      clientAccounts: [
        {
          accountNumber: '2001',
          name: 'Harbor Genetics Clinic',
          address: { line1: '1 Harbor Way', city: 'Portland', state: 'ME', zip: '04101' },
          administrators: [{ email: 'office@harbor.example', firstName: 'Rita', lastName: 'Moss' }],
        },
      ],
    };
    expect(await createFirstAccounts(database.db, file)).toEqual({
      labAdministrators: 1,
      clientAccounts: 1,
      accountAdministrators: 1,
    });
    const admin = await findUserByEmail(database.db, 'it.admin@lab.example');
    expect(admin && (await findUserRoles(database.db, admin.id))).toEqual([labStaffRole]);
    const access = await database.db
      .selectFrom('account_access')
      .innerJoin('user_profile', 'user_profile.contact_id', 'account_access.contact_id')
      .innerJoin('client_account', 'client_account.account_id', 'account_access.account_id')
      .select(['login_email_address', 'cmid', 'access_type_code', 'access_approved'])
      .execute();
    expect(access).toEqual([
      {
        login_email_address: 'office@harbor.example',
        cmid: '2001',
        access_type_code: 'GDAA',
        access_approved: true,
      },
    ]);
    // A second run changes nothing.
    expect(await createFirstAccounts(database.db, file)).toEqual({
      labAdministrators: 1,
      clientAccounts: 0,
      accountAdministrators: 0,
    });
  });
});
