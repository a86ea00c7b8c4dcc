// Patients over real HTTP: create, read, update, search (by name in any order, partial, date of
// birth, id, e-mail, accession), the server's rules, account scoping for every demo user, audit.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, strangerEmail, useTestServer } from '../testing/index.js';
import { latestTodayIso } from '@loci/domain';

const server = useTestServer();

const base = '/api/portal/v1.0.1';

interface Failure {
  success: false;
  errors: Array<{ code: string; message: string; path?: string }>;
}

interface PatientData {
  id: number;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  street1: string | null;
  contactInformation: Array<{ contactType: string; contactValue: string }>;
  insurances: Array<{
    id: number;
    insurance: {
      code: string | null;
      name: string | null;
      insuranceCategory: string | null;
    } | null;
    relationToPatient: string | null;
    employer: { name: string | null; contact: string | null };
    paymentType: string | null;
    hasNoInsuranceCard: boolean;
    effectiveDate: string | null;
  }>;
  accountInformation: { accountNumber: string; officeId: string | null };
  patientTestInformation: { orders: Array<{ orderId: number; orderStatus: number }> };
  addOnQualify: boolean;
  existingOrderId: number | null;
  detailsEditable: boolean;
  ethnicGroup: string[];
}

interface SearchPage {
  items: Array<{
    patientId: number;
    lastName: string | null;
    firstName: string | null;
    dateOfBirth: string | null;
    email: string | null;
    phone: string | null;
    accountNumber: string;
    accessionNumber?: string | null;
  }>;
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

function newPatient(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Winifred',
    middleName: 'Ada',
    lastName: 'Quennell',
    birthDate: '03/14/1987',
    gender: 'F',
    mrn: 'MRN-QW-0001',
    street1: '150 Carter Street',
    city: 'Manchester',
    state: 'CT',
    zip: '06040',
    country: 'USA',
    contactInformation: [
      { contactType: 'C', contactValue: '860-555-0142', notifyPatient: true },
      { contactType: 'E', contactValue: 'winifred.quennell@example.org', notifyPatient: false },
    ],
    ethnicGroup: ['Not Hispanic or Latino'],
    race: 'White',
    insurances: [
      {
        insurance: { code: 'ANT001' },
        subscriberFirstName: 'Winifred',
        subscriberLastName: 'Quennell',
        birthDate: '1987-03-14',
        gender: 'F',
        relationToPatient: 'PT',
        policyId: 'XGH123456789',
        groupId: '77410',
        groupName: 'Harborview Logistics',
        employer: { name: 'Harborview Logistics', contact: '860-555-0100' },
        effectiveDate: '01/01/2025',
        paymentType: 'Insurance',
        hasNoInsuranceCard: false,
      },
    ],
    accountInformation: { accountNumber: '1001', officeId: 'BH-1' },
    ...overrides,
  };
}

async function create(as: string, body: Record<string, unknown>): Promise<Response> {
  return server.request(`${base}/patient`, { method: 'POST', as, json: body });
}

async function search(as: string, body: Record<string, unknown>, accession = false) {
  const response = await server.request(`${base}/patient/search${accession ? '/accession' : ''}`, {
    method: 'POST',
    as,
    json: body,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: SearchPage }).data;
}

describe('POST /patient and GET /patient/{patientId}', () => {
  it('refuses a NUL character in a field with the field error, and creates no patient', async () => {
    const refused = await create(
      demoUsers.sam,
      newPatient({ lastName: 'Nulwick', city: 'Manchester\u0000' }),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Failure).errors).toEqual([
      expect.objectContaining({ message: 'Value contains invalid characters', path: 'city' }),
    ]);
    expect((await search(demoUsers.sam, { SearchTerm: 'Nulwick' })).items).toEqual([]);
  });

  it('creates a patient with every field, answers it whole and audits create and read', async () => {
    const response = await create(demoUsers.sam, newPatient());
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: PatientData };
    expect(data).toMatchObject({
      firstName: 'Winifred',
      lastName: 'Quennell',
      birthDate: '1987-03-14',
      accountInformation: { accountNumber: '1001', officeId: 'BH-1' },
      ethnicGroup: ['Not Hispanic or Latino'],
      addOnQualify: false,
      existingOrderId: null,
      detailsEditable: true,
      patientTestInformation: { orders: [] },
    });
    expect(data.insurances).toEqual([
      expect.objectContaining({
        insurance: expect.objectContaining({
          code: 'ANT001',
          name: 'Anthem Blue Cross PPO',
          insuranceCategory: 'ANTH',
        }),
        relationToPatient: 'PT',
        employer: { name: 'Harborview Logistics', contact: '860-555-0100' },
        effectiveDate: '2025-01-01',
        paymentType: 'Insurance',
        hasNoInsuranceCard: false,
      }),
    ]);

    const read = await server.request(`${base}/patient/${data.id}`, { as: demoUsers.ada });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: PatientData }).data).toEqual(data);

    const events = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'actor_email', 'account_number', 'detail'])
      .where('entity_type', '=', 'patient')
      .where('entity_id', '=', String(data.id))
      .orderBy('id')
      .execute();
    expect(events.map((event) => [event.action, event.actor_email, event.account_number])).toEqual([
      ['patient.create', demoUsers.sam, '1001'],
      ['patient.read', demoUsers.ada, '1001'],
    ]);
    // No PHI in the audit trail.
    expect(JSON.stringify(events)).not.toContain('Quennell');
  });

  it('refuses a patient without a first or last name, with the message on the field', async () => {
    const response = await create(demoUsers.ada, newPatient({ firstName: ' ', lastName: null }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as Failure;
    expect(body.errors).toEqual([
      { code: 'required', message: 'This field is required', path: 'lastName' },
    ]);
    // Only a first name is enough.
    expect((await create(demoUsers.ada, newPatient({ lastName: null }))).status).toBe(201);
  });

  it('applies the US zip, phone, e-mail and date of birth rules with the spec’s messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ zip: '6040' }, 'zip', 'Wrong format'],
      [
        { contactInformation: [{ contactType: 'C', contactValue: '555-0100' }] },
        'contactInformation.0.contactValue',
        'Please provide a valid phone number',
      ],
      [
        { contactInformation: [{ contactType: 'E', contactValue: '.ada@clinic.org' }] },
        'contactInformation.0.contactValue',
        'Must be a valid email',
      ],
      [
        { contactInformation: [{ contactType: 'F', contactValue: '12' }] },
        'contactInformation.0.contactValue',
        'Please provide a valid fax number',
      ],
      [{ birthDate: '02/30/1990' }, 'birthDate', 'Please enter a valid date'],
      [{ birthDate: '01/01/1850' }, 'birthDate', 'Please enter a year between 1900 and 2100'],
      [{ birthDate: '01/01/2099' }, 'birthDate', 'Date of birth cannot be in the future'],
      [
        { firstName: 'Ann<script>alert(1)</script>' },
        'firstName',
        'Value contains invalid characters',
      ],
      [{ street1: '1 Main St {}' }, 'street1', 'Value contains invalid characters'],
      [{ firstName: 'x'.repeat(51) }, 'firstName', 'Value is too long'],
      [{ gender: 'X' }, 'gender', expect.any(String) as unknown as string],
      [{ country: 'US' }, 'country', 'Wrong format'],
    ];
    for (const [overrides, path, message] of cases) {
      const response = await create(demoUsers.ada, newPatient(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const body = (await response.json()) as Failure;
      expect(body.errors, JSON.stringify(overrides)).toContainEqual(
        expect.objectContaining({ path, message }),
      );
    }
    // A zip that is not a US zip is fine outside the US.
    const canadian = await create(
      demoUsers.ada,
      newPatient({ country: 'CAN', zip: 'M5V 2T6', state: 'ON', city: 'Toronto' }),
    );
    expect(canadian.status).toBe(201);
  });

  it('takes a baby born today wherever the user is today, and refuses the day after', async () => {
    // The server's UTC day can be behind the user's (Guam in the morning): the day furthest along
    // is today. MM/DD/YYYY as the form sends it.
    const latest = latestTodayIso(new Date());
    const typed = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    const dayAfter = new Date(`${latest}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect((await create(demoUsers.ada, newPatient({ birthDate: typed(latest) }))).status).toBe(
      201,
    );
    const refused = await create(
      demoUsers.ada,
      newPatient({ birthDate: typed(dayAfter.toISOString().slice(0, 10)) }),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Failure).errors).toContainEqual(
      expect.objectContaining({
        path: 'birthDate',
        message: 'Date of birth cannot be in the future',
      }),
    );
  });

  it('refuses a blocked country with the spec’s message naming the lab’s e-mail', async () => {
    const response = await create(demoUsers.ada, newPatient({ country: 'FRA', zip: '75001' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Failure).errors).toEqual([
      {
        code: 'blocked_country',
        message:
          'We are unable to accept orders or specimens from the selected country at this time. If you have any questions, please contact support@loci.test.',
        path: 'country',
      },
    ]);
  });

  it('refuses an insurance policy missing what the policy form asks for, field by field', async () => {
    const incomplete = await create(
      demoUsers.ada,
      newPatient({
        insurances: [
          { paymentType: 'Patient' },
          {
            paymentType: 'Insurance',
            relationToPatient: 'SP',
            effectiveDate: '2026-02-01',
            expirationDate: '2026-01-01',
          },
        ],
      }),
    );
    expect(incomplete.status).toBe(400);
    expect(
      ((await incomplete.json()) as Failure).errors.map(({ path, message }) => ({ path, message })),
    ).toEqual([
      { path: 'insurances.1.insurance.code', message: 'This field is required' },
      { path: 'insurances.1.policyId', message: 'This field is required' },
      { path: 'insurances.1.subscriberLastName', message: 'This field is required' },
      { path: 'insurances.1.subscriberFirstName', message: 'This field is required' },
      { path: 'insurances.1.expirationDate', message: 'Value is too small' },
    ]);
  });

  it('refuses an unknown plan code and wrong types', async () => {
    const unknown = await create(
      demoUsers.ada,
      newPatient({ insurances: [{ insurance: { code: 'NOPE01' } }] }),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Failure).errors[0]).toMatchObject({
      code: 'unknown_plan',
      path: 'insurances.0.insurance.code',
    });
    for (const body of [
      newPatient({ contactInformation: 'none' }),
      newPatient({ accountInformation: { accountNumber: 1001 } }),
      newPatient({ insurances: [{ relationToPatient: 'Boss' }] }),
      newPatient({ ethnicGroup: [42] }),
      [],
      'patient',
    ]) {
      const response = await server.request(`${base}/patient`, {
        method: 'POST',
        as: demoUsers.ada,
        json: body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as Failure).success).toBe(false);
    }
  });

  it('stores injection strings and script-like text as plain text', async () => {
    const payloads = {
      firstName: "Robert'); DROP TABLE patient;--",
      lastName: 'javascript:alert(1)',
      street1: "1' OR 1;--",
      city: '%00%3Cscript%3E',
    };
    const response = await create(demoUsers.ada, newPatient(payloads));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toContain('application/json');
    const { data } = (await response.json()) as { data: PatientData & Record<string, unknown> };
    expect(data).toMatchObject(payloads);
    const page = await search(demoUsers.ada, { SearchTerm: "Robert'); DROP" });
    expect(page.items.map((item) => item.patientId)).toContain(data.id);
    const count = await server.database.db
      .selectFrom('patient')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count.count).toBeGreaterThan(36);
  });

  it('answers 404 for a patient of another account, an unapproved account or none', async () => {
    // 100101 belongs to 1002, 100201 to 1003 (Dr. Okafor's access there is not approved).
    const cases: Array<[string, number, number]> = [
      [demoUsers.sam, 100101, 404],
      [demoUsers.sam, 100001, 200],
      [demoUsers.ada, 100201, 404],
      [demoUsers.ada, 100101, 200],
      [demoUsers.newProvider, 100001, 404],
      [demoUsers.newProvider, 100101, 200],
      [demoUsers.noAccount, 100001, 404],
      [strangerEmail, 100001, 404],
      [demoUsers.ada, 999999, 404],
    ];
    for (const [as, id, status] of cases) {
      const response = await server.request(`${base}/patient/${id}`, { as });
      expect(response.status, `${as} ${id}`).toBe(status);
      if (status === 404) {
        expect(Object.keys((await response.json()) as object).sort()).toEqual([
          'errors',
          'success',
        ]);
      }
    }
    for (const bad of ['abc', '-1', '1.5', "1'or'1'='1", '99999999999']) {
      const response = await server.request(`${base}/patient/${bad}`, { as: demoUsers.ada });
      expect(response.status, bad).toBe(400);
    }
  });

  it('creates only in the caller’s approved accounts', async () => {
    for (const [as, account, status] of [
      [demoUsers.sam, '1002', 404],
      [demoUsers.ada, '1003', 404],
      [demoUsers.noAccount, '1001', 404],
      [demoUsers.newProvider, '1002', 201],
    ] as const) {
      const response = await create(
        as,
        newPatient({ accountInformation: { accountNumber: account } }),
      );
      expect(response.status, `${as} ${account}`).toBe(status);
    }
  });
});

describe('PUT /patient', () => {
  it('changes a patient with no submitted order, and audits the change', async () => {
    const read = await server.request(`${base}/patient/100001`, { as: demoUsers.sam });
    const { data } = (await read.json()) as { data: PatientData & Record<string, unknown> };
    expect(data.detailsEditable).toBe(true);
    expect(data.patientTestInformation.orders).toEqual([
      expect.objectContaining({ orderId: 500001, orderStatus: 1 }),
    ]);
    const changed = await server.request(`${base}/patient`, {
      method: 'PUT',
      as: demoUsers.sam,
      json: {
        ...data,
        street1: '6007 Applegate Lane',
        city: 'Louisville',
        state: 'KY',
        zip: '40219',
      },
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: PatientData }).data.street1).toBe(
      '6007 Applegate Lane',
    );
    const event = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'actor_email'])
      .where('action', '=', 'patient.update')
      .where('entity_id', '=', '100001')
      .executeTakeFirst();
    expect(event).toEqual({ action: 'patient.update', actor_email: demoUsers.sam });
  });

  it('refuses detail changes once an order of the patient is past Draft, but takes insurance', async () => {
    // 100002 has a submitted order (OrderNow); 100005 has a draft and a submitted order.
    for (const id of [100002, 100003, 100004, 100005]) {
      const read = await server.request(`${base}/patient/${id}`, { as: demoUsers.ada });
      const { data } = (await read.json()) as { data: PatientData & Record<string, unknown> };
      expect(data.detailsEditable, String(id)).toBe(false);
      const response = await server.request(`${base}/patient`, {
        method: 'PUT',
        as: demoUsers.ada,
        json: { ...data, lastName: 'Changed' },
      });
      expect(response.status, String(id)).toBe(409);
      expect(((await response.json()) as Failure).errors[0]).toEqual({
        code: 'patient_not_editable',
        message:
          'The patient’s details cannot be changed once an order of the patient has been submitted.',
      });
    }
    const read = await server.request(`${base}/patient/100002`, { as: demoUsers.ada });
    const { data } = (await read.json()) as { data: PatientData & Record<string, unknown> };
    expect(data).toMatchObject({ addOnQualify: true, existingOrderId: 500002 });
    const insurance = await server.request(`${base}/patient`, {
      method: 'PUT',
      as: demoUsers.ada,
      json: {
        ...data,
        isInsuranceUpdated: true,
        insurances: [
          {
            insurance: { code: 'MCR001' },
            paymentType: 'MCR',
            policyId: '1EG4TE5MK73',
            relationToPatient: 'PT',
          },
        ],
      },
    });
    expect(insurance.status).toBe(200);
    const saved = ((await insurance.json()) as { data: PatientData }).data;
    expect(saved.insurances.map((policy) => policy.insurance?.code)).toEqual(['MCR001']);
    expect(saved.lastName).toBe(data.lastName);
  });

  it('answers 404 for another account’s patient and refuses moving a patient', async () => {
    const read = await server.request(`${base}/patient/100101`, { as: demoUsers.ada });
    const { data } = (await read.json()) as { data: PatientData & Record<string, unknown> };
    const foreign = await server.request(`${base}/patient`, {
      method: 'PUT',
      as: demoUsers.sam,
      json: { ...data, accountInformation: { accountNumber: '1001' } },
    });
    expect(foreign.status).toBe(404);
    const moved = await server.request(`${base}/patient`, {
      method: 'PUT',
      as: demoUsers.ada,
      json: { ...data, accountInformation: { accountNumber: '1001' } },
    });
    expect(moved.status).toBe(400);
    const missingId = await server.request(`${base}/patient`, {
      method: 'PUT',
      as: demoUsers.ada,
      json: { ...data, id: undefined },
    });
    expect(missingId.status).toBe(400);
  });
});

describe('PUT /patient: another account’s patient, for every demo user', () => {
  it('answers 404 with the failure shape only and changes nothing', async () => {
    // 100001 belongs to 1001, 100101 to 1002, 100201 to 1003 (no approved access for anyone).
    const readable = async (id: number) => {
      const read = await server.request(`${base}/patient/${id}`, { as: demoUsers.ada });
      expect(read.status).toBe(200);
      return ((await read.json()) as { data: PatientData & Record<string, unknown> }).data;
    };
    const of1001 = await readable(100001);
    const of1002 = await readable(100101);
    // Nobody can read 100201: a well-formed body of 1003 with its id.
    const of1003 = { ...of1002, id: 100201, accountInformation: { accountNumber: '1003' } };
    const bodies: Record<number, Record<string, unknown>> = {
      100001: of1001,
      100101: of1002,
      100201: of1003,
    };
    const attempts: Array<[string, number, string]> = [
      [demoUsers.newProvider, 100001, '1001'],
      // Claiming the caller's own account does not make another account's patient theirs.
      [demoUsers.newProvider, 100001, '1002'],
      [demoUsers.newProvider, 100201, '1003'],
      [demoUsers.noAccount, 100001, '1001'],
      [demoUsers.noAccount, 100101, '1002'],
      [demoUsers.noAccount, 100201, '1003'],
      [strangerEmail, 100001, '1001'],
      [strangerEmail, 100101, '1002'],
      [demoUsers.sam, 100201, '1003'],
      [demoUsers.sam, 100101, '1001'],
      [demoUsers.ada, 100201, '1003'],
      [demoUsers.ada, 100201, '1001'],
    ];
    const stored = async () => ({
      patients: await server.database.db
        .selectFrom('patient')
        .selectAll()
        .where('id', 'in', [100001, 100101, 100201])
        .orderBy('id')
        .execute(),
      policies: await server.database.db
        .selectFrom('insurance_policy')
        .selectAll()
        .where('patient_id', 'in', [100001, 100101, 100201])
        .orderBy('id')
        .execute(),
    });
    const before = await stored();
    const lastAudit = await server.database.db
      .selectFrom('audit_event')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    for (const [as, id, accountNumber] of attempts) {
      const response = await server.request(`${base}/patient`, {
        method: 'PUT',
        as,
        json: {
          ...bodies[id],
          accountInformation: { accountNumber },
          firstName: 'Intruder',
          lastName: 'Overwrite',
          street1: '1 Takeover Lane',
          isInsuranceUpdated: true,
          insurances: [],
        },
      });
      const label = `${as} ${id} as ${accountNumber}`;
      expect(response.status, label).toBe(404);
      const text = await response.text();
      const body = JSON.parse(text) as Failure;
      expect(Object.keys(body).sort(), label).toEqual(['errors', 'success']);
      expect(body.success).toBe(false);
      // Nothing of the patient in the refusal.
      for (const value of [of1001.lastName, of1002.lastName, of1001.street1, of1002.street1])
        if (value) expect(text, label).not.toContain(value);
    }
    expect(await stored()).toEqual(before);
    const updates = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'actor_email', 'entity_id'])
      .where('id', '>', Number(lastAudit.id ?? 0))
      .where('action', '=', 'patient.update')
      .execute();
    expect(updates).toEqual([]);
  });
});

describe('POST /patient/search', () => {
  it('finds by name in any order and partially, with the default page', async () => {
    const created = (await (
      await create(
        demoUsers.ada,
        newPatient({
          firstName: 'Philippa',
          lastName: 'Zetterlund',
          contactInformation: [{ contactType: 'E', contactValue: 'pz@zetterlund.example' }],
          birthDate: '1975-08-09',
          mrn: 'ZZ-998877',
        }),
      )
    ).json()) as { data: PatientData };
    const id = created.data.id;
    for (const term of [
      'Zetterlund',
      'zetter',
      'Philippa Zetterlund',
      'zetterlund philippa',
      'ppa lund',
      'Zetterlund, Philippa',
    ]) {
      const page = await search(demoUsers.ada, { SearchTerm: term });
      expect(
        page.items.map((item) => item.patientId),
        term,
      ).toContain(id);
      expect(page).toMatchObject({ pageNumber: 1, pageSize: 20 });
    }
    for (const term of ['08/09/1975', '1975-08-09', String(id), 'pz@zetterlund', 'ZZ-998877']) {
      const page = await search(demoUsers.ada, { SearchTerm: term });
      expect(
        page.items.map((item) => item.patientId),
        term,
      ).toContain(id);
    }
    const item = (await search(demoUsers.ada, { SearchTerm: 'zetterlund' })).items[0];
    expect(item).toEqual({
      patientId: id,
      lastName: 'Zetterlund',
      firstName: 'Philippa',
      gender: 'F',
      dateOfBirth: '1975-08-09',
      email: 'pz@zetterlund.example',
      accountNumber: '1001',
      phone: null,
    });
    // Nobody else sees it.
    expect((await search(demoUsers.newProvider, { SearchTerm: 'zetterlund' })).items).toEqual([]);
    expect((await search(demoUsers.noAccount, { SearchTerm: 'zetterlund' })).totalCount).toBe(0);
  });

  it('searches only the caller’s approved accounts, or the requested ones among them', async () => {
    const all = await search(demoUsers.ada, { PageSize: 200 });
    expect(new Set(all.items.map((item) => item.accountNumber))).toEqual(new Set(['1001', '1002']));
    const sam = await search(demoUsers.sam, { PageSize: 200 });
    expect(new Set(sam.items.map((item) => item.accountNumber))).toEqual(new Set(['1001']));
    const only1002 = await search(demoUsers.ada, { AccountNumbers: ['1002'], PageSize: 200 });
    expect(new Set(only1002.items.map((item) => item.accountNumber))).toEqual(new Set(['1002']));
    const foreign = await search(demoUsers.sam, { AccountNumbers: ['1002', '1003'] });
    expect(foreign).toMatchObject({ items: [], totalCount: 0 });
  });

  it('pages and sorts', async () => {
    const first = await search(demoUsers.ada, {
      AccountNumbers: ['1002'],
      PageSize: 5,
      OrderBy: 'PatientId',
      OrderByDirection: 1,
    });
    expect(first.items).toHaveLength(5);
    const ids = first.items.map((item) => item.patientId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await search(demoUsers.ada, {
      AccountNumbers: ['1002'],
      PageSize: 5,
      PageNumber: 2,
      OrderBy: 'PatientId',
      OrderByDirection: 'Descending',
    });
    expect(second.totalCount).toBe(first.totalCount);
    expect(second.items[0]!.patientId).toBeLessThan(ids.at(-1)!);
    const past = await search(demoUsers.ada, { AccountNumbers: ['1002'], PageNumber: 99 });
    expect(past).toMatchObject({ items: [], totalCount: first.totalCount });
    const byName = await search(demoUsers.ada, { AccountNumbers: ['1002'], PageSize: 200 });
    const names = byName.items.map((item) => (item.lastName ?? '').toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('filters by the first character of the last name only', async () => {
    const page = await search(demoUsers.ada, {
      SearchTerm: 'W',
      FirstCharLastNameOnly: true,
      PageSize: 200,
    });
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect(item.lastName?.charAt(0).toLowerCase()).toBe('w');
  });

  it('treats wildcards and injection strings as text', async () => {
    for (const term of ['%', '_', "'; drop table patient; --", '\\', '<qzxv>']) {
      const page = await search(demoUsers.ada, { SearchTerm: term });
      expect(page.totalCount, term).toBe(0);
    }
  });

  it('refuses bad requests', async () => {
    for (const body of [
      { PageNumber: 0 },
      { PageSize: 201 },
      { PageSize: 'ten' },
      { OrderBy: 'Password' },
      { OrderByDirection: 2 },
      { AccountNumbers: '1001' },
      { SearchTerm: 'x'.repeat(101) },
    ]) {
      const response = await server.request(`${base}/patient/search`, {
        method: 'POST',
        as: demoUsers.ada,
        json: body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('audits searches without the term', async () => {
    await search(demoUsers.sam, { SearchTerm: 'Whitaker' });
    const event = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'detail'])
      .where('action', '=', 'patient.search')
      .where('actor_email', '=', demoUsers.sam)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(event.detail)).not.toContain('Whitaker');
    expect(event.detail).toMatchObject({ accounts: ['1001'] });
  });
});

describe('POST /patient/search/accession', () => {
  it('lists patients with their orders’ accession numbers and finds by accession', async () => {
    const page = await search(demoUsers.ada, { SearchTerm: 'AC00500002' }, true);
    expect(page.items).toEqual([
      expect.objectContaining({
        patientId: 100002,
        accountNumber: '1001',
        accessionNumber: 'AC00500002',
      }),
    ]);
    const prefix = await search(demoUsers.ada, { SearchTerm: 'AC005000', PageSize: 200 }, true);
    expect(prefix.items.every((item) => item.accessionNumber?.startsWith('AC005000'))).toBe(true);
    expect(new Set(prefix.items.map((item) => item.accountNumber))).toEqual(
      new Set(['1001', '1002']),
    );
    // Another account's accession stays hidden.
    const foreign = await search(demoUsers.sam, { SearchTerm: 'AC00500008' }, true);
    expect(foreign.totalCount).toBe(0);
  });
});

describe('POST /patient/search pages', () => {
  // The reference: every match of the caller's accounts sorted in one plain query, then sliced.
  const referenceKeys: Record<string, (dir: string, nulls: string) => string> = {
    PatientName: (dir, nulls) =>
      `lower(p.last_name) ${dir} ${nulls}, lower(p.first_name) ${dir} ${nulls}, p.id ${dir}`,
    PatientId: (dir) => `p.id ${dir}`,
    Gender: (dir, nulls) => `p.gender ${dir} ${nulls}, p.id ${dir}`,
    DateOfBirth: (dir, nulls) => `p.birth_date ${dir} ${nulls}, p.id ${dir}`,
    Email: (dir, nulls) => `lower(p.email) ${dir} ${nulls}, p.id ${dir}`,
    AccountNumber: (dir) => `a.cmid ${dir}, p.id ${dir}`,
  };

  async function referenceIds(orderBy: string, descending: boolean, where = 'true') {
    const dir = descending ? 'desc' : 'asc';
    const nulls = descending ? 'nulls first' : 'nulls last';
    const result = await sql<{ id: number }>`
      select p.id from patient p join client_account a on a.account_id = p.account_id
      where a.cmid in ('1001', '1002') and ${sql.raw(where)}
      order by ${sql.raw(referenceKeys[orderBy]!(dir, nulls))}`.execute(server.database.db);
    return result.rows.map((row) => row.id);
  }

  beforeAll(async () => {
    // Missing sort keys: no first name, no e-mail, no gender, no date of birth.
    const bare = newPatient({
      firstName: null,
      middleName: null,
      lastName: 'Aabel',
      birthDate: null,
      gender: null,
      mrn: null,
      contactInformation: [],
      insurances: [],
      accountInformation: { accountNumber: '1002', officeId: null },
    });
    expect((await create(demoUsers.ada, bare)).status).toBe(201);
  });

  it('gives every order and direction page by page exactly as one sort of all matches', async () => {
    for (const orderBy of Object.keys(referenceKeys)) {
      for (const descending of [false, true]) {
        const expected = await referenceIds(orderBy, descending);
        expect(expected.length).toBeGreaterThan(20);
        const seen: number[] = [];
        for (let pageNumber = 1; seen.length < expected.length; pageNumber += 1) {
          const page = await search(demoUsers.ada, {
            OrderBy: orderBy,
            OrderByDirection: descending ? 1 : 0,
            PageSize: 7,
            PageNumber: pageNumber,
          });
          expect(page.totalCount, `${orderBy} page ${pageNumber}`).toBe(expected.length);
          expect(page.items.length).toBeGreaterThan(0);
          seen.push(...page.items.map((item) => item.patientId));
        }
        expect(seen, `${orderBy} ${descending ? 'desc' : 'asc'}`).toEqual(expected);
      }
    }
  });

  it('counts a full page’s matches and tells the total of a last page without counting', async () => {
    const expected = await referenceIds('PatientName', false, `p.search_name like '%a%'`);
    expect(expected.length).toBeGreaterThan(10);
    const full = await search(demoUsers.ada, { SearchTerm: 'a', PageSize: 5 });
    expect(full.totalCount).toBe(
      (
        await referenceIds(
          'PatientName',
          false,
          `(lower(p.last_name) like 'a%' or lower(p.first_name) like 'a%')`,
        )
      ).length,
    );
    const lastPage = Math.ceil(full.totalCount / 5);
    const last = await search(demoUsers.ada, {
      SearchTerm: 'a',
      PageSize: 5,
      PageNumber: lastPage,
    });
    expect(last.totalCount).toBe(full.totalCount);
    expect(last.items.length).toBe(full.totalCount - 5 * (lastPage - 1));
    const past = await search(demoUsers.ada, {
      SearchTerm: 'a',
      PageSize: 5,
      PageNumber: lastPage + 1,
    });
    expect(past).toMatchObject({ items: [], totalCount: full.totalCount });
  });
});
