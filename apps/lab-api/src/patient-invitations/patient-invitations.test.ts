// Patient-portal invitations over real HTTP (PGlite and PostgreSQL): NOT_SENT until sent, sending
// through the local sender (its outbox holds the e-mail), the rules (submitted order, patient
// e-mail), account scoping, 401 and bad input.
import { describe, expect, it, vi } from 'vitest';
import { demoUsers, useTestServer } from '../testing/index.js';
import { maskEmail } from './patient-invitation-routes.js';
import { patientInvitationSubject } from './patient-invitation-sender.js';

const server = useTestServer();
const v1 = '/api/messaging/v1/patient-portal/invitations';

interface Invitation {
  orderId: number;
  status: 'SENT' | 'NOT_SENT';
  sentAt: string | null;
  sentTo: string | null;
}
interface Failure {
  success: false;
  errors: Array<{ code: string; message: string; path?: string }>;
}

async function json<T>(response: Response, status: number): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** A demo order of an account in a status, with the patient's e-mail set as given. */
async function orderWithPatient(
  accountId: number,
  status: number,
  email: string | null,
  skip = 0,
): Promise<number> {
  const db = server.database.db;
  const order = await db
    .selectFrom('lab_order')
    .select(['id', 'patient_id'])
    .where('account_id', '=', accountId)
    .where('status', '=', status)
    .orderBy('id')
    .offset(skip)
    .executeTakeFirstOrThrow();
  await db.updateTable('patient').set({ email }).where('id', '=', order.patient_id).execute();
  return order.id;
}

const status = (orderId: number | string, as: string = demoUsers.ada) =>
  server.request(`${v1}/status?order_id=${orderId}`, { as });
const send = (orderId: number | string, as: string = demoUsers.ada) =>
  server.request(`${v1}/send?order_id=${orderId}`, { method: 'POST', as });

describe('patient-portal invitations', () => {
  it('are NOT_SENT until sent, then SENT with the masked address; the outbox holds the mail', async () => {
    const orderId = await orderWithPatient(501, 0, 'jordan.lee@example.org');
    expect(await json<Invitation>(await status(orderId), 200)).toEqual({
      orderId,
      status: 'NOT_SENT',
      sentAt: null,
      sentTo: null,
    });
    const sent = await json<Invitation>(await send(orderId, demoUsers.sam), 200);
    expect(sent).toMatchObject({ orderId, status: 'SENT', sentTo: 'j•••@example.org' });
    expect(Date.parse(sent.sentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await json<Invitation>(await status(orderId), 200)).toEqual(sent);

    const mail = await server.database.db
      .selectFrom('patient_invitation_outbox')
      .selectAll()
      .where('recipient_email', '=', 'jordan.lee@example.org')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(patientInvitationSubject);
    expect(mail.body).toContain('https://patients.loci.test/sign-up');
    const audit = await server.database.db
      .selectFrom('audit_event')
      .select(['actor_email', 'account_number', 'detail'])
      .where('action', '=', 'patient_invitation.send')
      .where('entity_id', '=', String(orderId))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_email: demoUsers.sam, account_number: '1001' });
    expect(JSON.stringify(audit.detail)).not.toContain('example.org');
  });

  it('go out through the lab’s mail outbox, which delivers the e-mail once', async () => {
    const orderId = await orderWithPatient(501, 0, 'zoe.invited@example.org', 1);
    await json<Invitation>(await send(orderId), 200);
    const db = server.database.db;
    const invitation = await db
      .selectFrom('patient_portal_invitation')
      .select('delivery_reference')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    // The invitation names its mail by the outbox's Message-ID; the job queue delivers it.
    await vi.waitFor(
      async () => {
        const mail = await db
          .selectFrom('mail_outbox')
          .select(['to_addresses', 'subject', 'body', 'status', 'attempts'])
          .where('message_id', '=', invitation.delivery_reference)
          .executeTakeFirstOrThrow();
        expect(mail).toMatchObject({
          to_addresses: 'zoe.invited@example.org',
          subject: patientInvitationSubject,
          status: 'sent',
          attempts: 1,
        });
        expect(mail.body).toContain('https://patients.loci.test/sign-up');
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('need a submitted order and a patient e-mail, and change nothing otherwise', async () => {
    const draft = await orderWithPatient(501, 1, 'draft.patient@example.org');
    expect((await json<Failure>(await send(draft), 409)).errors[0]).toEqual({
      code: 'order_not_submitted',
      message: 'A patient is invited to the patient portal once the order is submitted',
    });
    const noEmail = await orderWithPatient(502, 0, null);
    expect((await json<Failure>(await send(noEmail), 409)).errors[0]?.code).toBe(
      'no_patient_email',
    );
    for (const orderId of [draft, noEmail]) {
      expect((await json<Invitation>(await status(orderId), 200)).status).toBe('NOT_SENT');
    }
  });

  it('answer 404 for another account’s order, 401 without a token, 400 for bad ids', async () => {
    const foreign = await orderWithPatient(503, 0, 'foreign@example.org');
    for (const response of [await status(foreign), await send(foreign)]) {
      expect((await json<Failure>(response, 404)).errors).toEqual([
        { code: 'not_found', message: 'Order not found' },
      ]);
    }
    const samElsewhere = await orderWithPatient(502, 4, 'other@example.org');
    await json<Failure>(await send(samElsewhere, demoUsers.sam), 404);
    expect(
      await server.database.db
        .selectFrom('patient_portal_invitation')
        .select('id')
        .where('order_id', 'in', [foreign, samElsewhere])
        .execute(),
    ).toEqual([]);

    expect((await server.request(`${v1}/status?order_id=1`)).status).toBe(401);
    expect((await server.request(`${v1}/send?order_id=1`, { method: 'POST' })).status).toBe(401);

    for (const bad of ['', 'abc', "1'%20or%20'1'='1", '-4']) {
      const body = await json<Failure>(await send(bad), 400);
      expect(body.errors[0]).toMatchObject({ path: 'order_id' });
    }
    expect(
      (await json<Failure>(await server.request(`${v1}/status`, { as: demoUsers.ada }), 400))
        .errors[0],
    ).toMatchObject({ code: 'invalid_type', path: 'order_id' });
  });

  it('mask the address shown back to the practice', () => {
    expect(maskEmail('jordan.lee@example.org')).toBe('j•••@example.org');
    expect(maskEmail('not-an-address')).toBe('•••');
  });
});
