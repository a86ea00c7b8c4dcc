// The lab-staff role of the identity provider: lab.desk@loci.test signs in with the demo
// password through the provider's pages, its access token carries `roles: ["lab-staff"]`, and
// that token opens the lab desk; a practice user's token has no role and gets 404 there.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughProvider } from '../testing/sign-in.js';
import {
  demoUsers,
  labDeskUser,
  startTestServer,
  type TestServer,
} from '../testing/test-server.js';
import { demoPassword } from './seed-identity-users.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('lab staff', () => {
  it('signs in as lab.desk@loci.test and holds the lab-staff role in the access token', async () => {
    const { status, accessToken } = await signInThroughProvider(
      server.baseUrl,
      labDeskUser,
      demoPassword,
    );
    expect(status).toBe(303);
    expect(decodeJwt(accessToken!).roles).toEqual(['lab-staff']);
    await expect(server.verifier.verify(accessToken!)).resolves.toMatchObject({
      email: labDeskUser,
      roles: ['lab-staff'],
    });
    const desk = await fetch(`${server.baseUrl}/api/portal/v1.0.1/labdesk/orders/list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(desk.status).toBe(200);
  });

  it('gives practice users no role: their real token gets 404 at the lab desk', async () => {
    const { accessToken } = await signInThroughProvider(
      server.baseUrl,
      demoUsers.ada,
      demoPassword,
    );
    expect(decodeJwt(accessToken!).roles).toBeUndefined();
    const desk = await fetch(`${server.baseUrl}/api/portal/v1.0.1/labdesk/orders/list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(desk.status).toBe(404);
  });
});
