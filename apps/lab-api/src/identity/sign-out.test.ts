// Sign-out and idle logout (the portal revokes the refresh token, then ends the session): the
// access token of that sign-in is refused at once, and the provider's session is gone too.
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/index.js';
import { findUserByEmail } from './identity-users.js';

const server = useTestServer();

function profile(accessToken: string | undefined): Promise<Response> {
  return fetch(`${server.baseUrl}/api/portal/v1.0.1/user/profile`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

function revoke(refreshToken: string | undefined): Promise<Response> {
  // What oidc-client-ts's revokeTokens(['refresh_token']) sends.
  return fetch(`${server.baseUrl}/oidc/token/revocation`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'loci-portal',
      token: refreshToken ?? '',
      token_type_hint: 'refresh_token',
    }).toString(),
  });
}

describe('sign-out', () => {
  it('refuses the old access token right after the refresh token is revoked', async () => {
    const { accessToken, refreshToken } = await server.signIn('dr.ada@loci.test');
    expect(refreshToken).toBeTruthy();
    expect((await profile(accessToken)).status).toBe(200);

    expect((await revoke(refreshToken)).status).toBe(200);

    const refused = await profile(accessToken);
    expect(refused.status).toBe(401);
  });

  it('ends the provider session that held the grant', async () => {
    const user = await findUserByEmail(server.database.db, 'sam.staff@loci.test');
    const sessions = () =>
      server.database.db
        .selectFrom('identity_oidc_payload')
        .select('id')
        .where('model', '=', 'Session')
        .where('account_id', '=', user!.id)
        .execute();
    const { refreshToken } = await server.signIn('sam.staff@loci.test');
    expect(await sessions()).toHaveLength(1);
    await revoke(refreshToken);
    await expect.poll(async () => (await sessions()).length).toBe(0);
  });

  it('keeps other sign-ins of the same person working', async () => {
    const first = await server.signIn('new.provider@loci.test');
    const second = await server.signIn('new.provider@loci.test');
    await revoke(first.refreshToken);
    expect((await profile(first.accessToken)).status).toBe(401);
    expect((await profile(second.accessToken)).status).not.toBe(401);
  });
});
