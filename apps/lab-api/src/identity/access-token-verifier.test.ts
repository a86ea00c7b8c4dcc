// The verifier for a lab's own identity provider, against a stand-in IdP answered by a fetch
// stub: discovery, JWKS and userinfo.
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenError, createJwksVerifier } from './access-token-verifier.js';

const issuer = 'https://idp.lab.test/realms/loci';
let sign: (claims: Record<string, unknown>) => Promise<string>;
let jwks: { keys: object[] };
let signingKey: Awaited<ReturnType<typeof generateKeyPair>>;

beforeAll(async () => {
  signingKey = await generateKeyPair('ES256');
  const { privateKey, publicKey } = signingKey;
  jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] };
  sign = (claims) =>
    new SignJWT({ iss: issuer, aud: 'loci-api', sub: 'user-1', email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'at+jwt' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
});

function stubIdp(options: { discoveredIssuer?: string; userinfo?: Record<string, unknown> } = {}) {
  const calls: string[] = [];
  const stub = async (input: string | URL | Request): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    if (url === `${issuer}/.well-known/openid-configuration`) {
      return Response.json({
        issuer: options.discoveredIssuer ?? issuer,
        jwks_uri: `${issuer}/certs`,
        userinfo_endpoint: `${issuer}/userinfo`,
      });
    }
    if (url === `${issuer}/certs`) return Response.json(jwks);
    if (url === `${issuer}/userinfo`) {
      return options.userinfo
        ? Response.json({ email_verified: true, ...options.userinfo })
        : new Response(null, { status: 401 });
    }
    return new Response(null, { status: 404 });
  };
  return { calls, fetch: stub as typeof fetch };
}

describe('createJwksVerifier (OIDC_ISSUER mode)', () => {
  it('discovers the JWKS once and verifies issuer, audience and the e-mail claim', async () => {
    const idp = stubIdp();
    const verifier = createJwksVerifier({ issuer, audience: 'loci-api', fetch: idp.fetch });
    await expect(verifier.verify(await sign({ email: 'Dr.Ada@Loci.test' }))).resolves.toEqual({
      subject: 'user-1',
      email: 'dr.ada@loci.test',
    });
    await verifier.verify(await sign({ email: 'dr.ada@loci.test' }));
    expect(idp.calls.filter((url) => url.endsWith('openid-configuration'))).toHaveLength(1);
    await expect(
      verifier.verify(await sign({ email: 'a@b.c', aud: 'other' })),
    ).rejects.toBeInstanceOf(AccessTokenError);
  });

  it('reads the e-mail from userinfo when the token has none, once per token', async () => {
    const idp = stubIdp({ userinfo: { sub: 'user-1', email: 'sam.staff@loci.test' } });
    const verifier = createJwksVerifier({ issuer, audience: 'loci-api', fetch: idp.fetch });
    const token = await sign({});
    await expect(verifier.verify(token)).resolves.toEqual({
      subject: 'user-1',
      email: 'sam.staff@loci.test',
    });
    await verifier.verify(token);
    expect(idp.calls.filter((url) => url.endsWith('/userinfo'))).toHaveLength(1);
  });

  it('refuses a userinfo answer for another subject, and a discovery naming another issuer', async () => {
    const otherSubject = stubIdp({ userinfo: { sub: 'user-2', email: 'x@loci.test' } });
    await expect(
      createJwksVerifier({ issuer, audience: 'loci-api', fetch: otherSubject.fetch }).verify(
        await sign({}),
      ),
    ).rejects.toMatchObject({ problem: 'invalid' });

    const impostor = stubIdp({ discoveredIssuer: 'https://evil.test' });
    await expect(
      createJwksVerifier({ issuer, audience: 'loci-api', fetch: impostor.fetch }).verify(
        await sign({ email: 'a@loci.test' }),
      ),
    ).rejects.toThrow(/expected https:\/\/idp.lab.test/);
  });

  describe('the rules for a lab’s own identity provider (issue 17)', () => {
    it('accepts only access tokens: an ID token for the same audience is refused', async () => {
      const verifier = createJwksVerifier({ issuer, audience: 'loci-api', fetch: stubIdp().fetch });
      const claims = { email: 'dr.ada@loci.test' };
      await expect(verifier.verify(await sign(claims))).resolves.toMatchObject(claims);
      const { privateKey } = signingKey;
      for (const typ of ['JWT', undefined]) {
        const idToken = await new SignJWT({
          iss: issuer,
          aud: 'loci-api',
          sub: 'user-1',
          email: 'dr.ada@loci.test',
          email_verified: true,
          nonce: 'n-1',
        })
          .setProtectedHeader({ alg: 'ES256', kid: 'k1', ...(typ ? { typ } : {}) })
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        await expect(verifier.verify(idToken), String(typ)).rejects.toMatchObject({
          problem: 'invalid',
        });
      }
    });

    it('links no profile through an e-mail the provider has not verified', async () => {
      const verifier = createJwksVerifier({ issuer, audience: 'loci-api', fetch: stubIdp().fetch });
      for (const email_verified of [false, undefined, 'true']) {
        await expect(
          verifier.verify(await sign({ email: 'dr.ada@loci.test', email_verified })),
          String(email_verified),
        ).rejects.toThrow('The identity provider has not verified the e-mail');
      }
      const unverifiedInfo = stubIdp({
        userinfo: { sub: 'user-1', email: 'dr.ada@loci.test', email_verified: false },
      });
      await expect(
        createJwksVerifier({ issuer, audience: 'loci-api', fetch: unverifiedInfo.fetch }).verify(
          await sign({ email_verified: undefined }),
        ),
      ).rejects.toThrow('The identity provider has not verified the e-mail');
    });

    it('lets no subject of a second issuer reach the profile, same subject and e-mail or not', async () => {
      const otherIssuer = 'https://other-idp.test/realms/elsewhere';
      const other = await generateKeyPair('ES256');
      const otherToken = (claims: Record<string, unknown>) =>
        new SignJWT({
          aud: 'loci-api',
          sub: 'user-1',
          email: 'dr.ada@loci.test',
          email_verified: true,
          ...claims,
        })
          .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'at+jwt' })
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(other.privateKey);
      const verifier = createJwksVerifier({ issuer, audience: 'loci-api', fetch: stubIdp().fetch });
      // Its own issuer name, and ours (signed with a key our provider does not publish).
      for (const iss of [otherIssuer, issuer]) {
        await expect(verifier.verify(await otherToken({ iss })), iss).rejects.toMatchObject({
          problem: 'invalid',
        });
      }
      await expect(verifier.verify(await sign({ email: 'dr.ada@loci.test' }))).resolves.toEqual({
        subject: 'user-1',
        email: 'dr.ada@loci.test',
      });
    });
  });
});
