// The lab desk's reset of a user's two-step sign-in over real HTTP (issue 17): lab staff only; the
// user's second factor and sessions end at once (their token is refused), their next sign-in
// must enrol again; one audit row per reset, without the secret.
import { callPath, getUserProfile, resetLabDeskSecondFactor } from '@loci/contract';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../identity/identity-users.js';
import {
  confirmEnrolment,
  hasSecondFactor,
  mustEnrolSecondFactor,
} from '../identity/two-factor.js';
import { useTestServer } from '../testing/index.js';
import { demoUsers, labDeskUser } from '../testing/test-server.js';

const server = useTestServer();
const resetUrl = callPath(resetLabDeskSecondFactor);
const profileUrl = callPath(getUserProfile);

describe('resetting a user’s two-step sign-in at the lab desk', () => {
  it('removes the factor, ends the sessions, asks for a new enrolment and writes one audit row', async () => {
    const db = server.database.db;
    const ada = await findUserByEmail(db, demoUsers.ada);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    await confirmEnrolment(db, ada!.id, secret, code);
    const adaToken = await server.tokenFor(demoUsers.ada);
    const before = await server.request(profileUrl, {
      headers: { authorization: `Bearer ${adaToken}` },
    });
    expect(before.status).not.toBe(401);

    const answer = await server.request(resetUrl, {
      method: 'POST',
      as: labDeskUser,
      json: { Email: 'Dr.Ada@loci.test' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, data: { Email: demoUsers.ada } });
    expect(await hasSecondFactor(db, ada!.id)).toBe(false);
    expect(await mustEnrolSecondFactor(db, ada!.id)).toBe(true);
    // Her sessions ended: the token of her grant is refused at once.
    const after = await server.request(profileUrl, {
      headers: { authorization: `Bearer ${adaToken}` },
    });
    expect(after.status).toBe(401);

    const requestId = answer.headers.get('x-request-id');
    const { rows } = await sql<{ action: string; actor_email: string; entity_id: string }>`
      select action, actor_email, entity_id, detail from audit_event
      where request_id = ${requestId}`.execute(db);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'labdesk.user.second_factor_reset',
        actor_email: labDeskUser,
        entity_id: ada!.id,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('names the field when no user signs in with the e-mail', async () => {
    const answer = await server.request(resetUrl, {
      method: 'POST',
      as: labDeskUser,
      json: { Email: 'nobody.here@loci.test' },
    });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({
      errors: [{ path: 'Email', message: 'No user signs in with this e-mail' }],
    });
  });

  it('does not exist for providers (404) nor for visitors (401)', async () => {
    const asProvider = await server.request(resetUrl, {
      method: 'POST',
      as: demoUsers.sam,
      json: { Email: demoUsers.ada },
    });
    expect(asProvider.status).toBe(404);
    const anonymous = await server.request(resetUrl, {
      method: 'POST',
      json: { Email: demoUsers.ada },
    });
    expect(anonymous.status).toBe(401);
  });
});
