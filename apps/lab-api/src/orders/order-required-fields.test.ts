// The account's required order-form fields at submission (issue 16, "never trust the client"):
// the server refuses a submission that lacks one with the field error the portal shows, and
// changes nothing; drafts may lack them. Real HTTP on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../testing/index.js';
import { orderTestServer } from './order-http.js';

const ctx = orderTestServer();

const base = '/api/portal/v1.0.1';

interface Answer {
  success: boolean;
  data?: { orderId: number; status: number };
  errors?: Array<{ code: string; message: string; path?: string }>;
}

async function send(method: string, body: Record<string, unknown>) {
  const response = await ctx.server.request(`${base}/simpleOrder`, {
    method,
    as: demoUsers.ada,
    json: body,
  });
  return { status: response.status, answer: (await response.json()) as Answer };
}

/** A patient of account 1001 (which requires the patient's e-mail and MRN) with neither. */
async function bareAccount1001Patient(lastName: string): Promise<number> {
  const row = await ctx.server.database.db
    .insertInto('patient')
    .values({
      account_id: 501,
      external_patient_id: null,
      first_name: 'Bare',
      middle_name: null,
      last_name: lastName,
      birth_date: '1975-06-01',
      gender: 'M',
      gender_identification: null,
      mrn: null,
      street1: '2 Main Street',
      street2: null,
      apartment: null,
      city: 'Boston',
      state: 'MA',
      zip: '02110',
      county: null,
      country: 'USA',
      contact_information: JSON.stringify([{ contactType: 'C', contactValue: '617-555-0199' }]),
      race: null,
      ethnic_group: '[]',
      email: null,
      phone: '617-555-0199',
      office_id: null,
      is_patient_updated: false,
      is_insurance_updated: false,
      existing_order_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function orderBody(patientId: number, status: number, overrides: Record<string, unknown> = {}) {
  return {
    accountNumber: '1001',
    patientId,
    status,
    tests: [{ code: ctx.fx.testA }],
    diagnosisCodes: ['Z13.79'],
    orderingProviderId: ctx.fx.provider1001,
    paymentType: 'Patient',
    consent: { given: true, signedBy: 'Patient' },
    aoeAnswers: ctx.fx.aoeAnswers,
    ...overrides,
  };
}

const patientProblem = {
  code: 'required',
  message: 'This account requires the patient’s e-mail and MRN: add them to the patient’s record.',
  path: 'patientId',
};

async function ordersOf(patientId: number) {
  return ctx.server.database.db
    .selectFrom('lab_order')
    .select(['id', 'status', 'accession_number', 'ordered_at', 'updated_at'])
    .where('patient_id', '=', patientId)
    .execute();
}

describe('the account’s required fields at submission', () => {
  it('refuses a new submitted order whose patient lacks them, and stores nothing', async () => {
    const patientId = await bareAccount1001Patient('Required-one');
    const { status, answer } = await send('POST', orderBody(patientId, 0));
    expect(status, JSON.stringify(answer)).toBe(422);
    expect(answer.success).toBe(false);
    expect(answer.errors).toEqual([patientProblem]);
    expect(await ordersOf(patientId)).toEqual([]);
  });

  it('saves a draft without them, refuses submitting it and keeps it a draft', async () => {
    const patientId = await bareAccount1001Patient('Required-two');
    const draft = await send('POST', orderBody(patientId, 1));
    expect(draft.status, JSON.stringify(draft.answer)).toBe(201);
    const orderId = draft.answer.data!.orderId;
    const before = await ordersOf(patientId);

    const refused = await send('PUT', orderBody(patientId, 0, { orderId }));
    expect(refused.status, JSON.stringify(refused.answer)).toBe(422);
    expect(refused.answer.errors).toEqual([patientProblem]);
    expect(await ordersOf(patientId)).toEqual(before);
    expect(before[0]).toMatchObject({ status: 1, accession_number: null, ordered_at: null });

    // Once the patient's record holds them, the same submission is accepted.
    await ctx.server.database.db
      .updateTable('patient')
      .set({
        mrn: 'MRN-REQ-2',
        contact_information: JSON.stringify([
          { contactType: 'E', contactValue: 'required.two@example.test' },
        ]),
      })
      .where('id', '=', patientId)
      .execute();
    const submitted = await send('PUT', orderBody(patientId, 0, { orderId }));
    expect(submitted.status, JSON.stringify(submitted.answer)).toBe(200);
    expect(submitted.answer.data!.status).toBe(0);
  });

  it('requires the order’s own fields the account names, with the spec’s message', async () => {
    const db = ctx.server.database.db;
    await db
      .insertInto('account_required_field')
      .values({ account_id: 501, field_name: 'notes' })
      .execute();
    try {
      const refused = await send('POST', orderBody(ctx.fx.patient1001, 0, { notes: '  ' }));
      expect(refused.status, JSON.stringify(refused.answer)).toBe(422);
      expect(refused.answer.errors).toEqual([
        { code: 'required', message: 'This field is required', path: 'notes' },
      ]);
      // A draft may still lack it.
      const draft = await send('POST', orderBody(ctx.fx.patient1001, 1, { notes: null }));
      expect(draft.status, JSON.stringify(draft.answer)).toBe(201);
      const accepted = await send('POST', orderBody(ctx.fx.patient1001, 0, { notes: 'Fasting' }));
      expect(accepted.status, JSON.stringify(accepted.answer)).toBe(201);
    } finally {
      await db
        .deleteFrom('account_required_field')
        .where('account_id', '=', 501)
        .where('field_name', '=', 'notes')
        .execute();
    }
  });
});
