// Profiles keyed by issuer and subject (issue 17, docs/decisions/external-identity-provider.md):
// tokens of two lab identity providers, each checked by its own OIDC_ISSUER verifier against a
// stand-in IdP (discovery and JWKS), reach profiles on a real database.
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labMigrations } from '../db/migrations/index.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  createJwksVerifier,
  embeddedIssuerKey,
  type AccessTokenVerifier,
} from '../identity/access-token-verifier.js';
import { insertUser } from '../identity/identity-users.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { loadCaller } from './caller.js';

interface StandInIdp {
  issuer: string;
  verifier: AccessTokenVerifier;
  token(subject: string, email: string): Promise<string>;
}

/** A lab identity provider answered by a fetch stub, and the server's verifier for it. */
async function standInIdp(issuer: string): Promise<StandInIdp> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] };
  const stub = async (input: string | URL | Request): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === `${issuer}/.well-known/openid-configuration`) {
      return Response.json({ issuer, jwks_uri: `${issuer}/certs` });
    }
    if (url === `${issuer}/certs`) return Response.json(jwks);
    return new Response(null, { status: 404 });
  };
  return {
    issuer,
    verifier: createJwksVerifier({ issuer, audience: 'loci-api', fetch: stub as typeof fetch }),
    token: (subject, email) =>
      new SignJWT({ email, email_verified: true })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience('loci-api')
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
  };
}

/** What the server's authentication hook makes of a token. */
async function callerOf(idp: StandInIdp, token: string, database: TestDatabase) {
  const verified = await idp.verifier.verify(token);
  return loadCaller(database.db, { ...verified, issuer: idp.verifier.profileIssuer });
}

async function insertProfile(database: TestDatabase, contactId: number, email: string) {
  await database.db
    .insertInto('user_profile')
    .values({
      contact_id: contactId,
      login_email_address: email,
      first_name: `P${contactId}`,
      is_portal_user: true,
      portal_registration_completed: true,
    })
    .execute();
}

describe('profiles keyed by issuer and subject', () => {
  let database: TestDatabase;
  let first: StandInIdp;
  let second: StandInIdp;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await standInIdp('https://idp-a.lab.test/realms/loci');
    second = await standInIdp('https://idp-b.lab.test/realms/loci');
  });
  afterAll(() => database.close());

  it('links an unlinked profile at the first verified sign-in and then finds it by subject', async () => {
    await insertProfile(database, 9101, 'first.link@loci.test');
    const caller = await callerOf(
      first,
      await first.token('s-101', 'first.link@loci.test'),
      database,
    );
    expect(caller.profile?.contact_id).toBe(9101);
    expect(caller.profile).toMatchObject({
      identity_issuer: first.issuer,
      identity_subject: 's-101',
    });
    // A later e-mail change at the provider keeps the person on their profile.
    const renamed = await callerOf(
      first,
      await first.token('s-101', 'renamed@loci.test'),
      database,
    );
    expect(renamed.profile?.contact_id).toBe(9101);
  });

  it('never lets issuer B’s subject S reach the profile of issuer A’s subject S', async () => {
    await insertProfile(database, 9102, 'same.subject@loci.test');
    const ofFirst = await callerOf(
      first,
      await first.token('s-shared', 'same.subject@loci.test'),
      database,
    );
    expect(ofFirst.profile?.contact_id).toBe(9102);

    // Same subject and same verified e-mail, other issuer: no profile, so no account either.
    const ofSecond = await callerOf(
      second,
      await second.token('s-shared', 'same.subject@loci.test'),
      database,
    );
    expect(ofSecond.profile).toBeNull();
    expect(ofSecond.access).toEqual([]);
    // Same issuer, another subject with that e-mail: no profile either.
    const otherSubject = await callerOf(
      first,
      await first.token('s-other', 'same.subject@loci.test'),
      database,
    );
    expect(otherSubject.profile).toBeNull();
    // The link stayed with issuer A's subject.
    const again = await callerOf(
      first,
      await first.token('s-shared', 'same.subject@loci.test'),
      database,
    );
    expect(again.profile?.contact_id).toBe(9102);
  });

  it('keeps each issuer’s own profile apart when both use one subject', async () => {
    await insertProfile(database, 9103, 'at.a@loci.test');
    await insertProfile(database, 9104, 'at.b@loci.test');
    const atA = await callerOf(first, await first.token('s-both', 'at.a@loci.test'), database);
    const atB = await callerOf(second, await second.token('s-both', 'at.b@loci.test'), database);
    expect(atA.profile?.contact_id).toBe(9103);
    expect(atB.profile?.contact_id).toBe(9104);
    // Issuer B's subject presenting A's profile e-mail still lands on B's own profile.
    const crossed = await callerOf(
      second,
      await second.token('s-both', 'at.a@loci.test'),
      database,
    );
    expect(crossed.profile?.contact_id).toBe(9104);
  });

  it('has no profile for a verified e-mail that no profile signs in with', async () => {
    const caller = await callerOf(first, await first.token('s-none', 'nobody@loci.test'), database);
    expect(caller.profile).toBeNull();
  });
});

describe('the migration keying profiles by issuer and subject', () => {
  let database: TestDatabase;
  afterAll(() => database.close());

  it('links existing profiles to their embedded-provider user, and leaves the rest to link at sign-in', async () => {
    database = await createTestDatabase({ migrate: false });
    await migrateToLatest(
      database.db,
      labMigrations.filter(([name]) => name !== 'lab_0002_profile_issuer'),
    );
    const user = await insertUser(database.db, 'existing@loci.test', 'a long enough password');
    await insertProfile(database, 9201, 'existing@loci.test');
    await insertProfile(database, 9202, 'no.embedded.user@loci.test');

    await migrateToLatest(database.db);

    const rows = await database.db
      .selectFrom('user_profile')
      .select(['contact_id', 'identity_issuer', 'identity_subject'])
      .where('contact_id', 'in', [9201, 9202])
      .orderBy('contact_id')
      .execute();
    expect(rows).toEqual([
      { contact_id: 9201, identity_issuer: embeddedIssuerKey, identity_subject: user.id },
      { contact_id: 9202, identity_issuer: null, identity_subject: null },
    ]);
  }, 300_000);
});
